/**
 * The server calls of the withdrawal, payment history and payment request screens (the platform's
 * API client: bearer token, schema-checked replies). Money-moving writes carry an Idempotency-Key.
 */
import type * as v from 'valibot';
import { api, applyBalances, withBalancesMeta } from '@kickoff/platform';
import { idempotencyHeaders } from '@kickoff/platform-wallet';
import { PaymentHistoryPath, PaymentHistoryResponseSchema, type PaymentHistoryPage } from '../../contracts/payment-history';
import {
  PaymentRequestPaths,
  PaymentRequestResponseSchema,
  PaymentRequestsResponseSchema,
  TopicsResponseSchema,
  type CreatePaymentRequest,
  type PaymentRequest,
  type PaymentTopic,
} from '../../contracts/payment-requests';
import {
  WithdrawalMethodsResponseSchema,
  WithdrawalPaths,
  WithdrawalResponseSchema,
  type Withdrawal,
  type WithdrawalMethod,
  type WithdrawRequest,
} from '../../contracts/withdrawals';

/** The web client's path of an office call (its base is `/web-api`). */
const office = (path: string): string => `office/${path}`;

const get = <S extends v.GenericSchema>(path: string, schema: S, signal?: AbortSignal, query: Record<string, string | number> = {}): Promise<v.InferOutput<S>> =>
  api.request({ service: 'web', path: office(path), auth: true, cache: 'no-store', query, schema, ...(signal ? { signal } : {}) });

const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S, key?: string): Promise<v.InferOutput<S>> =>
  api.request({
    service: 'web',
    path: office(path),
    method: 'POST',
    auth: true,
    body,
    cache: 'no-store',
    schema,
    ...(key ? { headers: idempotencyHeaders(key) } : {}),
  });

export const fetchWithdrawalMethods = async (signal?: AbortSignal): Promise<WithdrawalMethod[]> =>
  (await get(WithdrawalPaths.methods, WithdrawalMethodsResponseSchema, signal)).data;

/** A withdrawal's money calls carry the account's new balance: it goes to the header (`applyBalances`). */
const WithdrawalMoneySchema = withBalancesMeta(WithdrawalResponseSchema);
const moneyPost = async (path: string, body: unknown, key?: string): Promise<Withdrawal> => {
  const reply = await post(path, body, WithdrawalMoneySchema, key);
  void applyBalances(reply.meta).catch(() => undefined);
  return reply.data;
};

export const requestWithdrawal = (body: WithdrawRequest, key: string): Promise<Withdrawal> => moneyPost(WithdrawalPaths.create, body, key);

export const fetchWithdrawal = async (id: number, signal?: AbortSignal): Promise<Withdrawal> =>
  (await get(WithdrawalPaths.one(id), WithdrawalResponseSchema, signal)).data;

export const cancelWithdrawal = (id: number): Promise<Withdrawal> => moneyPost(WithdrawalPaths.cancel(id), {});

export const fetchPaymentHistory = async (query: Record<string, string | number>, signal?: AbortSignal): Promise<PaymentHistoryPage> =>
  (await get(PaymentHistoryPath, PaymentHistoryResponseSchema, signal, query)).data;

export const fetchTopics = async (signal?: AbortSignal): Promise<PaymentTopic[]> => (await get(PaymentRequestPaths.topics, TopicsResponseSchema, signal)).data;

export const fetchPaymentRequests = async (signal?: AbortSignal): Promise<PaymentRequest[]> =>
  (await get(PaymentRequestPaths.list, PaymentRequestsResponseSchema, signal)).data;

export const createPaymentRequest = async (body: CreatePaymentRequest, key: string): Promise<PaymentRequest> =>
  (await post(PaymentRequestPaths.create, body, PaymentRequestResponseSchema, key)).data;
