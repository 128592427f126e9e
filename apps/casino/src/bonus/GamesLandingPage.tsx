/**
 * `games-landing/{landingRoute}`: a landing of one catalogue section (its title, its most popular games
 * and a link to all of them) — `games-landing/crash-games`, `games-landing/tvgames`, ...; anything
 * else says there is no such page.
 */
import { useCallback } from 'react';
import { useHref, useResource, useRoute, useT } from '@kickoff/platform';
import { catalogueCalls } from '../catalogue/calls';
import { sectionOfRoute } from '../catalogue/routes';
import { GameGrid, Loaded, usePageTitle } from '../catalogue/ui';
import type { CasinoSection } from '../contracts/catalogue';
import { b } from './setup';

function Landing({ section }: { section: CasinoSection }) {
  const t = useT();
  const link = useHref();
  const load = useCallback(async (lang: string, signal: AbortSignal) => {
    const [sections, games] = await Promise.all([catalogueCalls.sections(lang, signal), catalogueCalls.games({ section, sort: 'popular', size: 12 }, lang, signal)]);
    return { info: sections.sections.find((s) => s.section === section), games };
  }, [section]);
  const [state, retry] = useResource(load);
  usePageTitle(state.status === 'ready' ? (state.data.info?.title ?? null) : null);
  return (
    <Loaded state={state} retry={retry}>
      {({ info, games }) => (
        <section className="kk-casino" aria-labelledby="kk-landing-title">
          <h1 id="kk-landing-title" className="kk-page-title">{info?.title ?? section}</h1>
          <GameGrid games={games.items} label={info?.title ?? section} />
          <p><a className="kk-button" href={link(section)}>{t(b('landing_all'))}</a></p>
        </section>
      )}
    </Loaded>
  );
}

export function GamesLandingPage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const section = sectionOfRoute(route?.params['landingRoute'] ?? '');
  if (!section) {
    return (
      <div className="kk-casino" data-app="casino">
        <h1 className="kk-page-title">{t(b('landing_not_found'))}</h1>
        <p><a href={link('casino-lobby')}>{t(b('to_games'))}</a></p>
      </div>
    );
  }
  return <Landing key={section} section={section} />;
}
