/**
 * The two shapes of the wallet's coupon calls (sports coupons in ./api.ts, toto coupons in
 * ./toto-api.ts): placing under an idempotency key (never retried automatically here: the same key
 * with the same body returns the coupon placed before; the reply's new balance updates the header)
 * and reading the player's coupons a page at a time.
 */
import type * as v from 'valibot';
import { api, applyBalances, withBalancesMeta } from '@kickoff/platform';
import { idempotencyHeaders } from './schemas/idempotency';

/** Placing may take longer than a read: the server re-checks odds, limits and the balance. */
const PLACE_TIMEOUT_MS = 20_000;

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

type Query = Record<string, string | number>;

/** Places under the key; the reply's new balances go to the header balance (`applyBalances`). */
export async function placeWithKey<E extends v.ObjectEntries>(
  path: string, body: unknown, idempotencyKey: string, schema: v.ObjectSchema<E, undefined>, signal?: AbortSignal, query: Query = {},
): Promise<v.InferOutput<v.ObjectSchema<E, undefined>>> {
  const reply = await api.request({
    service: 'web',
    path,
    method: 'POST',
    query,
    auth: true,
    body,
    headers: idempotencyHeaders(idempotencyKey),
    timeoutMs: PLACE_TIMEOUT_MS,
    cache: 'no-store',
    schema: withBalancesMeta(schema),
    ...(signal ? { signal } : {}),
  });
  void applyBalances(reply.meta).catch(() => undefined);
  return reply;
}

export const fetchPage = <S extends v.GenericSchema>(path: string, query: PageQuery, schema: S, signal?: AbortSignal, extra: Query = {}): Promise<v.InferOutput<S>> =>
  api.request({
    service: 'web',
    path,
    auth: true,
    cache: 'no-store',
    query: { ...extra, page: query.page ?? 1, pageSize: query.pageSize ?? 20 },
    schema,
    ...(signal ? { signal } : {}),
  });
