/**
 * The limits service's calls and change rules (account spec §4, §5, §7, §9; issue 12 item 1): guests
 * are refused, bodies validated, a new or stricter limit applies at once, an increase or removal
 * passes the self-test, waits 86,400 s on the server clock and then needs the player's confirmation
 * (or is rejected), further changes of a type with a pending change are refused, and every change is
 * a history row.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  AvailableLimitsResponseSchema,
  LimitActionResponseSchema,
  PingResponseSchema,
  SelfExcludeReasonsResponseSchema,
  TestAnswersResponseSchema,
} from '../../../platform-wallet/src/wire';
import { expectError } from '../identity/support';
import { byType, DAY, startLimits } from './support';

test('every limits call refuses a guest (401) and validates its body (400)', async (t) => {
  const s = await startLimits(t);
  const calls: Array<['GET' | 'POST' | 'DELETE', string]> = [
    ['GET', 'limits'],
    ['GET', 'availablelimits'],
    ['GET', 'reasons/selfexclude'],
    ['POST', 'limits'],
    ['POST', 'testanswers'],
    ['POST', 'limitaction'],
    ['DELETE', 'limit?limitType=20'],
    ['POST', 'BlockUser'],
    ['POST', 'ping'],
  ];
  for (const [method, name] of calls) {
    expectError(await s.call(method, name, method === 'POST' ? {} : undefined, null), 401, 'unauthorized');
  }
  expectError(await s.player.post('api/web/user/v1/reality-check', {}), 401, 'unauthorized');

  for (const name of ['limits', 'testanswers', 'limitaction', 'BlockUser']) expectError(await s.call('POST', name, {}), 400, 'invalid_body');
  expectError(await s.call('POST', 'limits', { limits: [] }), 400, 'invalid_body');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 20, limitValue: 'a lot' }] }), 400, 'invalid_body');
  expectError(await s.call('POST', 'limitaction', { limitType: 20, action: 'maybe' }), 400, 'invalid_body');
  expectError(await s.call('DELETE', 'limit?limitType=abc'), 400, 'invalid_query');
  expectError(await s.call('POST', 'BlockUser', { selfExcludeReason: 99 }), 400, 'invalid_limit');

  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 5, limitValue: 100 }] }), 400, 'unknown_limit_type');
  expectError(await s.call('POST', 'limitaction', { limitType: 5, action: 'confirm' }), 400, 'unknown_limit_type');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 31, limitValue: 25 }] }), 400, 'invalid_limit');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 32, limitValue: 7 }] }), 400, 'invalid_limit');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 33, limitValue: 2 }] }), 400, 'invalid_limit');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 20, limitValue: 10.005 }] }), 400, 'invalid_limit');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 20, limitValue: -5 }] }), 400, 'invalid_limit');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 20, limitValue: 100 }, { limitType: 20, limitValue: 50 }] }), 400, 'invalid_limit');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 99 }] }), 400, 'invalid_limit');
  assert.deepEqual(await s.limits(), [], 'nothing was stored by a refused call');
});

test('available limits and self-exclusion reasons (in the language of the header)', async (t) => {
  const s = await startLimits(t);
  const available = v.parse(AvailableLimitsResponseSchema, (await s.call('GET', 'availablelimits')).json()).availableLimits;
  assert.deepEqual(available.map((l) => l.limitType).sort((a, b) => a - b), [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37]);
  const of = (type: number) => available.find((l) => l.limitType === type);
  assert.deepEqual(of(32)?.availableValues, [5, 10, 15, 30, 45, 60, -1]);
  assert.deepEqual(of(33)?.availableValues, [1, 7, 30]);
  assert.equal(of(31)?.availableValues.length, 25);
  assert.ok(of(20)?.availableValues.includes(999_999_999));
  assert.equal(of(20)?.measure, 'RUB');
  assert.equal(of(20)?.customValues, true);
  assert.equal(of(30)?.customValues, false);

  const ru = v.parse(SelfExcludeReasonsResponseSchema, (await s.call('GET', 'reasons/selfexclude')).json());
  const en = v.parse(SelfExcludeReasonsResponseSchema, (await s.call('GET', 'reasons/selfexclude', undefined, undefined, { 'accept-language': 'en-GB,en;q=0.9' })).json());
  assert.ok(ru.length >= 3);
  assert.deepEqual(ru.map((r) => r.id), en.map((r) => r.id));
  assert.match(en[0]?.selfExcludeReason ?? '', /afford/);
  assert.match(ru[0]?.selfExcludeReason ?? '', /[а-я]/);
});

test('a new limit and a decrease apply at once; an increase asks the self-test first and a failed test changes nothing', async (t) => {
  const s = await startLimits(t);
  const first = await s.set([{ limitType: 20, limitValue: 1000 }]);
  assert.equal(first.status, 'OK');
  assert.equal(first.tokenGuid, null);
  const deposit = byType(first.limitsData, 20);
  assert.equal(deposit?.limitValue, 1000);
  assert.equal(deposit?.measure, 'RUB');
  assert.equal(deposit?.limitBalance, 1000);
  assert.equal(deposit?.needApprove, false);

  const decreased = await s.set([{ limitType: 20, limitValue: 500 }]);
  assert.equal(decreased.status, 'OK');
  assert.equal(byType(decreased.limitsData, 20)?.limitValue, 500, 'a stricter limit applies at once');

  const asked = await s.set([{ limitType: 20, limitValue: 2000 }, { limitType: 21, limitValue: 3000 }]);
  assert.equal(asked.status, 'QUESTIONS', 'an increase asks the self-test');
  assert.ok(asked.tokenGuid);
  assert.ok(asked.questions.length >= 3 && asked.questions.every((q) => q.answers.length === 2));
  assert.equal(byType(asked.limitsData, 21)?.limitValue, 3000, 'the new 7-day limit in the same batch applied at once');
  assert.equal(byType(asked.limitsData, 20)?.limitValue, 500);
  assert.equal(byType(asked.limitsData, 20, 'PENDING'), undefined, 'nothing pending before the test');

  const failing = asked.questions.map((q, i) => ({ questionId: q.id, answerId: i === 0 ? 1 : 2 }));
  const failed = v.parse(TestAnswersResponseSchema, (await s.call('POST', 'testanswers', { tokenGuid: asked.tokenGuid, answers: failing })).json());
  assert.equal(failed.success, false);
  assert.equal(failed.questionsResult.filter((r) => !r.passed).length, 1);
  assert.equal(byType(failed.limitsData, 20, 'PENDING'), undefined, 'a failed test leaves the limit as it was');
  assert.equal(byType(failed.limitsData, 20)?.limitValue, 500);
  const again = asked.questions.map((q) => ({ questionId: q.id, answerId: 2 }));
  expectError(await s.call('POST', 'testanswers', { tokenGuid: asked.tokenGuid, answers: again }), 404, 'unknown_test');
  expectError(await s.call('POST', 'testanswers', { tokenGuid: 'no-such-token', answers: again }), 404, 'unknown_test');
  const retry = await s.set([{ limitType: 20, limitValue: 2000 }]);
  expectError(await s.call('POST', 'testanswers', { tokenGuid: retry.tokenGuid, answers: again.slice(1) }), 400, 'invalid_body');

  assert.deepEqual(
    s.history().map((h) => [h.limit_type, h.action, h.old_value, h.new_value]),
    [
      [20, 'set', null, 100_000],
      [20, 'decrease', 100_000, 50_000],
      [21, 'set', null, 300_000],
    ],
    'history rows in minor units',
  );
});

test('an increase waits 86,400 s, then the player confirms it; meanwhile the old limit holds and the type is locked', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 20, limitValue: 500 }]);
  await s.request(20, 2000);
  const limits = await s.limits();
  const pending = byType(limits, 20, 'PENDING');
  assert.equal(pending?.limitValue, 2000);
  assert.equal(pending?.needApprove, true);
  assert.equal(pending?.limitBalance, null);
  assert.equal(byType(limits, 20)?.limitValue, 500, 'the old limit holds');

  const locked = expectError(await s.call('POST', 'limits', { limits: [{ limitType: 20, limitValue: 100 }] }), 409, 'limit_change_pending');
  assert.match(locked.detail, /pending/);
  expectError(await s.call('POST', 'limitaction', { limitType: 20, action: 'confirm' }), 409, 'limit_not_matured');

  await s.advance(DAY - 60_000);
  await s.relogin();
  expectError(await s.call('POST', 'limitaction', { limitType: 20, action: 'confirm' }), 409, 'limit_not_matured');
  await s.advance(60_000);
  const res = await s.call('POST', 'limitaction', { limitType: 20, action: 'confirm' }, undefined, { 'accept-language': 'en' });
  assert.equal(res.statusCode, 200, res.body);
  const confirmed = v.parse(LimitActionResponseSchema, res.json());
  assert.equal(confirmed.status, 'OK');
  assert.match(confirmed.title, /in force/);
  assert.equal(byType(confirmed.limitsData, 20)?.limitValue, 2000);
  assert.equal(byType(confirmed.limitsData, 20, 'PENDING'), undefined);
  expectError(await s.call('POST', 'limitaction', { limitType: 20, action: 'confirm' }), 404, 'no_pending_change');

  assert.deepEqual(
    s.history().slice(1).map((h) => [h.action, h.old_value, h.new_value]),
    [
      ['request', 50_000, 200_000],
      ['confirm', 50_000, 200_000],
    ],
  );
});

test('a pending change can be rejected (limitaction reject or DELETE limit) and the old limit stays', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 1, limitValue: 300 }, { limitType: 31, limitValue: 2 }]);
  await s.request(1, 900);
  const rejected = v.parse(LimitActionResponseSchema, (await s.call('POST', 'limitaction', { limitType: 1, action: 'reject' })).json());
  assert.equal(byType(rejected.limitsData, 1, 'PENDING'), undefined);
  assert.equal(byType(rejected.limitsData, 1)?.limitValue, 300);

  await s.request(31, 5);
  const deleted = await s.call('DELETE', 'limit?limitType=31');
  assert.equal(deleted.statusCode, 200, deleted.body);
  const after = v.parse(LimitActionResponseSchema, deleted.json()).limitsData;
  assert.equal(byType(after, 31, 'PENDING'), undefined);
  assert.equal(byType(after, 31)?.limitValue, 2);
  expectError(await s.call('DELETE', 'limit?limitType=31'), 404, 'no_pending_change');
  assert.deepEqual(s.history().filter((h) => h.action === 'reject').map((h) => [h.limit_type, h.old_value, h.new_value]), [
    [1, 30_000, 90_000],
    [31, 2, 5],
  ]);
});

test('a removal ("no limit" 999999999, "not set" -1) goes through the same wait and confirmation', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 22, limitValue: 10_000 }, { limitType: 32, limitValue: 15 }]);
  assert.equal((await s.set([{ limitType: 21, limitValue: 999_999_999 }])).status, 'OK', 'removing a limit that is not set changes nothing');
  await s.request(22, 999_999_999);
  await s.request(32, -1);
  const pending = await s.limits();
  assert.equal(byType(pending, 22, 'PENDING')?.limitValue, 999_999_999);
  assert.equal(byType(pending, 32, 'PENDING')?.limitValue, -1);
  await s.advance(DAY);
  await s.relogin();
  for (const limitType of [22, 32]) assert.equal((await s.call('POST', 'limitaction', { limitType, action: 'confirm' })).statusCode, 200);
  assert.deepEqual(await s.limits(), [], 'both limits are gone');
  assert.deepEqual(s.history().filter((h) => h.action === 'confirm').map((h) => [h.limit_type, h.new_value]), [
    [22, null],
    [32, null],
  ]);
});

test('self-exclusion cannot be cancelled or shortened while active, only extended; it is kept with its reason', async (t) => {
  const s = await startLimits(t);
  const set = await s.set([{ limitType: 30, limitValue: 7, selfExcludeReason: 2 }]);
  const exclusion = byType(set.limitsData, 30);
  assert.equal(exclusion?.selfExcludeReason, 2);
  assert.equal(exclusion?.measure, 'days');
  assert.equal((exclusion?.endsAt ?? 0) - (exclusion?.startedAt ?? 0), 7 * 86_400);
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 30, limitValue: 1 }] }), 409, 'limit_not_cancellable');
  expectError(await s.call('DELETE', 'limit?limitType=30'), 404, 'no_pending_change');
  const extended = await s.set([{ limitType: 30, limitValue: 30, selfExcludeReason: 3 }]);
  assert.equal(byType(extended.limitsData, 30)?.limitValue, 30);
  assert.deepEqual(s.history().map((h) => [h.action, h.new_value, h.reason_id]), [
    ['set', 7, 2],
    ['extend', 30, 3],
  ]);
});

test('the extra-limits lock (37) keeps the wager and loss limits as they are and cannot be shortened', async (t) => {
  const s = await startLimits(t);
  await s.set([{ limitType: 10, limitValue: 1000 }, { limitType: 37, limitValue: 7 }]);
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 10, limitValue: 500 }] }), 409, 'limits_locked');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 2, limitValue: 500 }] }), 409, 'limits_locked');
  expectError(await s.call('POST', 'limits', { limits: [{ limitType: 37, limitValue: 1 }] }), 409, 'limit_not_cancellable');
  assert.equal((await s.set([{ limitType: 20, limitValue: 500 }])).status, 'OK', 'deposit limits are not locked');
  await s.advance(7 * DAY);
  await s.relogin();
  const limits = await s.limits();
  assert.equal(byType(limits, 37), undefined, 'the lock ran out');
  assert.equal((await s.set([{ limitType: 10, limitValue: 500 }])).status, 'OK');
  assert.ok(s.history().some((h) => h.limit_type === 37 && h.action === 'expire'));
});

test('the ping answers whether the session may go on; the reality-check answer is recorded', async (t) => {
  const s = await startLimits(t);
  const ping = v.parse(PingResponseSchema, (await s.call('POST', 'ping', {})).json());
  assert.deepEqual([ping.status, ping.sessionEndsAt, ping.netResult, ping.currency], ['OK', null, 0, 'RUB'], 'no bets yet this session');
  assert.ok(Math.abs(ping.sessionStartedAt - Date.now() / 1000) < 120, 'the session started now');

  const body = { data: { type: 'reality-check', attributes: { action: 'continue', do_not_show_again: false, popup_show_at: 1_790_000_000 } } };
  const res = await s.player.post('api/web/user/v1/reality-check', body, { token: s.token });
  assert.equal(res.statusCode, 201, res.body);
  assert.deepEqual((res.json() as { data: { attributes: unknown } }).data.attributes, body.data.attributes);
  expectError(await s.player.post('api/web/user/v1/reality-check', { data: { attributes: { action: 'dance' } } }, { token: s.token }), 400, 'invalid_body');
  const rows = s.db().prepare('SELECT user_id, action, do_not_show_again, popup_show_at FROM reality_checks').all();
  assert.deepEqual(rows, [{ user_id: 10000001, action: 'continue', do_not_show_again: 0, popup_show_at: 1_790_000_000 }]);
});
