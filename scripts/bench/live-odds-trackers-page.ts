/**
 * The live-odds benchmark page with 20 match trackers running (issue 27): Kickoff's games list of
 * live-odds-page.ts plus 20 compact match centres (the list row's panel) of 20 of its games, each polling its
 * match events every 3 s like on a live page. The events come from a stubbed fetch: the recorded football reply
 * (tests/betting/fixtures), replayed as a stream that grows by a few events per poll. The odds ticks are the
 * same as the other pages'; the trackers update in their own tasks between ticks, as they would on the site.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { addTranslations, createFeedStore, whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { GamesListView } from '../../apps/betting/src/components/GamesList';
import { MatchCentre } from '../../apps/betting/src/match-centre/MatchCentre';
import '../../apps/betting/src/i18n';
import { fullReply } from '../../tests/platform/feed/fixtures';
import recorded from '../../tests/betting/fixtures/match-events-football.json';
import { initialGames, installBench } from './live-odds-ticks';

export const TRACKERS = 20;
/** New events per poll and game. */
const EVENTS_PER_POLL = 3;

const source = recorded.full.events;
const served = new Map<number, number>();
/** The events of game `gameId` after `since`: the recording replayed in a loop, a few more at each poll. */
function eventsReply(gameId: number, since: number) {
  const version = (served.get(gameId) ?? 20) + EVENTS_PER_POLL;
  served.set(gameId, version);
  const events = [];
  for (let seq = since + 1; seq <= version; seq++) events.push({ ...source[(seq - 1) % source.length], seq });
  return { gameId, version, full: since === 0, events, stats: recorded.full.stats };
}

const realFetch = window.fetch.bind(window);
window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
  const match = /\/feed\/games\/(\d+)\/events$/.exec(url.pathname);
  if (!match) return realFetch(input, init);
  const body = eventsReply(Number(match[1]), Number(url.searchParams.get('since') ?? 0));
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof window.fetch;

setLanguage('en');
addTranslations('betting', { ru: () => import('../../apps/betting/src/i18n/match-centre/ru'), en: () => import('../../apps/betting/src/i18n/match-centre/en') });
const store = createFeedStore();
store.apply(fullReply(initialGames, 1));
const tracked = initialGames.slice(0, TRACKERS);

void whenTextsReady().then(() => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      createElement(
        'div',
        null,
        createElement(
          'aside',
          null,
          tracked.map((g) => createElement(MatchCentre, { key: g.id, gameId: g.id, sport: 'football', team1: g.team1, team2: g.team2, compact: true })),
        ),
        createElement(GamesListView, { store, pageType: 'home', gameHref: (g: { id: number }) => `#game-${g.id}` }),
      ),
    ),
  );
  installBench(store);
});

/** How many events the trackers have drawn (the run checks they kept polling). */
(window as unknown as { __trackerEvents: () => number }).__trackerEvents = () => document.querySelectorAll('.kk-mc__event').length;
