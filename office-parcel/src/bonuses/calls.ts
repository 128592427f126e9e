/**
 * The bonuses area's server calls (contracts/bonuses.ts), each with the bearer token and its reply
 * validated; the money-moving ones (cashback claim, conversion) carry an Idempotency-Key.
 */
import type * as v from 'valibot';
import { api, applyBalances, withBalancesMeta } from '@kickoff/platform';
import { idempotencyHeaders } from '@kickoff/platform-wallet';
import {
  BonusOffersResponseSchema, BonusPaths, CashbackClaimResponseSchema, CashbackResponseSchema, ConvertiblesResponseSchema,
  ConvertResponseSchema, DepositBonusResponseSchema, PromoCheckResponseSchema, ReferralsResponseSchema, RewardsResponseSchema,
  WagerBonusesResponseSchema, type BonusCategory, type BonusChoice, type CashbackKind,
} from '../contracts/bonuses';

/** Contract paths are absolute (`/web-api/office/...`); the client joins them to the web base. */
const webPath = (path: string): string => path.replace(/^\/web-api\//, '');

const get = <S extends v.GenericSchema>(path: string, schema: S, signal: AbortSignal | undefined, query: Record<string, string> = {}) =>
  api.request({ service: 'web', path: webPath(path), auth: true, cache: 'no-store', query, schema, ...(signal ? { signal } : {}) });

const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S, query: Record<string, string> = {}, key?: string) =>
  api.request({
    service: 'web', path: webPath(path), method: 'POST', auth: true, cache: 'no-store', body, query, schema,
    ...(key ? { headers: idempotencyHeaders(key) } : {}),
  });

export const fetchOffers = (category: BonusCategory, lng: string, signal?: AbortSignal) =>
  get(BonusPaths.offers, BonusOffersResponseSchema, signal, { category, lng }).then((r) => r.data);
export const fetchDepositBonus = (signal?: AbortSignal) => get(BonusPaths.deposit, DepositBonusResponseSchema, signal).then((r) => r.data);
export const saveDepositChoice = (choice: BonusChoice) => post(BonusPaths.depositChoice, { choice }, DepositBonusResponseSchema).then((r) => r.data);
export const fetchWagerBonuses = (lng: string, signal?: AbortSignal) => get(BonusPaths.wager, WagerBonusesResponseSchema, signal, { lng }).then((r) => r.data);
export const fetchCashback = (kind: CashbackKind, signal?: AbortSignal) => get(BonusPaths.cashback(kind), CashbackResponseSchema, signal).then((r) => r.data);
/** A money write's reply carries the new balances: they go to the header (`applyBalances`). */
const withBalances = <T extends { meta?: unknown }>(reply: T): T => {
  void applyBalances(reply.meta).catch(() => undefined);
  return reply;
};
export const claimCashback = (kind: CashbackKind, key: string) =>
  post(BonusPaths.cashbackClaim(kind), {}, withBalancesMeta(CashbackClaimResponseSchema), {}, key).then((r) => withBalances(r).data);
export const fetchRewards = (lng: string, signal?: AbortSignal) => get(BonusPaths.rewards, RewardsResponseSchema, signal, { lng }).then((r) => r.data);
export const checkPromo = (code: string, lng: string) => post(BonusPaths.promoCheck, { code }, PromoCheckResponseSchema, { lng }).then((r) => r.data);
export const fetchReferrals = (signal?: AbortSignal) => get(BonusPaths.referrals, ReferralsResponseSchema, signal).then((r) => r.data);
export const fetchConvertibles = (signal?: AbortSignal) => get(BonusPaths.convert, ConvertiblesResponseSchema, signal).then((r) => r.data);
export const convertAccount = (accountId: number, key: string) =>
  post(BonusPaths.convert, { accountId }, withBalancesMeta(ConvertResponseSchema), {}, key).then((r) => withBalances(r).data);
