/**
 * Deposit test helpers: starting a deposit as the demo player, the demo provider's card form, the
 * deposit's status, the signed callback and the credit rows. The callback secret is fixed before any
 * app is built (the server reads it when deposits register).
 */
process.env.KICKOFF_PAYMENT_SECRET = 'test-payment-secret-0123456789';

import assert from 'node:assert/strict';
import type { LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import { DepositResponseSchema, StartDepositResponseSchema } from '../../../office-parcel/src/contracts/deposits';
import { newKey, RUB_ACCOUNT, type WalletServer } from '../wallet/support';

export const SECRET = process.env.KICKOFF_PAYMENT_SECRET;
export const CARDS = { success: '4242 4242 4242 4242', failure: '4000 0000 0000 0002', pending: '4000 0000 0000 0077', threeDs: '4000 0000 0000 3220' };

export interface Started {
  id: number;
  ref: string;
  redirectUrl: string;
}

export async function deposit(server: WalletServer, body: Record<string, unknown>, key = newKey(), token = server.token): Promise<Response> {
  return server.player.post('office/deposits', body, { token, headers: { 'idempotency-key': key } });
}

/** The started deposit of a 201 reply. */
export function startedOf(res: Response): Started {
  assert.equal(res.statusCode, 201, res.body);
  const data = v.parse(StartDepositResponseSchema, res.json()).data;
  const ref = /\/demo-pay\/checkout\/([\w-]+)\?lng=en$/.exec(data.redirectUrl)?.[1];
  assert.ok(ref, data.redirectUrl);
  return { id: data.payment.id, ref, redirectUrl: data.redirectUrl };
}

export async function start(server: WalletServer, amount = 1000, accountId = RUB_ACCOUNT): Promise<Started> {
  return startedOf(await deposit(server, { method: 'card', amount, accountId, lng: 'en' }));
}

export function form(server: WalletServer, url: string, fields: Record<string, string>): Promise<Response> {
  return server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ lng: 'en', ...fields }).toString() });
}

export const pay = (server: WalletServer, s: Started, number: string, expiry = '12/39', cvc = '123') => form(server, `/demo-pay/checkout/${s.ref}/pay`, { number, expiry, cvc });

export async function status(server: WalletServer, id: number): Promise<string> {
  const res = await server.player.get(`office/deposits/${id}`, { token: server.token });
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(DepositResponseSchema, res.json()).data.status;
}

export function callback(server: WalletServer, body: string, signature?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['x-provider-signature'] = signature;
  return server.app.inject({ method: 'POST', url: '/web-api/payments/callback', headers, payload: body });
}

export function event(s: Started, status: string, amountMinor = 100_000): string {
  return JSON.stringify({ eventId: `ev_test_${status}_${s.id}`, paymentId: s.id, ref: s.ref, status, amountMinor, currency: 'RUB' });
}

export const creditRows = (server: WalletServer, id: number): number =>
  server.db().prepare<[string], { n: number }>('SELECT count(*) AS n FROM ledger WHERE idempotency_key = ?').get(`payment:${id}:credit`)?.n ?? -1;
