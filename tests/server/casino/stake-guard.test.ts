/**
 * Casino and live-table stakes go through the wallet's stake guard (docs/api.md "Stake guard"): a
 * banned player, one with terms to accept and one who must pass identification are refused a real
 * round and a live-table round with the codes sports bets get; stakes are bounded per currency (a
 * 9 000 USD crash round is refused); a win above the currency's maximum win is paid at the maximum
 * and the round records it; a live table on its break refuses stakes until it reopens; fun rounds
 * keep the catalogue's bounds, no cap, whatever the time.
 */
import { randomUUID } from 'node:crypto';
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { GamePageSchema, type Game } from '../../../apps/casino/src/contracts/catalogue';
import { FunWalletSchema, RoundSchema, RulesResponseSchema } from '../../../apps/casino/src/contracts/play';
import { tableStateAt } from '../../../server/casino-play/live-tables';
import { startRound, type PlayDeps } from '../../../server/casino-play/rounds';
import { createPlayStore } from '../../../server/casino-play/store/rounds';
import { createClock } from '../../../server/clock';
import { openDatabase } from '../../../server/db/open';
import { createWalletStores, ledgerBalances } from '../../../server/wallet/store/index';
import { DEMO, expectError, startIdentity, type Browser, type IdentityServer } from '../identity/support';

const ROUNDS = '/web-api/casino/play/rounds';
const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
/** Five minutes into the tables' daily break (04:00–04:10 UTC). */
const ON_BREAK = Date.UTC(2026, 2, 10, 4, 5, 0);
const REOPENS = Date.UTC(2026, 2, 10, 4, 10, 0);
const DEMO_USD_ACCOUNT = 20000002;
const DEMO_RUB_ACCOUNT = 20000001;

const ACCOUNT = v.object({ id: v.number(), money: v.number() });

async function firstGame(browser: Browser, section: string): Promise<Game> {
  const game = v.parse(GamePageSchema, (await browser.get(`casino/games?section=${section}&size=1`)).json()).items[0];
  assert.ok(game, section);
  return game;
}

const accountOf = (s: IdentityServer, userId: number) => v.parse(ACCOUNT, s.db().prepare('SELECT id, money FROM accounts WHERE user_id = ? AND type = 0 ORDER BY id').get(userId));

const start = (browser: Browser, token: string, gameId: number, stake: number, accountId: number, params: Record<string, unknown> = {}) =>
  browser.call('POST', ROUNDS, { token, payload: { gameId, stake, accountId, params }, headers: { 'idempotency-key': randomUUID() } });

const atNoon = (t: TestContext) => startIdentity(t, { clock: createClock(() => NOON) });

test('a banned player, one with terms to accept and one to identify are refused casino and live rounds with the sports codes', async (t) => {
  const s = await atNoon(t);
  const crash = await firstGame(s.browser, 'crash-games');
  const live = await firstGame(s.browser, 'live-casino');
  const cases = [
    { email: DEMO.banned.email, id: DEMO.banned.id, status: 403, code: 'banned' },
    { email: DEMO.terms.email, id: DEMO.terms.id, status: 451, code: '1' },
    { email: DEMO.unverified.email, id: DEMO.unverified.id, status: 403, code: 'identification_required' },
  ];
  for (const c of cases) {
    const browser = await s.newBrowser();
    const token = await browser.signIn(c.email);
    const account = accountOf(s, c.id);
    expectError(await start(browser, token, crash.id, 10, account.id, { targetX100: 200 }), c.status, c.code);
    expectError(await start(browser, token, live.id, 10, account.id), c.status, c.code);
    assert.equal(accountOf(s, c.id).money, account.money, `${c.email}: nothing moved`);
  }
  const rounds = v.parse(v.object({ n: v.number() }), s.db().prepare('SELECT count(*) AS n FROM casino_rounds').get());
  assert.equal(rounds.n, 0);
});

test('casino stakes are bounded per currency: a 9 000 USD crash round is refused, the rules card gives the USD bounds and maximum win', async (t) => {
  const s = await atNoon(t);
  const token = await s.browser.signIn(DEMO.demo.email);
  const crash = await firstGame(s.browser, 'crash-games');
  const refused = await start(s.browser, token, crash.id, 9000, DEMO_USD_ACCOUNT, { targetX100: 100_000 });
  expectError(refused, 422, 'casino_bad_stake');
  assert.deepEqual((refused.json() as { errors: Array<{ meta?: unknown }> }).errors[0]?.meta, { minStake: 0.01, maxStake: 100, currency: 'USD' });
  expectError(await start(s.browser, token, crash.id, 100.01, DEMO_USD_ACCOUNT, { targetX100: 200 }), 422, 'casino_bad_stake');
  const taken = await start(s.browser, token, crash.id, 100, DEMO_USD_ACCOUNT, { targetX100: 200 });
  assert.equal(taken.statusCode, 201, taken.body);
  assert.equal(v.parse(RoundSchema, taken.json()).currency, 'USD');
  const rub = await start(s.browser, token, crash.id, 9000, DEMO_RUB_ACCOUNT, { targetX100: 200 });
  assert.equal(rub.statusCode, 201, '9 000 roubles is within the rouble bounds');

  const usd = v.parse(RulesResponseSchema, (await s.browser.get(`casino/play/games/${crash.id}/rules?currency=USD`)).json());
  assert.deepEqual([usd.minStake, usd.maxStake, usd.currency, usd.maxWin], [0.01, 100, 'USD', 50_000]);
  const fun = v.parse(RulesResponseSchema, (await s.browser.get(`casino/play/games/${crash.id}/rules`)).json());
  assert.deepEqual([fun.minStake, fun.maxStake, fun.currency, fun.maxWin], [crash.minStake, crash.maxStake, undefined, undefined]);
  expectError(await s.browser.get(`casino/play/games/${crash.id}/rules?currency=usd`), 400, 'casino_bad_request');
  assert.deepEqual(ledgerBalances(s.db()), []);
});

test('a win above the maximum win is paid at the maximum, and the round records it', async (t) => {
  const s = await atNoon(t);
  const crash = await firstGame(s.browser, 'crash-games');
  const db = openDatabase(s.dbFile);
  t.after(() => db.close());
  const deps: PlayDeps = {
    db,
    play: createPlayStore(db),
    wallet: createWalletStores(db),
    // The app's catalogue, without its play counter (which writes on the app's own connection).
    catalog: { game: (id) => s.app.casinoCatalog.game(id), inSection: (section) => s.app.casinoCatalog.inSection(section), played: () => undefined },
    stakeGuard: (stake) => s.app.walletStakeGuard.check(stake),
    liveTable: tableStateAt,
    config: () => s.app.site.storedConfig(),
    // The highest draw: the crash point reaches ×1000.
    rng: (n) => n - 1,
    now: () => NOON,
    newId: () => randomUUID(),
    settled: () => undefined,
  };
  const before = v.parse(ACCOUNT, db.prepare('SELECT id, money FROM accounts WHERE id = ?').get(DEMO_USD_ACCOUNT)).money;
  const row = startRound(deps, { mode: 'real', userId: DEMO.demo.id }, { gameId: crash.id, stake: 100, params: { targetX100: 100_000 }, accountId: DEMO_USD_ACCOUNT }, randomUUID());
  assert.equal(row.status, 'settled');
  assert.equal(JSON.parse(row.state).x100, 100_000, 'the engine drew ×1000: 100 000 USD');
  assert.deepEqual([row.max_win_minor, row.win_minor], [5_000_000, 5_000_000], 'paid 50 000 USD, the maximum win');
  const after = v.parse(ACCOUNT, db.prepare('SELECT id, money FROM accounts WHERE id = ?').get(DEMO_USD_ACCOUNT)).money;
  assert.equal(after, before - 10_000 + 5_000_000);
  const payout = db.prepare("SELECT amount_minor FROM ledger WHERE reference = ? AND reason = 'casino_payout'").get(`casino:${row.id}`);
  assert.deepEqual(payout, { amount_minor: 5_000_000 });
  assert.deepEqual(ledgerBalances(db), []);

  // A win within the maximum is paid in full.
  const small = startRound(deps, { mode: 'real', userId: DEMO.demo.id }, { gameId: crash.id, stake: 1, params: { targetX100: 100_000 }, accountId: DEMO_USD_ACCOUNT }, randomUUID());
  assert.equal(small.win_minor, 100_000, '1 USD at ×1000');
});

test('a live table on its break refuses real stakes with 409 casino_table_closed until it reopens; fun rounds play on', async (t) => {
  const s = await startIdentity(t, { clock: createClock(() => ON_BREAK) });
  const token = await s.browser.signIn(DEMO.demo.email);
  const live = await firstGame(s.browser, 'live-casino');
  const table = (await s.browser.get(`casino/live-tables/${live.id}`)).json() as { table: { open: boolean } };
  assert.equal(table.table.open, false, 'the table shows closed');
  const before = accountOf(s, DEMO.demo.id).money;
  const closed = await start(s.browser, token, live.id, 10, DEMO_RUB_ACCOUNT);
  expectError(closed, 409, 'casino_table_closed');
  assert.deepEqual((closed.json() as { errors: Array<{ meta?: unknown }> }).errors[0]?.meta, { reopensAt: REOPENS });
  assert.equal(accountOf(s, DEMO.demo.id).money, before, 'nothing was debited');

  // A casino game that is not a live table is not on a break.
  const crash = await firstGame(s.browser, 'crash-games');
  assert.equal((await start(s.browser, token, crash.id, 10, DEMO_RUB_ACCOUNT, { targetX100: 200 })).statusCode, 201);

  // Fun money: the catalogue's bounds (500 is above the USD maximum of 100), no maximum win.
  const guest = await s.newBrowser();
  const wallet = v.parse(FunWalletSchema, (await guest.call('POST', '/web-api/casino/play/fun-wallets', { payload: {} })).json());
  const fun = await guest.call('POST', `/web-api/casino/play/fun-wallets/${wallet.wallet}/rounds`, { payload: { gameId: crash.id, stake: 500, params: { targetX100: 200 } }, headers: { 'idempotency-key': randomUUID() } });
  assert.equal(fun.statusCode, 201, fun.body);
  const funRound = v.parse(RoundSchema, fun.json());
  assert.equal(funRound.mode, 'fun');
  assert.deepEqual(s.db().prepare('SELECT max_win_minor FROM casino_rounds WHERE id = ?').get(funRound.id), { max_win_minor: null });

  await s.advance(REOPENS - ON_BREAK);
  const open = await start(s.browser, token, live.id, 10, DEMO_RUB_ACCOUNT);
  assert.equal(open.statusCode, 201, open.body);
  assert.deepEqual(ledgerBalances(s.db()), []);
});
