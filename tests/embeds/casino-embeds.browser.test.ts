/**
 * `<kickoff-game-tile>` and `<kickoff-game-rail>` with the casino module's real parcels (a fake
 * SystemJS, a stubbed casino service): the casino's tiles in the shadow root, the rail's section and
 * size asked of the catalogue, an unknown game said inline, links that open the game on the Kickoff
 * site (absolute on a page of another origin), and the element's copy of the catalogue sections.
 */
import * as v from 'valibot';
import * as casino from '../../apps/casino/src/index';
import { CASINO_SECTIONS as CONTRACT_SECTIONS, CasinoSectionSchema, GamePageSchema, GameSchema, MAX_PAGE_SIZE, type Game } from '../../apps/casino/src/contracts/catalogue';
import { CASINO_SECTIONS, GAME_RAIL_MAX } from '../../embeds/src/elements/game-rail';
import '../../embeds/src/index';
import { embedFrom } from '../../platform/src/env/env';
import { addElement, shadowOf } from '../support/elements';
import { openEmbedPage } from '../support/embed-page';
import { json } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { equal, ok } from '../support/assert';

function game(id: number, over: Partial<Game> = {}): Game {
  return v.parse(GameSchema, {
    id, slug: `game-${id}`, name: `Game ${id}`, provider: { slug: 'skyward', name: 'Skyward' }, section: 'crash-games', subcategories: [],
    genre: 'other', engine: 'crash', tags: [], isNew: false, isPopular: true, jackpot: null, minStake: 0.1, maxStake: 100,
    rtp: 0.96, funMode: true, live: false, hue: (id * 37) % 360, description: `The description of game ${id}.`, ...over,
  });
}
const GAMES = [game(1, { name: 'Aviatrix', slug: 'aviatrix', isNew: true }), game(2), game(3), game(4, { live: true, section: 'live-casino', slug: 'roulette' })];

const tiles = (element: Element) => [...shadowOf(element).querySelectorAll<HTMLElement>('.kk-tile:not(.kk-tile--placeholder)')];
const links = (element: Element) => tiles(element).map((t) => t.querySelector('a')?.getAttribute('href'));

describe('casino embeds with the real parcels', () => {
  let closePage: () => Promise<void>;
  let seen: URL[];

  /** The casino service: a game by id, a section's games. */
  const casinoService = (url: URL): Response => {
    seen.push(url);
    const path = url.pathname.replace(/^.*\/web-api\//, '');
    const byId = /^casino\/games\/(\d+)$/.exec(path);
    if (byId) {
      const found = GAMES.find((g) => g.id === Number(byId[1]));
      return found ? json(found) : json({ code: 'casino_not_found', message: 'No such game' }, 404);
    }
    if (path === 'casino/games') {
      const items = GAMES.filter((g) => g.section === url.searchParams.get('section')).slice(0, Number(url.searchParams.get('size') ?? 24));
      return json(v.parse(GamePageSchema, { items, total: items.length, page: 1, pages: 1 }));
    }
    return json({ code: 'not_found', message: `no stub for ${path}` }, 404);
  };

  beforeEach(async () => {
    seen = [];
    closePage = await openEmbedPage({ modules: { '@kickoff/casino': casino }, elements: 'kickoff-game-tile, kickoff-game-rail', network: casinoService });
  });

  afterEach(() => closePage());

  it("the element's catalogue sections are the casino contract's", () => {
    equal(JSON.stringify(CASINO_SECTIONS), JSON.stringify(CONTRACT_SECTIONS));
    equal(JSON.stringify(CasinoSectionSchema.options), JSON.stringify(CASINO_SECTIONS));
    equal(GAME_RAIL_MAX, MAX_PAGE_SIZE);
  });

  it('<kickoff-game-tile> shows the casino tile of the game, linking to its page', async () => {
    const element = await addElement('kickoff-game-tile', { 'game-id': '1' });
    await waitFor(() => tiles(element).length === 1, 'the tile');
    const tile = tiles(element)[0] as HTMLElement;
    equal(tile.querySelector('.kk-tile__name')?.textContent, 'Aviatrix');
    equal(tile.querySelector('.kk-tile__provider')?.textContent, 'Skyward');
    ok(tile.textContent?.includes('New'), 'the badges');
    equal(links(element)[0], '/en/slots/game/1/aviatrix', "on Kickoff's own pages a site path");
    ok(getComputedStyle(tile).minHeight === '150px', "the casino's sheet is adopted by the shadow root");

    element.setAttribute('game-id', '4');
    await waitFor(() => tiles(element)[0]?.querySelector('.kk-tile__name')?.textContent === 'Game 4', 'the other game');
    equal(links(element)[0], '/en/live-casino/game/4/roulette', 'a live table links under live-casino');
  });

  it('<kickoff-game-tile> says so inline for an unknown game', async () => {
    const element = await addElement('kickoff-game-tile', { 'game-id': '999' });
    await waitFor(() => shadowOf(element).querySelector('.kk-casino__empty')?.textContent === 'There is no such game.', 'not found');
    equal(tiles(element).length, 0);
  });

  it('<kickoff-game-rail> asks the catalogue for the section and limit and shows the tiles', async () => {
    const element = await addElement('kickoff-game-rail', { category: 'crash-games', limit: '2' });
    await waitFor(() => tiles(element).length === 2, 'two tiles');
    const call = seen.find((u) => u.pathname.endsWith('/casino/games'));
    equal(call?.searchParams.get('section'), 'crash-games');
    equal(call?.searchParams.get('size'), '2');
    equal(tiles(element).map((t) => t.querySelector('.kk-tile__name')?.textContent).join(','), 'Aviatrix,Game 2');
    element.setAttribute('limit', '3');
    await waitFor(() => tiles(element).length === 3, 'three tiles after the update');
  });

  it("<kickoff-game-rail>'s parcel checks the category with the contract too (a stale element)", async () => {
    const host = document.body.appendChild(document.createElement('div'));
    try {
      const parcel = casino.gameRailParcel as unknown as { bootstrap(p: object): Promise<void>; mount(p: object): Promise<void>; unmount(p: object): Promise<void> };
      const props = { name: 'rail-test', domElement: host, category: 'crash', limit: 3 };
      await parcel.bootstrap(props);
      await parcel.mount(props);
      await waitFor(() => host.querySelector('[role="alert"]') !== null, 'the inline message');
      ok(host.textContent?.startsWith('category must be one of: slots, live-casino'));
      await parcel.unmount(props);
    } finally {
      host.remove();
    }
  });

  it('on a page of another origin the tiles link to the game on the Kickoff site', async () => {
    embedFrom('https://kickoff.example/embeds/index-ABC.js');
    const rail = await addElement('kickoff-game-rail', { category: 'crash-games', limit: '3' });
    await waitFor(() => tiles(rail).length === 3, 'the tiles');
    await waitFor(() => links(rail)[0] === 'https://kickoff.example/en/slots/game/1/aviatrix', 'absolute links');
    ok(links(rail).every((href) => href?.startsWith('https://kickoff.example/en/slots/game/')), links(rail).join(' '));
    ok(seen.every((u) => u.origin === 'https://kickoff.example'), 'the casino service is asked on the Kickoff origin');

    const tile = await addElement('kickoff-game-tile', { 'game-id': '2' });
    await waitFor(() => links(tile)[0] === 'https://kickoff.example/en/slots/game/2/game-2', 'the tile links to the site');
    tile.setAttribute('game-id', '3');
    await waitFor(() => links(tile)[0] === 'https://kickoff.example/en/slots/game/3/game-3', 'still absolute after a re-render');
  });
});
