/** The player's coupons: history newest first and paged, one coupon for its owner only, the ledger through the test API. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, expectError } from '../identity/support';
import { couponBody, startWallet } from './support';

interface Page { data: { items: Array<{ id: number; status: string }>; page: number; pageSize: number; total: number } }

test('coupon/list: newest first, paged, with statuses; coupon/:id is 404 for another player and for garbage', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(5);
  const ids: number[] = [];
  for (const odd of odds) {
    const res = await s.place(couponBody([odd], { amount: 10 }));
    assert.equal(res.statusCode, 201, res.body);
    ids.push((res.json() as { data: { id: number } }).data.id);
  }
  const first = (await s.player.get('coupon/list?pageSize=2', { token: s.token })).json() as Page;
  assert.deepEqual(first.data.items.map((c) => c.id), [ids[4], ids[3]]);
  assert.deepEqual([first.data.page, first.data.pageSize, first.data.total], [1, 2, 5]);
  const third = (await s.player.get('coupon/list?pageSize=2&page=3', { token: s.token })).json() as Page;
  assert.deepEqual(third.data.items.map((c) => c.id), [ids[0]]);
  expectError(await s.player.get('coupon/list?pageSize=500', { token: s.token }), 400, 'invalid_query');
  assert.equal((await s.player.get('coupon/list')).statusCode, 401);

  assert.equal((await s.player.get(`coupon/${ids[0]}`, { token: s.token })).statusCode, 200);
  expectError(await s.player.get('coupon/abc', { token: s.token }), 404, 'not_found');
  const other = await s.newBrowser();
  const token = await other.signIn('unverified@kickoff.test');
  expectError(await other.get(`coupon/${ids[0]}`, { token }), 404, 'not_found');
  const empty = (await other.get('coupon/list', { token })).json() as Page;
  assert.equal(empty.data.total, 0);
});

test('test API: a player\'s ledger, oldest first (the seed, then the stakes)', async (t) => {
  const s = await startWallet(t);
  assert.equal((await s.place(couponBody(s.openOdds(1), { amount: 10 }))).statusCode, 201);
  const res = await s.app.inject({ method: 'GET', url: `/__test/wallet/ledger/${DEMO.demo.id}` });
  const rows = (res.json() as { data: Array<{ reason: string; amount_minor: number }> }).data;
  assert.deepEqual(rows.map((r) => r.reason), ['seed', 'seed', 'seed', 'bet_stake']);
  assert.equal(rows.at(-1)?.amount_minor, -1000);
});

test('without the demo switch there is no wallet test API', async (t) => {
  const s = await startWallet(t, { testApi: false });
  assert.equal((await s.app.inject({ method: 'GET', url: '/__test/wallet/balances' })).statusCode, 404);
});
