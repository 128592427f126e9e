/** Payments test helpers: a signed-in demo player, withdrawals under an Idempotency-Key, a writable db handle. */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse as Response } from 'fastify';
import { newKey, startWallet, type WalletServer } from '../wallet/support';
import type { FixtureOptions } from '../support/helpers';

export { BONUS_ACCOUNT, RUB_ACCOUNT, USD_ACCOUNT, newKey } from '../wallet/support';

export interface PaymentsServer extends WalletServer {
  withdraw(body: Record<string, unknown>, key?: string, token?: string): Promise<Response>;
  cancel(id: number, token?: string): Promise<Response>;
  decide(id: number, decision: 'paid' | 'rejected'): Promise<Response>;
  /** A writable connection (closed when the test ends) for setting up player states. */
  writer(): Database.Database;
}

export async function startPayments(t: TestContext, options: FixtureOptions = {}): Promise<PaymentsServer> {
  const server = await startWallet(t, options);
  let writer: Database.Database | undefined;
  t.after(() => writer?.close());
  return {
    ...server,
    withdraw: (body, key = newKey(), token = server.token) =>
      server.player.post('office/payments/withdrawals', body, { token, headers: { 'idempotency-key': key } }),
    cancel: (id, token = server.token) => server.player.post(`office/payments/withdrawals/${id}/cancel`, {}, { token }),
    decide: (id, decision) => server.app.inject({ method: 'POST', url: `/__test/payments/withdrawals/${id}/decide`, payload: { decision } }),
    writer() {
      writer ??= new Database(server.dbFile);
      return writer;
    },
  };
}

export function dataOf<T>(res: Response, status = 200): T {
  assert.equal(res.statusCode, status, res.body);
  return (res.json() as { data: T }).data;
}
