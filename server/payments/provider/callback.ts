/**
 * What the demo provider tells the server about a payment: a JSON body signed with HMAC-SHA256 of the
 * exact bytes (`../signature.ts`, header `x-provider-signature`). Both sides use this schema: the
 * provider builds the body, the callback endpoint verifies the signature first and parses after.
 */
import * as v from 'valibot';

/** The server's callback endpoint (the provider posts here). */
export const CALLBACK_PATH = '/web-api/payments/callback';

export const ProviderEvents = ['pending', 'success', 'failed', 'cancelled'] as const;
export type ProviderEvent = (typeof ProviderEvents)[number];

export const CallbackBodySchema = v.strictObject({
  /** The provider's unique id of this notification. */
  eventId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  paymentId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The provider's reference of the payment (the checkout page's). */
  ref: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  status: v.picklist(ProviderEvents),
  amountMinor: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
});
export type CallbackBody = v.InferOutput<typeof CallbackBodySchema>;
