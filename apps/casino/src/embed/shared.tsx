/** What the casino embeds share: their frame (the tiles inside link to the Kickoff site through `siteUrl`). */
import type { ReactNode, RefObject } from 'react';

export function CasinoEmbedFrame({ name, frameRef, children }: { name: string; frameRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  return (
    <div ref={frameRef} className={`kk-casino kk-casino-embed kk-casino-embed--${name}`} data-app="casino" data-embed={name}>
      {children}
    </div>
  );
}
