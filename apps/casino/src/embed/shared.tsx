/** What the casino embeds share: their frame, whose links go to the Kickoff site. */
import type { ReactNode, RefObject } from 'react';
import { useSiteLinks } from './site-links';

export function CasinoEmbedFrame({ name, frameRef, children }: { name: string; frameRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  useSiteLinks(frameRef);
  return (
    <div ref={frameRef} className={`kk-casino kk-casino-embed kk-casino-embed--${name}`} data-app="casino" data-embed={name}>
      {children}
    </div>
  );
}
