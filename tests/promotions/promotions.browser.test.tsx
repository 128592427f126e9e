/**
 * The promotions screens against a stubbed fetch (replies built with the contract's schemas): the
 * list and its kind filter, a promotion's page (rules, games, partners), taking part as a guest and
 * as a player (joined, and refused as not running), a tournament's leaderboard with the player's
 * row and place, the club points of a player, and an unknown promotion.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import * as v from 'valibot';
import { $modalStack } from '../../platform/src/stores/modal';
import {
  OptInResponseSchema,
  PointsResponseSchema,
  PromotionListSchema,
  PromotionSchema,
  TournamentSchema,
  type Promotion,
  type PromotionSummary,
} from '../../apps/promotions/src/contracts/promotions';
import { ListPage } from '../../apps/promotions/src/promotions/ListPage';
import { DetailPage } from '../../apps/promotions/src/promotions/DetailPage';
import { TournamentPage } from '../../apps/promotions/src/promotions/TournamentPage';
import { PointsPage } from '../../apps/promotions/src/promotions/PointsPage';
import { AwardsPage } from '../../apps/promotions/src/promotions/AwardsPage';
import { KindPartnerPage, KindSectionPage } from '../../apps/promotions/src/promotions/KindPages';
import { PromoPage } from '../../apps/promotions/src/promotions/PromoPage';
import { LEADERBOARD_REFRESH_MS } from '../../apps/promotions/src/promotions/model';
import { json, jsonApiError, pendingReply, type FakeService, type Reply } from '../support/fetch-stub';
import { enterRoute, routesOf } from '../support/route';
import { addBearerToken, signIn, signOut } from '../support/session';
import { actUntil as until } from '../support/react';
import { openScreen } from '../support/screen';
import { equal, ok } from '../support/assert';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PLAYER = 10000001;
const TOKEN = 'test-token';
const NOV_2026 = Date.UTC(2026, 10, 1);
const END_2030 = Date.UTC(2030, 11, 31);

function promotion(slug: string, over: Partial<Promotion> = {}): Promotion {
  return v.parse(PromotionSchema, {
    slug, kind: 'casino', title: `Promotion ${slug}`, summary: `The summary of ${slug}.`, hue: 280, startsAt: NOV_2026, endsAt: END_2030,
    status: 'active', optIn: true, joined: null, rules: [], games: [], partners: [], ...over,
  });
}
const summaryOf = (p: Promotion): PromotionSummary => {
  const { rules: _r, games: _g, partners: _p, ...summary } = p;
  return summary;
};

const WELCOME = promotion('casino-welcome', {
  title: 'Vulkan welcome spins',
  rules: ['Opt in with the “Take part” button.', 'Every real-money stake earns double club points.', 'Fun-money play does not count.'],
  games: [
    { id: 11, name: 'Lucky Star', slug: 'lucky-star', live: false, hue: 40 },
    { id: 12, name: 'Roulette Royale', slug: 'roulette-royale', live: true, hue: 200 },
  ],
});
const CRASH = promotion('crash-week', { title: 'Crash week', hue: 12 });
const CLUB = promotion('partner-club', {
  kind: 'offer', title: 'Partner club', optIn: false, rules: ['Show your account number.'],
  partners: [{ id: 1, name: 'Arena Fitness', description: '15% off a membership.' }, { id: 3, name: 'Kick Taxi', description: '20% off a ride to the match.' }],
});
const CUP = promotion('new-year-cup', { title: 'New Year cup', status: 'upcoming', startsAt: Date.UTC(2030, 11, 1), endsAt: Date.UTC(2031, 0, 15) });
const ALL = [WELCOME, CRASH, CLUB, CUP];

const TOURNAMENT = v.parse(TournamentSchema, {
  slug: 'slots-sprint', title: 'Slots sprint', summary: 'Spin slots, climb the table.', hue: 260, startsAt: Date.UTC(2026, 10, 23), endsAt: Date.UTC(2026, 10, 30),
  status: 'active', prizePool: 102000, joined: true, rules: ['One point per rouble staked.'],
  games: [{ id: 11, name: 'Lucky Star', slug: 'lucky-star', live: false, hue: 40 }],
  prizes: [{ place: 1, amount: 50000, currency: 'RUB' }, { place: 2, amount: 25000, currency: 'RUB' }],
  leaderboard: [
    { place: 1, player: 'ID ••••4821', me: false, points: 9100, rounds: 364, prize: 50000 },
    { place: 2, player: 'You', me: true, points: 7300, rounds: 290, prize: 25000 },
    { place: 3, player: 'ID ••••0415', me: false, points: 4000, rounds: 160, prize: null },
  ],
  mine: { place: 2, player: 'You', me: true, points: 7300, rounds: 290, prize: 25000 },
});

const route = routesOf('promotions');

describe('promotions screens', () => {
  let host: HTMLElement;
  let root: Root;
  /** The test's own replies go in `service.replies`; the rest is the seeded service (`defaults`). */
  let service: FakeService;
  let closeScreen: () => Promise<void>;
  let removeToken: () => void;

  const text = () => (host.textContent ?? '').replace(/\s+/g, ' ');
  const calls = (pathname: string, method?: string) => service.calls(pathname, method);
  const render = (node: React.ReactNode) => act(() => root.render(node));
  const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;
  const link = (name: string) => [...host.querySelectorAll('a')].find((a) => a.textContent === name) ?? null;

  /** The seeded service: the list (by kind), each promotion, the tournament. */
  const defaults = (method: string, url: URL): Reply => {
    const path = url.pathname;
    if (method === 'GET' && path === '/web-api/promotions/list') {
      const kind = url.searchParams.get('kind');
      return json(v.parse(PromotionListSchema, { items: ALL.filter((p) => !kind || p.kind === kind).map(summaryOf) }));
    }
    const one = /^\/web-api\/promotions\/list\/([a-z0-9-]+)$/.exec(path);
    const found = one && ALL.find((p) => p.slug === one[1]);
    if (method === 'GET' && found) return json(found);
    if (method === 'GET' && path === '/web-api/promotions/tournaments/slots-sprint') return json(TOURNAMENT);
    return jsonApiError(404, 'promotion_not_found', `no stub for ${method} ${path}`);
  };

  beforeEach(async () => {
    ({ host, root, service, close: closeScreen } = await openScreen(defaults));
    removeToken = addBearerToken(TOKEN);
  });

  afterEach(async () => {
    await closeScreen();
    removeToken();
  });

  it('lists the promotions of the kind in the address (kind=casino sent), with status, joined badge and links', async () => {
    service.replies = (method, url) =>
      method === 'GET' && url.pathname === '/web-api/promotions/list'
        ? json(v.parse(PromotionListSchema, { items: [summaryOf({ ...WELCOME, joined: true }), summaryOf(CRASH), summaryOf(CUP)] }))
        : undefined;
    enterRoute(route('promotions', {}, '?kind=casino'));
    signIn(PLAYER);
    render(<ListPage />);
    await until(() => host.querySelectorAll('.kk-promo-card').length === 3, 'the cards');
    const list = calls('/web-api/promotions/list');
    equal(list.length, 1);
    equal(list[0]?.url.searchParams.get('kind'), 'casino', 'the kind filter is sent');
    equal(list[0]?.url.searchParams.get('lng'), 'en');
    equal(host.querySelector('h1')?.textContent, 'Promotions');
    const tabs = host.querySelector('nav[aria-label="Kinds of promotions"]');
    equal(tabs?.querySelector('[aria-current="page"]')?.textContent, 'Casino');
    equal([...(tabs?.querySelectorAll('a') ?? [])].map((a) => a.textContent).join('|'), 'All|Casino|Sport|Bonuses|Offers');
    ok(link('Sport')?.getAttribute('href')?.endsWith('/promotions?kind=sport'), link('Sport')?.getAttribute('href') ?? '');
    const first = host.querySelector('.kk-promo-card');
    equal(first?.querySelector('h2 a')?.textContent, 'Vulkan welcome spins');
    ok(first?.querySelector('h2 a')?.getAttribute('href')?.endsWith('/en/promotions/casino-welcome'), 'a link to the promotion');
    ok(first?.textContent?.includes('Active'), 'the status badge');
    ok(first?.textContent?.includes('Until December 31, 2030'), first?.textContent ?? '');
    ok(first?.querySelector('.kk-promo-badge--joined')?.textContent === 'Joined', 'the joined badge');
    ok(host.querySelectorAll('.kk-promo-card')[2]?.textContent?.includes('Upcoming'), 'an upcoming promotion');
    ok(link('Tournaments')?.getAttribute('href')?.endsWith('/bonus/casino/tournaments'), 'the tournaments link');
    ok(link('Club points')?.getAttribute('href')?.endsWith('/points'), 'the points link');
    equal(list[0]?.authorization, `Bearer ${TOKEN}`, 'a player’s list call carries the token');
  });

  it('an unknown ?kind= lists every promotion', async () => {
    enterRoute(route('promotions', {}, '?kind=everything'));
    render(<ListPage />);
    await until(() => host.querySelectorAll('.kk-promo-card').length === ALL.length, 'all cards');
    equal(calls('/web-api/promotions/list')[0]?.url.searchParams.has('kind'), false);
    equal(calls('/web-api/promotions/list')[0]?.authorization, null, 'a guest’s call carries no token');
    equal(host.querySelector('nav[aria-label="Kinds of promotions"] [aria-current="page"]')?.textContent, 'All');
  });

  it('shows a promotion: rules as a numbered list, games linking to the casino, partners', async () => {
    enterRoute(route('promotion', { promotionId: 'casino-welcome' }));
    render(<DetailPage />);
    await until(() => host.querySelector('h1')?.textContent === 'Vulkan welcome spins', 'the promotion');
    equal(document.title, 'Vulkan welcome spins — Kickoff');
    const rules = host.querySelectorAll('ol.kk-promo__rules li');
    equal(rules.length, 3);
    equal(rules[1]?.textContent, 'Every real-money stake earns double club points.');
    const games = [...host.querySelectorAll<HTMLAnchorElement>('.kk-promo-games a')];
    equal(games.length, 2);
    ok(games[0]?.getAttribute('href')?.endsWith('/slots/game/11/lucky-star'), games[0]?.getAttribute('href') ?? '');
    ok(games[1]?.getAttribute('href')?.endsWith('/live-casino/game/12/roulette-royale'), 'a live table opens under live-casino');
    equal(games[0]?.querySelector('.kk-promo-tile__name')?.textContent, 'Lucky Star');
    equal(games[0]?.querySelector('.kk-promo-tile__art')?.getAttribute('aria-hidden'), 'true', 'the initials stay out of the name');
    equal(games[1]?.querySelector('.kk-promo-badge--live')?.textContent, 'Live');
    ok(text().includes('Active'), 'the status');
    ok(text().includes('November 1, 2026 – December 31, 2030'), 'the dates');
  });

  it('on the offer pages, partners link to their page', async () => {
    enterRoute(route('offers-landing', { landingId: 'partner-club' }));
    render(<DetailPage />);
    await until(() => host.querySelector('h1')?.textContent === 'Partner club', 'the promotion');
    const partners = [...host.querySelectorAll<HTMLAnchorElement>('.kk-promo-partners a')];
    equal(partners.map((a) => a.textContent).join('|'), 'Arena Fitness|Kick Taxi');
    ok(partners[1]?.getAttribute('href')?.endsWith('/offers/partners/3'), partners[1]?.getAttribute('href') ?? '');
    ok(text().includes('20% off a ride to the match.'), 'the description');
    ok(link('← Offers')?.getAttribute('href')?.endsWith('/offers'), 'back to the offers');
    equal(button('Take part'), null, 'no opt-in for an automatic promotion');
  });

  it('asks a guest to sign in to take part (the login modal)', async () => {
    enterRoute(route('promotion', { promotionId: 'casino-welcome' }));
    render(<DetailPage />);
    await until(() => button('Sign in to take part') !== null, 'the sign-in prompt');
    equal(button('Sign in to take part')?.getAttribute('aria-label'), 'Sign in to take part in “Vulkan welcome spins”');
    act(() => button('Sign in to take part')?.click());
    equal($modalStack.get().at(-1)?.id, 'login');
    equal(calls('/web-api/promotions/list/casino-welcome/opt-in', 'POST').length, 0);
  });

  it('a player takes part: POST opt-in, disabled while sending, then "You are taking part"', async () => {
    const post = pendingReply();
    service.replies = (method, url) => (method === 'POST' && url.pathname === '/web-api/promotions/list/casino-welcome/opt-in' ? post.promise : undefined);
    signIn(PLAYER);
    enterRoute(route('bonus-casino-promotion', { id: 'casino-welcome' }));
    render(<DetailPage />);
    await until(() => button('Take part') !== null, 'the button');
    equal(calls('/web-api/promotions/list/casino-welcome')[0]?.authorization, `Bearer ${TOKEN}`, 'the page call carries the token');
    act(() => button('Take part')?.click());
    await until(() => calls('/web-api/promotions/list/casino-welcome/opt-in', 'POST').length === 1, 'the POST');
    const sending = button('Sending…');
    ok(sending?.disabled, 'disabled while sending');
    equal(calls('/web-api/promotions/list/casino-welcome/opt-in', 'POST')[0]?.authorization, `Bearer ${TOKEN}`, 'the POST carries the token');
    await act(async () => post.give(json(v.parse(OptInResponseSchema, { slug: 'casino-welcome', joined: true }))));
    await until(() => text().includes('You are taking part'), 'the joined state');
    equal(button('Take part'), null);
  });

  it('a refused opt-in (409 promotion_not_running) says the promotion is not running', async () => {
    service.replies = (method, url) =>
      method === 'POST' && url.pathname === '/web-api/promotions/list/crash-week/opt-in' ? jsonApiError(409, 'promotion_not_running', 'The promotion is not running') : undefined;
    signIn(PLAYER);
    enterRoute(route('promotion', { promotionId: 'crash-week' }));
    render(<DetailPage />);
    await until(() => button('Take part') !== null, 'the button');
    act(() => button('Take part')?.click());
    await until(() => host.querySelector('[role="alert"]') !== null, 'the refusal');
    equal(host.querySelector('[role="alert"]')?.textContent, 'This promotion is not running');
    ok(button('Take part') !== null && !button('Take part')?.disabled, 'the player can try again');
    equal(text().includes('You are taking part'), false);
  });

  it('another refusal shows the service’s text', async () => {
    service.replies = (method, url) =>
      method === 'POST' && url.pathname === '/web-api/promotions/list/crash-week/opt-in' ? jsonApiError(500, 'internal', 'Something broke') : undefined;
    signIn(PLAYER);
    enterRoute(route('promotion', { promotionId: 'crash-week' }));
    render(<DetailPage />);
    await until(() => button('Take part') !== null, 'the button');
    act(() => button('Take part')?.click());
    await until(() => host.querySelector('[role="alert"]') !== null, 'the refusal');
    equal(host.querySelector('[role="alert"]')?.textContent, 'Something broke');
  });

  it('an unknown promotion shows "not found" with a link to every promotion', async () => {
    enterRoute(route('promotion', { promotionId: 'no-such-thing' }));
    render(<DetailPage />);
    await until(() => text().includes('There is no such promotion.'), 'not found');
    ok(link('To all promotions')?.getAttribute('href')?.endsWith('/en/promotions'), 'the way back');
    equal(calls('/web-api/promotions/list/no-such-thing').length, 1);
  });

  it('a malformed promotion id is not found without a call', async () => {
    enterRoute(route('promotion', { promotionId: 'Bad Slug!' }));
    render(<DetailPage />);
    await until(() => text().includes('There is no such promotion.'), 'not found');
    equal(service.seen.length, 0);
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    service.replies = (method, url) => (url.pathname === '/web-api/promotions/list/casino-welcome' && fail ? json({ errors: [{ status: '503', detail: 'Down' }] }, 503) : undefined);
    enterRoute(route('promotion', { promotionId: 'casino-welcome' }));
    render(<DetailPage />);
    await until(() => button('Try again') !== null, 'the retry');
    ok(host.querySelector('[role="alert"]')?.textContent?.includes('Down'), 'the reason');
    fail = false;
    act(() => button('Try again')?.click());
    await until(() => host.querySelector('h1')?.textContent === 'Vulkan welcome spins', 'loaded after the retry');
  });

  it('a tournament: the leaderboard with the player’s row marked and their place, prizes, join state', async () => {
    signIn(PLAYER);
    enterRoute(route('bonus-casino-tournament', { id: 'slots-sprint' }));
    render(<TournamentPage />);
    await until(() => host.querySelectorAll('.kk-promo-table--board tbody tr').length === 3, 'the leaderboard');
    const rows = [...host.querySelectorAll('.kk-promo-table--board tbody tr')];
    equal(rows[1]?.getAttribute('aria-current'), 'true', 'the player’s row');
    equal(rows[0]?.hasAttribute('aria-current'), false);
    equal(rows[1]?.querySelectorAll('td')[1]?.textContent, 'You');
    equal(rows[0]?.querySelectorAll('td')[1]?.textContent, 'ID ••••4821');
    ok(rows[0]?.querySelectorAll('td')[4]?.textContent?.includes('50,000'), rows[0]?.textContent ?? '');
    equal(rows[2]?.querySelectorAll('td')[4]?.textContent, '—');
    ok(text().includes('Your place: 2'), 'the player’s place');
    ok(text().includes('You are taking part'), 'joined');
    ok(text().includes('Prize pool: RUB'), text());
  });

  it('a player below the top still sees their place; a guest is asked to sign in to join', async () => {
    const below = v.parse(TournamentSchema, { ...TOURNAMENT, joined: true, leaderboard: TOURNAMENT.leaderboard.map((l) => ({ ...l, me: false, player: l.me ? 'ID ••••7777' : l.player })), mine: { place: 25, player: 'You', me: true, points: 12, rounds: 1, prize: null } });
    service.replies = (method, url) => (url.pathname === '/web-api/promotions/tournaments/slots-sprint' ? json(below) : undefined);
    signIn(PLAYER);
    enterRoute(route('bonus-casino-tournament', { id: 'slots-sprint' }));
    render(<TournamentPage />);
    await until(() => text().includes('Your place: 25'), 'the place below the top');
    equal(host.querySelectorAll('.kk-promo-table--board tbody tr[aria-current]').length, 0);
    act(() => root.render(null));
    signOut();
    service.replies = (method, url) => (url.pathname === '/web-api/promotions/tournaments/slots-sprint' ? json({ ...TOURNAMENT, joined: null, mine: null, leaderboard: TOURNAMENT.leaderboard.map((l) => ({ ...l, me: false })) }) : undefined);
    render(<TournamentPage />);
    await until(() => button('Sign in to take part') !== null, 'the guest prompt');
    equal(text().includes('Your place'), false);
  });

  it('club points of a player: balance, level, progress and history', async () => {
    const at = Date.UTC(2026, 10, 20, 12);
    service.replies = (method, url) =>
      url.pathname === '/web-api/promotions/points'
        ? json(v.parse(PointsResponseSchema, {
            balance: 1250, level: 'silver', next: { level: 'gold', missing: 750 }, rubPerPoint: 100,
            history: [{ title: 'Casino play', points: 40, at }, { title: 'Bonus game: The safe', points: 75, at: at - 86_400_000 }],
          }))
        : undefined;
    signIn(PLAYER);
    enterRoute(route('points'));
    render(<PointsPage />);
    await until(() => host.querySelector('progress') !== null, 'the points');
    equal(calls('/web-api/promotions/points')[0]?.authorization, `Bearer ${TOKEN}`, 'the token is sent');
    ok(text().includes('1,250'), 'the balance');
    equal(host.querySelector('.kk-promo-level')?.textContent, 'Silver');
    const progress = host.querySelector('progress');
    equal(progress?.getAttribute('aria-label'), 'Progress to Gold');
    equal(progress?.value, 50);
    ok(text().includes('750 points to Gold'), 'the points missing');
    const rows = [...host.querySelectorAll('table tbody tr')];
    equal(rows.length, 2);
    equal(rows[0]?.querySelectorAll('td')[0]?.textContent, 'Casino play');
    equal(rows[0]?.querySelectorAll('td')[1]?.textContent, '+40');
    equal(rows[0]?.querySelectorAll('td')[2]?.textContent, 'November 20, 2026');
    ok(text().includes('One point for every 100 RUB staked'), 'how points are earned');
  });

  it('club points for a guest: how to earn, a sign-in button, and no call', async () => {
    enterRoute(route('points'));
    render(<PointsPage />);
    await until(() => button('Sign in') !== null, 'the sign-in');
    ok(text().includes('One point for every 100 RUB staked'), 'how points are earned');
    ok(link('Bonus games')?.getAttribute('href')?.endsWith('/games'), 'the bonus games');
    equal(calls('/web-api/promotions/points').length, 0);
    act(() => button('Sign in')?.click());
    equal($modalStack.get().at(-1)?.id, 'login');
  });
  it('refreshes the leaderboard every 15 s while open, and stops on leaving', async () => {
    const realSet = window.setInterval;
    const realClear = window.clearInterval;
    const timers = new Map<number, () => void>();
    const cleared: number[] = [];
    let nextId = 9000;
    window.setInterval = ((fn: () => void, ms?: number) => {
      if (ms !== LEADERBOARD_REFRESH_MS) return realSet(fn, ms);
      nextId += 1;
      timers.set(nextId, fn);
      return nextId;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined && timers.has(id)) cleared.push(id);
      else realClear(id);
    }) as typeof window.clearInterval;
    try {
      let points = 7300;
      service.replies = (method, url) =>
        url.pathname === '/web-api/promotions/tournaments/slots-sprint'
          ? json({ ...TOURNAMENT, leaderboard: TOURNAMENT.leaderboard.map((l) => (l.me ? { ...l, points } : l)), mine: { ...TOURNAMENT.mine, points } })
          : undefined;
      signIn(PLAYER);
      enterRoute(route('bonus-casino-tournament', { id: 'slots-sprint' }));
      render(<TournamentPage />);
      await until(() => host.querySelectorAll('.kk-promo-table--board tbody tr').length === 3, 'the leaderboard');
      equal(timers.size, 1, 'one refresh timer');
      points = 8800;
      await act(async () => [...timers.values()][0]?.());
      await until(() => host.querySelector('tr[aria-current="true"]')?.textContent?.includes('8,800') === true, 'the refreshed row');
      equal(calls('/web-api/promotions/tournaments/slots-sprint').length, 2);
      act(() => root.render(null));
      equal(cleared.length, 1, 'the timer is cleared on leaving');
    } finally {
      window.setInterval = realSet;
      window.clearInterval = realClear;
    }
  });

  it('the offers partner page finds the partner among the offers with its promotion', async () => {
    enterRoute(route('offers-partner', { id: '3' }, '', { kind: 'offers' }));
    render(<KindPartnerPage />);
    await until(() => host.querySelector('h2')?.textContent === 'Kick Taxi', 'the partner');
    equal(calls('/web-api/promotions/list')[0]?.url.searchParams.get('kind'), 'offer', 'the offers pages list the offer kind');
    ok(text().includes('20% off a ride to the match.'), 'the description');
    ok(link('Partner club')?.getAttribute('href')?.endsWith('/offers/landing/partner-club'), 'its promotion');
  });

  it('the bonus games section says when no games take part', async () => {
    enterRoute(route('bonus-section', { section: 'games' }, '', { kind: 'bonus' }));
    render(<KindSectionPage />);
    await until(() => text().includes('No games take part in these promotions yet.'), 'the empty state');
    equal(calls('/web-api/promotions/list')[0]?.url.searchParams.get('kind'), 'bonus');
    equal(host.querySelector('nav [aria-current="page"]')?.textContent, 'Participating games');
  });

  it('betting awards: the ladder with the player’s level marked', async () => {
    service.replies = (method, url) =>
      url.pathname === '/web-api/promotions/points'
        ? json(v.parse(PointsResponseSchema, { balance: 2500, level: 'gold', next: { level: 'platinum', missing: 7500 }, rubPerPoint: 100, history: [] }))
        : undefined;
    signIn(PLAYER);
    enterRoute(route('betting-awards'));
    render(<AwardsPage />);
    await until(() => host.querySelector('li[aria-current="true"]') !== null, 'the marked level');
    const steps = [...host.querySelectorAll('.kk-promo-ladder li')];
    equal(steps.length, 4);
    ok(host.querySelector('li[aria-current="true"] h2')?.textContent?.startsWith('Gold'), 'gold is marked');
    ok(steps[3]?.textContent?.includes('personal manager'), 'what platinum gives');
  });

  it('promo: the player’s club points, the promotions to opt in to, with their buttons and the promo-code link', async () => {
    const base = service.replies;
    service.replies = (method, url) =>
      url.pathname === '/web-api/promotions/points'
        ? json(v.parse(PointsResponseSchema, { balance: 640, level: 'silver', next: { level: 'gold', missing: 1360 }, rubPerPoint: 100, history: [] }))
        : base(method, url);
    signIn(PLAYER);
    enterRoute(route('promo'));
    render(<PromoPage />);
    await until(() => host.querySelectorAll('.kk-promo-card').length === 3, 'the opt-in promotions');
    equal([...host.querySelectorAll('.kk-promo-card h2')].map((h) => h.textContent).join('|'), 'Vulkan welcome spins|Crash week|New Year cup');
    equal(host.querySelectorAll('button[aria-label^="Take part in"]').length, 2, 'running ones have a button');
    ok(text().includes('You can take part from December 1, 2030'), 'an upcoming one says when');
    ok(link('Check it in your account')?.getAttribute('href')?.endsWith('/office/promotion'), 'the promo-code check');
    await until(() => host.querySelector('.kk-promo-balance__value')?.textContent === '640', 'the club points');
  });
});
