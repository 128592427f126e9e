/**
 * The demo payment provider, served by the reference server under `/demo-pay/` (its own HTML pages,
 * no script): the checkout page of a payment (`/demo-pay/checkout/:ref`), the card step (Luhn, expiry,
 * CVC; the test card decides the outcome), the 3-D Secure-style confirmation, and cancel. After each
 * decision the provider signs a notification (`../signature.ts`, the configured secret) and delivers
 * it to the server's callback endpoint, then sends the player back to `/<lng>/onpay/<result>?payment=<id>`.
 * A pending payment is finished later by the provider (`complete`, reached from the test API).
 * The provider remembers its 3-D Secure challenges and the last notification of each payment (for
 * replays) in memory: it is a demo, a restart forgets them.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toMajor } from '../../money';
import { SIGNATURE_HEADER, signBody } from '../signature';
import type { PaymentRow, PaymentStore } from '../store/payments';
import { CALLBACK_PATH, type CallbackBody, type ProviderEvent } from './callback';
import { checkCard, type CardField } from './cards';
import type { CheckoutProvider } from './port';
import { checkoutPage, endedPage, expiredPage, threeDsPage, unknownPage, type CheckoutView, type ProviderLng } from './pages';
import { isExpiredCheckout } from '../deposits/checkout-expiry';
import { FORM_CONTENT_TYPE } from '../../http/form-body';
import { sendDemoPage } from '../../http/demo-page';

export const CHECKOUT_BASE = '/demo-pay/checkout';
const THREE_DS_ATTEMPTS = 3;

/** The demo adapter of the payment provider port (./port.ts), with its back office for the test API. */
export interface DemoProvider extends CheckoutProvider {
  /** Provider back office: finishes a pending payment (success or failed) and notifies the server. */
  complete(paymentId: number, status: 'success' | 'failed'): Promise<number | null>;
  /** Delivers the payment's last notification again (status of the server's answer), null when there was none. */
  replay(paymentId: number): Promise<number | null>;
  /** Forgets the challenges and notifications (test API reset). */
  clear(): void;
}

export interface ProviderDeps {
  payments: PaymentStore;
  secret: string;
  now(): number;
}

const RESULT_PAGE: Readonly<Record<ProviderEvent, string>> = { success: 'success', failed: 'fail', pending: 'pending', cancelled: 'cancel' };
/** The server's answer to a notification for a checkout that expired (../deposits/routes.ts). */
const EXPIRED_STATUS = 410;

export const returnUrl = (lng: ProviderLng, event: ProviderEvent, paymentId: number): string => `/${lng}/onpay/${RESULT_PAGE[event]}?payment=${paymentId}`;

const lngOf = (value: unknown): ProviderLng => (value === 'en' ? 'en' : 'ru');

function amountText(row: PaymentRow, lng: ProviderLng): string {
  const amount = new Intl.NumberFormat(lng === 'en' ? 'en-US' : 'ru-RU', { minimumFractionDigits: row.minor_units, maximumFractionDigits: row.minor_units }).format(toMajor(row.amount_minor, row.minor_units));
  return `${amount} ${row.currency}`;
}

const REF_PARAM = /^[A-Za-z0-9_-]{8,64}$/;

export function registerDemoProvider(app: FastifyInstance, deps: ProviderDeps): DemoProvider {
  const challenges = new Map<string, { code: string; attemptsLeft: number }>();
  const lastNotice = new Map<number, string>();

  async function deliver(body: string): Promise<number> {
    const res = await app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(deps.secret, body) },
      payload: body,
    });
    if (res.statusCode !== 200) app.log.warn({ status: res.statusCode }, 'demo provider: the callback was not accepted');
    return res.statusCode;
  }

  async function notify(row: PaymentRow, status: ProviderEvent): Promise<number> {
    const event: CallbackBody = {
      eventId: `ev_${randomBytes(8).toString('hex')}`,
      paymentId: row.id,
      ref: row.provider_ref ?? '',
      status,
      amountMinor: row.amount_minor,
      currency: row.currency,
    };
    const body = JSON.stringify(event);
    lastNotice.set(row.id, body);
    return deliver(body);
  }


  /** The payment of a checkout reference while the provider still takes input, or the page to show instead. */
  function open(ref: string, lng: ProviderLng, reply: FastifyReply): { row: PaymentRow; view: CheckoutView } | FastifyReply {
    const row = REF_PARAM.test(ref) ? deps.payments.byProviderRef(ref) : undefined;
    if (!row || row.direction !== 'deposit') return sendDemoPage(reply, 404, unknownPage(lng));
    if (isExpiredCheckout(row, deps.now())) return expired(reply, lng, row);
    if (row.status !== 'created') {
      const event: ProviderEvent = row.status === 'success' || row.status === 'failed' || row.status === 'cancelled' ? row.status : 'pending';
      return sendDemoPage(reply, 409, endedPage(lng, returnUrl(lng, event, row.id)));
    }
    return { row, view: { ref, lng, amountText: amountText(row, lng), method: row.method } };
  }

  /** An unpaid checkout past its time: nothing can be paid or cancelled any more. */
  function expired(reply: FastifyReply, lng: ProviderLng, row: PaymentRow): FastifyReply {
    challenges.delete(row.provider_ref ?? '');
    return sendDemoPage(reply, EXPIRED_STATUS, expiredPage(lng, returnUrl(lng, 'failed', row.id)));
  }

  async function finish(reply: FastifyReply, row: PaymentRow, lng: ProviderLng, event: ProviderEvent): Promise<FastifyReply> {
    challenges.delete(row.provider_ref ?? '');
    // The checkout may expire while the player types: the server refuses the payment, so none is taken.
    if ((await notify(row, event)) === EXPIRED_STATUS) return expired(reply, lng, row);
    return reply.code(303).header('cache-control', 'no-store').redirect(returnUrl(lng, event, row.id), 303);
  }

  // The HTTP layer parses form bodies into a record of strings (server/http/form-body.ts).
  const form = (body: unknown): URLSearchParams =>
    new URLSearchParams(typeof body === 'object' && body !== null ? (body as Record<string, string>) : typeof body === 'string' ? body : '');
  type RefParams = { Params: { ref: string } };

  // The provider's forms post urlencoded bodies (the write guard lets them through on these routes only).
  void app.register(async (scope) => {
    const formRoute = { config: { contentTypes: [FORM_CONTENT_TYPE] } };

    scope.get<RefParams & { Querystring: { lng?: string } }>(`${CHECKOUT_BASE}/:ref`, async (request, reply) => {
      const opened = open(request.params.ref, lngOf(request.query.lng), reply);
      if ('sent' in opened) return opened;
      const challenge = challenges.get(opened.view.ref);
      return sendDemoPage(reply, 200, challenge ? threeDsPage(opened.view, challenge.code, null) : checkoutPage(opened.view));
    });

    scope.post<RefParams>(`${CHECKOUT_BASE}/:ref/pay`, formRoute, async (request, reply) => {
      const fields = form(request.body);
      const lng = lngOf(fields.get('lng'));
      const opened = open(request.params.ref, lng, reply);
      if ('sent' in opened) return opened;
      const values: Record<CardField, string> = { number: fields.get('number') ?? '', expiry: fields.get('expiry') ?? '', cvc: fields.get('cvc') ?? '' };
      const check = checkCard(values, deps.now(), lng);
      if (!check.outcome) return sendDemoPage(reply, 422, checkoutPage(opened.view, { number: values.number, expiry: values.expiry }, check.errors));
      switch (check.outcome) {
        case 'success':
          return finish(reply, opened.row, lng, 'success');
        case 'failure':
          return finish(reply, opened.row, lng, 'failed');
        case 'pending':
          return finish(reply, opened.row, lng, 'pending');
        case 'three_ds': {
          const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
          challenges.set(opened.view.ref, { code, attemptsLeft: THREE_DS_ATTEMPTS });
          return reply.code(303).header('cache-control', 'no-store').redirect(`${CHECKOUT_BASE}/${opened.view.ref}?lng=${lng}`, 303);
        }
      }
    });

    scope.post<RefParams>(`${CHECKOUT_BASE}/:ref/3ds`, formRoute, async (request, reply) => {
      const fields = form(request.body);
      const lng = lngOf(fields.get('lng'));
      const opened = open(request.params.ref, lng, reply);
      if ('sent' in opened) return opened;
      const challenge = challenges.get(opened.view.ref);
      if (!challenge) return reply.code(303).redirect(`${CHECKOUT_BASE}/${opened.view.ref}?lng=${lng}`, 303);
      if ((fields.get('code') ?? '').trim() === challenge.code) return finish(reply, opened.row, lng, 'success');
      challenge.attemptsLeft -= 1;
      if (challenge.attemptsLeft <= 0) return finish(reply, opened.row, lng, 'failed');
      return sendDemoPage(reply, 422, threeDsPage(opened.view, challenge.code, challenge.attemptsLeft));
    });

    scope.post<RefParams>(`${CHECKOUT_BASE}/:ref/cancel`, formRoute, async (request, reply) => {
      const lng = lngOf(form(request.body).get('lng'));
      const opened = open(request.params.ref, lng, reply);
      if ('sent' in opened) return opened;
      return finish(reply, opened.row, lng, 'cancelled');
    });
  });

  return {
    checkoutUrl: (ref, lng) => `${CHECKOUT_BASE}/${ref}?lng=${lng}`,
    async complete(paymentId, status) {
      const row = deps.payments.byId(paymentId);
      if (!row || row.direction !== 'deposit' || row.status !== 'pending') return null;
      return notify(row, status);
    },
    async replay(paymentId) {
      const body = lastNotice.get(paymentId);
      const row = deps.payments.byId(paymentId);
      // After a test API reset the ids start again: a notice of a payment that no longer exists is forgotten.
      if (body === undefined || !row || !body.includes(`"ref":"${row.provider_ref ?? ''}"`)) return null;
      return deliver(body);
    },
    clear() {
      challenges.clear();
      lastNotice.clear();
    },
  };
}
