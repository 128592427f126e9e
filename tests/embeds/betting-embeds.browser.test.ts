/**
 * `<kickoff-event>` and `<kickoff-top-events>` with the real parcels of @kickoff/betting-embeds and
 * `<kickoff-coupon>` with the real coupon (served by a fake SystemJS, as the import map would), the
 * feed stubbed: the game's row with its main odds, live updates, a click that adds the bet to the one
 * coupon every element on the page shares, and the DOM events the elements dispatch.
 */
import * as betting from '../../apps/betting/src/embed/index';
import { parcel as couponParcel } from '../../coupon-parcel/src/index';
import { clearBets } from '../../coupon-parcel/src/selection';
import '../../embeds/src/index';
import { $couponOddIds, emit, type Bet, type GamesResponse, type Sport } from '@kickoff/platform';
import { embedFrom } from '../../platform/src/env/env';
import type { Game } from '../../platform/src/schemas/feed';
import { deltaReply, fullReply, makeGame, oddChange } from '../platform/feed/fixtures';
import { addCouponElement as addCoupon, outcomesOf as outcomes } from '../support/coupon-element';
import { addElement, shadowOf } from '../support/elements';
import { openEmbedPage } from '../support/embed-page';
import { json } from '../support/fetch-stub';
import { settle, waitFor } from '../support/wait';
import { equal, ok } from '../support/assert';

const FOOTBALL: Sport = { id: 1, slug: 'football', name: 'Football', nameEn: 'Football', isCyber: false, cyberType: null, gamesCount: 3 };
const TENNIS: Sport = { id: 2, slug: 'tennis', name: 'Tennis', nameEn: 'Tennis', isCyber: false, cyberType: null, gamesCount: 0 };

/** The feed: games by id (`games?ids=`), line games of a sport (`games?section=line&sportId=`), the sports. */
function feedServer(games: Map<number, Game>, requests: URL[]) {
  return (url: URL): Response => {
    requests.push(url);
    const path = url.pathname.replace(/^.*\/web-api\//, '');
    const q = url.searchParams;
    if (path === 'feed/sports') return json({ data: [FOOTBALL, TENNIS] });
    if (path === 'feed/games') {
      const since = q.get('since');
      let list: Game[];
      if (q.has('ids')) list = (q.get('ids') ?? '').split(',').map(Number).flatMap((id) => (games.has(id) ? [games.get(id) as Game] : []));
      else list = [...games.values()].filter((g) => g.section === 'line' && String(g.sportId) === q.get('sportId')).slice(0, Number(q.get('limit') ?? 100));
      const version = Math.max(1, ...list.map((g) => g.version));
      const reply: GamesResponse = since === null ? fullReply(list, version) : deltaReply(list.filter((g) => g.version > Number(since)), version);
      return json(reply);
    }
    return json({ code: 'not_found', message: 'not found' }, 404);
  };
}

const oddButton = (element: Element, oddId: number) => shadowOf(element).querySelector<HTMLButtonElement>(`button[data-odd-id="${oddId}"]`);

/** Every `kickoff-bet-added` (and `kickoff-coupon-placed`) an element dispatches. */
function record(element: Element, name: string): CustomEvent[] {
  const seen: CustomEvent[] = [];
  element.addEventListener(name, (event) => seen.push(event as CustomEvent));
  return seen;
}

describe('betting embeds with the real parcels', () => {
  let closePage: () => Promise<void>;
  let games: Map<number, Game>;
  let requests: URL[];

  async function addEvent(gameId: number): Promise<HTMLElement> {
    const element = await addElement('kickoff-event', { 'game-id': String(gameId) });
    await waitFor(() => oddButton(element, gameId * 10 + 1) !== null, `the odds of game ${gameId}`);
    return element;
  }

  beforeEach(async () => {
    games = new Map([5, 6].map((id) => [id, makeGame(id)]));
    for (const id of [7, 8, 9]) games.set(id, makeGame(id, { section: 'line', statusId: 1, period: null, timeSec: null, isTimerRunning: false, score1: null, score2: null, scoreFormatted: null }));
    requests = [];
    closePage = await openEmbedPage({
      modules: { '@kickoff/betting-embeds': betting, '@kickoff/coupon': { parcel: couponParcel } },
      elements: 'kickoff-event, kickoff-top-events, kickoff-coupon',
      network: feedServer(games, requests),
    });
    clearBets();
  });

  afterEach(async () => {
    await closePage();
    clearBets();
  });

  it('<kickoff-event> shows the game: teams, live score, the main odds as odds buttons, a link to its page', async () => {
    const element = await addEvent(5);
    const shadow = shadowOf(element);
    const row = shadow.querySelector('.kk-game');
    ok(row, 'the game row');
    ok(row?.textContent?.includes('Team 5 A'), 'team 1');
    ok(row?.textContent?.includes('Team 5 B'), 'team 2');
    equal(shadow.querySelector('.kk-game__score')?.textContent, '1:0', 'the live score');
    equal(shadow.querySelectorAll('button.kk-odd').length, 3);
    equal(oddButton(element, 52)?.textContent?.includes('2.50'), true, 'the coefficient');
    equal(shadow.querySelector('.kk-game__teams')?.getAttribute('href'), '/en/live/football/premier-league/5-team-5-a-vs-team-5-b', 'on Kickoff’s own pages a site path');
    ok(requests.some((u) => u.pathname.endsWith('/feed/games') && u.searchParams.get('ids') === '5'), 'polls that one game');
  });

  it('<kickoff-event> shows a line game’s start time, and "not found" for an unknown game', async () => {
    const line = await addEvent(7);
    ok(shadowOf(line).querySelector('.kk-game time'), 'the start time');
    equal(shadowOf(line).querySelector('.kk-game__score')?.textContent, '');
    const unknown = await addElement('kickoff-event', { 'game-id': '404' });
    await waitFor(() => shadowOf(unknown).querySelector('[data-state="not-found"]') !== null, 'not found');
    ok(shadowOf(unknown).textContent?.includes('This event does not exist or has finished.'));
  });

  it('<kickoff-event> follows the feed: a moved coefficient shows without a remount (the next live poll, 3 s)', async () => {
    const element = await addEvent(5);
    const button = oddButton(element, 51);
    games.set(5, oddChange(games.get(5) as Game, 51, 3.25, 2));
    await waitFor(() => oddButton(element, 51)?.textContent?.includes('3.25') === true, 'the new coefficient', 4500);
    equal(oddButton(element, 51), button, 'the same button');
  });

  it('a click adds the bet and dispatches kickoff-bet-added on that element only; a second click removes it, silently', async () => {
    const first = await addEvent(5);
    const second = await addEvent(6);
    const coupon = await addCoupon();
    const firstBets = record(first, 'kickoff-bet-added');
    const secondBets = record(second, 'kickoff-bet-added');
    const onDocument: Array<{ target: EventTarget | null; bet: Bet }> = [];
    const onPage = (event: Event) => onDocument.push({ target: event.target, bet: (event as CustomEvent<Bet>).detail });
    document.addEventListener('kickoff-bet-added', onPage);
    try {
      oddButton(first, 52)?.click();
      await waitFor(() => outcomes(coupon).length === 1, 'the bet in the coupon');
      equal(firstBets.length, 1);
      equal(firstBets[0]?.detail.market.id, 52, 'the detail is the bet');
      equal(firstBets[0]?.detail.pageType, 'embed');
      equal(firstBets[0]?.bubbles && firstBets[0]?.composed, true, 'bubbling and composed');
      equal(secondBets.length, 0, 'not the other element');
      ok(onDocument.some((e) => e.target === first && e.bet.market.id === 52), 'the host page hears it, from the element');
      await waitFor(() => oddButton(first, 52)?.getAttribute('aria-pressed') === 'true', 'the button pressed');

      oddButton(first, 52)?.click();
      await waitFor(() => outcomes(coupon).length === 0, 'the bet removed');
      equal(firstBets.length, 1, 'a removal is no bet added');
    } finally {
      document.removeEventListener('kickoff-bet-added', onPage);
    }
  });

  it('two <kickoff-event>s and one <kickoff-coupon> share one coupon: the coupon lists both bets and reports each', async () => {
    const coupon = await addCoupon();
    const first = await addEvent(5);
    const second = await addEvent(6);
    const added = record(coupon, 'kickoff-bet-added');
    oddButton(first, 51)?.click();
    oddButton(second, 63)?.click();
    await waitFor(() => outcomes(coupon).length === 2, 'both bets in the coupon');
    equal(outcomes(coupon).join(' | '), 'Match result: 1 | Match result: 2');
    equal([...$couponOddIds.get()].sort().join(','), '51,63', "the platform's one coupon selection");
    await waitFor(() => added.length === 2, 'the coupon reported both bets');
    equal(added.map((e) => (e.detail as Bet).market.id).join(','), '51,63');
    await waitFor(() => oddButton(second, 63)?.getAttribute('aria-pressed') === 'true', 'the other element shows its odd selected');
  });

  it('<kickoff-coupon> reports every bet added to the coupon, whoever added it, and coupon-placed from the coupon module', async () => {
    const coupon = await addCoupon();
    const added = record(coupon, 'kickoff-bet-added');
    const placed = record(coupon, 'kickoff-coupon-placed');
    emit('kickoff:add-bet', { bet: buildTestBet(), source: 'cms' });
    await waitFor(() => added.length === 1, 'the bet reported');
    equal((added[0]?.detail as Bet).market.id, 91);
    emit('kickoff:add-bet', { bet: buildTestBet(), source: 'cms' }); // toggled off
    await settle();
    equal(added.length, 1, 'a removal is not reported');
    emit('kickoff:coupon-placed', { couponId: 7001 });
    equal(placed.length, 1);
    equal(JSON.stringify(placed[0]?.detail), '{"couponId":7001}');
    equal(placed[0]?.bubbles && placed[0]?.composed, true);
  });

  it('on a page of another origin the game links go to the Kickoff site', async () => {
    embedFrom('https://kickoff.example/embeds/index-ABC.js');
    const element = await addEvent(5);
    const href = shadowOf(element).querySelector('.kk-game__teams')?.getAttribute('href');
    equal(href, 'https://kickoff.example/en/live/football/premier-league/5-team-5-a-vs-team-5-b');
    ok(requests.some((u) => u.origin === 'https://kickoff.example' && u.pathname === '/web-api/feed/games'), 'the feed is asked on the Kickoff origin');
  });

  it('<kickoff-top-events> lists the first `limit` line games of the sport, with odds that go to the coupon', async () => {
    const coupon = await addCoupon();
    const element = await addElement('kickoff-top-events', { sport: 'football', limit: '2' });
    await waitFor(() => shadowOf(element).querySelectorAll('.kk-game').length === 2, 'two games');
    equal([...shadowOf(element).querySelectorAll('.kk-game')].map((g) => g.getAttribute('data-game-id')).join(','), '7,8');
    const games = requests.find((u) => u.pathname.endsWith('/feed/games'));
    equal(games?.searchParams.get('section'), 'line');
    equal(games?.searchParams.get('sportId'), '1');
    equal(games?.searchParams.get('limit'), '2');
    const added = record(element, 'kickoff-bet-added');
    oddButton(element, 81)?.click();
    await waitFor(() => outcomes(coupon).length === 1, 'the bet in the coupon');
    equal(added.length, 1);

    element.setAttribute('limit', '3');
    await waitFor(() => shadowOf(element).querySelectorAll('.kk-game').length === 3, 'three games after the update');
  });

  it('<kickoff-top-events> says so for a sport that is not in the line', async () => {
    const element = await addElement('kickoff-top-events', { sport: 'curling' });
    await waitFor(() => shadowOf(element).querySelector('[data-state="not-found"]') !== null, 'not found');
    ok(shadowOf(element).textContent?.includes('There is no sport “curling” in the line.'));
  });
});

/** A bet of game 9 (odd 91), as an odds button builds it. */
function buildTestBet(): Bet {
  return {
    market: {
      id: 91, coef: 1.5, sportId: 1, typeId: 1, kind: 1, isLive: false, isSpecialCoef: false, sportName: 'Football', champName: 'Premier League', gameId: 9, champId: 10,
      opponent1Name: 'Team 9 A', opponent2Name: 'Team 9 B', marketId: 90, marketName: 'Match result', outcomeName: '1', param: null,
    },
    game: { number: 1009, isFinished: false, isLiveInLive: false, permanentId: 9, statusId: 1, startDateTime: 1_800_000_540, startDateTimeFormatted: '', timeSec: null },
    blockId: 0, statusId: -2, additionalType: null, typeId: 1, sportNameEn: 'Football', champNameEn: 'Premier League', calculatedDateTime: null,
    opponent1Name: 'Team 9 A', opponent2Name: 'Team 9 B', fullScore: null, scoreFormatted: null, status: null, isBlocked: false, isDepend: false,
    isBannedExpress: false, isDisabledBanker: false, expressId: null, statisticId: null, playersDuel: null, pageType: 'cms',
  };
}
