/**
 * The demo game provider: real rounds move money only through the ledger (stake and win, one key per
 * round, the books balanced after each), fun rounds never touch an account, a retried start or move
 * changes nothing, and a round the player closed or left open settles on the server exactly once.
 */
import { randomUUID } from 'node:crypto';
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { GamePageSchema, type Game } from '../../../apps/casino/src/contracts/catalogue';
import { FunWalletSchema, ROUND_TIMEOUT_MS, RoundSchema, RulesResponseSchema, type Round } from '../../../apps/casino/src/contracts/play';
import { createClock } from '../../../server/clock';
import { ledgerBalances } from '../../../server/wallet/store/index';
import { DEMO, expectError, startIdentity, type Browser, type IdentityServer } from '../identity/support';

const BASE = '/web-api/casino/play';
const ACCOUNTS = v.array(v.object({ id: v.number(), money: v.number() }));

async function firstGame(browser: Browser, section: string): Promise<Game> {
  const page = v.parse(GamePageSchema, (await browser.get(`casino/games?section=${section}&size=1`)).json());
  const game = page.items[0];
  assert.ok(game, section);
  return game;
}

interface Player {
  server: IdentityServer;
  browser: Browser;
  token: string;
  accountId: number;
  balance: () => number;
}

/** Noon UTC: the live tables are open (they take no stakes on their 04:00–04:10 break). */
const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);

async function demoPlayer(t: TestContext): Promise<Player> {
  const server = await startIdentity(t, { clock: createClock(() => NOON) });
  const token = await server.browser.signIn(DEMO.demo.email);
  const db = server.db();
  const account = v.parse(ACCOUNTS, db.prepare('SELECT id, money FROM accounts WHERE user_id = ? AND type = 0 ORDER BY id').all(DEMO.demo.id))[0];
  assert.ok(account);
  const balance = () => v.parse(ACCOUNTS, db.prepare('SELECT id, money FROM accounts WHERE id = ?').all(account.id))[0]?.money ?? NaN;
  return { server, browser: server.browser, token, accountId: account.id, balance };
}

const key = (idempotencyKey = randomUUID()) => ({ headers: { 'idempotency-key': idempotencyKey } });
const start = (p: Player, gameId: number, stake: number, extra: Record<string, unknown> = {}, idempotencyKey = randomUUID()) =>
  p.browser.call('POST', `${BASE}/rounds`, { token: p.token, payload: { gameId, stake, accountId: p.accountId, ...extra }, ...key(idempotencyKey) });

const ledgerOf = (p: Player, roundId: string) =>
  v.parse(v.array(v.object({ amount_minor: v.number(), reason: v.string(), idempotency_key: v.string() })),
    p.server.db().prepare('SELECT amount_minor, reason, idempotency_key FROM ledger WHERE reference = ? ORDER BY id').all(`casino:${roundId}`));

test('five real slot rounds: stake and win on the ledger, the balance equal to the ledger after each', async (t) => {
  const p = await demoPlayer(t);
  const slot = await firstGame(p.browser, 'slots');
  const rules = v.parse(RulesResponseSchema, (await p.browser.get(`casino/play/games/${slot.id}/rules`)).json());
  assert.equal(rules.rtp, 0.96);
  assert.ok(rules.rows.length > 3);
  for (let i = 0; i < 5; i++) {
    const before = p.balance();
    const res = await start(p, slot.id, 10);
    assert.equal(res.statusCode, 201, res.body);
    const round = v.parse(RoundSchema, res.json());
    assert.equal(round.status, 'settled');
    assert.equal(round.settledBy, 'player');
    const win = round.win ?? NaN;
    assert.equal(p.balance(), before - 1000 + Math.round(win * 100));
    assert.equal(round.balance * 100, p.balance(), 'the reply carries the balance after the round');
    const rows = ledgerOf(p, round.id);
    assert.deepEqual(rows[0], { amount_minor: -1000, reason: 'casino_stake', idempotency_key: `casino:${round.id}:stake` });
    assert.equal(rows.length, win > 0 ? 2 : 1);
    if (win > 0) assert.deepEqual(rows[1], { amount_minor: Math.round(win * 100), reason: 'casino_payout', idempotency_key: `casino:${round.id}:win` });
    assert.deepEqual(ledgerBalances(p.server.db()), [], 'the books balance');
  }
  const recent = v.parse(v.object({ items: v.array(v.object({ id: v.number() })) }), (await p.browser.get('casino/recent', { token: p.token })).json());
  assert.equal(recent.items[0]?.id, slot.id, 'the game leads the recently played');
});

test('a retried start answers the same round and debits once; stakes are checked', async (t) => {
  const p = await demoPlayer(t);
  const wheel = await firstGame(p.browser, 'scratchcards');
  const roundKey = randomUUID();
  const firstReply = await start(p, wheel.id, 5, {}, roundKey);
  const first = v.parse(RoundSchema, firstReply.json());
  const again = await start(p, wheel.id, 5, {}, roundKey);
  assert.equal(again.statusCode, 201, 'a replay has the first status');
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual(again.json(), firstReply.json());
  assert.equal(ledgerOf(p, first.id).filter((r) => r.reason === 'casino_stake').length, 1);
  expectError(await start(p, wheel.id + 1, 5, {}, roundKey), 409, 'idempotency_key_reused');
  expectError(await p.browser.call('POST', `${BASE}/rounds`, { token: p.token, payload: { gameId: wheel.id, stake: 5, accountId: p.accountId } }), 400, 'idempotency_key_required');

  // The demo's account holds roubles: the catalogue's bounds are rouble bounds (per currency: stake-guard.test.ts).
  expectError(await start(p, wheel.id, wheel.maxStake + 1), 422, 'casino_bad_stake');
  expectError(await start(p, wheel.id, 0.5), 422, 'casino_bad_stake');
  expectError(await start(p, wheel.id, 1.005), 422, 'casino_bad_stake');
  expectError(await start(p, wheel.id, 5, { accountId: 1 }), 422, 'casino_bad_request');
  expectError(await start(p, 99999, 5), 404, 'casino_not_found');
  const keno = await firstGame(p.browser, 'keno');
  expectError(await start(p, keno.id, 5, { params: { picks: [1, 1] } }), 422, 'casino_bad_move');
  const kenoRound = v.parse(RoundSchema, (await start(p, keno.id, 5, { params: { picks: [3, 7, 42] } })).json());
  assert.equal(kenoRound.status, 'settled');

  const before = p.balance();
  const rich = await start(p, (await firstGame(p.browser, 'live-casino')).id, 50000);
  expectError(rich, 422, 'casino_insufficient_funds');
  assert.equal(p.balance(), before, 'a refused stake moves nothing');
  expectError(await p.browser.call('POST', `${BASE}/rounds`, { payload: { gameId: wheel.id, stake: 5 }, ...key() }), 401, 'unauthorized');
});

async function cardRound(p: Player): Promise<Round> {
  const cards = await firstGame(p.browser, 'card-games');
  const res = await start(p, cards.id, 10);
  assert.equal(res.statusCode, 201, res.body);
  const round = v.parse(RoundSchema, res.json());
  assert.equal(round.status, 'open');
  return round;
}

const CardView = v.object({ cards: v.array(v.object({ rank: v.number() })), accX100: v.number(), status: v.string() });
/** The likelier side, except where it cannot lose (higher on a 2, lower on an ace), which the game refuses. */
const likelier = (round: Round): 'higher' | 'lower' => {
  const rank = v.parse(CardView, round.view).cards.at(-1)?.rank ?? 8;
  if (rank === 2) return 'lower';
  if (rank === 14) return 'higher';
  return rank <= 8 ? 'higher' : 'lower';
};

test('a card round: moves named by step, a repeated move changes nothing, collect pays once', async (t) => {
  const p = await demoPlayer(t);
  const round = await cardRound(p);
  const act = (action: string, step: number) => p.browser.call('POST', `${BASE}/rounds/${round.id}/actions`, { token: p.token, payload: { action, step } });
  expectError(await act('sideways', 0), 422, 'casino_bad_move');
  expectError(await act('collect', 3), 422, 'casino_bad_move');
  const moved = v.parse(RoundSchema, (await act(likelier(round), 0)).json());
  const replay = v.parse(RoundSchema, (await act(likelier(round), 0)).json());
  assert.deepEqual(replay, moved, 'the same move again answers the round as it is');
  if (moved.status === 'open') {
    const before = p.balance();
    const collected = v.parse(RoundSchema, (await act('collect', moved.step)).json());
    assert.equal(collected.status, 'settled');
    const view = v.parse(CardView, moved.view);
    assert.equal(collected.win, Math.floor((1000 * view.accX100) / 100) / 100);
    assert.equal(p.balance(), before + Math.round((collected.win ?? 0) * 100));
    expectError(await act('collect', collected.step), 409, 'casino_round_closed');
  } else {
    assert.equal(moved.win, 0, 'a wrong guess loses the stake');
  }
  assert.deepEqual(ledgerBalances(p.server.db()), []);
});

test('a round the player closed, or left open, settles on the server exactly once', async (t) => {
  const p = await demoPlayer(t);
  const closed = await cardRound(p);
  const before = p.balance();
  const close = () => p.browser.call('POST', `${BASE}/rounds/${closed.id}/close`, { token: p.token });
  const settled = v.parse(RoundSchema, (await close()).json());
  assert.equal(settled.status, 'settled');
  assert.equal(settled.settledBy, 'server');
  assert.equal(settled.win, 10, 'collected before any guess: the stake back');
  assert.equal(p.balance(), before + 1000);
  assert.deepEqual(v.parse(RoundSchema, (await close()).json()), settled, 'closing again changes nothing');
  assert.equal(ledgerOf(p, closed.id).filter((r) => r.reason === 'casino_payout').length, 1);

  const left = await cardRound(p);
  const open = v.parse(v.object({ round: v.nullable(RoundSchema) }), (await p.browser.get(`casino/play/rounds/open?gameId=${left.gameId}`, { token: p.token })).json());
  assert.equal(open.round?.id, left.id, 'the open round can be resumed');
  await p.server.advance(ROUND_TIMEOUT_MS + 1000);
  const sweep = async () => v.parse(v.object({ finished: v.number() }), (await p.server.app.inject({ method: 'POST', url: '/__test/casino/sweep' })).json()).finished;
  assert.equal(await sweep(), 1);
  assert.equal(await sweep(), 0);
  const after = v.parse(RoundSchema, (await p.browser.get(`casino/play/rounds/${left.id}`, { token: p.token })).json());
  assert.equal(after.settledBy, 'server');
  assert.equal(ledgerOf(p, left.id).filter((r) => r.reason === 'casino_payout').length, 1);

  // Starting a new round finishes the one left open.
  const third = await cardRound(p);
  await cardRound(p);
  assert.equal(v.parse(RoundSchema, (await p.browser.get(`casino/play/rounds/${third.id}`, { token: p.token })).json()).status, 'settled');
  assert.deepEqual(ledgerBalances(p.server.db()), []);
});

test('fun mode: a guest plays on a fun wallet and no account or ledger row moves', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const ledgerCount = () => Number(v.parse(v.object({ n: v.number() }), server.db().prepare('SELECT count(*) AS n FROM ledger').get()).n);
  const moneyTotal = () => Number(v.parse(v.object({ n: v.number() }), server.db().prepare('SELECT coalesce(sum(money), 0) AS n FROM accounts').get()).n);
  const [rows, money] = [ledgerCount(), moneyTotal()];
  const wallet = v.parse(FunWalletSchema, (await browser.post('casino/play/fun-wallets')).json());
  assert.equal(wallet.balance, 1000);
  const slot = await firstGame(browser, 'slots');
  let balance = wallet.balance;
  for (let i = 0; i < 5; i++) {
    const res = await browser.post(`casino/play/fun-wallets/${wallet.wallet}/rounds`, { gameId: slot.id, stake: 20 }, key());
    assert.equal(res.statusCode, 201, res.body);
    const round = v.parse(RoundSchema, res.json());
    assert.equal(round.mode, 'fun');
    assert.equal(round.currency, 'FUN');
    balance = Math.round((balance - 20 + (round.win ?? 0)) * 100) / 100;
    assert.equal(round.balance, balance);
  }
  assert.equal(ledgerCount(), rows);
  assert.equal(moneyTotal(), money);
  const live = await firstGame(browser, 'live-casino');
  expectError(await browser.post(`casino/play/fun-wallets/${wallet.wallet}/rounds`, { gameId: live.id, stake: 20 }, key()), 403, 'casino_mode_unavailable');
  expectError(await browser.post(`casino/play/fun-wallets/${randomUUID()}/rounds`, { gameId: slot.id, stake: 20 }, key()), 404, 'casino_not_found');
  const refilled = v.parse(FunWalletSchema, (await browser.post(`casino/play/fun-wallets/${wallet.wallet}/refill`)).json());
  assert.equal(refilled.balance, 1000);
});

test('fun rounds are counted per client address (429 past 120 a minute), and a fun wallet idle for a day is deleted with its rounds', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const wallet = v.parse(FunWalletSchema, (await browser.post('casino/play/fun-wallets')).json());
  const slot = await firstGame(browser, 'slots');
  const statuses: number[] = [];
  for (let i = 0; i < 125; i++) {
    const res = await browser.post(`casino/play/fun-wallets/${wallet.wallet}/rounds`, { gameId: slot.id, stake: 1 }, key());
    statuses.push(res.statusCode);
  }
  assert.equal(statuses.filter((s) => s === 201 || s === 422).length, 120, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 5);
  const funRounds = () => Number(v.parse(v.object({ n: v.number() }), server.db().prepare("SELECT count(*) AS n FROM casino_rounds WHERE mode = 'fun'").get()).n);
  assert.ok(funRounds() > 0);
  await server.advance(24 * 60 * 60 * 1000 + 60_000);
  const swept = await server.app.inject({ method: 'POST', url: '/__test/casino/sweep' });
  assert.equal((swept.json() as { droppedFunWallets: number }).droppedFunWallets, 1);
  assert.equal(funRounds(), 0);
  expectError(await browser.get(`casino/play/fun-wallets/${wallet.wallet}`), 404, 'casino_not_found');
});
