/** Placing toto coupons: the accepted coupon, the stake through the ledger, every rejection, the player's list. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { DEMO, expectError } from '../identity/support';
import { BONUS_ACCOUNT, RUB_ACCOUNT, USD_ACCOUNT, newKey, startWallet } from './support';
import { count, expectMeta, writer, openDraw, placeToto, totoBody } from './toto-support';

interface Coupon { id: number; drawId: number; lines: number; amount: number; lineStake: number; status: string; hits: number | null; payout: number | null; picks: Array<{ gameId: number; outcomes: string[] }> }

test('a coupon with two doubles and a treble is 12 lines; the stake (12 × 10) is one toto_stake ledger row', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const before = s.balance(RUB_ACCOUNT);
  const body = totoBody(draw, 10, { 0: ['X'], 3: ['2'], 14: ['X', '2'] });
  assert.equal(body['amount'], 120);
  // The picks may come in any order; the coupon keeps the draw's order.
  const res = await placeToto(s, { ...body, picks: [...(body['picks'] as unknown[])].reverse() });
  assert.equal(res.statusCode, 201, res.body);
  const coupon = (res.json() as { data: Coupon }).data;
  assert.deepEqual([coupon.drawId, coupon.lines, coupon.amount, coupon.lineStake, coupon.status, coupon.hits, coupon.payout], [draw.id, 12, 120, 10, 'open', null, null]);
  assert.deepEqual(coupon.picks.map((p) => p.gameId), draw.gameIds);
  assert.deepEqual(coupon.picks[14]?.outcomes, ['1', 'X', '2']);
  assert.equal(s.balance(RUB_ACCOUNT), before - 12000);
  const ledger = s.db().prepare('SELECT amount_minor, reason, reference, idempotency_key FROM ledger WHERE account_id = ? ORDER BY id').all(RUB_ACCOUNT);
  assert.deepEqual(ledger.at(-1), { amount_minor: -12000, reason: 'toto_stake', reference: `toto:${coupon.id}`, idempotency_key: `toto_stake:${coupon.id}` });
  assert.deepEqual(await s.mismatches(), []);
});

test('toto/coupons: the player\'s coupons newest first and paged; another player sees none; a guest is 401', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await placeToto(s, totoBody(draw, 10 + i));
    assert.equal(res.statusCode, 201, res.body);
    ids.push((res.json() as { data: Coupon }).data.id);
  }
  const page = (await s.player.get('toto/coupons?pageSize=2', { token: s.token })).json() as { data: { items: Coupon[]; total: number; page: number } };
  assert.deepEqual(page.data.items.map((c) => c.id), [ids[2], ids[1]]);
  assert.equal(page.data.total, 3);
  const second = (await s.player.get('toto/coupons?pageSize=2&page=2', { token: s.token })).json() as { data: { items: Coupon[] } };
  assert.deepEqual(second.data.items.map((c) => c.id), [ids[0]]);
  expectError(await s.player.get('toto/coupons?pageSize=0', { token: s.token }), 400, 'invalid_query');
  assert.equal((await s.player.get('toto/coupons')).statusCode, 401);
  const other = await s.newBrowser();
  const token = await other.signIn('unverified@kickoff.test');
  const theirs = (await other.get('toto/coupons', { token })).json() as { data: { items: Coupon[]; total: number } };
  assert.deepEqual([theirs.data.items.length, theirs.data.total], [0, 0]);
});

test('placing needs a signed-in player, accepted terms, no ban, an Idempotency-Key, and a same-site origin', async (t) => {
  const s = await startWallet(t);
  const body = totoBody(openDraw(s.db()), 10);
  assert.equal((await s.player.post('toto/place', body, { headers: { 'idempotency-key': newKey() } })).statusCode, 401);
  expectError(await s.player.post('toto/place', body, { token: s.token }), 400, 'idempotency_key_required');
  expectError(await placeToto(s, body, 'short'), 400, 'idempotency_key_required');
  const banned = await s.newBrowser();
  expectError(await placeToto(s, body, newKey(), await banned.signIn(DEMO.banned.email)).then((r) => r), 403, 'banned');
  const terms = await s.newBrowser();
  // The stake guard asks for the terms at the stake, on the player's own account.
  const termsAccount = v.parse(v.object({ id: v.number() }), s.db().prepare('SELECT id FROM accounts WHERE user_id = ? ORDER BY id').get(DEMO.terms.id)).id;
  expectError(await terms.post('toto/place', { ...body, accountId: termsAccount }, { token: await terms.signIn(DEMO.terms.email), headers: { 'idempotency-key': newKey() } }), 451, '1');
  expectError(await s.player.post('toto/place', body, { token: s.token, headers: { 'idempotency-key': newKey(), origin: 'https://evil.example' } }), 403, 'forbidden_origin');
  assert.equal(count(s.db(), 'SELECT count(*) AS n FROM toto_coupons'), 0);
});

test('malformed bodies are 400 invalid_body: no picks, an unknown outcome, an outcome twice, 3 decimals', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const body = totoBody(draw, 10);
  const picks = body['picks'] as Array<{ gameId: number; outcomes: string[] }>;
  expectError(await placeToto(s, { ...body, picks: [] }), 400, 'invalid_body');
  expectError(await placeToto(s, { ...body, picks: picks.map((p, i) => (i === 0 ? { ...p, outcomes: ['Y'] } : p)) }), 400, 'invalid_body');
  expectError(await placeToto(s, { ...body, picks: picks.map((p, i) => (i === 0 ? { ...p, outcomes: [] } : p)) }), 400, 'invalid_body');
  expectError(await placeToto(s, { ...body, picks: picks.map((p, i) => (i === 0 ? { ...p, outcomes: ['1', '1'] } : p)) }), 400, 'invalid_body');
  expectError(await placeToto(s, { ...body, lineStake: 10.005 }), 400, 'invalid_body');
});

test('invalid_coupon: unknown draw, an event without a pick, a pick for no event, an event twice, an amount other than lines × lineStake', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const body = totoBody(draw, 10);
  const picks = body['picks'] as Array<{ gameId: number; outcomes: string[] }>;
  expectError(await placeToto(s, { ...body, drawId: 999_999 }), 422, 'invalid_coupon');
  const missing = expectMeta(await placeToto(s, { ...body, picks: picks.slice(1) }), 422, 'invalid_coupon');
  assert.deepEqual(missing, { gameIds: [draw.gameIds[0]] });
  expectError(await placeToto(s, { ...body, picks: [...picks, { gameId: 99_999_999, outcomes: ['1'] }] }), 422, 'invalid_coupon');
  expectError(await placeToto(s, { ...body, picks: [...picks, picks[0]] }), 422, 'invalid_coupon');
  expectError(await placeToto(s, { ...totoBody(draw, 10, { 2: ['X'] }), amount: 10 }), 422, 'invalid_coupon');
  assert.equal(count(s.db(), 'SELECT count(*) AS n FROM toto_coupons'), 0);
});

test('draw_closed: a draw whose first game time has come, a draw marked closed, a settled draw', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const db = writer(t, s);
  const simNow = (value: number) => db.prepare("UPDATE feed_state SET value = ? WHERE key = 'sim_now'").run(value);
  const before = s.db().prepare<[], { value: number }>("SELECT value FROM feed_state WHERE key = 'sim_now'").get()?.value ?? 0;
  // The feed's clock reaches the draw's first game (the simulator has not marked it closed yet).
  simNow(draw.closesAt);
  assert.deepEqual(expectMeta(await placeToto(s, totoBody(draw, 10)), 422, 'draw_closed'), { drawId: draw.id });
  simNow(before);
  assert.equal((await placeToto(s, totoBody(draw, 10))).statusCode, 201, 'open again before its first game');
  db.prepare("UPDATE toto_draws SET status = 'closed' WHERE id = ?").run(draw.id);
  expectError(await placeToto(s, totoBody(draw, 10)), 422, 'draw_closed');
  const settled = s.db().prepare<[], { id: number }>("SELECT id FROM toto_draws WHERE status = 'settled' LIMIT 1").get();
  assert.ok(settled, 'the seeded archive has a settled draw');
  const events = s.db().prepare<[number], { game_id: number }>('SELECT game_id FROM toto_events WHERE draw_id = ? ORDER BY position').all(settled.id);
  expectError(await placeToto(s, totoBody({ id: settled.id, number: 0, closesAt: 0, gameIds: events.map((e) => e.game_id) }, 10)), 422, 'draw_closed');
  assert.equal(count(s.db(), 'SELECT count(*) AS n FROM toto_coupons'), 1);
});

test('stake limits per currency: minimum total, maximum total, maximum payout (per line), bonus account without the maximum stake', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const low = expectMeta(await placeToto(s, totoBody(draw, 9.99)), 422, 'stake_too_low');
  assert.deepEqual(low, { min: 10, currency: 'RUB' });
  // 1 line: the best prize is 10 000 × the stake, the maximum payout 10 000 000 RUB: at most 1 000 per line.
  const payout = expectMeta(await placeToto(s, totoBody(draw, 1000.01)), 422, 'stake_too_high');
  assert.deepEqual(payout, { max: 1000, currency: 'RUB' });
  // 3^12 lines at 1 RUB = 531 441 RUB, above the maximum stake of 500 000 RUB.
  const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i, ['X', '2'] as ('X' | '2')[]]));
  const stake = expectMeta(await placeToto(s, totoBody(draw, 1, many)), 422, 'stake_too_high');
  assert.deepEqual(stake, { max: 500_000, currency: 'RUB' });
  const usd = expectMeta(await placeToto(s, totoBody(draw, 0.09, {}, { accountId: USD_ACCOUNT })), 422, 'stake_too_low');
  assert.deepEqual(usd, { min: 0.1, currency: 'USD' });
  // The bonus account skips the maximum stake (not the payout cap): the same 531 441 lines are refused only by the balance.
  expectError(await placeToto(s, totoBody(draw, 1, many, { accountId: BONUS_ACCOUNT })), 422, 'insufficient_balance');
  assert.equal(count(s.db(), 'SELECT count(*) AS n FROM toto_coupons'), 0);
});

test('insufficient_balance and invalid_account; nothing is debited', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const before = s.balance(RUB_ACCOUNT);
  const poor = expectMeta(await placeToto(s, totoBody(draw, 400, { 0: ['X'], 1: ['X'], 2: ['X'], 3: ['X'], 4: ['X'], 5: ['X'] })), 422, 'insufficient_balance');
  assert.equal(poor?.['currency'], 'RUB');
  assert.equal(poor?.['balance'], before / 100);
  expectError(await placeToto(s, totoBody(draw, 10, {}, { accountId: 20000007 })), 422, 'invalid_account');
  assert.equal(s.balance(RUB_ACCOUNT), before);
  assert.deepEqual(await s.mismatches(), []);
});

test('idempotency: the same key and body place once (201, then 201 replayed with the same coupon); another body is 409; 20 at once place once', async (t) => {
  const s = await startWallet(t);
  const draw = openDraw(s.db());
  const before = s.balance(RUB_ACCOUNT);
  const key = newKey();
  const body = totoBody(draw, 10, { 5: ['2'] });
  const first = await placeToto(s, body, key);
  const again = await placeToto(s, body, key);
  assert.equal(first.statusCode, 201, first.body);
  assert.equal(again.statusCode, 201, again.body);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual(again.json(), first.json());
  expectError(await placeToto(s, totoBody(draw, 20, { 5: ['2'] }), key), 409, 'idempotency_key_reused');
  assert.equal(s.balance(RUB_ACCOUNT), before - 2000);

  const burstKey = newKey();
  const answers = await Promise.all(Array.from({ length: 20 }, () => placeToto(s, body, burstKey)));
  assert.deepEqual(answers.map((r) => r.statusCode), answers.map(() => 201));
  assert.equal(answers.filter((r) => r.headers['idempotent-replayed'] === 'true').length, 19);
  assert.equal(new Set(answers.map((r) => (r.json() as { data: Coupon }).data.id)).size, 1);
  assert.equal(count(s.db(), "SELECT count(*) AS n FROM ledger WHERE reason = 'toto_stake'"), 2);
  assert.equal(s.balance(RUB_ACCOUNT), before - 4000);
  assert.deepEqual(await s.mismatches(), []);
});
