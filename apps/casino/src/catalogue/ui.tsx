/**
 * What the casino's list pages share: a game tile (drawn, never a picture: the game's hue and
 * initials), the favourite star, a grid, a rail, the loading placeholders (16 game tiles and 2
 * other-game tiles) and the failure state with a retry.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { $language, errorText, formatMoney, openModal, siteUrl, useHref, useHydrated, useStore, useT, type Resource } from '@kickoff/platform';
import type { Game } from '../contracts/catalogue';
import { $favouriteIds, toggleFavourite } from './favourites';
import { gameRoute, PRELOADER_GAME_TILES, PRELOADER_OTHER_TILES } from './routes';
import { k } from './setup';

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} — Kickoff`;
  }, [title]);
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

function FavouriteStar({ game }: { game: Game }) {
  const t = useT();
  const ids = useStore($favouriteIds);
  // A player's own stars: a server-drawn page is a guest's, so they come right after it is hydrated.
  const hydrated = useHydrated();
  if (!ids || !hydrated) return null;
  const on = ids.has(game.id);
  return (
    <button
      type="button"
      className="kk-tile__fav"
      aria-pressed={on}
      aria-label={t(k(on ? 'fav_remove' : 'fav_add'), { name: game.name })}
      onClick={() => void toggleFavourite(game.id)}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}

export function GameTile({ game }: { game: Game }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const route = gameRoute(game);
  return (
    <li className="kk-tile" style={{ ['--kk-hue' as string]: String(game.hue) }}>
      {/* Named by what it shows (name, provider, badges): the drawn initials are decoration. siteUrl: on a
          page of another origin (an embedded rail or tile) the link opens the game on the Kickoff site. */}
      <a className="kk-tile__link" href={siteUrl(link(route.name, route.params))}>
        <span className="kk-tile__art" aria-hidden="true">{initials(game.name)}</span>
        <span className="kk-tile__name">{game.name}</span>
        <span className="kk-tile__provider">{game.provider.name}</span>
        <span className="kk-tile__badges">
          {game.live && <span className="kk-badge kk-badge--live">{t(k('badge_live'))}</span>}
          {game.isNew && <span className="kk-badge kk-badge--new">{t(k('badge_new'))}</span>}
          {game.jackpot !== null && <span className="kk-badge kk-badge--jackpot">{formatMoney(game.jackpot, 'RUB', lang)}</span>}
        </span>
      </a>
      <FavouriteStar game={game} />
    </li>
  );
}

export function GameGrid({ games, label }: { games: readonly Game[]; label: string }) {
  return (
    <ul className="kk-grid" aria-label={label}>
      {games.map((g) => <GameTile key={g.id} game={g} />)}
    </ul>
  );
}

/** The loading state of a game list: 16 game tiles and 2 other-game tiles, announced once. */
export function TilePlaceholders() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t(k('loading_games'))}>
      <ul className="kk-grid" aria-hidden="true">
        {Array.from({ length: PRELOADER_GAME_TILES }, (_, i) => <li key={`g${i}`} className="kk-tile kk-tile--placeholder" data-placeholder="game" />)}
      </ul>
      <ul className="kk-grid kk-grid--other" aria-hidden="true">
        {Array.from({ length: PRELOADER_OTHER_TILES }, (_, i) => <li key={`o${i}`} className="kk-tile kk-tile--placeholder kk-tile--other" data-placeholder="other" />)}
      </ul>
    </div>
  );
}

/** A failed load: the reason and a retry button that takes the focus. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="kk-casino__failed" role="alert">
      <p>{t(k('load_failed'))} {t(errorText(error))}</p>
      <button ref={ref} type="button" className="kk-button" onClick={retry}>{t(k('retry'))}</button>
    </div>
  );
}

/** Placeholders while loading, the failure with a retry, or the content. */
export function Loaded<T>({ state, retry, children, placeholder }: { state: Resource<T>; retry: () => void; children: (data: T) => ReactNode; placeholder?: ReactNode }) {
  if (state.status === 'loading') return <>{placeholder ?? <TilePlaceholders />}</>;
  if (state.status === 'error') return <LoadFailed error={state.error} retry={retry} />;
  return <>{children(state.data)}</>;
}

/** A call to sign in (the login modal) for a guest where the page needs a player. */
export function SignInPrompt({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="kk-casino__signin">
      <p>{text}</p>
      <button type="button" className="kk-button kk-button--primary" onClick={() => openModal('login')}>{t(k('sign_in'))}</button>
    </div>
  );
}
