/**
 * The real crash (issue 23, item 8): the server process is killed (SIGKILL, no shutdown hook) while its
 * start-up settlement job is paying thousands of coupons, then started again on the same database. The
 * second start finishes the work: every coupon paid exactly once, at the price it was placed at, and
 * the books balance (Σ ledger = balance). crash.test.ts injects faults between the job's steps in one
 * process; this one lets the operating system stop it anywhere, mid-transaction included.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../server/db/open';
import { ledgerBalances } from '../../../server/wallet/store/index';
import { RUB_ACCOUNT, couponBody, type OpenOdd } from './support';
import { books } from './books';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const GAMES = 100;
const STAKE = 10;

/** The home-win outcome of `count` open 1X2 markets, one per game. */
function homeWins(db: ReturnType<typeof books>['db'], count: number): OpenOdd[] {
  return db
    .prepare<[number], OpenOdd>(
      `SELECT o.id AS oddId, o.coef, g.id AS gameId, m.id AS marketId, m.type_id AS marketTypeId, o.type_id AS oddTypeId, m.param
         FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id
        WHERE m.type_id = 1 AND o.type_id = 1 AND o.is_blocked = 0 AND m.is_blocked = 0 AND g.status != 4 AND g.is_finished = 0
        ORDER BY g.id LIMIT ?`,
    )
    .all(count);
}

/** Starts the real server on `dbFile` (simulator frozen, no test API); resolves once it listens. */
function startServer(dbFile: string, distDir: string): { child: ChildProcess; ready: Promise<void>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', KICKOFF_DB: dbFile, KICKOFF_DIST: distDir, PORT: '0', HOST: '127.0.0.1', KICKOFF_FEED_SPEED: '0', KICKOFF_TEST_API: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Kickoff server ready')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${log.slice(-2000)}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited };
}

test('a server killed during settlement pays every coupon exactly once after its restart', { timeout: 180_000 }, async (t) => {
  const b = books(t);
  const odds = homeWins(b.db, GAMES);
  assert.equal(odds.length, GAMES);
  const balance = b.stores.accounts.byId(RUB_ACCOUNT)?.money ?? 0;
  const perGame = Math.min(30, Math.floor(balance / 100 / STAKE / GAMES));
  assert.ok(perGame >= 10, `the demo account holds ${balance} minor units, enough for ${perGame} coupons a game`);
  const placed: Array<{ id: number; coef: number }> = [];
  for (let round = 0; round < perGame; round++) {
    for (const odd of odds) placed.push({ id: b.place(couponBody([odd], { amount: STAKE })), coef: odd.coef });
  }
  // Every game ends 1:0: every single on the home win is won and pays its stake × its coefficient.
  for (const odd of odds) b.finish(odd.gameId, 1, 0);
  const balanceBefore = b.stores.accounts.byId(RUB_ACCOUNT)?.money ?? 0;
  const dbFile = b.db.name;
  b.db.close();

  const distDir = join(dirname(dbFile), 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--kickoff-env--></head><body></body></html>');
  writeFileSync(join(distDir, 'importmap.json'), '{"imports":{}}');

  // A second connection watches the first start pay, and kills it once some coupons are paid.
  const watch = openDatabase(dbFile);
  t.after(() => watch.close());
  const paidCount = watch.prepare<[], { n: number }>("SELECT count(*) AS n FROM ledger WHERE reason = 'bet_payout'");
  const first = startServer(dbFile, distDir);
  t.after(() => void first.child.kill('SIGKILL'));
  let paidAtKill = 0;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    paidAtKill = paidCount.get()?.n ?? 0;
    if (paidAtKill > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  first.child.kill('SIGKILL');
  await first.exited;
  const paidAfterKill = paidCount.get()?.n ?? 0;
  assert.ok(paidAtKill > 0 && paidAfterKill < placed.length, `the kill landed mid-settlement (${paidAfterKill} of ${placed.length} paid)`);
  assert.deepEqual(ledgerBalances(watch), [], 'the books balance right after the kill');

  const second = startServer(dbFile, distDir);
  t.after(() => void second.child.kill('SIGKILL'));
  await second.ready;
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0);

  const payouts = watch.prepare<[], { idempotency_key: string; amount_minor: number }>("SELECT idempotency_key, amount_minor FROM ledger WHERE reason = 'bet_payout'").all();
  assert.equal(payouts.length, placed.length, 'one payout per coupon');
  assert.equal(new Set(payouts.map((p) => p.idempotency_key)).size, placed.length, 'no coupon paid twice');
  const byKey = new Map(payouts.map((p) => [p.idempotency_key, p.amount_minor]));
  for (const coupon of placed) assert.equal(byKey.get(`payout:${coupon.id}`), Math.round(STAKE * coupon.coef * 100), `coupon ${coupon.id} paid its stake × ${coupon.coef}`);
  const open = watch.prepare<[], { n: number }>("SELECT count(*) AS n FROM coupons WHERE status != 'settled'").get()?.n;
  assert.equal(open, 0, 'every coupon settled');
  const expected = placed.reduce((sum, coupon) => sum + Math.round(STAKE * coupon.coef * 100), 0);
  const account = watch.prepare<[number], { money: number }>('SELECT money FROM accounts WHERE id = ?').get(RUB_ACCOUNT);
  assert.equal(account?.money, balanceBefore + expected, 'the account holds its balance plus every win once');
  assert.deepEqual(ledgerBalances(watch), []);
});
