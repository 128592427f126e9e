/**
 * The payment provider port: what the deposit flow needs of a provider. An adapter for a real provider
 * implements it and is registered where the demo provider is (../deposits/index.ts); README "Going
 * live" lists the steps. The provider's side of the contract is the callback:
 *
 * - the flow stores a payment with a provider reference (`provider_ref`) and sends the player to
 *   `checkoutUrl(ref, lng)`, the provider's own page;
 * - the provider reports each decision by POSTing JSON (./callback.ts `CallbackBodySchema`: the
 *   reference, the event success / failed / pending / cancelled, the amount and currency) to
 *   `/web-api/payments/callback`, signed with HMAC-SHA256 of the exact body bytes in the
 *   `x-provider-signature` header (../signature.ts), with the shared secret `KICKOFF_PAYMENT_SECRET`
 *   (at least 16 characters). A repeated or late notification changes nothing;
 * - the provider then sends the player back to `/<lng>/onpay/<result>?payment=<id>`.
 *
 * Without an adapter (a production start) deposits answer 503 `deposits_unavailable` and the office
 * says so; the demo provider (./index.ts) is a development tool and never runs in production.
 */
import type { ProviderLng } from './pages';

export interface CheckoutProvider {
  /** The provider's page where the player pays payment `ref`, in the player's language. */
  checkoutUrl(ref: string, lng: ProviderLng): string;
}
