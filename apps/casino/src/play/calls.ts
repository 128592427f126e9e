/**
 * The play service's calls (contract ../contracts/play), validated: a game's rules card (fun bounds,
 * or a currency's real-money bounds and maximum win), a guest's
 * fun wallet (kept for the tab in session storage, a new one when the server no longer knows it), and
 * the rounds of one mode — real (the player's, with the bearer token) or fun (the wallet's).
 */
import * as v from 'valibot';
import { api, applyBalances, getWebStorage, readStored, withBalancesMeta, writeStored } from '@kickoff/platform';
import { idempotencyHeaders } from '@kickoff/platform-wallet';
import { casinoCallPath } from '../contracts/catalogue';
import { FunWalletSchema, OpenRoundResponseSchema, PlayErrorCodes, PlayPaths, RoundSchema, RulesResponseSchema, type FunWallet, type Round } from '../contracts/play';

const FUN_WALLET_KEY = 'kickoff.casino.funWallet';
const WalletIdSchema = v.pipe(v.string(), v.uuid());

const call = <S extends v.GenericSchema>(path: string, schema: S, opts: { method?: 'GET' | 'POST'; body?: unknown; auth?: boolean; query?: Record<string, string>; headers?: Record<string, string>; signal?: AbortSignal } = {}) =>
  api.request({ service: 'web', path: casinoCallPath(path), schema, ...opts });

/** The rules card: without a currency the fun-money bounds, with one the real-money bounds and maximum win in it. */
export const rulesOf = (gameId: number, signal: AbortSignal, currency?: string) =>
  call(PlayPaths.rules(gameId), RulesResponseSchema, { signal, ...(currency === undefined ? {} : { query: { currency } }) });

/** A live table refused the stake because it is on its break (409 casino_table_closed). */
export const isTableClosed = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error as { code: unknown }).code === PlayErrorCodes.tableClosed;

/** The tab's fun wallet: the stored one if the server still has it, else a new one. */
export async function funWallet(signal?: AbortSignal): Promise<FunWallet> {
  const storage = getWebStorage('session');
  const stored = readStored(storage, FUN_WALLET_KEY, WalletIdSchema);
  if (stored) {
    try {
      return await call(PlayPaths.funWallet(stored), FunWalletSchema, { signal });
    } catch (error) {
      if (!(error instanceof Error && 'status' in error && (error as { status: unknown }).status === 404)) throw error;
    }
  }
  const created = await call(PlayPaths.funWallets, FunWalletSchema, { method: 'POST', signal });
  writeStored(storage, FUN_WALLET_KEY, created.wallet);
  return created;
}

export const refillFunWallet = (wallet: string) => call(PlayPaths.funRefill(wallet), FunWalletSchema, { method: 'POST' });

/** Round calls of one mode: `wallet` null for real money (signed in), a fun wallet's id for fun money. */
export interface RoundCalls {
  /** Starts a round under an Idempotency-Key (one per round: a retried start answers the round it started). */
  start(body: { gameId: number; stake: number; params: unknown; accountId?: number }, idempotencyKey: string): Promise<Round>;
  act(roundId: string, step: number, action: string): Promise<Round>;
  close(roundId: string): Promise<Round>;
  open(gameId: number, signal?: AbortSignal): Promise<Round | null>;
}

/** A real round's money calls carry the account's new balance: it goes to the header (`applyBalances`). */
const RoundReplySchema = withBalancesMeta(RoundSchema);
const moneyCall = async (path: string, body: unknown, auth: boolean, headers: Record<string, string> = {}): Promise<Round> => {
  const { meta, ...round } = await call(path, RoundReplySchema, { method: 'POST', body, auth, headers });
  if (meta !== undefined) void applyBalances(meta).catch(() => undefined);
  return round;
};

export function roundCalls(wallet: string | null): RoundCalls {
  const auth = wallet === null;
  return {
    start: (body, idempotencyKey) => moneyCall(PlayPaths.rounds(wallet), body, auth, idempotencyHeaders(idempotencyKey)),
    act: (roundId, step, action) => moneyCall(PlayPaths.action(wallet, roundId), { action, step }, auth),
    close: (roundId) => moneyCall(PlayPaths.close(wallet, roundId), {}, auth),
    open: (gameId, signal) => call(PlayPaths.openRound(wallet), OpenRoundResponseSchema, { query: { gameId: String(gameId) }, auth, signal }).then((r) => r.round),
  };
}
