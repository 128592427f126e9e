// Placing benchmark (issue 10 part 3, issue 23 item 9): coupons placed over HTTP by 50 concurrent players
// against the reference server, then the books checked (Σ ledger = balance for every account); and what
// the book's checks cost, against a plain single-only path under the same load.
//
// Method: the server (server/app.ts through tsx's namespaced register, tsconfig server/tsconfig.json)
// is built on a temporary SQLite file with the demo switch on, the feed simulator stopped (odds hold
// still) and the anonymous-write limit raised so 50 sign-ins from one address pass; it listens on
// 127.0.0.1. 50 players like the demo player (one password hash, a 1 000 000 RUB 'seed' ledger row
// each) are written directly, then each signs in (fingerprint, login, token). Measured part: every
// player places up to COUPONS_PER_PLAYER singles of 10 RUB one after another over its own keep-alive
// connection (node:http Agent, one socket), each with its own Idempotency-Key and a different open odd, all players at
// once, after a warm-up coupon each; a round stops early at DEADLINE_MS. Throughput = accepted coupons / wall time; latency per
// request from send to the parsed answer (p50, p99).
//
// Two paths, the same load: `checked` is the real `coupon/place` (the same-game rule, the coupon shape and
// stake limits, the liability cap, the stake guard); `plain` is scripts/bench/plain-placing.ts, a
// single-only route that does the same money work (key replay, account, odd, coupon row, ledger row, the
// same reply) without those checks, registered as a development tool plugin. The rounds alternate
// (checked, plain, checked, plain, …: ROUNDS each) so a noisy neighbour hits both. A WAL checkpoint or a
// GC pause lands in one round of one path and moves a pooled p99 by 20-40 %, so the row compares the
// median of each path's per-round p99s (budget 1.2×); the pooled p99, p50 and throughput ratios are
// printed beside it.
// Then `ledgerBalances(db)` must be empty and every accepted coupon must have exactly one 'bet_stake' row.
//
//   node scripts/bench/placing.mjs     prints the rows on its own
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PLAYERS = 50;
export const COUPONS_PER_PLAYER = 20;
export const DEADLINE_MS = 30_000;
/** Measured rounds per path (alternating). */
export const ROUNDS = 5;
/** The checks may cost at most this much in p99 (checked / plain). */
export const CHECKS_P99_BUDGET = 1.2;
/** Budgets: p99 latency of one placing request, and wall time per accepted coupon (5 ms = 200 coupons/s). */
export const P99_BUDGET_MS = 250;
export const PER_COUPON_BUDGET_MS = 5;
const PASSWORD = 'Bench-2026!';
const FIRST_ID = 30_000_001;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function load(scoped, file) {
  return scoped.import(pathToFileURL(path.join(root, file)).href, import.meta.url);
}

/** Writes the players (user, credentials, a RUB main account credited through the ledger). */
function createPlayers(mods, db) {
  const { createIdentityStores } = mods.identityStores;
  const { createWalletStores } = mods.walletStores;
  const identity = createIdentityStores(db);
  const wallet = createWalletStores(db);
  const hash = mods.password.hashPasswordSync(PASSWORD);
  const template = mods.demoUsers.demoUsers[0].user;
  const now = Date.now();
  const players = [];
  db.transaction(() => {
    for (let i = 0; i < PLAYERS; i++) {
      const id = FIRST_ID + i;
      const email = `bench${i}@kickoff.test`;
      identity.users.insert({ ...template, id, email, phone_number: String(9100000000 + i), name: `Bench${i}` });
      identity.credentials.set(id, hash, now);
      const accountId = wallet.accounts.open({ userId: id, type: 0, currencyId: template.currency_id ?? 1, createdAt: now, visibleAt: now });
      identity.users.setActiveAccount(id, accountId);
      wallet.ledger.post([{ accountId, amountMinor: 100_000_000, reason: 'seed', reference: 'placing bench', idempotencyKey: `bench-seed:${accountId}`, createdAt: now }]);
      // Each player keeps one connection open (keep-alive, one request at a time), like one browser tab.
      players.push({ id, email, accountId, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) });
    }
  }).immediate();
  return players;
}

async function signIn(base, player) {
  const fp = await fetch(`${base}/web-api/fingerprint`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ componentsData: `bench-${player.id}` }) });
  const fingerprint = (await fp.json()).token;
  const login = await fetch(`${base}/web-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hd': fingerprint },
    body: JSON.stringify({ uLogin: player.email, uPassword: PASSWORD, save: false, componentsData: 'bench' }),
  });
  if (login.status !== 200) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = await fetch(`${base}/web-api/user/gettoken?force_refresh=true`, { headers: { cookie, 'x-hd': fingerprint } });
  return (await token.json()).data.token;
}

const PATHS = { checked: '/web-api/coupon/place', plain: '/web-api/bench/place-plain' };

/** Places a 10 RUB single on `odd` (any coefficient change accepted) over the player's own keep-alive connection, by `route` (a PATHS key); returns the status. */
function place(base, token, player, odd, n, route = 'checked') {
  const body = JSON.stringify({ accountId: player.accountId, amount: 10, typeId: 0, changeCoefAction: 1, bets: [{ market: { id: odd.id, coef: odd.coef, gameId: odd.game_id } }] });
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${PATHS[route]}`, {
      method: 'POST',
      agent: player.agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}`, 'idempotency-key': `bench-${route}-${player.id}-${n}` },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs the benchmark: the checked path's { accepted, rejected, statuses, wallMs, throughput, p50, p99 }, the same for `plain`, mismatches, stakeRowsOk. */
export async function runPlacingBench() {
  const scoped = register({ namespace: 'kickoff-placing-bench', tsconfig: path.join(root, 'server/tsconfig.json') });
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-placing-'));
  let app;
  try {
    const mods = {
      app: await load(scoped, 'server/app.ts'),
      open: await load(scoped, 'server/db/open.ts'),
      identityStores: await load(scoped, 'server/identity/store/index.ts'),
      walletStores: await load(scoped, 'server/wallet/store/index.ts'),
      password: await load(scoped, 'server/identity/password.ts'),
      demoUsers: await load(scoped, 'server/identity/demo-users.ts'),
      plainPlacing: await load(scoped, 'scripts/bench/plain-placing.ts'),
    };
    const distDir = path.join(dir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><!--kickoff-env--></head><body></body></html>');
    writeFileSync(path.join(distDir, 'importmap.json'), '{"imports":{}}');
    const dbFile = path.join(dir, 'kickoff.db');
    app = await mods.app.buildApp({
      dbFile,
      distDir,
      production: false,
      testApi: true,
      feed: { autoStart: false },
      security: { anonymousWrites: { max: 100_000 } },
      toolPlugins: [mods.plainPlacing.plainPlacingPlugin],
    });
    const db = mods.open.openDatabase(dbFile);
    try {
      const players = createPlayers(mods, db);
      const odds = db
        .prepare(`SELECT o.id, o.coef, g.id AS game_id FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id
                   WHERE o.is_blocked = 0 AND m.is_blocked = 0 AND g.status != 4 ORDER BY o.id`)
        .all();
      if (odds.length === 0) throw new Error('no open odds');
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const tokens = [];
      for (const player of players) tokens.push(await signIn(address, player));

      // Warm-up (not measured): one coupon per player, all at once (JIT, statement caches, connections).
      await Promise.all(players.map((player, p) => place(address, tokens[p], player, odds[p % odds.length], 'warm')));

      // One round: every player places its coupons by `route` at once; latencies and statuses are added to `into`.
      let round = 0;
      const runRound = async (route, into) => {
        round += 1;
        const start = performance.now();
        const deadline = start + DEADLINE_MS;
        const first = into.latencies.length;
        await Promise.all(
          players.map(async (player, p) => {
            for (let n = 0; n < COUPONS_PER_PLAYER && performance.now() < deadline; n++) {
              const odd = odds[(p * COUPONS_PER_PLAYER + n + round * 7) % odds.length];
              const t0 = performance.now();
              const status = await place(address, tokens[p], player, odd, `${round}-${n}`, route);
              into.latencies.push(performance.now() - t0);
              into.statuses.set(status, (into.statuses.get(status) ?? 0) + 1);
            }
          }),
        );
        into.wallMs += performance.now() - start;
        into.roundP99.push(percentile(into.latencies.slice(first).sort((a, b) => a - b), 99));
      };
      const measured = { checked: { latencies: [], statuses: new Map(), wallMs: 0, roundP99: [] }, plain: { latencies: [], statuses: new Map(), wallMs: 0, roundP99: [] } };
      // Warm-up of the baseline too, then a whole unmeasured round of each path (the JIT settles on
      // both before anything counts).
      await Promise.all(players.map((player, p) => place(address, tokens[p], player, odds[(p + 1) % odds.length], 'warm', 'plain')));
      const warmRounds = { checked: { latencies: [], statuses: new Map(), wallMs: 0, roundP99: [] }, plain: { latencies: [], statuses: new Map(), wallMs: 0, roundP99: [] } };
      await runRound('checked', warmRounds.checked);
      await runRound('plain', warmRounds.plain);
      for (let r = 0; r < ROUNDS; r++) {
        await runRound('checked', measured.checked);
        await runRound('plain', measured.plain);
      }
      const summary = (m) => {
        m.latencies.sort((a, b) => a - b);
        const accepted = m.statuses.get(201) ?? 0;
        return { accepted, rejected: m.latencies.length - accepted, statuses: Object.fromEntries(m.statuses), wallMs: m.wallMs, throughput: (accepted / m.wallMs) * 1000, p50: percentile(m.latencies, 50), p99: percentile(m.latencies, 99), roundP99: median(m.roundP99) };
      };
      const checked = summary(measured.checked);
      const plain = summary(measured.plain);
      const warm = players.length * 2 + (warmRounds.checked.statuses.get(201) ?? 0) + (warmRounds.plain.statuses.get(201) ?? 0);
      const mismatches = mods.walletStores.ledgerBalances(db);
      const stakes = db.prepare("SELECT count(*) AS n FROM ledger WHERE reason = 'bet_stake'").get().n;
      const coupons = db.prepare('SELECT count(*) AS n FROM coupons').get().n;
      return { ...checked, plain, mismatches, stakeRowsOk: stakes === coupons && coupons === checked.accepted + plain.accepted + warm };
    } finally {
      db.close();
    }
  } finally {
    await app?.close();
    await scoped.unregister();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rows for scripts/bench.mjs: [name, value, budget, unit]. */
export function placingRows(r) {
  if (r.mismatches.length > 0 || !r.stakeRowsOk) throw new Error(`placing bench: the books do not balance (${JSON.stringify(r.mismatches.slice(0, 3))})`);
  return [
    [`placing p99 latency (${PLAYERS} players)`, r.p99, P99_BUDGET_MS, 'ms'],
    ['placing wall time per accepted coupon', r.accepted > 0 ? r.wallMs / r.accepted : Infinity, PER_COUPON_BUDGET_MS, 'ms'],
    ['placing checks cost: p99 checked / plain', r.roundP99 / r.plain.roundP99, CHECKS_P99_BUDGET, 'x'],
  ];
}

/** The informational line: throughput, p50, counts and the books check. */
export const placingNote = (r) =>
  `placing: ${r.accepted} coupons in ${(r.wallMs / 1000).toFixed(2)} s = ${r.throughput.toFixed(0)} coupons/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ` +
  `answers ${JSON.stringify(r.statuses)}, ledger ${r.mismatches.length === 0 && r.stakeRowsOk ? 'balanced' : 'NOT BALANCED'}\n` +
  `placing, plain single-only path, same load: ${r.plain.accepted} coupons = ${r.plain.throughput.toFixed(0)} coupons/s, p50 ${r.plain.p50.toFixed(2)} ms, p99 ${r.plain.p99.toFixed(2)} ms, answers ${JSON.stringify(r.plain.statuses)}; ` +
  `checked / plain: p99 (median of the rounds' p99) ${(r.roundP99 / r.plain.roundP99).toFixed(2)}x, pooled p99 ${(r.p99 / r.plain.p99).toFixed(2)}x, p50 ${(r.p50 / r.plain.p50).toFixed(2)}x, throughput ${(r.throughput / r.plain.throughput).toFixed(2)}x`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await runPlacingBench();
  console.log(placingNote(r));
  for (const [name, value, budget, unit] of placingRows(r)) {
    const ratio = value / budget;
    console.log(`${name.padEnd(42)} ${value.toFixed(4).padStart(9)} ${unit.padEnd(2)} ${String(budget).padStart(6)} ${unit.padEnd(2)} ${ratio.toFixed(3)} ${ratio <= 1 ? 'ok' : 'OVER'}`);
  }
}
