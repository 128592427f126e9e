/**
 * The balances a money write leaves (docs/api.md "Idempotency", "Balances in money replies"): every
 * reply of a write that moves a player's money carries `meta.balances`, the new balance of each account
 * it moved, so the browser updates the header balance from the reply instead of reading every account
 * again. Shared by the server (`@kickoff/contracts`) and the browser (`@kickoff/platform`).
 */
import * as v from 'valibot';
import { MoneySchema } from './auth-core';

export const AccountBalanceSchema = v.object({
  accountId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Major units, as the accounts list shows them. */
  balance: MoneySchema,
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3,5}$/)),
});
export type AccountBalance = v.InferOutput<typeof AccountBalanceSchema>;

/** `meta` of a money write's reply. */
export const BalancesMetaSchema = v.object({ balances: v.array(AccountBalanceSchema) });
export type BalancesMeta = v.InferOutput<typeof BalancesMetaSchema>;

/**
 * A reply schema that also takes the balances: `meta` is kept as it came (not validated here), so the
 * store action that applies it (`applyBalances`) checks it with BalancesMetaSchema, and a reply
 * without usable balances still parses.
 */
export const withBalancesMeta = <TEntries extends v.ObjectEntries>(schema: v.ObjectSchema<TEntries, undefined>) =>
  v.object({ ...schema.entries, meta: v.optional(v.unknown()) });
