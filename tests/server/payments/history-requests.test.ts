/** Payment history (filters, dates, paging on the server) and payment requests (validation, idempotency). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectError } from '../identity/support';
import { dataOf, newKey, RUB_ACCOUNT, startPayments, type PaymentsServer } from './support';

interface Page { items: Array<{ id: number; type: string; status: string; amount: number; cancellable: boolean; createdAt: string }>; total: number; page: number; size: number }

const history = (server: PaymentsServer, query: string) => server.player.get(`office/payments/history${query}`, { token: server.token });

async function threeWithdrawals(server: PaymentsServer): Promise<number[]> {
  const ids: number[] = [];
  for (const amount of [100, 200, 300]) {
    ids.push(dataOf<{ id: number }>(await server.withdraw({ accountId: RUB_ACCOUNT, methodId: 'card', amount }), 201).id);
  }
  return ids;
}

test('history: newest first, paged on the server with the total, filtered by type, status and dates', async (t) => {
  const server = await startPayments(t);
  const ids = await threeWithdrawals(server);
  await server.cancel(ids[0] ?? 0);
  const all = dataOf<Page>(await history(server, '?size=2'));
  assert.equal(all.total, 3);
  assert.deepEqual(all.items.map((i) => i.id), [ids[2], ids[1]]);
  assert.equal(all.items[0]?.cancellable, true);
  const second = dataOf<Page>(await history(server, '?size=2&page=2'));
  assert.deepEqual(second.items.map((i) => i.id), [ids[0]]);
  assert.equal(second.items[0]?.status, 'cancelled');
  assert.equal(second.items[0]?.cancellable, false);
  assert.equal(dataOf<Page>(await history(server, '?status=pending')).total, 2);
  assert.equal(dataOf<Page>(await history(server, '?type=deposit')).total, 0);
  assert.equal(dataOf<Page>(await history(server, '?type=withdrawal&status=cancelled')).total, 1);
  const day = all.items[0]?.createdAt.slice(0, 10) ?? '';
  assert.equal(dataOf<Page>(await history(server, `?from=${day}&to=${day}`)).total, 3);
  assert.equal(dataOf<Page>(await history(server, '?to=2020-01-01')).total, 0);
  // Only the player's own payments.
  const other = await server.newBrowser();
  const token = await other.signIn('terms@kickoff.test');
  assert.equal(dataOf<Page>(await other.get('office/payments/history', { token })).total, 0);
});

test('history: invalid queries are refused', async (t) => {
  const server = await startPayments(t);
  for (const q of ['?size=51', '?size=0', '?page=0', '?from=2026-02-30', '?from=2026-03-02&to=2026-03-01', '?type=bets', '?status=won', '?from=yesterday']) {
    expectError(await history(server, q), 400, 'invalid_query');
  }
  expectError(await server.player.get('office/payments/history'), 401, 'unauthorized');
});

const create = (server: PaymentsServer, body: Record<string, unknown>, key = newKey()) =>
  server.player.post('office/payments/requests', body, { token: server.token, headers: { 'idempotency-key': key } });

test('payment requests: topics with sub-topics, validation of topic, sub-topic, transaction and text; one per key', async (t) => {
  const server = await startPayments(t);
  const topics = dataOf<Array<{ id: number; needsTransaction: boolean; title: { ru: string; en: string }; subTopics: Array<{ id: number }> }>>(await server.player.get('office/payments/requests/topics'));
  const deposit = topics.find((x) => x.title.en === 'Deposit not credited');
  const methods = topics.find((x) => x.subTopics.length > 0);
  assert.ok(deposit?.needsTransaction && methods);
  const [paymentId] = await threeWithdrawals(server);
  const text = 'My withdrawal is still not paid, please check.';
  expectError(await create(server, { topicId: 999, text }), 400, 'unknown_topic');
  expectError(await create(server, { topicId: deposit.id, text }), 400, 'transaction_required');
  expectError(await create(server, { topicId: deposit.id, paymentId: 999_999, text }), 400, 'unknown_transaction');
  expectError(await create(server, { topicId: deposit.id, paymentId, text: 'short' }), 400, 'invalid_body');
  expectError(await create(server, { topicId: deposit.id, paymentId, text: 'x'.repeat(2001) }), 400, 'invalid_body');
  expectError(await create(server, { topicId: methods.id, text }), 400, 'unknown_sub_topic');
  expectError(await create(server, { topicId: methods.id, subTopicId: deposit.id, text }), 400, 'unknown_sub_topic');
  const key = newKey();
  const made = dataOf<{ id: number; status: string; paymentId: number }>(await create(server, { topicId: deposit.id, paymentId, text }, key), 201);
  assert.equal(made.status, 'open');
  assert.equal(made.paymentId, paymentId);
  assert.equal(dataOf<{ id: number }>(await create(server, { topicId: deposit.id, paymentId, text }, key), 201).id, made.id);
  expectError(await create(server, { topicId: deposit.id, paymentId, text: `${text}!` }, key), 409, 'idempotency_key_reused');
  dataOf(await create(server, { topicId: methods.id, subTopicId: methods.subTopics[0]?.id, text }), 201);
  // Another player cannot name this payment.
  const other = await server.newBrowser();
  const token = await other.signIn('terms@kickoff.test');
  const foreign = await other.post('office/payments/requests', { topicId: deposit.id, paymentId, text }, { token, headers: { 'idempotency-key': newKey() } });
  expectError(foreign, 400, 'unknown_transaction');
  // The list with the reply.
  const replied = await server.app.inject({ method: 'POST', url: `/__test/payments/requests/${made.id}/reply`, payload: { text: 'Paid today.' } });
  assert.equal(replied.statusCode, 200, replied.body);
  const list = dataOf<Array<{ id: number; status: string; reply: string | null }>>(await server.player.get('office/payments/requests', { token: server.token }));
  assert.equal(list.length, 2);
  assert.deepEqual(list.find((r) => r.id === made.id), { ...list.find((r) => r.id === made.id), status: 'answered', reply: 'Paid today.' });
});
