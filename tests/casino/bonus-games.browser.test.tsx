/**
 * The casino's bonus game pages against a stubbed fetch (replies built from the contracts and checked
 * with their schemas): `games` (the six daily bonus games, a closed one, the TV games, a failed list);
 * `games/{gameRoute}` for a bonus game (a guest's sign-in prompt; a player's choices, the pending play,
 * the revealed boxes, one request for a double click, a refused play, a closed game) and for a TV game
 * (found by its kind, or not at all); `games-landing/{landingRoute}` (a section's landing, an unknown one).
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import * as v from 'valibot';
import { BonusGameListSchema, BonusGamePlaySchema, BonusGameSchema, BonusGameErrorCodes, type BonusGame } from '../../apps/casino/src/contracts/bonus-games';
import { GameListSchema, GamePageSchema, GameSchema, SectionsResponseSchema, type Game } from '../../apps/casino/src/contracts/catalogue';
import { RulesResponseSchema, type RulesResponse } from '../../apps/casino/src/contracts/play';
import { GamesPage } from '../../apps/casino/src/bonus/GamesPage';
import { BonusGamePage } from '../../apps/casino/src/bonus/BonusGamePage';
import { GamesLandingPage } from '../../apps/casino/src/bonus/GamesLandingPage';
import { json, jsonApiError, pendingReply, type FakeService, type Reply, type ReplyHandler } from '../support/fetch-stub';
import { enterRoute, routesOf } from '../support/route';
import { addBearerToken, signIn } from '../support/session';
import { actUntil as until } from '../support/react';
import { openScreen } from '../support/screen';
import { equal, ok } from '../support/assert';
import { settle } from '../support/wait';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PLAYER = 10000001;
const TOKEN = 'test-token-10000001';
/** A fixed moment (2026-11-27 12:00 UTC) and the next UTC midnight after it. */
const NOW = Date.UTC(2026, 10, 27, 12, 0);
const TOMORROW = Date.UTC(2026, 10, 28);

/** The six bonus games as the server lists them (server/promotions/rules.ts BONUS_GAME_DEFS), checked against the contract. */
const DEFS = [
  { route: 'fortuna-bonus', choices: 8, prizes: [5, 10, 20, 50, 100], title: 'Wheel of Fortune', description: 'Pick a sector of the wheel: club points are behind it.' },
  { route: 'chest-bonus', choices: 3, prizes: [10, 25, 60], title: 'Treasure chests', description: 'Open one of three chests.' },
  { route: 'memory-bonus', choices: 6, prizes: [5, 10, 15, 20, 30, 50], title: 'Memory', description: 'Turn a card over and take its points.' },
  { route: 'safe-bonus', choices: 4, prizes: [10, 15, 30, 75], title: 'The safe', description: 'Guess the safe’s compartment.' },
  { route: 'lottery-bonus', choices: 10, prizes: [5, 10, 20, 50, 150], title: 'Lottery', description: 'Choose a ticket out of ten.' },
  { route: 'dragon-bonus', choices: 5, prizes: [10, 15, 20, 40, 80], title: 'Dragon eggs', description: 'Choose a dragon egg.' },
] as const;

/** The list for a guest (`available`/`nextAt` null) or a player (each game open unless named in `played`). */
function bonusList(who: 'guest' | 'player', played: readonly string[] = []) {
  return v.parse(BonusGameListSchema, {
    items: DEFS.map((d): BonusGame => v.parse(BonusGameSchema, {
      ...d,
      prizes: [...d.prizes],
      available: who === 'guest' ? null : !played.includes(d.route),
      nextAt: who === 'guest' ? null : played.includes(d.route) ? TOMORROW : NOW,
    })),
  });
}

/** A game of the catalogue, checked against the contract. */
function game(id: number, over: Partial<Game> = {}): Game {
  return v.parse(GameSchema, {
    id, slug: `game-${id}`, name: `Game ${id}`, provider: { slug: 'bluefin', name: 'Bluefin' }, section: 'slots', subcategories: [],
    genre: 'other', engine: 'slot', tags: [], isNew: false, isPopular: true, jackpot: null, minStake: 0.1, maxStake: 100,
    rtp: 0.96, funMode: true, live: false, hue: (id * 37) % 360, description: `The description of game ${id}.`, ...over,
  });
}

const tvGame = (id: number, kind: NonNullable<Game['kind']>, name: string): Game =>
  game(id, { slug: `tv-${kind}`, name, section: 'tvgames', genre: 'other', engine: 'cards', kind, funMode: false, provider: { slug: 'tvbet', name: 'TVBet' } });

const BACKGAMMON = tvGame(31, 'backgammon', 'Backgammon Live');
const WHEEL = tvGame(32, 'wheel', 'Wheel of Luck');
const POKER = tvGame(33, 'poker', 'Poker Duel');
const TV_GAMES = [BACKGAMMON, WHEEL, POKER];

const CRASH_GAMES = Array.from({ length: 12 }, (_, i) =>
  game(100 + i, { slug: `crash-${i + 1}`, name: `Crash ${i + 1}`, section: 'crash-games', engine: 'crash', provider: { slug: 'skyward', name: 'Skyward' } }));

const SECTIONS = v.parse(SectionsResponseSchema, {
  sections: [
    { section: 'slots', title: 'Slots', games: 40, subcategories: [] },
    { section: 'crash-games', title: 'Crash games', games: 12, subcategories: [] },
    { section: 'tvgames', title: 'TV games', games: 3, subcategories: [] },
  ],
});

const pageOf = (items: Game[]) => v.parse(GamePageSchema, { items, total: items.length, page: 1, pages: 1 });

const rulesFor = (g: Game): RulesResponse =>
  v.parse(RulesResponseSchema, { gameId: g.id, engine: g.engine, rtp: g.rtp, minStake: g.minStake, maxStake: g.maxStake, funMode: g.funMode, rows: [{ label: 'Win', x100: 200 }] });

const chestPlay = (choice: number, revealed: number[]) =>
  v.parse(BonusGamePlaySchema, { route: 'chest-bonus', choice, revealed, points: revealed[choice], balance: 380, nextAt: TOMORROW });

const route = routesOf('casino');

/** The time as the pages write it (the page's language, the browser's time zone). */
const timeText = (ms: number) => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' }).format(ms);

describe('casino bonus games', () => {
  let host: HTMLElement;
  let root: Root;
  /** The test's own replies go in `service.replies`; the side calls (sections, favourites) have defaults. */
  let service: FakeService;
  let closeScreen: () => Promise<void>;
  let removeToken: () => void;

  const text = () => (host.textContent ?? '').replace(/\s+/g, ' ');
  const calls = (pathname: string, method?: string) => service.calls(pathname, method);
  const tiles = () => [...host.querySelectorAll<HTMLElement>('.kk-tile:not(.kk-tile--placeholder)')];
  const cards = () => [...host.querySelectorAll<HTMLElement>('.kk-bonus-card')];
  const card = (title: string) => cards().find((c) => c.querySelector('h3')?.textContent === title);
  const choices = () => [...host.querySelectorAll<HTMLButtonElement>('.kk-bonus-board button')];
  const choice = (label: string) => host.querySelector<HTMLButtonElement>(`.kk-bonus-board button[aria-label="${label}"]`);
  const board = () => host.querySelector<HTMLElement>('.kk-bonus-board');
  const result = () => host.querySelector<HTMLElement>('.kk-bonus-result');
  const alert = () => host.querySelector<HTMLElement>('[role="alert"]');
  const render = (node: React.ReactNode) => act(() => root.render(node));
  /** Lets pending calls and their renders finish, inside act (for checks that something did NOT happen). */
  const idle = () => act(async () => settle());

  const PLAY = '/web-api/promotions/bonus-games/chest-bonus/play';
  const LIST = '/web-api/promotions/bonus-games';
  const TV_LIST = '/web-api/casino/games';

  const defaults = (method: string, url: URL): Reply => {
    const path = url.pathname;
    if (method === 'GET' && path === '/web-api/casino/sections') return json(SECTIONS);
    if (method === 'GET' && path === '/web-api/casino/favourites') return json(v.parse(GameListSchema, { items: [] }));
    return json({ error: { message: `no stub for ${method} ${path}` } }, 404);
  };

  /** Replies with the bonus list of `who`, and the TV games for the tvgames section. */
  const listReplies = (who: 'guest' | 'player', played: readonly string[] = []): ReplyHandler => (method, url) => {
    if (method === 'GET' && url.pathname === LIST) return json(bonusList(who, played));
    if (method === 'GET' && url.pathname === TV_LIST && url.searchParams.get('section') === 'tvgames') return json(pageOf(TV_GAMES));
    return undefined;
  };

  beforeEach(async () => {
    ({ host, root, service, close: closeScreen } = await openScreen(defaults));
    sessionStorage.clear();
    removeToken = addBearerToken(TOKEN);
  });

  afterEach(async () => {
    await closeScreen();
    removeToken();
    sessionStorage.clear();
  });

  describe('games', () => {
    it('shows the six bonus games with their prizes and play links, and the TV games', async () => {
      service.replies = listReplies('guest');
      enterRoute(route('games'));
      render(<GamesPage />);
      equal(host.querySelector('h1')?.textContent, 'Games');
      ok(host.querySelector('[role="status"][aria-busy="true"]')?.textContent?.includes('Loading…'), 'the loading status');
      await until(() => cards().length === 6, 'the bonus games');
      equal(cards().map((c) => c.querySelector('h3')?.textContent).join(' | '), 'Wheel of Fortune | Treasure chests | Memory | The safe | Lottery | Dragon eggs');
      const fortuna = card('Wheel of Fortune');
      ok(fortuna?.textContent?.includes('Pick a sector of the wheel: club points are behind it.'), fortuna?.textContent ?? '');
      ok(fortuna?.textContent?.includes('Prizes: 5 to 100 points'), fortuna?.textContent ?? '');
      ok(card('Lottery')?.textContent?.includes('Prizes: 5 to 150 points'), card('Lottery')?.textContent ?? '');
      const play = fortuna?.querySelector('a');
      equal(play?.textContent, 'Play');
      equal(play?.getAttribute('href'), '/en/games/fortuna-bonus');
      equal(play?.getAttribute('aria-label'), 'Play: Wheel of Fortune');
      equal(card('Treasure chests')?.querySelector('a')?.getAttribute('href'), '/en/games/chest-bonus');
      ok(!text().includes('Available again'), 'a guest sees no times');

      const list = calls(LIST);
      equal(list.length, 1);
      equal(list[0]?.url.searchParams.get('lng'), 'en');
      equal(list[0]?.authorization, null, 'a guest sends no token');

      await until(() => tiles().length === 3, 'the TV games');
      const tv = calls(TV_LIST);
      equal(tv.length, 1);
      equal(tv[0]?.url.searchParams.get('section'), 'tvgames');
      equal(tv[0]?.url.searchParams.get('size'), '24');
      equal(host.querySelector('ul.kk-grid')?.getAttribute('aria-label'), 'TV games');
      equal(tiles().map((t) => t.querySelector('.kk-tile__name')?.textContent).join(' | '), 'Backgammon Live | Wheel of Luck | Poker Duel');
      equal(document.title, 'Games — Kickoff');
    });

    it('a player sees when a played game is open again; the list is asked with the token', async () => {
      service.replies = listReplies('player', ['memory-bonus']);
      enterRoute(route('games'));
      signIn(PLAYER);
      render(<GamesPage />);
      await until(() => cards().length === 6, 'the bonus games');
      const memory = card('Memory');
      ok(memory?.textContent?.includes(`Available again at ${timeText(TOMORROW)}`), memory?.textContent ?? '');
      equal(memory?.querySelector('a')?.getAttribute('href'), '/en/games/memory-bonus', 'the link stays');
      equal(cards().filter((c) => c.textContent?.includes('Available again at')).length, 1, 'only the played game');
      equal(calls(LIST)[0]?.authorization, `Bearer ${TOKEN}`);
    });

    it('a failed bonus list shows the alert, and "Try again" loads it again', async () => {
      let attempts = 0;
      service.replies = (method, url) => {
        if (url.pathname !== LIST) return listReplies('guest')(method, url);
        attempts += 1;
        return attempts === 1 ? json({ error: { message: 'Server error' } }, 500) : json(bonusList('guest'));
      };
      enterRoute(route('games'));
      render(<GamesPage />);
      await until(() => alert() !== null, 'the failure');
      ok(alert()?.textContent?.includes('This could not be loaded.'), alert()?.textContent ?? '');
      const retry = alert()?.querySelector('button');
      equal(retry?.textContent, 'Try again');
      equal(cards().length, 0);
      await until(() => tiles().length === 3, 'the TV games load all the same');

      act(() => retry?.click());
      await until(() => cards().length === 6, 'the bonus games after the retry');
      equal(attempts, 2);
      equal(alert(), null);
    });
  });

  describe('a bonus game', () => {
    it('asks a guest to sign in and shows no choices', async () => {
      service.replies = listReplies('guest');
      enterRoute(route('games-game', { gameRoute: 'chest-bonus' }));
      render(<BonusGamePage />);
      await until(() => host.querySelector('h1')?.textContent === 'Treasure chests', 'the game');
      ok(text().includes('Open one of three chests.'), text());
      ok(text().includes('Sign in to play and earn points.'), text());
      equal([...host.querySelectorAll('button')].filter((b) => b.textContent === 'Sign in').length, 1);
      equal(board(), null);
      equal(choices().length, 0);
      equal(host.querySelector('a')?.getAttribute('href'), '/en/games', 'back to all games');
      equal(document.title, 'Treasure chests — Kickoff');
      await idle();
      equal(service.seen.filter((c) => c.method === 'POST').length, 0);
    });

    it('signing in on the page asks for the list again with the token and shows the board', async () => {
      service.replies = (method, url) => {
        if (method === 'GET' && url.pathname === LIST) return json(bonusList(calls(LIST).length === 1 ? 'guest' : 'player', ['chest-bonus']));
        return undefined;
      };
      enterRoute(route('games-game', { gameRoute: 'chest-bonus' }));
      render(<BonusGamePage />);
      await until(() => text().includes('Sign in to play and earn points.'), 'the sign-in prompt');
      equal(calls(LIST)[0]?.authorization, null);
      signIn(PLAYER);
      await until(() => calls(LIST).length === 2 && choices().length === 3 && choices().every((b) => b.disabled), 'the player’s board');
      equal(calls(LIST)[1]?.authorization, `Bearer ${TOKEN}`);
      ok(text().includes(`Next try at ${timeText(TOMORROW)}`), text());
      ok(!text().includes('Sign in to play and earn points.'), 'the prompt is gone');
    });

    it('a player picks a chest: the POST with the choice and token, busy while pending, then every chest revealed', async () => {
      const play = pendingReply();
      service.replies = (method, url) => (method === 'POST' && url.pathname === PLAY ? play.promise : listReplies('player')(method, url));
      enterRoute(route('games-game', { gameRoute: 'chest-bonus' }));
      signIn(PLAYER);
      render(<BonusGamePage />);
      await until(() => choices().length === 3, 'the chests');
      equal(choices().map((b) => b.getAttribute('aria-label')).join(' | '), 'Choice 1 | Choice 2 | Choice 3');
      equal(choices().map((b) => b.textContent).join(' '), '1 2 3');
      ok(choices().every((b) => !b.disabled && b.getAttribute('aria-pressed') === 'false'), 'open and none pressed');
      equal(board()?.getAttribute('aria-busy'), 'false');
      ok(text().includes('Choose one'), text());
      equal(host.querySelector('[role="status"]:not(.kk-bonus-result)'), null, 'no "played today" for an open game');

      act(() => choice('Choice 2')?.click());
      equal(board()?.getAttribute('aria-busy'), 'true', 'busy while the play is sent');
      ok(choices().every((b) => b.disabled), 'the chests are disabled while pending');
      equal(result()?.textContent, 'Opening…');
      await until(() => calls(PLAY, 'POST').length === 1, 'the play');
      const sent = calls(PLAY, 'POST')[0];
      equal(JSON.stringify(sent?.body), '{"choice":1}');
      equal(sent?.authorization, `Bearer ${TOKEN}`);

      await act(async () => play.give(json(chestPlay(1, [60, 25, 10]))));
      await until(() => result()?.textContent === 'You got 25 points! Club points now: 380.', 'the result');
      equal(board()?.getAttribute('aria-busy'), 'false');
      equal(choices().map((b) => b.getAttribute('aria-label')).join(' | '), 'Choice 1: 60 points | Choice 2: 25 points | Choice 3: 10 points');
      equal(choices().map((b) => b.textContent).join(' '), '60 25 10');
      ok(choices().every((b) => b.hasAttribute('data-revealed')), 'every chest revealed');
      equal(choice('Choice 2: 25 points')?.getAttribute('aria-pressed'), 'true');
      equal(choices().filter((b) => b.getAttribute('aria-pressed') === 'true').length, 1);
      ok(choices().every((b) => b.disabled), 'no second play');
      equal(result()?.getAttribute('aria-live'), 'polite');
      equal(alert(), null);
      await idle();
      equal(calls(PLAY, 'POST').length, 1);
    });

    it('a double click sends one play', async () => {
      const play = pendingReply();
      service.replies = (method, url) => (method === 'POST' && url.pathname === PLAY ? play.promise : listReplies('player')(method, url));
      enterRoute(route('games-game', { gameRoute: 'chest-bonus' }));
      signIn(PLAYER);
      render(<BonusGamePage />);
      await until(() => choices().length === 3, 'the chests');
      const second = choice('Choice 2');
      // Both clicks land before React re-renders the disabled buttons.
      act(() => {
        second?.click();
        second?.click();
        choice('Choice 3')?.click();
      });
      await until(() => calls(PLAY, 'POST').length === 1, 'the play');
      await idle();
      equal(calls(PLAY, 'POST').length, 1, 'one request');
      await act(async () => play.give(json(chestPlay(1, [10, 25, 60]))));
      await until(() => choice('Choice 2: 25 points')?.getAttribute('aria-pressed') === 'true', 'the result');
      act(() => choice('Choice 1: 10 points')?.click());
      await idle();
      equal(calls(PLAY, 'POST').length, 1, 'still one request after the reveal');
    });

    it('a refused play (409) says the game was played today', async () => {
      service.replies = (method, url) =>
        method === 'POST' && url.pathname === PLAY
          ? jsonApiError(409, BonusGameErrorCodes.alreadyPlayed, 'You have played this game today: come back tomorrow')
          : listReplies('player')(method, url);
      enterRoute(route('games-game', { gameRoute: 'chest-bonus' }));
      signIn(PLAYER);
      render(<BonusGamePage />);
      await until(() => choices().length === 3, 'the chests');
      act(() => choice('Choice 1')?.click());
      await until(() => alert() !== null, 'the alert');
      ok(alert()?.textContent?.startsWith('You have played this game today. Next try at '), alert()?.textContent ?? '');
      equal(calls(PLAY, 'POST').length, 1);
      equal(JSON.stringify(calls(PLAY, 'POST')[0]?.body), '{"choice":0}');
      equal(result()?.textContent, '', 'no result');
      equal(board()?.getAttribute('aria-busy'), 'false');
      ok(choices().every((b) => !b.hasAttribute('data-revealed')), 'nothing revealed');
      ok(choices().every((b) => b.disabled), 'the board stays closed after the refusal');
      const midnight = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000);
      ok(alert()?.textContent?.includes(String(midnight.getDate())), 'the next try is the next UTC midnight');
    });

    it('a player who played today sees when to come back, and disabled choices', async () => {
      service.replies = listReplies('player', ['chest-bonus']);
      enterRoute(route('games-game', { gameRoute: 'chest-bonus' }));
      signIn(PLAYER);
      render(<BonusGamePage />);
      await until(() => choices().length === 3, 'the chests');
      const status = host.querySelector<HTMLElement>('[role="status"]:not(.kk-bonus-result)');
      equal(status?.textContent, `You have played this game today. Next try at ${timeText(TOMORROW)}.`);
      ok(choices().every((b) => b.disabled), 'the chests are disabled');
      act(() => choice('Choice 2')?.click());
      await idle();
      equal(calls(PLAY, 'POST').length, 0);
    });
  });

  describe('a TV game route', () => {
    it('games/backgammon opens the TV game of that kind', async () => {
      service.replies = (method, url) => {
        if (method === 'GET' && url.pathname === `/web-api/casino/games/${BACKGAMMON.id}`) return json(BACKGAMMON);
        if (method === 'GET' && url.pathname === `/web-api/casino/play/games/${BACKGAMMON.id}/rules`) return json(rulesFor(BACKGAMMON));
        return listReplies('guest')(method, url);
      };
      enterRoute(route('games-game', { gameRoute: 'backgammon' }));
      render(<BonusGamePage />);
      await until(() => host.querySelector('h1')?.textContent === 'Backgammon Live', 'the game page');
      const tv = calls(TV_LIST);
      equal(tv.length, 1);
      equal(tv[0]?.url.searchParams.get('section'), 'tvgames');
      equal(tv[0]?.url.searchParams.get('size'), '48');
      equal(calls(`/web-api/casino/games/${BACKGAMMON.id}`).length, 1);
      equal(calls(`/web-api/casino/play/games/${BACKGAMMON.id}/rules`).length, 1);
      equal(calls(`/web-api/casino/games/${WHEEL.id}`).length, 0);
      equal(calls(LIST).length, 0, 'no bonus list');
      ok(text().includes(BACKGAMMON.description), text());
      equal(document.title, 'Backgammon Live — Kickoff');
    });

    it('games/poker-poker finds the TV game by its kind without the poker- prefix', async () => {
      service.replies = (method, url) => {
        if (method === 'GET' && url.pathname === `/web-api/casino/games/${POKER.id}`) return json(POKER);
        if (method === 'GET' && url.pathname === `/web-api/casino/play/games/${POKER.id}/rules`) return json(rulesFor(POKER));
        return listReplies('guest')(method, url);
      };
      enterRoute(route('games-game', { gameRoute: 'poker-poker' }));
      render(<BonusGamePage />);
      await until(() => host.querySelector('h1')?.textContent === 'Poker Duel', 'the game page');
    });

    it('games/unknown-thing says there is no such game', async () => {
      service.replies = listReplies('guest');
      enterRoute(route('games-game', { gameRoute: 'unknown-thing' }));
      render(<BonusGamePage />);
      await until(() => host.querySelector('h1')?.textContent === 'There is no such game.', 'the message');
      equal(host.querySelector('a')?.getAttribute('href'), '/en/games');
      await idle();
      equal(calls(TV_LIST).length, 1);
      equal(service.seen.filter((c) => c.url.pathname.startsWith('/web-api/casino/games/')).length, 0, 'no game is loaded');
    });
  });

  describe('games landing', () => {
    it('games-landing/crash-games shows the section title, its 12 most popular games and a link to all', async () => {
      service.replies = (method, url) =>
        method === 'GET' && url.pathname === TV_LIST && url.searchParams.get('section') === 'crash-games' ? json(pageOf(CRASH_GAMES)) : undefined;
      enterRoute(route('games-landing', { landingRoute: 'crash-games' }));
      render(<GamesLandingPage />);
      await until(() => tiles().length === 12, 'the games');
      equal(host.querySelector('h1')?.textContent, 'Crash games');
      equal(host.querySelector('ul.kk-grid')?.getAttribute('aria-label'), 'Crash games');
      const games = calls(TV_LIST);
      equal(games.length, 1);
      equal(games[0]?.url.searchParams.get('section'), 'crash-games');
      equal(games[0]?.url.searchParams.get('sort'), 'popular');
      equal(games[0]?.url.searchParams.get('size'), '12');
      equal(games[0]?.url.searchParams.get('lng'), 'en');
      equal(calls('/web-api/casino/sections').length, 1);
      const all = [...host.querySelectorAll('a')].find((a) => a.textContent === 'All games of the section');
      equal(all?.getAttribute('href'), '/en/crash-games');
      equal(document.title, 'Crash games — Kickoff');
    });

    it('games-landing/nowhere says there is no such page and asks nothing', async () => {
      enterRoute(route('games-landing', { landingRoute: 'nowhere' }));
      render(<GamesLandingPage />);
      equal(host.querySelector('h1')?.textContent, 'There is no such games page.');
      equal(host.querySelector('a')?.getAttribute('href'), '/en/casino-lobby');
      await idle();
      equal(service.seen.length, 0);
    });
  });
});
