/**
 * What the promotions pages share: the page title, the loading / failure / not-found states, a
 * promotion's banner (drawn from its hue, never a picture), its status line and badges, the rules
 * list, the game tiles (links to the casino's game pages) and the call to sign in.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { $isAuthorized, $language, errorText, openModal, useHref, useHydrated, useStore, useT, type Resource } from '@kickoff/platform';
import type { GameRef, PromotionSummary } from '../contracts/promotions';
import { isNotFound } from './calls';
import { gameRoute, statusLine } from './model';
import { k } from './setup';

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} — Kickoff`;
  }, [title]);
}

/**
 * Whether a player is signed in, as the page may show it: false while a server-drawn first view
 * (drawn for a guest) hydrates, then the session's answer.
 */
export function useSignedIn(): boolean {
  const signedIn = useStore($isAuthorized);
  return useHydrated() && signedIn;
}

/** A date (day, month, year) in the page's language; the service's dates are UTC days. */
export function useDate(): (ms: number) => string {
  const lang = useStore($language);
  return useCallback((ms: number) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms), [lang]);
}

/** The "no such promotion" state, with the way back to every promotion. */
export function NotFound({ text }: { text?: string | undefined }) {
  const t = useT();
  const link = useHref();
  return (
    <div className="kk-promo__missing" role="status">
      <p>{text ?? t(k('not_found'))}</p>
      <a className="kk-button" href={link('promotions')}>{t(k('to_promotions'))}</a>
    </div>
  );
}

/** A failed load: the reason and a retry button that takes the focus. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="kk-promo__failed" role="alert">
      <p>{t(k('load_failed'))}</p>
      <p className="kk-muted">{t(errorText(error))}</p>
      <button ref={ref} type="button" className="kk-button" onClick={retry}>{t(k('retry'))}</button>
    </div>
  );
}

/** Loading (a status line), failure (not found, or an alert with retry) or the content. */
export function Loaded<T>({ state, retry, children, notFound }: { state: Resource<T>; retry: () => void; children: (data: T) => ReactNode; notFound?: string }) {
  const t = useT();
  if (state.status === 'loading') return <p className="kk-muted kk-promo__loading" role="status" aria-busy="true">{t(k('loading'))}</p>;
  if (state.status === 'error') return isNotFound(state.error) ? <NotFound text={notFound} /> : <LoadFailed error={state.error} retry={retry} />;
  return <>{children(state.data)}</>;
}

const initials = (title: string): string =>
  title
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

/** The decorative banner of a promotion or tournament: its hue and initials. */
export function Banner({ hue, title, large = false }: { hue: number; title: string; large?: boolean }) {
  return (
    <div className={`kk-promo-banner${large ? ' kk-promo-banner--large' : ''}`} style={{ ['--kk-hue' as string]: String(hue) }} aria-hidden="true">
      <span className="kk-promo-banner__art">{initials(title)}</span>
    </div>
  );
}

/** The status badge (Active / Upcoming / Ended) and the date that goes with it, and "Joined". */
export function StatusLine({ item }: { item: Pick<PromotionSummary, 'status' | 'startsAt' | 'endsAt' | 'joined'> }) {
  const t = useT();
  const date = useDate();
  const line = statusLine(item);
  return (
    <p className="kk-promo__status">
      <span className={`kk-promo-badge kk-promo-badge--${item.status}`}>{t(k(line.badge))}</span>{' '}
      <span className="kk-promo__dates">{t(k(line.dateKey), { date: date(line.at) })}</span>
      {item.joined === true && (
        <>
          {' '}
          <span className="kk-promo-badge kk-promo-badge--joined">{t(k('badge_joined'))}</span>
        </>
      )}
    </p>
  );
}

/** The period of a promotion or tournament: "1 November 2026 – 31 December 2030". */
export function Period({ startsAt, endsAt }: { startsAt: number; endsAt: number }) {
  const t = useT();
  const date = useDate();
  return <p className="kk-promo__period">{t(k('period'), { from: date(startsAt), to: date(endsAt) })}</p>;
}

export function RulesList({ rules, label }: { rules: readonly string[]; label: string }) {
  const t = useT();
  if (rules.length === 0) return <p className="kk-promo__empty">{t(k('rules_empty'))}</p>;
  return (
    <ol className="kk-promo__rules" aria-label={label}>
      {rules.map((rule, i) => <li key={i}>{rule}</li>)}
    </ol>
  );
}

/** The participating games as tiles linking to each game's page in the casino. */
export function GameTiles({ games, label }: { games: readonly GameRef[]; label: string }) {
  const t = useT();
  const link = useHref();
  return (
    <ul className="kk-promo-games" aria-label={label}>
      {games.map((game) => {
        const route = gameRoute(game);
        return (
          <li key={game.id} className="kk-promo-tile" style={{ ['--kk-hue' as string]: String(game.hue) }}>
            <a className="kk-promo-tile__link" href={link(route.name, route.params)}>
              <span className="kk-promo-tile__art" aria-hidden="true">{initials(game.name)}</span>
              <span className="kk-promo-tile__name">{game.name}</span>
              {game.live && <span className="kk-promo-badge kk-promo-badge--live">{t(k('badge_live'))}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** A call to sign in (the login modal) for a guest where the page needs a player. */
export function SignInPrompt({ text, button }: { text: string; button?: string }) {
  const t = useT();
  return (
    <div className="kk-promo__signin">
      <p>{text}</p>
      <button type="button" className="kk-button kk-button--primary" onClick={() => openModal('login')}>{button ?? t(k('sign_in'))}</button>
    </div>
  );
}
