/**
 * How long a deposit checkout stays open (docs/api.md "Payments", "Checkout expiry"). A deposit is a
 * checkout while it is `created`: the player has left for the provider's page but nothing is paid.
 * For `CHECKOUT_TTL_MS` after it starts it reserves its amount against the player's deposit limits;
 * after that it is expired: it reserves nothing, the provider may no longer pay it (the callback
 * answers 410 `checkout_expired`, the demo provider's pages say so) and the API shows it as `expired`.
 * The row stays `created` in the table: expiry is a function of the clock, so nothing has to run when
 * the time passes.
 */
import type { PaymentRow } from '../store/payments';

/** 30 minutes: the time a player has to pay on the provider's page. */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/** The moment a checkout started at `createdAt` stops taking payment (epoch ms). */
export const checkoutExpiresAt = (createdAt: number): number => createdAt + CHECKOUT_TTL_MS;

/** Created at or after this moment, a checkout is still open at `now`. */
export const openCheckoutsSince = (now: number): number => now - CHECKOUT_TTL_MS + 1;

/** A deposit still waiting for payment whose time ran out at `now`. */
export const isExpiredCheckout = (row: Pick<PaymentRow, 'direction' | 'status' | 'created_at'>, now: number): boolean =>
  row.direction === 'deposit' && row.status === 'created' && now >= checkoutExpiresAt(row.created_at);
