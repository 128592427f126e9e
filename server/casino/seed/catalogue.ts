/**
 * The seeded casino catalogue: made-up providers and games for every casino section, generated from
 * word lists with a fixed PRNG so every server (and every test) has the same ids, names and flags.
 * A game's engine says which demo game it plays on (server/casino-play/engines); its RTP is the
 * engine's stated figure (ENGINE_RTP).
 */
import type { CasinoSection, Genre, Subcategory } from '@kickoff/casino-contracts/catalogue';
import { ENGINE_RTP, type GameEngine } from '../ports';

export interface SeedProvider {
  slug: string;
  name: string;
}

export interface SeedGame {
  id: number;
  slug: string;
  name: string;
  provider: string;
  section: CasinoSection;
  subcategories: Subcategory[];
  genre: Genre;
  engine: GameEngine;
  kind: string | null;
  tags: string[];
  isNew: boolean;
  isPopular: boolean;
  /** Integer minor units (RUB kopecks), or null. */
  jackpotMinor: number | null;
  minStake: number;
  maxStake: number;
  rtp: number;
  funMode: boolean;
  live: boolean;
  hue: number;
  /** Seeded popularity (plays before the server started counting). */
  basePlays: number;
  /** Days since the game was added (new games: under 30). */
  ageDays: number;
  description: { ru: string; en: string };
}

export const PROVIDERS: readonly SeedProvider[] = [
  { slug: 'northlight', name: 'Northlight Games' },
  { slug: 'red-panda', name: 'Red Panda Studio' },
  { slug: 'volta', name: 'Volta Gaming' },
  { slug: 'bluefin', name: 'Bluefin Play' },
  { slug: 'mirage', name: 'Mirage Interactive' },
  { slug: 'koala-reels', name: 'Koala Reels' },
  { slug: 'ironclad-live', name: 'Ironclad Live' },
  { slug: 'polar-bear', name: 'Polar Bear Gaming' },
  { slug: 'saffron', name: 'Saffron Studios' },
  { slug: 'quartz', name: 'Quartz Play' },
  { slug: 'tundra', name: 'Tundra Gaming' },
  { slug: 'emberline', name: 'Emberline' },
  { slug: 'kestrel-live', name: 'Kestrel Live' },
  { slug: 'lumen-labs', name: 'Lumen Labs' },
  { slug: 'pixel-fox', name: 'Pixel Fox' },
  { slug: 'vulkan', name: 'Vulkan Classics' },
  { slug: 'kickoff-originals', name: 'Kickoff Originals' },
];

const STUDIOS = PROVIDERS.filter((p) => !['vulkan', 'kickoff-originals', 'ironclad-live', 'kestrel-live'].includes(p.slug)).map((p) => p.slug);
const LIVE_STUDIOS = ['ironclad-live', 'kestrel-live'];

/** A small deterministic PRNG (mulberry32) for the generator only; play uses crypto randomness. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  'Golden', 'Wild', 'Lucky', 'Mighty', 'Frozen', 'Blazing', 'Silver', 'Royal', 'Hidden', 'Mystic', 'Thunder', 'Crystal',
  'Emerald', 'Midnight', 'Electric', 'Ancient', 'Jolly', 'Savage', 'Sunny', 'Velvet', 'Cosmic', 'Neon', 'Iron', 'Ruby',
];
const NOUNS = [
  'Pharaoh', 'Dragon', 'Buffalo', 'Fortune', 'Tiger', 'Treasure', 'Phoenix', 'Jungle', 'Viking', 'Pirate', 'Orchard', 'Comet',
  'Temple', 'Wolf', 'Samurai', 'Carnival', 'Harbour', 'Galaxy', 'Lotus', 'Cowboy', 'Kraken', 'Falcon', 'Oasis', 'Volcano',
];
const SLOT_SUFFIXES = ['', '', ' Deluxe', ' Megaways', ' Hold & Win', ' Book', ' 7s', ' Fruits', ' Classic'];

interface SectionPlan {
  section: CasinoSection;
  count: number;
  engine: GameEngine | ((i: number) => GameEngine);
  genre: Genre | ((i: number) => Genre);
  names?: readonly string[];
  providers?: readonly string[];
  stakes: [number, number];
  live?: boolean;
  subcategories?: (i: number, name: string) => Subcategory[];
  kinds?: readonly string[];
  describe: { ru: string; en: string };
}

const LIVE_NAMES = [
  'Speed Roulette', 'Lightning Roulette Arena', 'Immersive Roulette', 'Auto Roulette', 'Double Ball Roulette', 'VIP Roulette',
  'Blackjack Classic', 'Blackjack Party', 'Infinite Blackjack', 'Speed Blackjack', 'Blackjack VIP', 'Free Bet Blackjack',
  'Baccarat Squeeze', 'Speed Baccarat', 'No Commission Baccarat', 'Lightning Baccarat', 'Dragon Tiger', 'Baccarat Control',
  "Casino Hold'em", 'Three Card Poker', 'Texas Hold’em Bonus', 'Ultimate Texas', 'Side Bet City', 'Caribbean Stud',
  'Dream Wheel', 'Monopoly Streets', 'Crazy Coin Flip', 'Deal or Keep', 'Mega Ball Show', 'Funky Time',
];
const LIVE_SUB: readonly Subcategory[] = ['roulette', 'roulette', 'roulette', 'roulette', 'roulette', 'roulette', 'blackjack', 'blackjack', 'blackjack', 'blackjack', 'blackjack', 'blackjack', 'baccarat', 'baccarat', 'baccarat', 'baccarat', 'baccarat', 'baccarat', 'poker', 'poker', 'poker', 'poker', 'poker', 'poker', 'game-shows', 'game-shows', 'game-shows', 'game-shows', 'game-shows', 'game-shows'];

const TV_KINDS = ['backgammon', 'wheel', 'poker', '21', 'battle', '5of36', '7of42', 'guess-card', 'keno', 'lucky6', 'mega6', 'spin2wheels', 'andar-bahar'] as const;
const TV_NAMES: Readonly<Record<(typeof TV_KINDS)[number], string>> = {
  backgammon: 'Backgammon TV', wheel: 'Wheel of Fortune TV', poker: 'Poker TV', '21': '21 TV', battle: 'War of Bets',
  '5of36': '5 of 36', '7of42': '7 of 42', 'guess-card': 'Guess the Card', keno: 'Keno TV', lucky6: 'Lucky 6', mega6: 'Mega 6',
  spin2wheels: 'Spin 2 Wheels', 'andar-bahar': 'Andar Bahar TV',
};
/** The demo engine nearest to a TV-game kind. */
const TV_ENGINE: Readonly<Record<(typeof TV_KINDS)[number], GameEngine>> = {
  backgammon: 'cards', wheel: 'wheel', poker: 'cards', '21': 'cards', battle: 'cards', '5of36': 'keno', '7of42': 'keno',
  'guess-card': 'cards', keno: 'keno', lucky6: 'keno', mega6: 'keno', spin2wheels: 'wheel', 'andar-bahar': 'cards',
};

const VIRTUAL_NAMES = ['Virtual Football League', 'Virtual Horse Racing', 'Virtual Greyhounds', 'Virtual Tennis', 'Virtual Basketball', 'Virtual Speedway', 'Virtual Cycling', 'Virtual Darts', 'Virtual Boxing', 'Virtual Penalty Shootout'];
const POKER_NAMES = ["Texas Hold'em Room", 'Omaha Room', 'Jacks or Better', 'Deuces Wild Poker', 'Joker Poker', 'Oasis Poker', 'Russian Poker', 'Red Dog'];
const CRASH_NAMES = ['Aviator Sky', 'Rocket Rush', 'JetX Climb', 'Balloon Pop', 'Space Crash', 'Moon Launch', 'Turbo Crash', 'Zeppelin Rise', 'High Flyer', 'Crash Kart'];
const CARD_NAMES = ['Hi-Lo Classic', 'Red or Black', 'Blackjack Solo', 'Baccarat Solo', 'War of Cards', 'Teen Patti', 'Casino War', 'Andar Bahar Solo', 'Pontoon', 'Spanish 21', 'Pai Gow Solo', 'Three Card Rummy', 'Higher Lower', 'Card Clash', 'Royal Hi-Lo'];
const ASIAN_NAMES = ['Sic Bo Dragon', 'Fan Tan', 'Mahjong Ways', 'Dragon Tiger Solo', 'Pai Gow Tiles', 'Lucky Koi', 'Jade Emperor', 'Fortune Ox', 'Golden Lotus Hi-Lo', 'Red Lantern'];
const SKILL_NAMES = ['Mines Master', 'Plinko Drop', 'Tower Climb', 'Goal Keeper', 'Hi-Lo Skill', 'Card Memory', 'Penalty Pro', 'Dice Duel'];
const FISH_NAMES = ['Ocean King', 'Fishing Frenzy', 'Deep Sea Hunter', 'Big Bass Catch', 'Golden Fisher', 'Shark Hunt', 'Reef Raiders', 'Jungle Hunter'];
const SCRATCH_NAMES = ['Scratch Gold', 'Lucky Scratch', 'Diamond Scratch', 'Scratch Kings', 'Cash Scratch', 'Fruit Scratch', 'Scratch Safari', 'Star Scratch', 'Scratch Royale', 'Mega Scratch', 'Scratch Dragon', 'Winter Scratch'];
const KENO_NAMES = ['Keno Classic', 'Keno Express', 'Power Keno', 'Keno 80', 'Lucky Keno', 'Keno Turbo', 'Cosmic Keno', 'Keno Deluxe'];
const BINGO_NAMES = ['Bingo 75', 'Bingo 90', 'Speed Bingo', 'Bingo Bonanza', 'Lucky Bingo', 'Bingo Blast', 'Bingo Stars', 'Party Bingo'];
const FAST_NAMES = ['Dice Rush', 'Coin Flip', 'Double Dice', 'Limbo', 'Hot Dice', 'Wheel Spin', 'Number Hunt', 'Quick Roll', 'Lucky Dice', 'Spin & Win', 'Triple Dice', 'Flash Wheel'];
const FAST_BET_NAMES = ['Fast Bet Wheel', 'Fast Bet Dice', 'Fast Bet Colours', 'Fast Bet Numbers', 'Fast Bet Cards', 'Fast Bet Crash'];
const VULKAN_NAMES = ['Crazy Monkey', 'Fruit Cocktail', 'Resident Vault', 'Island Treasure', 'Sweet Life', 'Lucky Haunter', 'Garage Bonus', 'Keks Bakery', 'Rock Climber', 'Gnome Mine', 'Pirate Gold', 'Lucky Lady'];
const BRAND_NAMES = ['Kickoff Goal Rush', 'Kickoff Penalty Wheel', 'Kickoff Keno', 'Kickoff Crash', 'Kickoff Hi-Lo', 'Kickoff Fruits'];

const alternate = (...xs: readonly GameEngine[]) => (i: number): GameEngine => xs[i % xs.length] ?? 'slot';

const PLANS: readonly SectionPlan[] = [
  {
    section: 'slots', count: 152, engine: 'slot', genre: 'slots', stakes: [1, 5000],
    subcategories: (i, name) => [
      ...(name.includes('Megaways') ? (['megaways'] as const) : []),
      ...(name.includes('Fruits') || name.includes('7s') ? (['fruits'] as const) : []),
      ...(name.includes('Book') ? (['books'] as const) : []),
      ...(name.includes('Classic') || i % 11 === 0 ? (['classic'] as const) : []),
    ],
    describe: { ru: 'Видеослот на 5 барабанах и 10 линиях.', en: 'A 5-reel video slot with 10 paylines.' },
  },
  {
    section: 'live-casino', count: LIVE_NAMES.length, names: LIVE_NAMES, providers: LIVE_STUDIOS, live: true, stakes: [10, 50000],
    engine: (i) => ((LIVE_SUB[i] === 'roulette' || LIVE_SUB[i] === 'game-shows') ? 'wheel' : 'cards'),
    genre: (i) => ((LIVE_SUB[i] === 'roulette' || LIVE_SUB[i] === 'game-shows') ? 'other' : 'cards'),
    subcategories: (i) => [LIVE_SUB[i] ?? 'roulette'],
    describe: { ru: 'Стол с живым дилером: раунды идут по расписанию стола.', en: 'A live-dealer table: rounds follow the table’s schedule.' },
  },
  { section: 'crash-games', count: CRASH_NAMES.length, names: CRASH_NAMES, engine: 'crash', genre: 'ladder', stakes: [1, 10000], describe: { ru: 'Множитель растёт, пока не упадёт: заберите выигрыш вовремя.', en: 'The multiplier climbs until it crashes: cash out in time.' } },
  { section: 'fast-games', count: FAST_NAMES.length, names: FAST_NAMES, engine: alternate('wheel', 'crash'), genre: 'dice', stakes: [1, 10000], describe: { ru: 'Быстрая игра: раунд за секунду.', en: 'A fast game: a round in a second.' } },
  { section: 'fast-bet', count: FAST_BET_NAMES.length, names: FAST_BET_NAMES, engine: alternate('wheel', 'wheel', 'wheel', 'keno', 'cards', 'crash'), genre: 'other', stakes: [1, 10000], describe: { ru: 'Ставка в один клик.', en: 'A one-click bet.' } },
  { section: 'card-games', count: CARD_NAMES.length, names: CARD_NAMES, engine: 'cards', genre: 'cards', stakes: [1, 20000], describe: { ru: 'Карточная игра: угадайте, какой будет следующая карта.', en: 'A card game: guess what the next card will be.' } },
  { section: 'asian-games', count: ASIAN_NAMES.length, names: ASIAN_NAMES, engine: alternate('cards', 'wheel', 'slot'), genre: (i) => (i % 3 === 0 ? 'cards' : i % 3 === 1 ? 'dice' : 'slots'), stakes: [1, 10000], describe: { ru: 'Игра по мотивам азиатских классических игр.', en: 'A game after Asian classics.' } },
  { section: 'skill-games', count: SKILL_NAMES.length, names: SKILL_NAMES, engine: alternate('cards', 'crash'), genre: 'other', stakes: [1, 5000], describe: { ru: 'Решения за вами: когда остановиться — выбираете вы.', en: 'Your decisions: you choose when to stop.' } },
  { section: 'fishinghunting', count: FISH_NAMES.length, names: FISH_NAMES, engine: 'slot', genre: 'other', stakes: [1, 5000], describe: { ru: 'Охота и рыбалка: ловите крупную добычу.', en: 'Hunting and fishing: land the big catch.' } },
  { section: 'scratchcards', count: SCRATCH_NAMES.length, names: SCRATCH_NAMES, engine: 'wheel', genre: 'lotteries', stakes: [1, 1000], describe: { ru: 'Моментальная лотерея: сотрите и узнайте выигрыш.', en: 'An instant lottery: scratch to see your win.' } },
  { section: 'keno', count: KENO_NAMES.length, names: KENO_NAMES, engine: 'keno', genre: 'lotteries', stakes: [1, 5000], describe: { ru: 'Кено: выберите до 10 чисел из 80, выпадает 20.', en: 'Keno: pick up to 10 numbers of 80; 20 are drawn.' } },
  { section: 'bingo', count: BINGO_NAMES.length, names: BINGO_NAMES, engine: 'keno', genre: 'lotteries', stakes: [1, 5000], describe: { ru: 'Бинго: отметьте числа и ждите тиража.', en: 'Bingo: mark your numbers and wait for the draw.' } },
  {
    section: 'tvgames', count: TV_KINDS.length, names: TV_KINDS.map((k) => TV_NAMES[k]), kinds: TV_KINDS, engine: (i) => TV_ENGINE[TV_KINDS[i] ?? 'wheel'],
    genre: (i) => (TV_ENGINE[TV_KINDS[i] ?? 'wheel'] === 'keno' ? 'lotteries' : TV_ENGINE[TV_KINDS[i] ?? 'wheel'] === 'cards' ? 'cards' : 'other'),
    providers: ['kickoff-originals'], stakes: [10, 20000], describe: { ru: 'ТВ-игра: тиражи в прямом эфире.', en: 'A TV game: draws broadcast live.' },
  },
  { section: 'virtualsports', count: VIRTUAL_NAMES.length, names: VIRTUAL_NAMES, engine: 'wheel', genre: 'other', stakes: [10, 20000], describe: { ru: 'Виртуальный спорт: матчи каждые несколько минут.', en: 'Virtual sports: a match every few minutes.' } },
  { section: 'poker', count: POKER_NAMES.length, names: POKER_NAMES, engine: 'cards', genre: 'cards', stakes: [10, 20000], describe: { ru: 'Покер против казино.', en: 'Poker against the house.' } },
  { section: 'slots-vulkan', count: VULKAN_NAMES.length, names: VULKAN_NAMES, providers: ['vulkan'], engine: 'slot', genre: 'slots', stakes: [1, 3000], describe: { ru: 'Классический слот коллекции Vulkan.', en: 'A classic slot of the Vulkan collection.' } },
  { section: 'casino-brand', count: BRAND_NAMES.length, names: BRAND_NAMES, providers: ['kickoff-originals'], engine: alternate('slot', 'wheel', 'keno', 'crash', 'cards', 'slot'), genre: (i) => (['slots', 'dice', 'lotteries', 'ladder', 'cards', 'slots'] as const)[i] ?? 'other', stakes: [1, 10000], describe: { ru: 'Собственная игра Kickoff.', en: 'A Kickoff original.' } },
];

export const slugOf = (name: string): string =>
  name.toLowerCase().replace(/&/g, 'and').replace(/[’']/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48);

const pick = <T>(xs: readonly T[], r: number): T => {
  const x = xs[Math.floor(r * xs.length)];
  if (x === undefined) throw new RangeError('empty list');
  return x;
};

/** The whole catalogue, ids from 1001 in section order. */
export function generateCatalogue(): SeedGame[] {
  const rand = prng(20261127);
  const games: SeedGame[] = [];
  const usedNames = new Set<string>();
  let id = 1000;
  for (const plan of PLANS) {
    for (let i = 0; i < plan.count; i++) {
      let name = plan.names?.[i];
      while (!name || (!plan.names && usedNames.has(name))) name = `${pick(ADJECTIVES, rand())} ${pick(NOUNS, rand())}${pick(SLOT_SUFFIXES, rand())}`;
      usedNames.add(name);
      const engine = typeof plan.engine === 'function' ? plan.engine(i) : plan.engine;
      const genre = typeof plan.genre === 'function' ? plan.genre(i) : plan.genre;
      const provider = plan.providers ? pick(plan.providers, rand()) : pick(STUDIOS, rand());
      const ageDays = Math.floor(rand() * 720);
      const isNew = ageDays < 30 || (plan.section === 'slots' && i % 9 === 4);
      const basePlays = Math.floor(rand() ** 3 * 50_000);
      const isPopular = basePlays > 20_000;
      const jackpotMinor = plan.section === 'slots' && i % 8 === 3 ? (100_000 + Math.floor(rand() * 9_900_000)) * 100 : null;
      const subcategories: Subcategory[] = plan.subcategories ? plan.subcategories(i, name) : [];
      if (plan.section === 'slots') {
        if (isNew) subcategories.unshift('new');
        if (isPopular) subcategories.push('popular');
        if (jackpotMinor !== null) subcategories.push('jackpots');
      }
      const kind = plan.kinds?.[i] ?? null;
      const tags = [plan.section, engine, genre, ...subcategories, ...(kind ? [kind] : [])].filter((t, n, all) => all.indexOf(t) === n);
      games.push({
        id: ++id,
        slug: slugOf(name),
        name,
        provider,
        section: plan.section,
        subcategories,
        genre,
        engine,
        kind,
        tags,
        isNew,
        isPopular,
        jackpotMinor,
        minStake: plan.stakes[0],
        maxStake: plan.stakes[1],
        rtp: ENGINE_RTP[engine],
        funMode: !plan.live,
        live: plan.live === true,
        hue: Math.floor(rand() * 360),
        basePlays,
        ageDays: isNew ? Math.min(ageDays, 29) : Math.max(ageDays, 30),
        description: plan.describe,
      });
    }
  }
  return games;
}
