/**
 * Sports pages `{pageType}/{line|live}/{sport?}/{champ?}`: home (sports), betsonyour (games with the
 * most markets first), topgame (top games), marble (live synthetic games, 2 s) and team/{team}
 * (games of one team). Left menu of sports and championships, time filter tabs, "only with video",
 * and the live or line list polled at 3 s (live) or 15 s (line). On a low-resolution screen the left
 * menu (the sport and championship filters) hides off the edge and the filter bar's button opens it
 * (account spec §4: shown on hover or when filters are open; pages.css).
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchGames, feedPollInterval, navigate, useHref, type Champ, type GameHeader, type GameOrder, type GamesQuery, type Section, type Sport, type TimeFilter } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { GamesList } from '../components/GamesList';
import { ChampsMenu, SportsMenu } from '../components/SportsMenu';
import { Filters } from '../components/Filters';
import { ErrorState, NotFoundState } from '../components/StateViews';
import { useFeed } from '../lib/use-feed';
import { useChamps, useSports } from '../lib/data';
import { gameParam } from '../lib/params';
import { useGroupByCountry } from '../lib/settings';
import { useBT } from '../lib/use-bt';
import type { CurrentRoute } from '@kickoff/platform';

const byMarketsCount: GameOrder = (a, b) => b.marketsCount - a.marketsCount;

export function SportsPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const pageType = route.data['pageType'] ?? 'home';
  const section = (route.params['section'] === 'live' ? 'live' : 'line') as Section;
  const sportSlug = route.params['sport'];
  const champSlug = route.params['champ'];
  const team = route.params['team'];
  const synthetic = pageType === 'marble';
  const [timeFilter, setTimeFilter] = useState<TimeFilter>(0);
  // Only games with video: the menu section `video` (`/{section}/video/...`), stream mode (`/{lang}/stream/...`),
  // or the switch. The switch on a video URL goes to the same list without it.
  const videoMenu = route.params['menuSection'] === 'video';
  const videoRoute = videoMenu || route.params['stream'] === '1';
  const [videoChosen, setVideo] = useState(false);
  const video = videoRoute || videoChosen;
  const groupByCountry = useGroupByCountry();
  // The sport and championship filters (the left panel) opened from the filter bar: shown while open.
  const [sideOpen, setSideOpen] = useState(false);
  const sideId = useId();
  const sideButton = useRef<HTMLButtonElement>(null);
  const closeSideOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !sideOpen) return;
    setSideOpen(false);
    sideButton.current?.focus();
  };

  // Marble shows synthetic games, which are cyber disciplines; the other page types show real sports.
  const allSports = useSports({ section, timeFilter, video, ...(synthetic ? {} : { cyber: false }) });
  const sports = synthetic && allSports.state.status === 'ready' ? { ...allSports, state: { ...allSports.state, data: allSports.state.data.filter((s) => s.cyberType === 'synthetic') } } : allSports;
  const sport: Sport | null | undefined =
    sportSlug === undefined ? null : sports.state.status === 'ready' ? (sports.state.data.find((s) => s.slug === sportSlug) ?? undefined) : undefined;
  const sportUnknown = sportSlug !== undefined && sports.state.status === 'ready' && sport === undefined;

  const champs = useChamps(sport ? { section, sportId: sport.id, timeFilter, video, groupByCountry } : null);
  const champ: Champ | null | undefined =
    champSlug === undefined ? null : champs.state.status === 'ready' ? (champs.state.data.data.find((c) => c.slug === champSlug) ?? undefined) : undefined;
  const champUnknown = champSlug !== undefined && champs.state.status === 'ready' && champ === undefined;

  const ready = sport !== undefined && champ !== undefined;
  const query: GamesQuery = {
    section,
    timeFilter,
    ...(synthetic ? { synthetic: true } : { cyber: false }),
    ...(video ? { video: true } : {}),
    ...(sport ? { sportId: sport.id } : {}),
    ...(champ ? { champId: champ.id } : {}),
    ...(pageType === 'topgame' ? { top: true } : {}),
    ...(team ? { team } : {}),
  };
  const feed = useFeed({
    key: ready ? `games:${JSON.stringify(query)}` : null,
    fetch: (since, signal) => fetchGames(query, since, signal),
    interval: feedPollInterval({ section, synthetic }),
    ...(pageType === 'betsonyour' ? { order: byMarketsCount } : {}),
  });

  const listName = pageType === 'home' ? (videoMenu ? 'sports-menu' : 'sports') : pageType;
  // Links of a menu-section list stay in it.
  const teamParam: Record<string, string> = { ...(team ? { team } : {}), ...(listName === 'sports-menu' ? { menuSection: 'video' } : {}) };
  const sportHref = useCallback((s: Sport | null) => link(listName, { section, ...teamParam, ...(s ? { sport: s.slug } : {}) }), [link, listName, section, team]);
  const champHref = useCallback((c: Champ) => link(listName, { section, ...teamParam, sport: sportSlug ?? '', champ: c.slug }), [link, listName, section, sportSlug, team]);
  const gameHref = useCallback(
    (g: GameHeader) => link(`${listName}-game`, { section: g.section, sport: g.sportSlug, champ: g.champSlug, game: gameParam(g), ...teamParam }),
    [link, listName, team],
  );

  const sectionTitle = bt(section === 'live' ? 'section_live' : 'section_line');
  const pageTitle =
    pageType === 'home' ? sectionTitle : pageType === 'team' ? bt('page_team', { team: team ?? '' }) : `${bt(`page_${pageType}`)} · ${sectionTitle}`;
  const title = [pageTitle, videoMenu ? bt('only_video') : null, sport?.name, champ?.name].filter(Boolean).join(' · ');

  return (
    <PageFrame title={title} className={`kk-betting--${pageType}`}>
      <div className="kk-sports">
        <aside id={sideId} className={sideOpen ? 'kk-sports__side kk-sports__side--open' : 'kk-sports__side'} aria-label={bt('side_filters')} onKeyDown={closeSideOnEscape}>
          {!synthetic && (
            <nav className="kk-section-switch" aria-label={bt('section_switch')}>
              {(['line', 'live'] as const).map((s) => (
                <a key={s} href={link(listName, { section: s, ...teamParam })} aria-current={s === section ? 'page' : undefined} className="kk-chip">
                  {bt(s === 'live' ? 'section_live' : 'section_line')}
                </a>
              ))}
            </nav>
          )}
          <SportsMenu sports={sports.state} onRetry={sports.retry} current={sportSlug} sportHref={sportHref} label={bt('sports_menu')} />
          {sport && (
            <ChampsMenu champs={champs.state} onRetry={champs.retry} current={champSlug} champHref={champHref} groupByCountry={groupByCountry} label={bt('champs_menu', { sport: sport.name })} />
          )}
        </aside>
        <div className="kk-sports__main">
          <Filters
            side={{ id: sideId, open: sideOpen, onToggle: () => setSideOpen((o) => !o), ref: sideButton }}
            timeFilter={timeFilter}
            onTimeFilter={setTimeFilter}
            video={video}
            onVideo={(on) => (videoMenu && !on ? navigate(link('sports', { section, ...(sportSlug ? { sport: sportSlug } : {}), ...(champSlug ? { champ: champSlug } : {}) })) : setVideo(on))}
          />
          {sportSlug !== undefined && sports.state.status === 'error' ? (
            <ErrorState error={sports.state.error} onRetry={sports.retry} />
          ) : champSlug !== undefined && champs.state.status === 'error' ? (
            <ErrorState error={champs.state.error} onRetry={champs.retry} />
          ) : sportUnknown ? (
            <NotFoundState text={bt('sport_not_found', { slug: sportSlug ?? '' })} homeHref={link(listName, { section, ...teamParam })} />
          ) : champUnknown ? (
            <NotFoundState text={bt('champ_not_found', { slug: champSlug ?? '' })} homeHref={sportHref(sport ?? null)} />
          ) : (
            <GamesList feed={feed} pageType={pageType} gameHref={gameHref} emptyText={bt(team ? 'no_team_games' : 'no_games')} label={title} />
          )}
        </div>
      </div>
    </PageFrame>
  );
}
