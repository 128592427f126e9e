/**
 * The server enforces the limits (issue 12: nothing only in the browser): a login during
 * self-exclusion or time-out is refused (403 login_forbidden) and allowed after; the session's player
 * calls are refused meanwhile; a coupon or toto coupon beyond a wager or loss limit's remaining
 * balance is refused (422 limit_exceeded with the remaining amount) and debits nothing; once the
 * session limit's hours are used up player calls are refused (403 session_limit_reached), the ping
 * says so and the login waits 24 h; `depositAllowed` refuses a deposit beyond a deposit limit.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { PingResponseSchema } from '../../../platform-wallet/src/wire';
import { depositAllowed } from '../../../server/limits/index';
import { createLedgerStore } from '../../../server/wallet/store/ledger';
import { DEMO, expectError } from '../identity/support';
import { couponBody, RUB_ACCOUNT, USD_ACCOUNT } from '../wallet/support';
import { expectMeta, openDraw, placeToto, totoBody, writer } from '../wallet/toto-support';
import { byType, DAY, HOUR, startLimits } from './support';

test('self-exclusion: the login is refused (login_forbidden) until it ends, and the open session can no longer play', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 30, limitValue: 7, selfExcludeReason: 1 }]);

  const other = await s.newBrowser();
  const login = await other.login(DEMO.demo.email);
  const meta = expectMeta(login, 403, 'login_forbidden');
  assert.equal(meta?.['limitType'], 30);
  assert.equal(typeof meta?.['until'], 'number');
  assert.equal(other.jar.has('kk_sid'), false, 'no session was started');

  const [odd] = s.openOdds(1);
  assert.ok(odd);
  const balance = s.balance(RUB_ACCOUNT);
  expectMeta(await s.place(couponBody([odd])), 403, 'self_excluded');
  assert.equal(s.balance(RUB_ACCOUNT), balance);
  expectError(await s.player.get('user/config', { token: s.token }), 403, 'self_excluded');
  assert.equal((await s.call('GET', 'limits')).statusCode, 200, 'the limits stay readable');

  await s.advance(7 * DAY - 60_000);
  expectError(await (await s.newBrowser()).login(DEMO.demo.email), 403, 'login_forbidden');
  await s.advance(60_000);
  await s.relogin();
  assert.equal(byType(await s.limits(), 30), undefined, 'the self-exclusion ran out');
  assert.equal((await s.place(couponBody([odd]))).statusCode, 201);
});

test('time-out: the login is refused for its days and allowed after; BlockUser excludes at once', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 33, limitValue: 7 }]);
  assert.equal(expectMeta(await (await s.newBrowser()).login(DEMO.demo.email), 403, 'login_forbidden')?.['limitType'], 33);
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 33, limitValue: 1 }] }), 409, 'limit_not_cancellable');
  await s.advance(7 * DAY - 60_000);
  expectMeta(await (await s.newBrowser()).login(DEMO.demo.email), 403, 'login_forbidden');
  await s.advance(60_000);
  await s.relogin();

  const blocked = await s.call('POST', 'BlockUser', { selfExcludeReason: 4 });
  assert.equal(blocked.statusCode, 200, blocked.body);
  assert.deepEqual(blocked.json(), { success: true });
  expectMeta(await (await s.newBrowser()).login(DEMO.demo.email), 403, 'login_forbidden');
  const exclusion = byType(await s.limits(), 30);
  assert.equal(exclusion?.limitValue, 1825);
  assert.equal(exclusion?.selfExcludeReason, 4);
  assert.ok(s.history().some((h) => h.limit_type === 30 && h.action === 'block' && h.reason_id === 4));
});

test('a wager limit refuses a coupon beyond its remaining balance with the remaining amount; nothing is debited', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 1, limitValue: 150 }]);
  const [a, b, c] = s.openOdds(3);
  assert.ok(a && b && c);
  assert.equal((await s.place(couponBody([a], { amount: 100 }))).statusCode, 201);
  assert.equal(byType(await s.limits(), 1)?.limitBalance, 50);

  const balance = s.balance(RUB_ACCOUNT);
  const meta = expectMeta(await s.place(couponBody([b], { amount: 60 })), 422, 'limit_exceeded');
  assert.deepEqual(meta, { limitType: 1, remaining: 50, currency: 'RUB' });
  assert.equal(s.balance(RUB_ACCOUNT), balance, 'the refused coupon debited nothing');
  assert.equal((await s.place(couponBody([b], { amount: 50 }))).statusCode, 201, 'exactly the remaining balance is allowed');
  // The reality check's net result since the session started: 150 RUB staked, nothing settled yet.
  const ping = v.parse(PingResponseSchema, (await s.call('POST', 'ping', {})).json());
  assert.deepEqual([ping.netResult, ping.currency], [-150, 'RUB']);
  expectMeta(await s.place(couponBody([c], { amount: 10 })), 422, 'limit_exceeded');
  assert.equal((await s.place(couponBody([c], { amount: 1, accountId: USD_ACCOUNT }))).statusCode, 201, 'a limit in RUB does not count USD stakes');

  await s.advance(DAY);
  await s.relogin();
  assert.equal(byType(await s.limits(), 1)?.limitBalance, 150, 'the 24-hour window moved on');
});

test('a loss limit refuses a coupon and a toto coupon beyond what is left to lose', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 11, limitValue: 120 }, { limitType: 3, limitValue: 100_000 }]);
  const [a, b] = s.openOdds(2);
  assert.ok(a && b);
  assert.equal((await s.place(couponBody([a], { amount: 100 }))).statusCode, 201);
  const limits = await s.limits();
  assert.equal(byType(limits, 11)?.limitBalance, 20);
  assert.equal(byType(limits, 3)?.limitBalance, 99_900);
  assert.deepEqual(expectMeta(await s.place(couponBody([b], { amount: 50 })), 422, 'limit_exceeded'), { limitType: 11, remaining: 20, currency: 'RUB' });

  const draw = openDraw(s.db());
  const balance = s.balance(RUB_ACCOUNT);
  const refused = await placeToto(s, totoBody(draw, 30));
  assert.deepEqual(expectMeta(refused, 422, 'limit_exceeded'), { limitType: 11, remaining: 20, currency: 'RUB' });
  assert.equal(s.balance(RUB_ACCOUNT), balance);
  assert.equal((await placeToto(s, totoBody(draw, 20))).statusCode, 201);
  assert.equal(byType(await s.limits(), 11)?.limitBalance, 0);
});

test('the session limit: once its hours are used up, player calls are refused, the ping says so, and the login waits 24 h', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 31, limitValue: 1 }]);
  const ping = v.parse(PingResponseSchema, (await s.call('POST', 'ping', {})).json());
  assert.equal(ping.status, 'OK');
  assert.ok(ping.sessionEndsAt !== null && ping.sessionEndsAt > Date.now() / 1000);

  await s.advance(HOUR - 60_000);
  s.token = await s.player.token();
  assert.equal((await s.player.get('user/config', { token: s.token })).statusCode, 200, 'within the hour');
  await s.advance(60_000);
  s.token = await s.player.token();
  const ended = v.parse(PingResponseSchema, (await s.call('POST', 'ping', {})).json());
  assert.deepEqual([ended.status, ended.sessionEndsAt], ['SESSION_LIMIT_REACHED', ping.sessionEndsAt]);
  const meta = expectMeta(await s.player.get('user/config', { token: s.token }), 403, 'session_limit_reached');
  assert.equal(meta?.['endedAt'], ping.sessionEndsAt);
  const [odd] = s.openOdds(1);
  assert.ok(odd);
  expectMeta(await s.place(couponBody([odd])), 403, 'session_limit_reached');
  assert.equal((await s.call('GET', 'limits')).statusCode, 200, 'the limits stay readable');

  const again = expectMeta(await (await s.newBrowser()).login(DEMO.demo.email), 403, 'login_forbidden');
  assert.equal(again?.['limitType'], 31);
  await s.advance(DAY);
  await s.relogin();
  assert.equal((await s.player.get('user/config', { token: s.token })).statusCode, 200, 'a new day, a new session');
});

test('depositAllowed: refused beyond a deposit limit (with what is left) and during self-exclusion, allowed within', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 20, limitValue: 1000 }, { limitType: 22, limitValue: 5000 }]);
  const db = writer(t, s);
  const now = Date.now();
  const query = (amountMinor: number, currency = 'RUB') => depositAllowed(db, { userId: DEMO.demo.id, currency, amountMinor, now });

  assert.deepEqual(query(100_000), { allowed: true }, 'exactly the limit');
  createLedgerStore(db).post([{ accountId: RUB_ACCOUNT, amountMinor: 60_000, reason: 'deposit', idempotencyKey: 'test-deposit-1', createdAt: now - 1000 }]);
  const refused = query(50_000);
  assert.equal(refused.allowed, false);
  if (!refused.allowed) {
    assert.equal(refused.refusal.status, 422);
    assert.equal(refused.refusal.code, 'limit_exceeded');
    assert.deepEqual(refused.refusal.meta, { limitType: 20, remaining: 400, currency: 'RUB' });
  }
  assert.deepEqual(query(40_000), { allowed: true });
  assert.deepEqual(query(50_000, 'USD'), { allowed: true }, 'a RUB limit does not count USD deposits');
  assert.equal(byType(await s.limits(), 20)?.limitBalance, 400);

  await s.set([{ limitType: 33, limitValue: 7 }]);
  const excluded = query(100);
  assert.equal(excluded.allowed, false);
  if (!excluded.allowed) assert.equal(excluded.refusal.code, 'self_excluded');
});

test('a two-step player in time-out is refused before a code is sent', async (t) => {
  const s = await startLimits(t);
  const db = writer(t, s);
  const now = Date.now();
  db.prepare(
    "INSERT INTO limits (user_id, limit_type, state, value, measure, started_at, ends_at, need_approve, updated_at) VALUES (?, 33, 'ACTIVE', 7, 'days', ?, ?, 0, ?)",
  ).run(DEMO.twostep.id, now, now + 7 * DAY, now);
  const outbox = () => s.db().prepare<[], { n: number }>('SELECT count(*) AS n FROM message_outbox').get()?.n ?? -1;
  const before = outbox();
  const res = await (await s.newBrowser()).login(DEMO.twostep.email);
  assert.equal(expectMeta(res, 403, 'login_forbidden')?.['limitType'], 33);
  assert.equal(outbox(), before, 'no two-step code was sent');
});

test('casino stakes count toward the wager and loss limits: a round beyond the remaining balance is refused and debits nothing', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 1, limitValue: 30 }]);
  const start = (stake: number) =>
    s.player.call('POST', '/web-api/casino/play/rounds', { token: s.token, payload: { gameId: 1001, stake, accountId: RUB_ACCOUNT }, headers: { 'idempotency-key': crypto.randomUUID() } });
  assert.equal((await start(20)).statusCode, 201);
  assert.equal(byType(await s.limits(), 1)?.limitBalance, 10, 'the casino stake used the wager limit');
  const balance = s.balance(RUB_ACCOUNT);
  assert.deepEqual(expectMeta(await start(15), 422, 'limit_exceeded'), { limitType: 1, remaining: 10, currency: 'RUB' });
  assert.equal(s.balance(RUB_ACCOUNT), balance, 'the refused round debited nothing');
  assert.equal((await start(10)).statusCode, 201, 'exactly the remaining balance is allowed');
});
