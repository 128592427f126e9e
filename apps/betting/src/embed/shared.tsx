/**
 * What the betting embeds (`<kickoff-event>`, `<kickoff-top-events>` on CMS pages) share: their
 * frame, their bets' page type and links to game pages that work on any origin (`siteUrl`).
 */
import { useCallback, type ReactNode } from 'react';
import { siteUrl, useHref, type GameHeader } from '@kickoff/platform';
import { gameParam } from '../lib/params';

/** The `pageType` of bets added from an embed. */
export const EMBED_PAGE_TYPE = 'embed';

/** A game's page on the Kickoff site, absolute on a page of another origin. */
export function useSiteGameHref(): (game: GameHeader) => string {
  const link = useHref();
  return useCallback((g: GameHeader) => siteUrl(link('sports-game', { section: g.section, sport: g.sportSlug, champ: g.champSlug, game: gameParam(g) })), [link]);
}

export function EmbedFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={`kk-betting kk-bet-embed kk-bet-embed--${name}`} data-app="betting" data-embed={name}>
      {children}
    </div>
  );
}

/**
 * The parcels' props, checked again (a page may run an older `@kickoff/embeds`). By hand, not with
 * valibot: the betting module bundles valibot into a chunk of the home page's first visit, and every
 * valibot function used here would be carried there.
 */
export const positiveId = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);
export const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Props that did not pass the parcel's schema (the element validates them first: a stale page). */
export function InvalidProps({ message }: { message: string }) {
  return (
    <p className="kk-bet-embed__invalid" role="alert">
      {message}
    </p>
  );
}
