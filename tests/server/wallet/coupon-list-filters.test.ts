/** coupon/list filters (office history): placed between dates, by result, paged on the server with a filtered total. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { couponResult } from '../../../platform-wallet/src/result';
import { DEMO, expectError } from '../identity/support';
import { couponBody, finishGame, startWallet } from './support';

interface Coupon { id: number; status: 'open' | 'settled'; payout: number | null; amount: number; createdAt: number }
interface Page { data: { items: Coupon[]; page: number; pageSize: number; total: number } }

const HOUR = 3_600_000;

test('coupon/list: from/to select the coupons placed in [from, to), result the open/won/lost/returned ones; total counts what passes', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(4);
  assert.equal(odds.length, 4);
  const placed: number[] = [];
  const place = async (i: number) => {
    const odd = odds[i];
    assert.ok(odd);
    const res = await s.place(couponBody([odd], { amount: 10 }), undefined, await s.player.token());
    assert.equal(res.statusCode, 201, res.body);
    placed.push((res.json() as { data: { id: number } }).data.id);
  };
  await place(0);
  await place(1);
  await s.advance(2 * HOUR);
  // Two idle hours end the session on the server (inactivity logoff): sign in again.
  const token = await s.player.signIn(DEMO.demo.email);
  const list = async (query: string) => {
    const res = await s.player.get(`coupon/list?${query}`, { token });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as Page).data;
  };
  const middle = (await list('pageSize=100')).items.find((c) => c.id === placed[1])?.createdAt;
  assert.ok(middle !== undefined);
  const split = middle + HOUR;
  await place(2);
  await place(3);

  // Dates: [from, to) on the time of placing.
  assert.deepEqual((await list(`from=${split}`)).items.map((c) => c.id), [placed[3], placed[2]]);
  const before = await list(`to=${split}`);
  assert.deepEqual(before.items.map((c) => c.id), [placed[1], placed[0]]);
  assert.equal(before.total, 2);
  assert.equal((await list(`from=${split}&to=${split + 1}`)).total, 0);
  // Paging over a filtered list: the total is the filtered count.
  const page2 = await list(`from=${split - 3 * HOUR}&pageSize=3&page=2`);
  assert.deepEqual([page2.items.map((c) => c.id), page2.total, page2.page], [[placed[0]], 4, 2]);

  // Results: settle three of the four games (the fourth coupon stays open).
  await finishGame(s, odds[0]!.gameId, 2, 0);
  await finishGame(s, odds[1]!.gameId, 0, 3);
  await finishGame(s, odds[2]!.gameId, 1, 1);
  const all = (await list('pageSize=100')).items;
  assert.equal(all.length, 4);
  assert.equal(all.filter((c) => c.status === 'settled').length, 3, 'three coupons settled');
  const seen = new Set<number>();
  for (const result of ['open', 'won', 'lost', 'returned'] as const) {
    const page = await list(`result=${result}&pageSize=100`);
    const expected = all.filter((c) => couponResult(c) === result).map((c) => c.id);
    assert.deepEqual(page.items.map((c) => c.id), expected, `result=${result}`);
    assert.equal(page.total, expected.length);
    for (const c of page.items) seen.add(c.id);
  }
  assert.equal(seen.size, 4, 'open, won, lost and returned cover every coupon');
  assert.deepEqual((await list('result=open')).items.map((c) => c.id), [placed[3]]);
  assert.equal((await list('result=all')).total, 4);
  // Combined with dates.
  assert.deepEqual((await list(`result=open&to=${split}`)).items, []);
});

test('coupon/list: bad filters are 400 invalid_query; the old callers (page and pageSize only) work as before', async (t) => {
  const s = await startWallet(t);
  for (const query of ['result=pending', 'from=yesterday', 'to=-5', 'from=200&to=100', 'from=100&to=100', 'result=']) {
    expectError(await s.player.get(`coupon/list?${query}`, { token: s.token }), 400, 'invalid_query');
  }
  assert.equal((await s.place(couponBody(s.openOdds(1), { amount: 10 }))).statusCode, 201);
  const res = await s.player.get('coupon/list?page=1&pageSize=5', { token: s.token });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((res.json() as Page).data.total, 1);
  // A banned player still reads the history (ban allowed), with filters.
  const banned = await s.newBrowser();
  const bannedToken = await banned.signIn('banned@kickoff.test');
  assert.equal((await banned.get('coupon/list?result=won', { token: bannedToken })).statusCode, 200);
});
