/**
 * Cyber sports: `cyber/{real|synthetic}` and its children — disciplines (list), all (every cyber
 * game of the type), {discipline} (its games), {discipline}/champs, {discipline}/{line|live} and
 * {discipline}/{champ}. The type picks the disciplines' cyberType; synthetic games poll every 2 s.
 */
import { useCallback } from 'react';
import { adaptiveFeedInterval, fetchGames, useHref, type CurrentRoute, type GameHeader, type GamesQuery, type Section, type Sport } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { GamesList } from '../components/GamesList';
import { EmptyState, ErrorState, NotFoundState, Skeleton } from '../components/StateViews';
import { useFeed } from '../lib/use-feed';
import { useChamps, useSports } from '../lib/data';
import { gameParam } from '../lib/params';
import { useBT } from '../lib/use-bt';

export const CYBER_TYPES = ['real', 'synthetic'] as const;
type CyberType = (typeof CYBER_TYPES)[number];

export function CyberPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const rawType = route.params['type'] ?? '';
  const type = (CYBER_TYPES as readonly string[]).includes(rawType) ? (rawType as CyberType) : null;
  const disciplineSlug = route.params['discipline'];
  const champSlug = route.params['champ'];
  const section = route.params['section'] as Section | undefined;
  const view = route.name;

  const sports = useSports(type ? { cyber: true } : null);
  const disciplines: readonly Sport[] = sports.state.status === 'ready' ? sports.state.data.filter((s) => s.isCyber && s.cyberType === type) : [];
  const discipline = disciplineSlug === undefined ? null : sports.state.status === 'ready' ? (disciplines.find((s) => s.slug === disciplineSlug) ?? undefined) : undefined;
  const needChamps = discipline && (view === 'cyber-discipline-champs' || view === 'cyber-champ');
  const champs = useChamps(needChamps ? { sportId: discipline.id } : null);
  const champ = champSlug === undefined ? null : champs.state.status === 'ready' ? (champs.state.data.data.find((c) => c.slug === champSlug) ?? undefined) : undefined;

  const listView = view !== 'cyber-disciplines' && view !== 'cyber-discipline-champs';
  const ready = type !== null && discipline !== undefined && champ !== undefined && listView;
  const query: GamesQuery = {
    cyber: true,
    ...(discipline ? { sportId: discipline.id } : { synthetic: type === 'synthetic' }),
    ...(champ ? { champId: champ.id } : {}),
    ...(section ? { section } : {}),
  };
  const feed = useFeed({
    key: ready ? `cyber:${JSON.stringify(query)}` : null,
    fetch: (since, signal) => fetchGames(query, since, signal),
    interval: (store) => adaptiveFeedInterval(store, { section: section ?? null, synthetic: type === 'synthetic' }),
  });
  const gameHref = useCallback(
    (g: GameHeader) => link('cyber-game', { type: type ?? 'real', discipline: g.sportSlug, champ: g.champSlug, section: g.section, game: gameParam(g) }),
    [link, type],
  );

  if (!type) {
    return (
      <PageFrame title={bt('page_cyber')}>
        <NotFoundState text={bt('cyber_type_not_found', { type: rawType })} homeHref={link('cyber-type', { type: 'real' })} />
      </PageFrame>
    );
  }

  const typeTitle = bt(`cyber_${type}`);
  const title = [bt('page_cyber'), typeTitle, discipline?.name, champ?.name, section ? bt(section === 'live' ? 'section_live' : 'section_line') : null]
    .filter(Boolean)
    .join(' · ');

  const nav = (
    <nav className="kk-cyber-nav" aria-label={bt('page_cyber')}>
      <ul>
        {CYBER_TYPES.map((t) => (
          <li key={t}>
            <a className="kk-chip" href={link('cyber-type', { type: t })} aria-current={t === type && view === 'cyber-type' ? 'page' : undefined}>
              {bt(`cyber_${t}`)}
            </a>
          </li>
        ))}
        <li>
          <a className="kk-chip" href={link('cyber-disciplines', { type })} aria-current={view === 'cyber-disciplines' ? 'page' : undefined}>
            {bt('cyber_disciplines')}
          </a>
        </li>
        <li>
          <a className="kk-chip" href={link('cyber-all', { type })} aria-current={view === 'cyber-all' ? 'page' : undefined}>
            {bt('cyber_all')}
          </a>
        </li>
        {disciplines.map((d) => (
          <li key={d.id}>
            <a className="kk-chip" href={link('cyber-discipline', { type, discipline: d.slug })} aria-current={d.slug === disciplineSlug && view === 'cyber-discipline' ? 'page' : undefined}>
              {d.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

  let body: React.ReactNode;
  if (sports.state.status === 'loading') body = <Skeleton rows={6} />;
  else if (sports.state.status === 'error') body = <ErrorState error={sports.state.error} onRetry={sports.retry} />;
  else if (disciplineSlug !== undefined && !discipline)
    body = <NotFoundState text={bt('discipline_not_found', { slug: disciplineSlug })} homeHref={link('cyber-disciplines', { type })} />;
  else if (view === 'cyber-disciplines')
    body =
      disciplines.length === 0 ? (
        <EmptyState text={bt('no_disciplines')} />
      ) : (
        <ul className="kk-link-grid" aria-label={bt('cyber_disciplines')}>
          {disciplines.map((d) => (
            <li key={d.id}>
              <a href={link('cyber-discipline', { type, discipline: d.slug })}>{d.name}</a> <span className="kk-muted">{bt('games_count', { count: d.gamesCount })}</span>
            </li>
          ))}
        </ul>
      );
  else if (view === 'cyber-discipline-champs' || view === 'cyber-champ') {
    if (champs.state.status === 'loading') body = <Skeleton rows={6} />;
    else if (champs.state.status === 'error') body = <ErrorState error={champs.state.error} onRetry={champs.retry} />;
    else if (view === 'cyber-champ' && !champ)
      body = <NotFoundState text={bt('champ_not_found', { slug: champSlug ?? '' })} homeHref={link('cyber-discipline-champs', { type, discipline: disciplineSlug ?? '' })} />;
    else if (view === 'cyber-champ') body = <GamesList feed={feed} pageType="cyber" gameHref={gameHref} emptyText={bt('no_games')} label={title} />;
    else
      body =
        champs.state.data.data.length === 0 ? (
          <EmptyState text={bt('no_champs')} />
        ) : (
          <ul className="kk-link-grid" aria-label={bt('champs_menu', { sport: discipline?.name ?? '' })}>
            {champs.state.data.data.map((c) => (
              <li key={c.id}>
                <a href={link('cyber-champ', { type, discipline: disciplineSlug ?? '', champ: c.slug })}>{c.name}</a>{' '}
                <span className="kk-muted">{bt('games_count', { count: c.gamesCount })}</span>
              </li>
            ))}
          </ul>
        );
  } else body = <GamesList feed={feed} pageType="cyber" gameHref={gameHref} emptyText={bt('no_games')} label={title} />;

  return (
    <PageFrame title={title} className="kk-betting--cyber">
      {nav}
      {discipline && (
        <nav className="kk-cyber-subnav" aria-label={discipline.name}>
          <a href={link('cyber-discipline', { type, discipline: discipline.slug })} aria-current={view === 'cyber-discipline' ? 'page' : undefined}>
            {bt('cyber_all')}
          </a>
          {(['line', 'live'] as const).map((s) => (
            <a key={s} href={link('cyber-discipline-section', { type, discipline: discipline.slug, section: s })} aria-current={section === s ? 'page' : undefined}>
              {bt(s === 'live' ? 'section_live' : 'section_line')}
            </a>
          ))}
          <a href={link('cyber-discipline-champs', { type, discipline: discipline.slug })} aria-current={view === 'cyber-discipline-champs' ? 'page' : undefined}>
            {bt('cyber_champs')}
          </a>
        </nav>
      )}
      {body}
    </PageFrame>
  );
}
