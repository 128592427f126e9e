// Casino benchmark (issue 13): the catalogue's typo-tolerant search and the game engines' rounds.
//
// Method: the casino catalogue service's tables (migration 720) on an in-memory SQLite database with
// its seed (328 games), and the catalogue as the server builds it (server/casino/catalogue.ts, through
// tsx's namespaced register with server/tsconfig.json). Search: after a warm-up, batches of queries
// cycling through names with one typo each ("Aviatr", "Bingo Balst", ...) and provider names, each
// batch timed and divided by its size; median and p95 of the batches (budget 2 ms a search, the
// server answers it between two rounds of I/O). Engines: 20 000 seeded rounds per engine through
// `start` (and for the card game one guess and a collect), ms per 1 000 rounds (budget 20 ms: a
// round's maths must cost less than a millisecond's tenth beside its database transaction).
//
//   node scripts/bench/casino.mjs     prints the rows on its own
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SEARCH_BUDGET_MS = 2;
export const ROUNDS_BUDGET_MS = 20;
const QUERIES = ['Aviatr', 'Bingo Balst', 'Rocke', 'golden pharoh', 'Ironclad', 'mega wys', 'Keno Expres', 'Lucky Lday', 'crash', 'Vulkan'];
const BATCH = 50;
const SAMPLES = 40;
const ROUNDS = 20_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function load(scoped, file) {
  return scoped.import(pathToFileURL(path.join(root, file)).href, import.meta.url);
}

/** Returns { search: { median, p95, hits }, engines: { slot, crash, wheel, keno, cards } (ms per 1 000 rounds) }. */
export async function runCasinoBench() {
  const scoped = register({ namespace: 'kickoff-casino-bench', tsconfig: path.join(root, 'server/tsconfig.json') });
  try {
    const { openDatabase } = await load(scoped, 'server/db/open.ts');
    const { runMigrations } = await load(scoped, 'server/db/migrate.ts');
    const { casinoMigrations } = await load(scoped, 'server/casino/migrations.ts');
    const { seedCasino } = await load(scoped, 'server/casino/seed/index.ts');
    const { createCasinoStore } = await load(scoped, 'server/casino/store.ts');
    const { createCatalogue } = await load(scoped, 'server/casino/catalogue.ts');
    const { ENGINES } = await load(scoped, 'server/casino-play/engines/index.ts');
    const { seededRng } = await load(scoped, 'server/casino-play/engines/rng.ts');

    const db = openDatabase(':memory:');
    runMigrations(db, casinoMigrations);
    seedCasino(db);
    const catalogue = createCatalogue(createCasinoStore(db));
    let hits = 0;
    for (let i = 0; i < 200; i++) hits += catalogue.query({ q: QUERIES[i % QUERIES.length] }, 'en').total;
    const samples = [];
    let next = 0;
    for (let s = 0; s < SAMPLES; s++) {
      const start = performance.now();
      for (let i = 0; i < BATCH; i++) hits += catalogue.query({ q: QUERIES[next++ % QUERIES.length] }, 'en').total;
      samples.push((performance.now() - start) / BATCH);
    }
    samples.sort((a, b) => a - b);
    db.close();

    const params = { slot: {}, crash: { targetX100: 200 }, wheel: {}, keno: { picks: [3, 11, 27, 42, 68] }, cards: {} };
    const engines = {};
    for (const [id, engine] of Object.entries(ENGINES)) {
      const rng = seededRng(2026);
      const start = performance.now();
      for (let i = 0; i < ROUNDS; i++) {
        const step = engine.start(100, params[id], rng);
        if (!step.done) {
          // The likelier side, except the guesses that cannot lose (higher on a 2, lower on an ace).
          const rank = step.state.cards.at(-1).rank;
          const moved = engine.act(step.state, rank === 2 || (rank > 8 && rank !== 14) ? 'lower' : 'higher', rng);
          if (!moved.done) engine.collect(moved.state);
        }
      }
      engines[id] = ((performance.now() - start) / ROUNDS) * 1000;
    }
    return { search: { median: percentile(samples, 50), p95: percentile(samples, 95), hits }, engines };
  } finally {
    await scoped.unregister();
  }
}

export function casinoRows(result) {
  return [
    ['casino search, one typo (median)', result.search.median, SEARCH_BUDGET_MS, 'ms'],
    ['casino search, one typo (p95)', result.search.p95, SEARCH_BUDGET_MS, 'ms'],
    ...Object.entries(result.engines).map(([id, ms]) => [`casino ${id} engine, 1 000 rounds`, ms, ROUNDS_BUDGET_MS, 'ms']),
  ];
}

export const casinoNote = (result) =>
  `casino: ${QUERIES.length} typo queries over the 328-game catalogue (${result.search.hits} hits in all); engines timed over ${ROUNDS} seeded rounds each`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runCasinoBench();
  for (const [name, value, budget, unit] of casinoRows(result)) console.log(`${name.padEnd(40)} ${value.toFixed(3).padStart(8)} ${unit}  budget ${budget} ${unit}`);
  console.log(casinoNote(result));
}
