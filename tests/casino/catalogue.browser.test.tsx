/**
 * The casino's screens against a stubbed fetch (replies built from the contract's types and checked
 * with its schemas): the lobby's placeholders, rails and retry; a section page's filters from the
 * address; a server-drawn first view's replies (used once, never fetched again, only in their
 * language); the search; the favourite star (guest, player, a refused toggle); the game page (a
 * guest's fun wallet and sandboxed frame, the sign-in prompt of a live table, a bad game id).
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import * as v from 'valibot';
import { $notifications } from '../../platform/src/stores/notifications';
import { FIRST_VIEW_BLOCK_ID, resetFirstViewForTests } from '../../platform/src/first-view/first-view';
import {
  GameIdsSchema,
  GameListSchema,
  GamePageSchema,
  GameSchema,
  LobbyResponseSchema,
  ProvidersResponseSchema,
  SectionsResponseSchema,
  type Game,
  type Rail,
} from '../../apps/casino/src/contracts/catalogue';
import { FunWalletSchema, OpenRoundResponseSchema, RulesResponseSchema, type RulesResponse } from '../../apps/casino/src/contracts/play';
import { LobbyPage } from '../../apps/casino/src/catalogue/LobbyPage';
import { SectionPage } from '../../apps/casino/src/catalogue/SectionPage';
import { SearchPage } from '../../apps/casino/src/catalogue/SearchPage';
import { GamePage } from '../../apps/casino/src/play/GamePage';
import { json, pendingReply, type FakeService, type Reply, type ReplyHandler } from '../support/fetch-stub';
import { enterRoute, routesOf } from '../support/route';
import { signIn } from '../support/session';
import { setAccounts } from '../../platform/src/identity/stores';
import { actUntil as until } from '../support/react';
import { openScreen } from '../support/screen';
import { equal, ok } from '../support/assert';
import { settle } from '../support/wait';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PLAYER = 10000001;
const WALLET = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

/** A game of the catalogue, checked against the contract. */
function game(id: number, over: Partial<Game> = {}): Game {
  return v.parse(GameSchema, {
    id, slug: `game-${id}`, name: `Game ${id}`, provider: { slug: 'bluefin', name: 'Bluefin' }, section: 'slots', subcategories: ['popular'],
    genre: 'slots', engine: 'slot', tags: ['fruit'], isNew: false, isPopular: true, jackpot: null, minStake: 0.1, maxStake: 100,
    rtp: 0.96, funMode: true, live: false, hue: (id * 37) % 360, description: `The description of game ${id}.`, ...over,
  });
}

const LUCKY = game(1, { slug: 'lucky-star', name: 'Lucky Star', isNew: true });
const AVIATRIX = game(2, { slug: 'aviatrix', name: 'Aviatrix', section: 'crash-games', subcategories: [], genre: 'other', engine: 'crash', provider: { slug: 'skyward', name: 'Skyward' } });
const ROULETTE = game(3, { slug: 'roulette-royale', name: 'Roulette Royale', section: 'live-casino', subcategories: ['roulette'], genre: 'other', engine: 'wheel', live: true, funMode: false });
const JACKPOT = game(4, { slug: 'gold-rush', name: 'Gold Rush', jackpot: 125000, subcategories: ['jackpots'] });

const LOBBY = v.parse(LobbyResponseSchema, {
  rails: [
    { id: 'popular', title: 'Popular', section: 'slots', subcategory: 'popular', games: [LUCKY, JACKPOT] },
    { id: 'crash', title: 'Crash games', section: 'crash-games', subcategory: null, games: [AVIATRIX] },
    { id: 'live', title: 'Live casino', section: 'live-casino', subcategory: null, games: [ROULETTE] },
  ] satisfies Rail[],
});

const SECTIONS = v.parse(SectionsResponseSchema, {
  sections: [
    { section: 'slots', title: 'Slots', games: 3, subcategories: [{ slug: 'popular', title: 'Popular', games: 2 }, { slug: 'jackpots', title: 'Jackpots', games: 1 }] },
    { section: 'live-casino', title: 'Live casino', games: 1, subcategories: [] },
    { section: 'crash-games', title: 'Crash games', games: 1, subcategories: [] },
  ],
});

const PROVIDERS = v.parse(ProvidersResponseSchema, { providers: [{ slug: 'bluefin', name: 'Bluefin', games: 2 }, { slug: 'skyward', name: 'Skyward', games: 1 }] });

const pageOf = (items: Game[]) => v.parse(GamePageSchema, { items, total: items.length, page: 1, pages: 1 });

const rulesFor = (g: Game): RulesResponse =>
  v.parse(RulesResponseSchema, { gameId: g.id, engine: g.engine, rtp: g.rtp, minStake: g.minStake, maxStake: g.maxStake, funMode: g.funMode, rows: [{ label: 'Three of a kind', x100: 500 }] });

const route = routesOf('casino');

describe('casino screens', () => {
  let host: HTMLElement;
  let root: Root;
  /** The test's own replies go in `service.replies`; the catalogue's side calls (sections, providers, ...) have defaults. */
  let service: FakeService;
  let closeScreen: () => Promise<void>;

  const text = () => (host.textContent ?? '').replace(/\s+/g, ' ');
  const calls = (pathname: string, method?: string) => service.calls(pathname, method);
  const tiles = () => [...host.querySelectorAll<HTMLElement>('.kk-tile:not(.kk-tile--placeholder)')];
  const tile = (name: string) => tiles().find((t) => t.querySelector('.kk-tile__name')?.textContent === name);
  const star = (name: string) => tile(name)?.querySelector<HTMLButtonElement>('button.kk-tile__fav') ?? null;
  const render = (node: React.ReactNode) => act(() => root.render(node));
  /** Lets pending calls and their renders finish, inside act (for checks that something did NOT happen). */
  const idle = () => act(async () => settle());

  const defaults = (method: string, url: URL): Reply => {
    const path = url.pathname;
    if (method === 'GET' && path === '/web-api/casino/sections') return json(SECTIONS);
    if (method === 'GET' && path === '/web-api/casino/providers') return json(PROVIDERS);
    if (method === 'GET' && path === '/web-api/casino/recent') return json(v.parse(GameListSchema, { items: [] }));
    if (method === 'GET' && path === '/web-api/casino/favourites') return json(v.parse(GameListSchema, { items: [] }));
    return json({ error: { message: `no stub for ${method} ${path}` } }, 404);
  };

  beforeEach(async () => {
    ({ host, root, service, close: closeScreen } = await openScreen(defaults));
    sessionStorage.clear();
  });

  afterEach(async () => {
    await closeScreen();
    sessionStorage.clear();
  });

  describe('lobby', () => {
    it('shows 16 game and 2 other-game placeholders while loading, then the rails with game links', async () => {
      const lobby = pendingReply();
      service.replies = (method, url) => (url.pathname === '/web-api/casino/lobby' ? lobby.promise : undefined);
      enterRoute(route('casino-lobby'));
      render(<LobbyPage />);
      const status = host.querySelector<HTMLElement>('[role="status"][aria-busy="true"]');
      ok(status, 'a busy status while loading');
      equal(status?.querySelectorAll('[data-placeholder="game"]').length, 16);
      equal(status?.querySelectorAll('[data-placeholder="other"]').length, 2);
      equal(status?.getAttribute('aria-label'), 'Loading games…');
      equal(host.querySelector('h1')?.textContent, 'Casino');
      await until(() => calls('/web-api/casino/lobby').length === 1, 'the lobby call');
      equal(calls('/web-api/casino/lobby')[0]?.url.searchParams.get('lng'), 'en');

      await act(async () => lobby.give(json(LOBBY)));
      await until(() => host.querySelectorAll('.kk-rail').length === 3, 'the rails');
      equal(host.querySelector('[data-placeholder]'), null, 'the placeholders are gone');
      equal(host.querySelector('[aria-busy="true"]'), null);
      equal([...host.querySelectorAll('.kk-rail h2')].map((h) => h.textContent).join(' | '), 'Popular | Crash games | Live casino');
      const popular = host.querySelector<HTMLElement>('.kk-rail');
      equal(popular?.getAttribute('aria-labelledby'), 'kk-rail-popular');
      equal(popular?.querySelector('a[aria-label="All games of Popular"]')?.getAttribute('href'), '/en/slots/popular');
      equal(host.querySelector('a[aria-label="All games of Crash games"]')?.getAttribute('href'), '/en/crash-games');

      const link = (name: string) => tile(name)?.querySelector('a.kk-tile__link');
      equal(link('Lucky Star')?.getAttribute('href'), '/en/slots/game/1/lucky-star');
      equal(link('Lucky Star')?.getAttribute('aria-label'), null, 'named by its visible text (axe: label-content-name-mismatch)');
      equal(link('Lucky Star')?.querySelector('.kk-tile__art')?.getAttribute('aria-hidden'), 'true', 'the drawn initials are not read');
      equal(link('Aviatrix')?.getAttribute('href'), '/en/slots/game/2/aviatrix', 'a crash game opens under slots too');
      equal(link('Roulette Royale')?.getAttribute('href'), '/en/live-casino/game/3/roulette-royale', 'a live table opens under live-casino');
      ok(tile('Lucky Star')?.textContent?.includes('New'), 'the new badge');
      ok(tile('Roulette Royale')?.textContent?.includes('Live'), 'the live badge');
      ok(tile('Gold Rush')?.querySelector('.kk-badge--jackpot'), 'the jackpot badge');
      equal(tile('Lucky Star')?.querySelector('.kk-tile__art')?.textContent, 'LS', 'the tile is drawn from the initials');
      equal(calls('/web-api/casino/recent').length, 0, 'no recent games for a guest');
      equal(document.title, 'Casino — Kickoff');
    });

    it('a failed lobby call shows the alert, and "Try again" loads it again', async () => {
      let attempts = 0;
      service.replies = (method, url) => {
        if (url.pathname !== '/web-api/casino/lobby') return undefined;
        attempts += 1;
        return attempts === 1 ? json({ error: { message: 'Server error' } }, 500) : json(LOBBY);
      };
      enterRoute(route('casino-lobby'));
      render(<LobbyPage />);
      await until(() => host.querySelector('[role="alert"]') !== null, 'the failure');
      const alert = host.querySelector<HTMLElement>('[role="alert"]');
      ok(alert?.textContent?.includes('This could not be loaded.'), alert?.textContent ?? '');
      const retry = alert?.querySelector('button');
      equal(retry?.textContent, 'Try again');
      equal(document.activeElement, retry, 'the retry button takes the focus');
      equal(host.querySelectorAll('.kk-rail').length, 0);

      act(() => retry?.click());
      await until(() => host.querySelectorAll('.kk-rail').length === 3, 'the rails after the retry');
      equal(attempts, 2);
      equal(host.querySelector('[role="alert"]'), null);
    });
  });

  describe('section page', () => {
    it('asks for the section with the filters of the address', async () => {
      service.replies = (method, url) => (url.pathname === '/web-api/casino/games' ? json(pageOf([LUCKY, JACKPOT])) : undefined);
      enterRoute(route('slots', {}, '?provider=bluefin&sort=name&genre=nonsense'));
      render(<SectionPage />);
      await until(() => tiles().length === 2, 'the games');
      const games = calls('/web-api/casino/games');
      equal(games.length, 1);
      const q = games[0]!.url.searchParams;
      equal(q.get('section'), 'slots');
      equal(q.get('provider'), 'bluefin');
      equal(q.get('sort'), 'name');
      equal(q.get('genre'), null, 'an unknown genre is not sent');
      equal(q.get('subcategory'), null);
      equal(q.get('lng'), 'en');
      await until(() => host.querySelector('h1')?.textContent === 'Slots', 'the section title');
      ok(text().includes('Games found: 2'), text());
      const chips = host.querySelector('nav[aria-label="Sub-sections"]');
      equal(chips?.querySelector('[aria-current="page"]')?.textContent, 'All');
      await until(() => host.querySelectorAll('.kk-casino__filters select')[0]?.querySelectorAll('option').length === 3, 'the providers');
      const [provider, , sort] = [...host.querySelectorAll<HTMLSelectElement>('.kk-casino__filters select')];
      equal(provider?.value, 'bluefin');
      equal(sort?.value, 'name');
    });

    it('asks for a known sub-category', async () => {
      service.replies = (method, url) => (url.pathname === '/web-api/casino/games' ? json(pageOf([JACKPOT])) : undefined);
      enterRoute(route('slots', { subcategory: 'jackpots' }));
      render(<SectionPage />);
      await until(() => tiles().length === 1, 'the games');
      equal(calls('/web-api/casino/games')[0]?.url.searchParams.get('subcategory'), 'jackpots');
      await until(() => host.querySelector('nav[aria-label="Sub-sections"] [aria-current="page"]')?.textContent === 'Jackpots', 'the current chip');
    });

    it('an unknown sub-category says so and asks for no games', async () => {
      enterRoute(route('slots', { subcategory: 'nonsense' }));
      render(<SectionPage />);
      equal(host.querySelector('h1')?.textContent, 'There is no such sub-section.');
      equal(host.querySelector<HTMLAnchorElement>('.kk-casino__empty a')?.getAttribute('href'), '/en/slots');
      await until(() => calls('/web-api/casino/sections').length > 0, 'the section links');
      await idle();
      equal(calls('/web-api/casino/games').length, 0);
      equal(tiles().length, 0);
    });
  });

  describe('a server-drawn first view', () => {
    /** The page's data block as the server writes it (issue 25), read afresh by the next screen. */
    const embed = (requests: Record<string, unknown>) => {
      const el = document.createElement('script');
      el.type = 'application/json';
      el.id = FIRST_VIEW_BLOCK_ID;
      el.textContent = JSON.stringify({ app: '@kickoff/casino', route: 'slots', lang: 'en', feeds: {}, requests });
      document.body.append(el);
      resetFirstViewForTests();
    };

    afterEach(() => {
      document.getElementById(FIRST_VIEW_BLOCK_ID)?.remove();
      resetFirstViewForTests();
    });

    it('a section page starts from the replies the page came with, fetches none of them, and loads afresh on its next visit', async () => {
      embed({ 'casino/sections|en': SECTIONS, 'casino/games?page=1&section=slots|en': pageOf([LUCKY, JACKPOT]), 'casino/providers|en': PROVIDERS });
      service.replies = (method, url) => (url.pathname === '/web-api/casino/games' ? json(pageOf([LUCKY])) : undefined);
      enterRoute(route('slots'));
      render(<SectionPage />);
      // The first render is the drawn page: no placeholders.
      equal(host.querySelector('h1')?.textContent, 'Slots');
      equal(tiles().length, 2);
      equal(host.querySelector('[aria-busy="true"]'), null);
      equal(host.querySelectorAll('.kk-casino__filters select')[0]?.querySelectorAll('option').length, 3, 'the providers');
      await idle();
      equal(calls('/web-api/casino/games').length, 0);
      equal(calls('/web-api/casino/sections').length, 0);
      equal(calls('/web-api/casino/providers').length, 0);

      render(null);
      render(<SectionPage />);
      await until(() => tiles().length === 1, 'the games loaded afresh');
      equal(calls('/web-api/casino/games').length, 1);
    });

    it('a reply drawn in another language is not used: the lobby loads its own', async () => {
      embed({ 'casino/lobby|ru': LOBBY });
      service.replies = (method, url) => (url.pathname === '/web-api/casino/lobby' ? json(LOBBY) : undefined);
      enterRoute(route('casino-lobby'));
      render(<LobbyPage />);
      ok(host.querySelector('[aria-busy="true"]'), 'loading');
      await until(() => host.querySelectorAll('.kk-rail').length === 3, 'the rails');
      equal(calls('/web-api/casino/lobby').length, 1);
    });
  });

  describe('search page', () => {
    it('searches the games for the query of the address', async () => {
      service.replies = (method, url) => (url.pathname === '/web-api/casino/games' ? json(pageOf([AVIATRIX])) : undefined);
      enterRoute(route('casino-search', {}, '?q=Aviatr'));
      render(<SearchPage />);
      await until(() => tiles().length === 1, 'the results');
      const games = calls('/web-api/casino/games');
      equal(games.length, 1);
      equal(games[0]?.url.searchParams.get('q'), 'Aviatr');
      equal(games[0]?.url.searchParams.get('section'), null);
      equal(tile('Aviatrix')?.querySelector('a')?.getAttribute('href'), '/en/slots/game/2/aviatrix');
      equal(host.querySelector('ul[aria-label="Search results"]')?.children.length, 1);
      ok(text().includes('Games found: 1'), text());
      equal(host.querySelector<HTMLInputElement>('input[type="search"]')?.value, 'Aviatr', 'the box keeps the query');
    });

    it('says when nothing matches', async () => {
      service.replies = (method, url) => (url.pathname === '/web-api/casino/games' ? json(pageOf([])) : undefined);
      enterRoute(route('casino-search', {}, '?q=zzzz'));
      render(<SearchPage />);
      await until(() => text().includes('Nothing matches “zzzz”'), 'the empty result');
      equal(tiles().length, 0);
    });

    it('a one-letter query shows the hint and asks nothing', async () => {
      enterRoute(route('casino-search', {}, '?q=A'));
      render(<SearchPage />);
      ok(text().includes('Type a game or provider name — at least 2 characters.'), text());
      await until(() => calls('/web-api/casino/sections').length > 0, 'the section links');
      await idle();
      equal(calls('/web-api/casino/games').length, 0);
    });
  });

  describe('favourite star', () => {
    const lobbyReply = (method: string, url: URL) => (url.pathname === '/web-api/casino/lobby' ? json(LOBBY) : undefined);

    it('is hidden for a guest', async () => {
      service.replies = lobbyReply;
      enterRoute(route('casino-lobby'));
      render(<LobbyPage />);
      await until(() => tiles().length === 4, 'the tiles');
      await idle();
      equal(host.querySelectorAll('button.kk-tile__fav').length, 0);
      equal(calls('/web-api/casino/favourites').length, 0);
    });

    it('toggles for a player: pressed at once, PUT to the server', async () => {
      const put = pendingReply();
      service.replies = (method, url) => {
        if (method === 'GET' && url.pathname === '/web-api/casino/favourites') return json(v.parse(GameListSchema, { items: [AVIATRIX] }));
        if (method === 'PUT' && url.pathname === '/web-api/casino/favourites/1') return put.promise;
        return lobbyReply(method, url);
      };
      enterRoute(route('casino-lobby'));
      signIn(PLAYER);
      render(<LobbyPage />);
      await until(() => star('Lucky Star') !== null, 'the stars');
      equal(star('Aviatrix')?.getAttribute('aria-pressed'), 'true', 'a favourite is pressed');
      equal(star('Aviatrix')?.getAttribute('aria-label'), 'Remove Aviatrix from favourites');
      const lucky = star('Lucky Star');
      equal(lucky?.getAttribute('aria-pressed'), 'false');
      equal(lucky?.getAttribute('aria-label'), 'Add Lucky Star to favourites');

      act(() => lucky?.click());
      equal(star('Lucky Star')?.getAttribute('aria-pressed'), 'true', 'pressed before the server answers');
      await until(() => calls('/web-api/casino/favourites/1', 'PUT').length === 1, 'the PUT');
      await act(async () => put.give(json(v.parse(GameIdsSchema, { ids: [1, 2] }))));
      await idle();
      equal(star('Lucky Star')?.getAttribute('aria-pressed'), 'true');
      equal(star('Lucky Star')?.getAttribute('aria-label'), 'Remove Lucky Star from favourites');
      equal(star('Aviatrix')?.getAttribute('aria-pressed'), 'true');
    });

    it('goes back when the server refuses', async () => {
      const put = pendingReply();
      service.replies = (method, url) => {
        if (method === 'PUT' && url.pathname === '/web-api/casino/favourites/4') return put.promise;
        return lobbyReply(method, url);
      };
      enterRoute(route('casino-lobby'));
      signIn(PLAYER);
      render(<LobbyPage />);
      await until(() => star('Gold Rush') !== null, 'the stars');
      equal(star('Gold Rush')?.getAttribute('aria-pressed'), 'false');
      act(() => star('Gold Rush')?.click());
      equal(star('Gold Rush')?.getAttribute('aria-pressed'), 'true', 'pressed before the server answers');
      await until(() => calls('/web-api/casino/favourites/4', 'PUT').length === 1, 'the PUT');
      await act(async () => put.give(json({ error: { message: 'Server error' } }, 500)));
      await until(() => star('Gold Rush')?.getAttribute('aria-pressed') === 'false', 'the star back');
      ok($notifications.get().some((n) => n.severity === 'error'), 'the player is told');
    });
  });

  describe('game page', () => {
    const gameReplies = (g: Game): ReplyHandler => (method, url) => {
      if (method === 'GET' && url.pathname === `/web-api/casino/games/${g.id}`) return json(g);
      if (method === 'GET' && url.pathname === `/web-api/casino/play/games/${g.id}/rules`) return json(rulesFor(g));
      if (method === 'POST' && url.pathname === '/web-api/casino/play/fun-wallets') return json(v.parse(FunWalletSchema, { wallet: WALLET, balance: 1000, currency: 'FUN' }));
      if (method === 'GET' && url.pathname === `/web-api/casino/play/fun-wallets/${WALLET}/rounds/open`) return json(v.parse(OpenRoundResponseSchema, { round: null }));
      return undefined;
    };

    it('a guest plays a fun-mode game in a sandboxed frame with a new fun wallet', async () => {
      service.replies = gameReplies(LUCKY);
      enterRoute(route('slots-game', { gameId: '1', gameName: 'lucky-star' }));
      render(<GamePage />);
      await until(() => host.querySelector('iframe') !== null, 'the frame');
      equal(host.querySelector('h1')?.textContent, 'Lucky Star');
      const fun = host.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]');
      equal(fun?.textContent, 'Fun money', 'a guest plays for fun');
      equal(calls('/web-api/casino/play/fun-wallets', 'POST').length, 1, 'a fun wallet is made');
      const open = calls(`/web-api/casino/play/fun-wallets/${WALLET}/rounds/open`);
      equal(open.length, 1);
      equal(open[0]?.url.searchParams.get('gameId'), '1');
      equal(sessionStorage.getItem('kickoff.casino.funWallet'), JSON.stringify(WALLET), 'the wallet is kept for the tab');
      const frame = host.querySelector('iframe');
      equal(frame?.getAttribute('sandbox'), 'allow-scripts');
      ok(frame?.getAttribute('src')?.startsWith('/casino-frame?origin='), frame?.getAttribute('src') ?? '');
      equal(frame?.getAttribute('src'), `/casino-frame?origin=${encodeURIComponent(location.origin)}`);
      equal(frame?.getAttribute('title'), 'Game: Lucky Star');
      equal(document.title, 'Lucky Star — Kickoff');
    });

    it('a signed-in player sees the stakes and the maximum win of the rules card in the account’s currency', async () => {
      const usd = v.parse(RulesResponseSchema, { ...rulesFor(AVIATRIX), minStake: 0.01, maxStake: 100, currency: 'USD', maxWin: 50000 });
      const fun = gameReplies(AVIATRIX);
      service.replies = (method, url) => {
        if (url.pathname === `/web-api/casino/play/games/${AVIATRIX.id}/rules` && url.searchParams.get('currency') === 'USD') return json(usd);
        if (method === 'GET' && url.pathname === '/web-api/casino/play/rounds/open') return json(v.parse(OpenRoundResponseSchema, { round: null }));
        return fun(method, url);
      };
      enterRoute(route('slots-game', { gameId: '2', gameName: 'aviatrix' }));
      signIn(PLAYER);
      act(() => setAccounts({ activeAccount: 20000002, accounts: [{ id: 20000002, type: 9, iso: 'USD', symbol: '$', money: 150, currencyId: 2, isActive: true }], bonuses: [] }));
      render(<GamePage />);
      await until(() => text().includes('maximum win per round'), 'the maximum win');
      ok(text().includes('stakes from $0.01 to $100.00'), text());
      ok(text().includes('maximum win per round $50,000.00'), text());
      equal(calls(`/web-api/casino/play/games/${AVIATRIX.id}/rules`).filter((c) => c.url.searchParams.get('currency') === 'USD').length, 1, 'the card in USD');
      await until(() => host.querySelector('iframe') !== null, 'the real-money frame');
    });

    it('a guest on a live table is asked to sign in and gets no frame', async () => {
      service.replies = gameReplies(ROULETTE);
      enterRoute(route('live-casino-game', { gameId: '3', gameName: 'roulette-royale' }));
      render(<GamePage />);
      await until(() => host.querySelector('h1')?.textContent === 'Roulette Royale', 'the game');
      ok(text().includes('Live tables are played for real money only: sign in.'), text());
      equal([...host.querySelectorAll('button')].filter((b) => b.textContent === 'Sign in').length, 1);
      equal(host.querySelectorAll('[role="radio"]').length, 1, 'no fun-money choice');
      await idle();
      equal(host.querySelector('iframe'), null);
      equal(calls('/web-api/casino/play/fun-wallets', 'POST').length, 0);
    });

    it('a game id that is not one says there is no such game and asks nothing', async () => {
      enterRoute(route('slots-game', { gameId: '01x', gameName: 'nothing' }));
      render(<GamePage />);
      equal(host.querySelector('h1')?.textContent, 'There is no such game.');
      equal(host.querySelector('a')?.getAttribute('href'), '/en/casino-lobby');
      await idle();
      equal(service.seen.length, 0);
    });
  });
});
