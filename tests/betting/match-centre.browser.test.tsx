/**
 * The match centre (apps/betting/src/match-centre) rendered from a recorded football sequence
 * (fixtures/match-events-football.json, captured from the feed server by match-events-contract.test.ts)
 * against a stubbed fetch: the marker's zone and side, the timeline newest first, the statistics table,
 * the live region, then the next delta; an error shows a retry that recovers; a live list row's
 * tracker button opens and closes the compact panel.
 */
import type { Root } from 'react-dom/client';
import { act, Suspense } from 'react';
import { createFeedStore, whenTextsReady } from '@kickoff/platform';
import { createOddRegistry } from '../../platform/src/feed/odds-registry';
import { setLanguage } from '../../platform/src/stores/language';
import { resetPlatformState } from '../support/platform-state';
import { MatchCentre } from '../../apps/betting/src/match-centre/load';
import { GamesListView } from '../../apps/betting/src/components/GamesList';
import '../../apps/betting/src/all-texts';
import { fullReply, makeGame } from '../platform/feed/fixtures';
import { equal, ok } from '../support/assert';
import { actUntil, mountRoot, unmountRoot } from '../support/react';
import { json, stubFetch } from '../support/fetch-stub';
import type { MatchEventsReply } from '../../apps/betting/src/contracts/match-events';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Reply = MatchEventsReply;
let recorded: { full: Reply; delta: Reply };
let GAME = 0;

before(async () => {
  recorded = (await (await fetch('/tests/betting/fixtures/match-events-football.json')).json()) as typeof recorded;
  GAME = recorded.full.gameId;
});

describe('match centre', () => {
  let host: HTMLElement;
  let root: Root;
  let restore: () => void;
  let answer: (since: number) => Response | Promise<Response>;
  let asked: number[];

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    asked = [];
    restore = stubFetch((url) => {
      if (url.pathname === `/web-api/feed/games/${GAME}/events`) {
        const since = Number(url.searchParams.get('since') ?? 0);
        asked.push(since);
        return answer(since);
      }
      return json({}, 404);
    });
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
    restore();
  });

  const render = () =>
    act(() =>
      root.render(
        <Suspense fallback={null}>
          <MatchCentre gameId={GAME} sport="football" team1="Arsenal" team2="Chelsea" />
        </Suspense>,
      ),
    );
  const tracker = () => host.querySelector<HTMLElement>('.kk-mc__tracker');
  const seqs = () => [...host.querySelectorAll('.kk-mc__event')].map((li) => Number(li.getAttribute('data-seq')));

  it('draws the tracker, the timeline newest first, the statistics and the live region, then the next delta', async function (this: { timeout(ms: number): void }) {
    this.timeout(12_000); // one real 3 s poll interval
    let reply: Reply = recorded.full;
    answer = (since) => (since === 0 ? json(recorded.full) : json(reply));
    render();
    await actUntil(() => tracker() !== null, 'the tracker');
    const full = recorded.full;
    const last = full.events[full.events.length - 1]!;
    // The marker: the last event's zone and team, on a drawn pitch.
    equal(tracker()?.dataset['zone'], last.zone);
    equal(tracker()?.dataset['team'], String(last.team));
    equal(tracker()?.dataset['seq'], String(full.version));
    ok(host.querySelector('svg.kk-mc__field--pitch [data-marker]') !== null, 'a marker on the pitch');
    ok(host.querySelector(`svg .kk-mc__marker--t${last.team}`) !== null, 'the marker has the side of the ball');
    // The timeline: every event, newest first, goals emphasised.
    equal(seqs().join(','), full.events.map((e) => e.seq).reverse().join(','));
    const goal = host.querySelector('.kk-mc__event[data-type="goal"]');
    ok(goal?.querySelector('strong')?.textContent?.startsWith('Goal! '), goal?.textContent ?? 'no goal line');
    // The statistics: a real table with headers, one row per stat.
    const table = host.querySelector('table.kk-mc__stats-table');
    equal(table?.querySelector('caption')?.textContent, 'Match statistics');
    equal([...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent).join('|'), 'Arsenal|Statistic|Chelsea');
    equal(table?.querySelectorAll('tbody tr').length, Object.keys(full.stats).length);
    const shots = table?.querySelector('tr[data-stat="shotsOnTarget"]');
    equal(shots?.querySelector('th[scope="row"]')?.textContent, 'Shots on target');
    equal([...(shots?.querySelectorAll('td') ?? [])].map((td) => td.textContent).join(':'), full.stats['shotsOnTarget']?.join(':'));
    // The live region: polite, the state in words, the same as the caption.
    const live = host.querySelector('[data-mc-live]');
    equal(live?.getAttribute('role'), 'status');
    equal(live?.getAttribute('aria-live'), 'polite');
    const caption = host.querySelector('[data-mc-state]')?.textContent ?? '';
    ok(/^Half \d, \d\d:\d\d: Chelsea attacking in the attacking third\. Score \d+:\d+\.$/.test(caption), caption);
    equal(live?.textContent, caption);

    // The next poll asks for the events after the version and draws the delta.
    reply = recorded.delta;
    await actUntil(() => seqs()[0] === recorded.delta.version, 'the delta drawn', 5_000);
    equal(asked[0], 0);
    equal(asked[1], full.version, 'asked with since');
    equal(seqs().length, full.events.length + recorded.delta.events.length, 'no event twice');
    const newest = recorded.delta.events[recorded.delta.events.length - 1]!;
    equal(tracker()?.dataset['phase'], newest.type);
    equal(tracker()?.dataset['zone'], newest.zone);
    ok(host.querySelector('[data-mc-state]')?.textContent?.includes('dangerous attack by Chelsea'), host.querySelector('[data-mc-state]')?.textContent ?? '');
    // Within 10 s of the first announcement the live region waits (throttled).
    equal(host.querySelector('[data-mc-live]')?.textContent, caption);
  });

  it('shows an error with a retry that recovers', async () => {
    let down = true;
    answer = () => (down ? Promise.reject(new TypeError('Failed to fetch')) : json(recorded.full));
    render();
    await actUntil(() => host.querySelector('.kk-mc__error[role="alert"] button') !== null, 'the error');
    ok(host.querySelector('.kk-mc__error')?.textContent?.includes('could not be updated'), host.textContent ?? '');
    down = false;
    act(() => host.querySelector<HTMLButtonElement>('.kk-mc__error button')?.click());
    await actUntil(() => tracker() !== null && host.querySelector('.kk-mc__error') === null, 'recovered');
  });

  it('a live list row opens and closes its compact tracker panel from the keyboard', async () => {
    answer = () => json(recorded.full);
    const store = createFeedStore({ registry: createOddRegistry() });
    store.apply(fullReply([makeGame(GAME, { section: 'live', team1: 'Arsenal', team2: 'Chelsea' }), makeGame(GAME + 1, { section: 'line' })], 1));
    act(() => root.render(<GamesListView store={store} pageType="home" gameHref={() => '#'} />));
    const button = host.querySelector<HTMLButtonElement>(`[data-game-id="${GAME}"] .kk-game__tracker-toggle`);
    ok(button !== null, 'the live row has a tracker button');
    equal(host.querySelector(`[data-game-id="${GAME + 1}"] .kk-game__tracker-toggle`), null, 'a line row has none');
    equal(button?.getAttribute('aria-label'), 'Match tracker: Arsenal – Chelsea');
    equal(button?.getAttribute('aria-expanded'), 'false');
    button?.focus();
    act(() => button?.click());
    equal(button?.getAttribute('aria-expanded'), 'true');
    const panel = host.querySelector<HTMLElement>(`#${button?.getAttribute('aria-controls')}`);
    equal(panel?.getAttribute('role'), 'region');
    await actUntil(() => panel?.querySelector('.kk-mc--compact .kk-mc__tracker') !== null, 'the compact tracker');
    ok((panel?.querySelectorAll('.kk-mc__event').length ?? 0) <= 5, 'the latest events only');
    equal(panel?.querySelector('table.kk-mc__stats-table'), null);
    // Escape in the panel closes it and gives the focus back to the button.
    act(() => panel?.querySelector<HTMLElement>('.kk-mc')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    equal(button?.getAttribute('aria-expanded'), 'false');
    equal(host.querySelector('.kk-game__tracker'), null);
    equal(document.activeElement, button);
  });
});
