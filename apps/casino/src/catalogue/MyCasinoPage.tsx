/** `my-casino` (recently played and favourites) and `my-casino/favorites` (favourites only): login required (the route guard asks first). */
import { useCallback } from 'react';
import { $isAuthorized, useHref, useResource, useRoute, useStore, useT } from '@kickoff/platform';
import { catalogueCalls } from './calls';
import { SectionNav } from './SectionNav';
import { k } from './setup';
import { GameGrid, Loaded, SignInPrompt, usePageTitle } from './ui';

function Favourites() {
  const t = useT();
  const link = useHref();
  const load = useCallback((lang: string, signal: AbortSignal) => catalogueCalls.favourites(lang, signal), []);
  const [state, retry] = useResource(load);
  return (
    <section aria-labelledby="kk-my-favourites">
      <h2 id="kk-my-favourites">{t(k('favourites_title'))}</h2>
      <Loaded state={state} retry={retry}>
        {(list) =>
          list.items.length === 0 ? (
            <p className="kk-casino__empty">{t(k('favourites_empty'))} <a href={link('casino-lobby')}>{t(k('to_lobby'))}</a></p>
          ) : (
            <GameGrid games={list.items} label={t(k('favourites_title'))} />
          )
        }
      </Loaded>
    </section>
  );
}

function Recent() {
  const t = useT();
  const load = useCallback((lang: string, signal: AbortSignal) => catalogueCalls.recent(lang, signal), []);
  const [state, retry] = useResource(load);
  return (
    <section aria-labelledby="kk-my-recent">
      <h2 id="kk-my-recent">{t(k('recent_title'))}</h2>
      <Loaded state={state} retry={retry}>
        {(list) => (list.items.length === 0 ? <p className="kk-casino__empty">{t(k('recent_empty'))}</p> : <GameGrid games={list.items} label={t(k('recent_title'))} />)}
      </Loaded>
    </section>
  );
}

export function MyCasinoPage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const signedIn = useStore($isAuthorized);
  const favouritesOnly = route?.name === 'my-casino-favorites';
  usePageTitle(t(k(favouritesOnly ? 'favourites_title' : 'my_casino_title')));
  return (
    <div className="kk-casino" data-app="casino">
      <SectionNav />
      <h1 className="kk-page-title">{t(k(favouritesOnly ? 'favourites_title' : 'my_casino_title'))}</h1>
      <nav className="kk-chips" aria-label={t(k('my_casino_title'))}>
        <a href={link('my-casino')} aria-current={favouritesOnly ? undefined : 'page'}>{t(k('my_casino_all'))}</a>
        <a href={link('my-casino-favorites')} aria-current={favouritesOnly ? 'page' : undefined}>{t(k('favourites_title'))}</a>
      </nav>
      {!signedIn ? (
        <SignInPrompt text={t(k('my_casino_signin'))} />
      ) : (
        <>
          {!favouritesOnly && <Recent />}
          <Favourites />
        </>
      )}
    </div>
  );
}
