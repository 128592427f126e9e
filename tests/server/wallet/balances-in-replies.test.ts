/**
 * Money replies carry the new balance (docs/api.md "Balances in money replies"): `meta.balances` names
 * each account the write moved with its balance right after it, equal to the stored balance; a replay
 * answers the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { BalancesMetaSchema } from '@kickoff/contracts';
import { startPayments } from '../payments/support';
import { RUB_ACCOUNT, couponBody, newKey, startWallet } from './support';
import { openDraw, placeToto, totoBody } from './toto-support';

const metaOf = (body: string) => v.parse(v.object({ meta: BalancesMetaSchema }), JSON.parse(body)).meta.balances;
const rub = (minor: number) => [{ accountId: RUB_ACCOUNT, balance: minor / 100, currency: 'RUB' }];

test('placing a coupon and a toto coupon answer the account\'s new balance; a replay answers the same', async (t) => {
  const s = await startWallet(t);
  const key = newKey();
  const body = couponBody(s.openOdds(1));
  const first = await s.place(body, key);
  assert.equal(first.statusCode, 201, first.body);
  assert.deepEqual(metaOf(first.body), rub(s.balance(RUB_ACCOUNT)));
  const replay = await s.place(body, key);
  assert.deepEqual(metaOf(replay.body), metaOf(first.body));

  const toto = await placeToto(s, totoBody(openDraw(s.db()), 10));
  assert.equal(toto.statusCode, 201, toto.body);
  assert.deepEqual(metaOf(toto.body), rub(s.balance(RUB_ACCOUNT)));
});

test('a real casino round answers the account\'s balance after the stake and the win; a fun round has no balances', async (t) => {
  const s = await startWallet(t);
  const games = v.parse(v.object({ items: v.array(v.object({ id: v.number() })) }), (await s.player.get('casino/games?section=slots')).json());
  const gameId = games.items[0]?.id;
  assert.ok(gameId);
  const res = await s.player.post('casino/play/rounds', { gameId, stake: 10, accountId: RUB_ACCOUNT }, { token: s.token, headers: { 'idempotency-key': randomUUID() } });
  assert.equal(res.statusCode, 201, res.body);
  assert.deepEqual(metaOf(res.body), rub(s.balance(RUB_ACCOUNT)));
  const wallet = v.parse(v.object({ wallet: v.string() }), (await s.player.post('casino/play/fun-wallets')).json()).wallet;
  const fun = await s.player.post(`casino/play/fun-wallets/${wallet}/rounds`, { gameId, stake: 10 }, { headers: { 'idempotency-key': randomUUID() } });
  assert.equal(fun.statusCode, 201, fun.body);
  assert.equal((fun.json() as { meta?: unknown }).meta, undefined);
});

test('a withdrawal request and its cancel answer the balance after the hold and after the release', async (t) => {
  const server = await startPayments(t);
  const before = server.balance(RUB_ACCOUNT);
  const requested = await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount: 1000 });
  assert.equal(requested.statusCode, 201, requested.body);
  assert.deepEqual(metaOf(requested.body), rub(before - 100_000));
  const id = (requested.json() as { data: { id: number } }).data.id;
  const cancelled = await server.cancel(id);
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.deepEqual(metaOf(cancelled.body), rub(before));
});
