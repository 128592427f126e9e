/**
 * Identity at start-up, with its code loaded on use. The runtime (runtime.ts: the interceptors, the
 * session bootstrap, the auth refresh and terms watcher, the actions, the captcha step and the schemas
 * of their replies) is a chunk of its own:
 * - a player (a `user_token` cookie, a session the server preloaded) or a page the server said nothing
 *   about: it loads and starts at once, as it always did;
 * - a guest the server preloaded as such (`session: null`, so the session check has nothing to find):
 *   it loads on first use (a facade call: login, registration, ...; a write or an `auth` call through
 *   the shared client; a read the server refused) or 8 s after the page loaded, when the spec starts
 *   the session and the fingerprint anyway, whichever comes first. Until then reads carry the stored
 *   fingerprint, as the runtime's headers would, and a call that needs more waits for the runtime and
 *   goes through its interceptors.
 * A guest's first visit therefore carries none of it.
 */
import * as v from 'valibot';
import type { Interceptor } from '../api/client';
import { api as sharedApi } from '../api/shared-client';
import { AuthHeaders } from '../schemas/auth-core';
import { $session } from '../stores/session';
import { CookieNames, readCookie } from '../storage/cookies';
import { getWebStorage } from '../storage/web-storage';
import { afterLoadAndDelay } from '../timers/after-load';
import { storedFingerprint } from './fingerprint-record';
import { preloadedGuest } from './preloaded-session';
import type { StartOptions } from './runtime';

type Runtime = typeof import('./runtime');

/** When a guest's runtime starts at the latest: the spec's session and fingerprint start, after the load event. */
const GUEST_START_MS = 8_000;
/** Replies the runtime's interceptors act on (captcha, fingerprint, token refresh, terms). */
const IDENTITY_STATUSES = new Set([400, 401, 451]);

let loading: Promise<Runtime> | null = null;
/** startIdentity() was called: loading the runtime also starts it. */
let wanted = false;
let started: Promise<Runtime> | null = null;
/** The runtime's interceptors are installed on the shared client. */
let running = false;
let removeGate: (() => void) | null = null;

function loadRuntime(): Promise<Runtime> {
  loading ??= import('./runtime').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

function startRuntime(options?: StartOptions): Promise<Runtime> {
  started ??= loadRuntime().then(
    (runtime) => {
      runtime.startIdentity(undefined, options);
      running = true;
      // Its interceptors are on the shared client now; calls the gate already let through finish on their own.
      removeGate?.();
      removeGate = null;
      return runtime;
    },
    (err: unknown) => {
      started = null;
      throw err;
    },
  );
  return started;
}

/** The identity runtime for the facade: loaded, and started when the page runs identity. */
export function identityRuntime(): Promise<Runtime> {
  return wanted ? startRuntime() : loadRuntime();
}

const reportFailure = (err: unknown): void => console.error('identity did not load', err);

/** What a guest's calls go through while the runtime is not running. */
const guestGate: Interceptor = async (req, next) => {
  if (running) return next(req);
  // A call that needs a token, a fingerprint registration or the captcha step: the runtime first.
  if (req.auth || req.method !== 'GET') return (await startRuntime()).getIdentity().intercept(req, next);
  const fingerprint = req.service === 'web' ? storedFingerprint(getWebStorage('local'), Date.now()) : null;
  if (fingerprint) req.headers.set(AuthHeaders.fingerprint, fingerprint.token);
  const res = await next(req);
  if (!IDENTITY_STATUSES.has(res.status)) return res;
  // A refusal the runtime handles (an expired fingerprint, a captcha): it reads this reply first.
  const runtime = await startRuntime();
  let reply: Response | null = res;
  return runtime.getIdentity().intercept(req, (again) => {
    if (!reply) return next(again);
    const first = reply;
    reply = null;
    return Promise.resolve(first);
  });
};

const isKnownGuest = (): boolean =>
  preloadedGuest() && $session.get().userId === null && readCookie(CookieNames.userToken, v.string()) === undefined;

/**
 * Starts identity once at boot (the root config): at once for a player, on use or 8 s after the load
 * event for a known guest. Returns the stop function.
 */
export function startIdentity(): () => void {
  wanted = true;
  if (!isKnownGuest()) void startRuntime().catch(reportFailure);
  else {
    removeGate = sharedApi.use(guestGate);
    afterLoadAndDelay(GUEST_START_MS, () => {
      if (wanted) void startRuntime({ sessionDelayMs: 0 }).catch(reportFailure);
    });
  }
  return stopIdentity;
}

function stopIdentity(): void {
  wanted = false;
  removeGate?.();
  removeGate = null;
  void started?.then((runtime) => runtime.stopIdentity());
  started = null;
  running = false;
}
