/**
 * Identity interceptors on the shared API client (account spec §7 "Request interceptors", §8):
 * - headers: `Authorization: Bearer <token>` on `auth` calls, `x-hd: <fingerprint>` on every `web` call
 *   (reads send an existing one, writes wait for a registration);
 * - 401 on an `auth` call: drop the token, refresh (single-flight) and retry, at most 2 times;
 * - 400 with the fingerprint code: register a new fingerprint and retry once;
 * - 400 with a captcha code: run the captcha step and retry with `x-captcha`;
 * - 451 with exception code 1 (confirm terms on): go to the confirm-terms page and reject.
 * Order (outer → inner): terms, captcha, 401, fingerprint retry, headers, so every retry gets fresh headers.
 */
import type { ApiClient, ApiRequest, Interceptor, Next } from '../api/client';
import { AuthErrorCodes, AuthHeaders, AuthPaths } from '../schemas/auth';
import type { CaptchaController } from './captcha';
import type { FingerprintService } from './fingerprint';
import { apiErrorOf, errorCodeOf } from './response-error';
import type { TokenRefresher, TokenService } from './token';

/** Retries after a 401 (the spec's "once or twice"). */
const MAX_AUTH_RETRIES = 2;
/** Captcha rounds for one call before its error is returned. */
const MAX_CAPTCHA_ROUNDS = 3;
/** `req.meta` key: the refresher generation the sent token belongs to. */
const TOKEN_GENERATION_META = 'identity:tokenGeneration';

/** Calls the fingerprint header must not wait on (the registration itself). */
const FINGERPRINT_EXEMPT = new Set<string>([AuthPaths.fingerprint]);
/** Calls that must not start the captcha step themselves. */
const CAPTCHA_EXEMPT = new Set<string>([AuthPaths.captchaUpdate, AuthPaths.captchaValidate, AuthPaths.captchaGetTime, AuthPaths.fingerprint]);

const isRead = (req: ApiRequest): boolean => req.method === 'GET';
const normalPath = (path: string): string => path.replace(/^\/+/, '').split('?')[0] ?? '';
const isCaptchaCode = (code: string | null): boolean => code !== null && (AuthErrorCodes.captcha as readonly string[]).includes(code);

/** Adds the bearer token (auth calls) and the fingerprint (web calls). */
function createIdentityHeadersInterceptor(deps: { tokens: TokenService; refresher: TokenRefresher; fingerprint: FingerprintService }): Interceptor {
  return async (req, next) => {
    if (req.auth) {
      const token = await deps.tokens.getToken();
      req.meta[TOKEN_GENERATION_META] = deps.refresher.generation();
      if (token) req.headers.set(AuthHeaders.authorization, `Bearer ${token}`);
      else req.headers.delete(AuthHeaders.authorization);
    }
    if (req.service === 'web' && !FINGERPRINT_EXEMPT.has(normalPath(req.path))) {
      // Writes (login, registration, codes, captcha answers) wait for a fingerprint; reads only use
      // one that exists, so a first visit registers it 8 s after ready (the warm-up), not in the
      // middle of the first render. A read the server refuses without one is retried (code 120).
      const fp = await (isRead(req) ? deps.fingerprint.peekToken() : deps.fingerprint.getToken());
      if (fp) req.headers.set(AuthHeaders.fingerprint, fp);
    }
    return next(req);
  };
}

const sentGeneration = (req: ApiRequest, fallback: number): number => {
  const value = req.meta[TOKEN_GENERATION_META];
  return typeof value === 'number' ? value : fallback;
};

/** 401 on an auth call: single-flight refresh, then retry (at most MAX_AUTH_RETRIES times). */
function createUnauthorizedInterceptor(deps: { refresher: TokenRefresher }): Interceptor {
  return async (req, next) => {
    let res = await next(req);
    if (!req.auth) return res;
    for (let attempt = 0; res.status === 401 && attempt < MAX_AUTH_RETRIES; attempt++) {
      const token = await deps.refresher.refresh(sentGeneration(req, deps.refresher.generation()));
      if (!token) return res; // refresh failed: the session expired (logged out once); the 401 is the caller's error
      res = await next(req);
    }
    return res;
  };
}

/** 400 with the fingerprint code: a new fingerprint, then one retry. */
function createFingerprintRetryInterceptor(deps: { fingerprint: FingerprintService }): Interceptor {
  return async (req, next) => {
    const res = await next(req);
    if (res.status !== 400 || FINGERPRINT_EXEMPT.has(normalPath(req.path))) return res;
    if ((await errorCodeOf(res)) !== AuthErrorCodes.fingerprint) return res;
    if (!(await deps.fingerprint.refresh())) return res;
    return next(req);
  };
}

/** 400 with a captcha code: the captcha step, then a retry with the pass token. */
function createCaptchaInterceptor(deps: { captcha: CaptchaController }): Interceptor {
  return async (req, next) => {
    let res = await next(req);
    if (CAPTCHA_EXEMPT.has(normalPath(req.path))) return res;
    for (let round = 0; round < MAX_CAPTCHA_ROUNDS && res.status === 400; round++) {
      if (!isCaptchaCode(await errorCodeOf(res))) return res;
      const pass = await deps.captcha.solve(); // rejects on cancel or logout
      if (!pass) return res;
      req.headers.set(AuthHeaders.captcha, pass);
      res = await next(req);
    }
    return res;
  };
}

/** 451 with exception code 1: the confirm-terms page (when the feature is on) and a rejected call. */
function createTermsInterceptor(deps: { isConfirmTermsEnabled: () => boolean; onTermsChanged: () => void }): Interceptor {
  return async (req, next) => {
    const res = await next(req);
    if (res.status !== 451 || !deps.isConfirmTermsEnabled()) return res;
    const error = await apiErrorOf(res);
    if (error.code !== AuthErrorCodes.termsChanged) return res;
    deps.onTermsChanged();
    throw error;
  };
}

interface IdentityInterceptorDeps {
  tokens: TokenService;
  refresher: TokenRefresher;
  fingerprint: FingerprintService;
  captcha: CaptchaController;
  isConfirmTermsEnabled: () => boolean;
  onTermsChanged: () => void;
}

/** The identity interceptors, outer first. */
function identityInterceptors(deps: IdentityInterceptorDeps): Interceptor[] {
  return [
    createTermsInterceptor(deps),
    createCaptchaInterceptor(deps),
    createUnauthorizedInterceptor(deps),
    createFingerprintRetryInterceptor(deps),
    createIdentityHeadersInterceptor(deps),
  ];
}

/** Installs the identity interceptors on a client; returns the uninstaller. */
export function installIdentityInterceptors(api: ApiClient, deps: IdentityInterceptorDeps): () => void {
  const removers = identityInterceptors(deps).map((interceptor) => api.use(interceptor));
  return () => removers.forEach((remove) => remove());
}

/**
 * The same interceptors as one, for a call whose chain was built before they were installed (a call
 * sent while the identity runtime was still loading, startup.ts): they run once, around `next`.
 */
export function identityInterceptor(deps: IdentityInterceptorDeps): Interceptor {
  const list = identityInterceptors(deps);
  return (req, next) => list.reduceRight<Next>((inner, interceptor) => (r) => interceptor(r, inner), next)(req);
}
