/**
 * The demo provider's payout side: its back-office page `/demo-pay/payouts` (server-rendered, lists the
 * pending withdrawals with Pay / Reject buttons), which — like the test API
 * `/__test/payments/withdrawals/:id/decide` — sends the server a signed callback; and the callback
 * route `POST /web-api/payments/provider/payouts`, which verifies the signature on the raw body before
 * it reads anything and applies the decision once (a replay changes nothing).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES } from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { parseBody, validate } from '../../http/validate';
import { toMajor } from '../../money';
import { FORM_CONTENT_TYPE } from '../../http/form-body';
import { SIGNATURE_HEADER, signBody, verifySignature } from '../signature';
import { decideWithdrawal, type PayoutDeps } from './payouts';

export const PAYOUT_CALLBACK_PATH = `${API_BASES.web}/payments/provider/payouts`;

/**
 * The secret the demo provider signs payout callbacks with: KICKOFF_PAYOUT_SECRET in a deployment,
 * else a random one drawn at start (never a known constant: anyone could sign a payout with it).
 */
export function payoutSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env['KICKOFF_PAYOUT_SECRET']?.trim() || randomBytes(32).toString('hex');
}

export const PayoutCallbackSchema = v.strictObject({
  paymentId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  decision: v.picklist(['paid', 'rejected']),
  providerRef: v.pipe(v.string(), v.regex(/^[A-Za-z0-9:_-]{8,64}$/)),
});
export type PayoutCallback = v.InferOutput<typeof PayoutCallbackSchema>;

const DecideBody = v.strictObject({ decision: v.picklist(['paid', 'rejected']) });
const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });
const ActionParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)), action: v.picklist(['pay', 'reject']) });

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerPayoutProvider(app: FastifyInstance, deps: PayoutDeps & { secret: string; testApi: boolean; backOffice: boolean }): void {
  /** The provider's side: sign the decision and call the server's callback (as the provider's server would). */
  const sendDecision = async (paymentId: number, decision: 'paid' | 'rejected') => {
    const body = JSON.stringify({ paymentId, decision, providerRef: `demo-payout-${randomUUID()}` });
    return app.inject({
      method: 'POST',
      url: PAYOUT_CALLBACK_PATH,
      payload: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(deps.secret, body) },
    });
  };

  // The callback reads the raw body (the signature covers the exact bytes), so it has its own parser.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(PAYOUT_CALLBACK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      if (!verifySignature(deps.secret, raw, Array.isArray(signature) ? signature[0] : signature)) {
        request.log.warn({ url: request.url }, 'payout callback with a bad signature refused');
        return sendError(reply, 401, 'bad_signature', 'The callback signature does not verify');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return sendError(reply, 400, 'invalid_json', 'The callback body is not JSON');
      }
      const body = validate(PayoutCallbackSchema, json);
      if (!body.ok) return sendError(reply, 400, 'invalid_body', body.detail);
      const outcome = decideWithdrawal(deps, body.value.paymentId, body.value.decision, body.value.providerRef);
      if (outcome === 'conflict') return sendError(reply, 409, 'payout_conflict', 'The withdrawal is not pending or the reference belongs to another payment');
      request.log.info({ paymentId: body.value.paymentId, decision: body.value.decision, outcome }, 'payout callback');
      const row = deps.payments.byId(body.value.paymentId);
      return reply.header('cache-control', 'no-store').send({ data: { paymentId: body.value.paymentId, status: row?.status ?? null, replay: outcome === 'already' } });
    });
  });

  if (deps.backOffice) registerBackOffice(app, deps, sendDecision);

  if (deps.testApi) {
    app.post('/__test/payments/withdrawals/:id/decide', async (request, reply) => {
      const params = validate(IdParam, request.params);
      if (!params.ok) return sendError(reply, 400, 'invalid_params', params.detail);
      const body = parseBody(DecideBody, request.body, reply);
      if (!body) return reply;
      const res = await sendDecision(params.value.id, body.decision);
      return reply.code(res.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(res.body);
    });
  }
}

type SendDecision = (paymentId: number, decision: 'paid' | 'rejected') => Promise<{ statusCode: number; body: string }>;

/** The demo provider's back office: the pending withdrawals with Pay / Reject (each a signed callback). */
function registerBackOffice(app: FastifyInstance, deps: PayoutDeps, sendDecision: SendDecision): void {
  app.get('/demo-pay/payouts', async (_request, reply) => {
    const pending = deps.db
      .prepare<[], { id: number; user_id: number; method: string; amount_minor: number; minor_units: number; currency: string; created_at: number }>(
        `SELECT id, user_id, method, amount_minor, minor_units, currency, created_at FROM payments
          WHERE direction = 'withdrawal' AND status = 'pending' ORDER BY created_at, id`,
      )
      .all();
    const rows = pending
      .map((p) => {
        const amount = `${toMajor(p.amount_minor, p.minor_units).toFixed(2)} ${escapeHtml(p.currency)}`;
        return `<tr data-payment-id="${p.id}"><td>${p.id}</td><td>${p.user_id}</td><td>${escapeHtml(p.method)}</td><td>${amount}</td><td>${new Date(p.created_at).toISOString()}</td>
          <td><form method="post" action="/demo-pay/payouts/${p.id}/pay"><button type="submit" aria-label="Pay withdrawal ${p.id}">Pay</button></form>
          <form method="post" action="/demo-pay/payouts/${p.id}/reject"><button type="submit" aria-label="Reject withdrawal ${p.id}">Reject</button></form></td></tr>`;
      })
      .join('\n');
    const table = pending.length === 0
      ? '<p role="status">No pending withdrawals.</p>'
      : `<table><caption>Pending withdrawals</caption><thead><tr><th scope="col">Id</th><th scope="col">Player</th><th scope="col">Method</th><th scope="col">Amount</th><th scope="col">Requested</th><th scope="col">Decision</th></tr></thead><tbody>${rows}</tbody></table>`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo provider — payouts</title>
      <style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem .6rem}form{display:inline}button{margin:0 .2rem}</style></head>
      <body><main><h1>Demo payment provider: payouts</h1><p>Each decision is sent to the bookmaker as a signed callback.</p>${table}</main></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  void app.register(async (scope) => {
    // A plain HTML form posts an empty urlencoded body (the shared form parser): nothing to read but the URL.
    scope.post('/demo-pay/payouts/:id/:action', { config: { contentTypes: [FORM_CONTENT_TYPE] } }, async (request, reply) => {
      const params = validate(ActionParam, request.params);
      if (!params.ok) return sendError(reply, 400, 'invalid_params', params.detail);
      const res = await sendDecision(params.value.id, params.value.action === 'pay' ? 'paid' : 'rejected');
      if (res.statusCode !== 200) request.log.warn({ status: res.statusCode, body: res.body }, 'demo payout decision refused');
      return reply.code(303).header('location', '/demo-pay/payouts').send();
    });
  });
}
