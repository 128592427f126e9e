/**
 * The casino lobby (`casino-lobby`): the search box, the section links, the player's recently played
 * games (signed in), and the server's rails (popular, new, jackpots, live casino, crash, cards, TV
 * games, fast games, keno), each with a link to its whole section.
 */
import { useCallback } from 'react';
import { $isAuthorized, useHref, useResource, useStore, useT } from '@kickoff/platform';
import type { Rail } from '../contracts/catalogue';
import { catalogueCalls, catalogueReads } from './calls';
import { SectionNav } from './SectionNav';
import { SearchForm } from './SearchForm';
import { k } from './setup';
import { GameGrid, Loaded, usePageTitle } from './ui';
import { useCatalogue } from './use-catalogue';

function RailView({ rail }: { rail: Rail }) {
  const t = useT();
  const link = useHref();
  const all = rail.section ? link(rail.section, rail.subcategory ? { subcategory: rail.subcategory } : {}) : null;
  const id = `kk-rail-${rail.id}`;
  return (
    <section className="kk-rail" aria-labelledby={id}>
      <header className="kk-rail__head">
        <h2 id={id}>{rail.title}</h2>
        {all && <a href={all} aria-label={t(k('rail_all_label'), { title: rail.title })}>{t(k('rail_all'))}</a>}
      </header>
      <GameGrid games={rail.games} label={rail.title} />
    </section>
  );
}

function RecentRail() {
  const t = useT();
  const load = useCallback((lang: string, signal: AbortSignal) => catalogueCalls.recent(lang, signal), []);
  const [state] = useResource(load);
  if (state.status !== 'ready' || state.data.items.length === 0) return null;
  return (
    <section className="kk-rail" aria-labelledby="kk-rail-recent">
      <header className="kk-rail__head"><h2 id="kk-rail-recent">{t(k('recent_title'))}</h2></header>
      <GameGrid games={state.data.items.slice(0, 12)} label={t(k('recent_title'))} />
    </section>
  );
}

export function LobbyPage() {
  const t = useT();
  const signedIn = useStore($isAuthorized);
  const [state, retry] = useCatalogue(catalogueReads.lobby);
  usePageTitle(t(k('lobby_title')));
  return (
    <div className="kk-casino" data-app="casino">
      <h1 className="kk-page-title">{t(k('lobby_title'))}</h1>
      <SearchForm />
      <SectionNav />
      {signedIn && <RecentRail />}
      <Loaded state={state} retry={retry}>
        {(data) => data.rails.map((rail) => <RailView key={rail.id} rail={rail} />)}
      </Loaded>
    </div>
  );
}
