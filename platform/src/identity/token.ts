/**
 * The `user_token` (account spec §3, §5, §7, §8): JWT claim decoding, the validity rule (exists, has
 * an expiry, expiry in the future), the token service (cached token, else GET user/gettoken with the
 * fetch promise reused for 60 s; failures logged and rethrown) and the single-flight refresher used
 * by the 401 interceptor (ten concurrent 401s give one refresh).
 */
import * as v from 'valibot';
import { TokenClaimsSchema, type TokenClaims } from '../schemas/auth';
import type { IdentityLogger } from './deps';

/** Token promise reuse (account spec §9). */
const TOKEN_PROMISE_REUSE_MS = 60_000;

function base64UrlDecode(segment: string): string | null {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** The payload claims of a JWT, validated; null for anything that is not a well-formed token. */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = base64UrlDecode(parts[1]);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = v.safeParse(TokenClaimsSchema, payload);
  return parsed.success ? parsed.output : null;
}

/** Account spec §5: the token exists, has an expiry (`exp`, seconds) and the expiry is in the future. */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  const claims = decodeTokenClaims(token);
  return claims !== null && Number.isFinite(claims.exp) && claims.exp * 1000 > nowMs;
}

/** The user id carried by a valid token's `sub`, or null. */
export function tokenUserId(token: string | null | undefined, nowMs: number): number | null {
  if (!isTokenValid(token, nowMs)) return null;
  const id = Number(decodeTokenClaims(token)?.sub);
  return Number.isInteger(id) && id > 0 ? id : null;
}

interface TokenServiceDeps {
  /** GET user/gettoken?force_refresh=true → data.token (null for a guest). */
  fetchToken: () => Promise<string | null>;
  now: () => number;
  /** A token the page already has (the `user_token` cookie), used while valid and not dropped. */
  storedToken?: () => string | null | undefined;
  log: IdentityLogger;
}

export interface TokenService {
  /** The cached valid token, else the (shared, 60 s) fetch; rejects when the fetch fails. */
  getToken(): Promise<string | null>;
  /** Forgets the cached token and the shared fetch (the server refused the token). */
  dropToken(): void;
  /** Forgets the cached token and the shared fetch without refusing it (the user changed). */
  reset(): void;
  /** The cached token without fetching (may be null). */
  peek(): string | null;
}

export function createTokenService(deps: TokenServiceDeps): TokenService {
  let cached: string | null = null;
  let pending: { promise: Promise<string | null>; at: number; settled: boolean; value: string | null } | null = null;
  /** Tokens the server refused: the stored cookie is not used again while it holds one of them. */
  const refused = new Set<string>();

  const usable = (token: string | null | undefined, now: number): token is string =>
    !!token && !refused.has(token) && isTokenValid(token, now);

  return {
    peek: () => cached,
    reset() {
      cached = null;
      pending = null;
    },
    dropToken() {
      if (cached) refused.add(cached);
      const stored = deps.storedToken?.();
      if (stored) refused.add(stored);
      cached = null;
      pending = null;
    },
    getToken() {
      const now = deps.now();
      if (usable(cached, now)) return Promise.resolve(cached);
      const stored = deps.storedToken?.();
      if (usable(stored, now)) {
        cached = stored;
        return Promise.resolve(stored);
      }
      // Reuse the fetch for 60 s, unless it settled with a token that has expired since.
      if (pending && now - pending.at < TOKEN_PROMISE_REUSE_MS && !(pending.settled && pending.value && !usable(pending.value, now))) {
        return pending.promise;
      }
      const entry: { promise: Promise<string | null>; at: number; settled: boolean; value: string | null } = {
        promise: Promise.resolve(null),
        at: now,
        settled: false,
        value: null,
      };
      entry.promise = deps.fetchToken().then(
        (token) => {
          entry.settled = true;
          entry.value = token;
          if (pending === entry) cached = token && isTokenValid(token, deps.now()) ? token : null;
          return token;
        },
        (err: unknown) => {
          deps.log.error('token fetch failed', err);
          if (pending === entry) pending = null;
          throw err;
        },
      );
      pending = entry;
      return entry.promise;
    },
  };
}

export interface TokenRefresher {
  /** Bumped by every refresh; requests remember the generation their token belongs to. */
  generation(): number;
  /**
   * Drops the token and fetches a new one, once for all callers: a refresh in flight is shared, and a
   * caller whose token is older than the last refresh gets that refresh's result without a new call.
   * A failed refresh or a null token calls `onExpired` once and gives null.
   */
  refresh(sentGeneration: number): Promise<string | null>;
}

export function createTokenRefresher(tokens: TokenService, onExpired: () => void): TokenRefresher {
  let generation = 0;
  let inflight: Promise<string | null> | null = null;
  let last: string | null = null;
  return {
    generation: () => generation,
    refresh(sentGeneration) {
      if (inflight) return inflight;
      if (sentGeneration !== generation) return Promise.resolve(last);
      generation += 1;
      const run = (async () => {
        tokens.dropToken();
        let token: string | null = null;
        try {
          token = await tokens.getToken();
        } catch {
          token = null; // already logged by the token service
        }
        last = token;
        if (!token) onExpired();
        return token;
      })();
      inflight = run;
      void run.finally(() => {
        if (inflight === run) inflight = null;
      });
      return run;
    },
  };
}
