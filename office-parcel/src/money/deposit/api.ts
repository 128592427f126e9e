/** The deposit calls of the office screens (docs/api.md "Payments"), with the player's bearer token. */
import { api } from '@kickoff/platform';
import { idempotencyHeaders } from '@kickoff/platform-wallet';
import {
  DepositMethodsResponseSchema,
  DepositPaths,
  DepositResponseSchema,
  StartDepositResponseSchema,
  depositPath,
  type Deposit,
  type DepositMethod,
  type DepositRequest,
  type StartDepositResponse,
} from '../../contracts/deposits';

/** The deposit methods; `available: false` when deposits are switched off (no payment provider is configured). */
export async function fetchDepositMethods(signal?: AbortSignal): Promise<{ methods: DepositMethod[]; available: boolean }> {
  const reply = await api.request({ service: 'web', path: DepositPaths.methods, auth: true, cache: 'no-store', schema: DepositMethodsResponseSchema, ...(signal ? { signal } : {}) });
  return { methods: reply.data.methods, available: reply.data.available !== false };
}

export function startDeposit(body: DepositRequest, idempotencyKey: string): Promise<StartDepositResponse['data']> {
  return api
    .request({
      service: 'web',
      path: DepositPaths.create,
      method: 'POST',
      auth: true,
      body,
      headers: idempotencyHeaders(idempotencyKey),
      cache: 'no-store',
      schema: StartDepositResponseSchema,
    })
    .then((reply) => reply.data);
}

export async function fetchDeposit(id: number, signal?: AbortSignal): Promise<Deposit> {
  const reply = await api.request({ service: 'web', path: depositPath(id), auth: true, cache: 'no-store', schema: DepositResponseSchema, ...(signal ? { signal } : {}) });
  return reply.data;
}
