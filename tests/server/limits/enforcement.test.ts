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
import { DEMO, expectError, type Browser } from '../identity/support';
import { couponBody, RUB_ACCOUNT, USD_ACCOUNT } from '../wallet/support';
import { expectMeta, openDraw, placeToto, totoBody, writer } from '../wallet/toto-support';
import { byType, DAY, HOUR, MINUTE, startLimits, type LimitsServer } from './support';

test('self-exclusion: the player still signs in, restricted; his calls are refused except reading and withdrawing, until it ends', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 30, limitValue: 7, selfExcludeReason: 1 }]);

  const other = await s.newBrowser();
  const token = await other.signIn(DEMO.demo.email);
  const config = await other.get('user/config', { token });
  assert.equal(config.statusCode, 200, config.body);
  const restricted = (config.json() as { result: { restricted?: { limitType: number; until: number } | null } }).result.restricted;
  assert.equal(restricted?.limitType, 30, 'the user config says the account is restricted');
  assert.ok(restricted && restricted.until > Date.now() / 1000);

  const [odd] = s.openOdds(1);
  assert.ok(odd);
  const balance = s.balance(RUB_ACCOUNT);
  assert.equal(expectMeta(await s.place(couponBody([odd])), 403, 'self_excluded')?.['limitType'], 30);
  assert.equal(s.balance(RUB_ACCOUNT), balance);
  assert.equal((await s.call('GET', 'limits')).statusCode, 200, 'the limits stay readable');

  await s.advance(7 * DAY - 60_000);
  await s.relogin();
  expectMeta(await s.place(couponBody([odd])), 403, 'self_excluded');
  await s.advance(60_000);
  s.token = await s.player.token();
  assert.equal(byType(await s.limits(), 30), undefined, 'the self-exclusion ran out');
  const after = await s.player.get('user/config', { token: s.token });
  assert.equal((after.json() as { result: { restricted?: unknown } }).result.restricted, null);
  assert.equal((await s.place(couponBody([odd]))).statusCode, 201);
});

test('time-out: the player signs in restricted for its days and plays again after; BlockUser excludes at once', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 33, limitValue: 7 }]);
  const [odd] = s.openOdds(1);
  assert.ok(odd);
  assert.equal(expectMeta(await s.place(couponBody([odd])), 403, 'self_excluded')?.['limitType'], 33);
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 33, limitValue: 1 }] }), 409, 'limit_not_cancellable');
  await s.advance(7 * DAY - 60_000);
  await s.relogin();
  expectMeta(await s.place(couponBody([odd])), 403, 'self_excluded');
  await s.advance(60_000);
  s.token = await s.player.token();
  assert.equal((await s.place(couponBody([odd]))).statusCode, 201);

  const blocked = await s.call('POST', 'BlockUser', { selfExcludeReason: 4 });
  assert.equal(blocked.statusCode, 200, blocked.body);
  assert.deepEqual(blocked.json(), { success: true });
  expectMeta(await s.place(couponBody([odd])), 403, 'self_excluded');
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

  await s.advance(DAY);
  await s.relogin();
  assert.equal(byType(await s.limits(), 1)?.limitBalance, 150, 'the 24-hour window moved on');
});

test('a limit in RUB counts the stakes of the USD account at the limits rate (1 USD = 90 RUB)', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 1, limitValue: 150 }]);
  const [a, b, c] = s.openOdds(3);
  assert.ok(a && b && c);
  assert.equal((await s.place(couponBody([a], { amount: 1, accountId: USD_ACCOUNT }))).statusCode, 201);
  assert.equal(byType(await s.limits(), 1)?.limitBalance, 60, 'the 1 USD stake used 90 RUB of the limit');

  const usd = s.balance(USD_ACCOUNT);
  const refused = await s.place(couponBody([b], { amount: 0.7, accountId: USD_ACCOUNT }));
  assert.deepEqual(expectMeta(refused, 422, 'limit_exceeded'), { limitType: 1, remaining: 60, currency: 'RUB' }, '0.70 USD is 63 RUB: more than the 60 left');
  assert.equal(s.balance(USD_ACCOUNT), usd, 'the refused coupon debited nothing');
  assert.equal((await s.place(couponBody([b], { amount: 0.5, accountId: USD_ACCOUNT }))).statusCode, 201, '0.50 USD is 45 RUB');
  assert.equal(byType(await s.limits(), 1)?.limitBalance, 15);
  expectMeta(await s.place(couponBody([c], { amount: 20 })), 422, 'limit_exceeded');
  assert.equal((await s.place(couponBody([c], { amount: 15 }))).statusCode, 201, 'the RUB stake fits what the USD stakes left');
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

/** Keeps the browser's session in use while `ms` pass (a token refresh every 20 minutes, under the idle logoff). */
async function stayActive(s: LimitsServer, ms: number, player: Browser = s.player): Promise<string> {
  let token = '';
  for (let left = ms; left > 0; left -= 20 * MINUTE) {
    await s.advance(Math.min(left, 20 * MINUTE));
    token = await player.token();
  }
  return token;
}

test('the session limit: once its hours are used up, the call is refused and the session ends, the ping says so, and the login waits 24 h', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 31, limitValue: 1 }]);
  const ping = v.parse(PingResponseSchema, (await s.call('POST', 'ping', {})).json());
  assert.equal(ping.status, 'OK');
  assert.ok(ping.sessionEndsAt !== null && ping.sessionEndsAt > Date.now() / 1000);

  s.token = await stayActive(s, HOUR - MINUTE);
  assert.equal((await s.player.get('user/config', { token: s.token })).statusCode, 200, 'within the hour');
  s.token = await stayActive(s, MINUTE);
  const ended = v.parse(PingResponseSchema, (await s.call('POST', 'ping', {})).json());
  assert.deepEqual([ended.status, ended.sessionEndsAt], ['SESSION_LIMIT_REACHED', ping.sessionEndsAt]);
  const meta = expectMeta(await s.player.get('user/config', { token: s.token }), 403, 'session_limit_reached');
  assert.equal(meta?.['endedAt'], ping.sessionEndsAt);
  const [odd] = s.openOdds(1);
  assert.ok(odd);
  expectError(await s.place(couponBody([odd])), 401, 'unauthorized'); // the session ended with the limit

  const again = expectMeta(await (await s.newBrowser()).login(DEMO.demo.email), 403, 'login_forbidden');
  assert.equal(again?.['limitType'], 31);
  await s.advance(DAY);
  await s.relogin();
  assert.equal((await s.player.get('user/config', { token: s.token })).statusCode, 200, 'a new day, a new session');
});

test('the session limit counts every session of the last 24 h: signing in again does not restart it', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 31, limitValue: 1 }]);
  await stayActive(s, 40 * MINUTE);
  assert.equal((await s.player.post('auth/disconnect', {})).statusCode, 204);

  await s.advance(2 * HOUR);
  await s.relogin();
  const ping = v.parse(PingResponseSchema, (await s.call('POST', 'ping', {})).json());
  assert.equal(ping.status, 'OK');
  const left = (ping.sessionEndsAt ?? 0) * 1000 - (await s.now());
  assert.ok(left > 19 * MINUTE && left <= 20 * MINUTE, `20 minutes are left of the hour (${left / MINUTE} min)`);

  s.token = await stayActive(s, 19 * MINUTE);
  assert.equal((await s.player.get('user/config', { token: s.token })).statusCode, 200, '59 minutes signed in today');
  s.token = await stayActive(s, 2 * MINUTE);
  expectMeta(await s.player.get('user/config', { token: s.token }), 403, 'session_limit_reached');
  assert.equal(expectMeta(await (await s.newBrowser()).login(DEMO.demo.email), 403, 'login_forbidden')?.['limitType'], 31);
});

test('the session limit counts parallel sessions once (the union of the time signed in)', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 31, limitValue: 1 }]);
  const second = await s.newBrowser();
  await second.signIn(DEMO.demo.email);
  for (let i = 0; i < 2; i += 1) {
    await s.advance(20 * MINUTE);
    s.token = await s.player.token();
    await second.token();
  }
  const ping = v.parse(PingResponseSchema, (await s.call('POST', 'ping', {})).json());
  assert.equal(ping.status, 'OK', 'two browsers for 40 minutes are 40 minutes, not 80');
  await s.advance(20 * MINUTE);
  const token = await second.token();
  expectMeta(await second.get('user/config', { token }), 403, 'session_limit_reached');
});

test('depositAllowed: refused beyond a deposit limit (with what is left, other currencies converted, open checkouts counted) and during self-exclusion', async (t) => {
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
  assert.equal(byType(await s.limits(), 20)?.limitBalance, 400);
  // Another currency is converted into the limit's (1 USD = 90 RUB, rounded up): 4.44 USD is 399.60 RUB, 4.45 USD 400.50.
  assert.deepEqual(query(444, 'USD'), { allowed: true });
  const usd = query(445, 'USD');
  assert.equal(usd.allowed, false);
  if (!usd.allowed) assert.deepEqual(usd.refusal.meta, { limitType: 20, remaining: 400, currency: 'RUB' });
  // Money open checkouts reserve counts like the amount.
  assert.equal(depositAllowed(db, { userId: DEMO.demo.id, currency: 'RUB', amountMinor: 20_000, pendingMinor: 20_001, now }).allowed, false);
  assert.deepEqual(depositAllowed(db, { userId: DEMO.demo.id, currency: 'RUB', amountMinor: 20_000, pendingMinor: 20_000, now }), { allowed: true });
  // A credited USD deposit counts too: 2 USD = 180 RUB of the 400 left.
  createLedgerStore(db).post([{ accountId: USD_ACCOUNT, amountMinor: 200, reason: 'deposit', idempotencyKey: 'test-deposit-usd', createdAt: now - 1000 }]);
  assert.equal(byType(await s.limits(), 20)?.limitBalance, 220);

  await s.set([{ limitType: 33, limitValue: 7 }]);
  const excluded = query(100);
  assert.equal(excluded.allowed, false);
  if (!excluded.allowed) assert.equal(excluded.refusal.code, 'self_excluded');
});

test('a two-step player in time-out still gets his code and signs in, restricted', async (t) => {
  const s = await startLimits(t);
  const db = writer(t, s);
  const now = Date.now();
  db.prepare(
    "INSERT INTO limits (user_id, limit_type, state, value, measure, started_at, ends_at, need_approve, updated_at) VALUES (?, 33, 'ACTIVE', 7, 'days', ?, ?, 0, ?)",
  ).run(DEMO.twostep.id, now, now + 7 * DAY, now);
  const outbox = () => s.db().prepare<[], { n: number }>('SELECT count(*) AS n FROM message_outbox').get()?.n ?? -1;
  const before = outbox();
  const res = await (await s.newBrowser()).login(DEMO.twostep.email);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((res.json() as { status: string }).status, 'two_step_required');
  assert.equal(outbox(), before + 1, 'the two-step code was sent');
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
