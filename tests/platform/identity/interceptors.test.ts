/**
 * The identity interceptors on a real API client over a fake server: bearer and fingerprint headers,
 * single-flight 401 refresh with its retry limit and one logout, fingerprint retry, captcha step, 451.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { ApiError } from '../../../platform/src/api/errors';
import { $session, setSessionUser } from '../../../platform/src/stores/session';
import { $modalStack } from '../../../platform/src/stores/modal';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../../../platform/src/stores/site-config';
import { $globalSettings } from '../../../platform/src/stores/global-settings';
import { $captchaRequest } from '../../../platform/src/identity/stores';
import { FINGERPRINT_STORAGE_KEY } from '../../../platform/src/identity/fingerprint';
import { createHarness, flush, json, jsonApiError, tokenFor, type Harness } from './helpers';

const Ok = v.object({ ok: v.literal(true) });
const authCall = (h: Harness, path = 'office/data') => h.deps.api.request({ service: 'web', path, auth: true, schema: Ok });
const bearer = (h: Harness, route: string, i = 0) => h.server.callsTo(route)[i]?.headers.get('authorization') ?? null;

/** A signed-in user 7 whose cookie token is T1 and whose refresh gives T2, T3, ... */
function signedIn(h: Harness) {
  const t1 = tokenFor(7, h.clock.now(), 3_600_000, 't1');
  h.cookies.cookie = `user_token=${t1}; path=/`;
  setSessionUser(7);
  let n = 1;
  const issued: string[] = [t1];
  h.server.on('GET /web-api/user/gettoken', () => {
    const token = tokenFor(7, h.clock.now(), 3_600_000, `t${++n}`);
    issued.push(token);
    return json(200, { data: { token } });
  });
  return { t1, issued };
}

test('auth calls carry the bearer token; web calls carry the fingerprint; others carry neither', async () => {
  const h = createHarness();
  const { t1 } = signedIn(h);
  h.server.on('GET /web-api/office/data', () => json(200, { ok: true }));
  h.server.on('POST /web-api/office/save', () => json(200, { ok: true }));
  h.server.on('GET /web-api/reference/currencies', () => json(200, { ok: true }));
  h.server.on('GET /bff-api/config/all.json', () => json(200, { ok: true }));
  // A read before any fingerprint exists does not wait for a registration (spec: 8 s after ready).
  await authCall(h);
  const [first] = h.server.callsTo('GET /web-api/office/data');
  assert.equal(first?.headers.get('authorization'), `Bearer ${t1}`);
  assert.equal(first?.headers.get('x-hd'), null, 'no fingerprint yet: the read goes without one');
  assert.equal(h.server.count('POST /web-api/fingerprint'), 0, 'a read never starts a registration');
  // A write waits for one; from then on every web call carries it.
  await h.deps.api.request({ service: 'web', path: 'office/save', method: 'POST', body: {}, schema: Ok });
  assert.equal(h.server.callsTo('POST /web-api/office/save')[0]?.headers.get('x-hd'), 'fp-1');
  await authCall(h);
  await h.deps.api.request({ service: 'web', path: 'reference/currencies', schema: Ok });
  await h.deps.api.request({ service: 'bff', path: 'config/all.json', schema: Ok });

  assert.equal(h.server.callsTo('GET /web-api/office/data')[1]?.headers.get('x-hd'), 'fp-1');
  const [reference] = h.server.callsTo('GET /web-api/reference/currencies');
  assert.equal(reference?.headers.get('authorization'), null, 'not flagged: no bearer');
  assert.equal(reference?.headers.get('x-hd'), 'fp-1');
  const [bff] = h.server.callsTo('GET /bff-api/config/all.json');
  assert.equal(bff?.headers.get('x-hd'), null, 'fingerprint only on web calls');
  assert.equal(h.server.count('POST /web-api/fingerprint'), 1, 'fingerprint registered once and cached');
  assert.equal(h.server.count('GET /web-api/user/gettoken'), 0, 'the valid cookie token is used');
  const body = h.server.callsTo('POST /web-api/fingerprint')[0]?.body as { componentsData: string };
  assert.match(body.componentsData, /userAgent/);
});

test('a read waits for a registration that is already running', async () => {
  const h = createHarness();
  h.server.on('GET /web-api/ping', () => json(200, { ok: true }));
  const warm = h.identity.fingerprint.getToken();
  await h.deps.api.request({ service: 'web', path: 'ping', schema: Ok });
  await warm;
  assert.equal(h.server.callsTo('GET /web-api/ping')[0]?.headers.get('x-hd'), 'fp-1');
  assert.equal(h.server.count('POST /web-api/fingerprint'), 1);
});

test('a write with an expired stored fingerprint registers again; a failed run is logged, counted and not fatal', async () => {
  const h = createHarness();
  h.storage.setItem(FINGERPRINT_STORAGE_KEY, JSON.stringify({ token: 'old', componentsData: '{}', expiresAt: h.clock.now() - 1 }));
  h.server.on('POST /web-api/ping', () => json(200, { ok: true }));
  await h.deps.api.request({ service: 'web', path: 'ping', method: 'POST', body: {}, schema: Ok });
  assert.equal(h.server.callsTo('POST /web-api/ping')[0]?.headers.get('x-hd'), 'fp-1');

  const h2 = createHarness();
  h2.server.on('POST /web-api/fingerprint', () => json(500, { message: 'down' }));
  h2.server.on('POST /web-api/ping', () => json(200, { ok: true }));
  await h2.deps.api.request({ service: 'web', path: 'ping', method: 'POST', body: {}, schema: Ok });
  await h2.deps.api.request({ service: 'web', path: 'ping', method: 'POST', body: {}, schema: Ok });
  assert.equal(h2.server.callsTo('POST /web-api/ping')[0]?.headers.get('x-hd'), null);
  assert.equal(h2.identity.fingerprint.failures(), 1);
  assert.equal(h2.server.count('POST /web-api/fingerprint'), 1, 'a failed run is not retried on every call');
  assert.ok(h2.logs.error.some(([m]) => String(m).includes('fingerprint')));
});

test('ten concurrent 401s share exactly one token refresh, and all calls succeed with the new token', async () => {
  const h = createHarness();
  const { t1, issued } = signedIn(h);
  h.server.on('GET /web-api/office/data', (call) => (call.headers.get('authorization') === `Bearer ${t1}` ? jsonApiError(401, 'unauthorized') : json(200, { ok: true })));
  const results = await Promise.all(Array.from({ length: 10 }, () => authCall(h)));
  assert.equal(results.length, 10);
  assert.equal(h.server.count('GET /web-api/user/gettoken'), 1);
  assert.equal(h.server.count('GET /web-api/office/data'), 20);
  const retried = h.server.callsTo('GET /web-api/office/data').slice(10);
  assert.ok(retried.every((c) => c.headers.get('authorization') === `Bearer ${issued[1]}`));
  assert.equal(h.events.length, 0, 'no login change');
});

test('a call answered 401 every time is retried at most twice, then fails with the 401', async () => {
  const h = createHarness();
  signedIn(h);
  h.server.on('GET /web-api/office/data', () => jsonApiError(401, 'unauthorized', 'Token refused'));
  const err = await authCall(h).catch((e: unknown) => e);
  assert.ok(err instanceof ApiError);
  assert.equal(err.status, 401);
  assert.equal(h.server.count('GET /web-api/office/data'), 3, 'first try + 2 retries');
  assert.equal(h.server.count('GET /web-api/user/gettoken'), 2);
});

test('a failing refresh logs the user out exactly once, with no loop, and throws the original error', async () => {
  const h = createHarness();
  signedIn(h);
  h.cookies.cookie = 'ggru=abc; path=/';
  h.server.on('GET /web-api/user/gettoken', () => json(500, { message: 'token service down' }));
  h.server.on('GET /web-api/office/data', () => jsonApiError(401, 'unauthorized', 'Token expired'));
  const errors = await Promise.all(Array.from({ length: 10 }, () => authCall(h).catch((e: unknown) => e)));
  for (const err of errors) {
    assert.ok(err instanceof ApiError);
    assert.equal(err.status, 401);
    assert.equal(err.message, 'Token expired');
  }
  assert.equal(h.server.count('GET /web-api/user/gettoken'), 1);
  assert.equal(h.server.count('GET /web-api/office/data'), 10, 'no retry after a failed refresh');
  assert.deepEqual(h.events, [{ userId: null, reason: 'expired' }]);
  assert.equal($session.get().userId, null);
  assert.equal(h.cookies.jar.has('user_token'), false);
  assert.equal(h.cookies.jar.has('ggru'), false);
  assert.ok(h.logs.error.some(([m]) => String(m).includes('token fetch failed')));
});

test('a refresh that gives a null token (server logged the user out) also logs out once', async () => {
  const h = createHarness();
  signedIn(h);
  h.server.on('GET /web-api/user/gettoken', () => json(200, { data: { token: null } }));
  h.server.on('GET /web-api/office/data', () => jsonApiError(401, 'unauthorized'));
  await Promise.all([authCall(h).catch(() => null), authCall(h).catch(() => null)]);
  assert.deepEqual(h.events, [{ userId: null, reason: 'expired' }]);
  assert.equal(h.server.count('GET /web-api/user/gettoken'), 1);
});

test('400 with the fingerprint code refreshes the fingerprint and retries once', async () => {
  const h = createHarness();
  h.server.on('POST /web-api/auth/login', (call, n) =>
    n === 1 ? jsonApiError(400, '120', 'fingerprint expired') : json(200, { status: 'ok', user_id: 7, hd: call.headers.get('x-hd') }),
  );
  const out = await h.deps.api.request({ service: 'web', path: 'auth/login', method: 'POST', body: {}, schema: v.object({ hd: v.string() }) });
  assert.equal(out.hd, 'fp-2', 'the retry carries the new fingerprint');
  assert.equal(h.server.count('POST /web-api/auth/login'), 2);

  h.server.on('POST /web-api/auth/login', () => jsonApiError(400, '120', 'fingerprint refused'));
  await assert.rejects(h.deps.api.request({ service: 'web', path: 'auth/login', method: 'POST', body: {}, schema: v.unknown() }), /fingerprint refused/);
  assert.equal(h.server.count('POST /web-api/auth/login'), 4, 'one retry only');
});

/** Login that asks for the captcha until it gets `x-captcha: pass-ok`. */
function captchaServer(h: Harness) {
  let time = 0;
  h.server.on('GET /web-api/auth/captcha/update', () => json(200, { time: ++time, image: `data:image/svg+xml,q${time}` }));
  h.server.on('POST /web-api/auth/captcha/validate', (call) => {
    const answer = (call.body as { captcha: { answer: string } }).captcha.answer;
    if (answer === 'logout') return json(200, { success: false, type: 2, token: null, isLogoutUser: true });
    return answer === '42' ? json(200, { success: true, type: 1, token: 'pass-ok' }) : json(200, { success: false, type: 1, token: null });
  });
  h.server.on('POST /web-api/auth/login', (call) =>
    call.headers.get('x-captcha') === 'pass-ok' ? json(200, { status: 'ok', user_id: 7 }) : jsonApiError(400, '100', 'captcha required'),
  );
}

const waitFor = async (check: () => boolean, label: string) => {
  for (let i = 0; i < 50 && !check(); i++) await flush(1);
  assert.ok(check(), label);
};

test('captcha: a fresh challenge each time, wrong answer keeps the modal, success retries with x-captcha', async () => {
  const h = createHarness();
  captchaServer(h);
  const call = h.deps.api.request({ service: 'web', path: 'auth/login', method: 'POST', body: { uLogin: 'a' }, schema: v.object({ user_id: v.number() }) });
  await waitFor(() => $captchaRequest.get() !== null, 'captcha requested');
  assert.equal($captchaRequest.get()?.challenge.time, 1);
  assert.equal($captchaRequest.get()?.error, null);
  assert.deepEqual($modalStack.get().map((m) => m.id), ['captcha']);

  await h.identity.captcha.submit('41');
  assert.equal($captchaRequest.get()?.error, 'auth_captcha_wrong');
  assert.equal($captchaRequest.get()?.challenge.time, 2, 'a new challenge after a wrong answer');
  assert.deepEqual($modalStack.get().map((m) => m.id), ['captcha'], 'modal stays');

  await h.identity.captcha.submit('42');
  assert.deepEqual(await call, { user_id: 7 });
  assert.equal($captchaRequest.get(), null);
  assert.deepEqual($modalStack.get(), []);
  const logins = h.server.callsTo('POST /web-api/auth/login');
  assert.equal(logins.length, 2);
  assert.equal(logins[1]?.headers.get('x-captcha'), 'pass-ok');
  assert.deepEqual(logins[1]?.body, { uLogin: 'a' }, 'the original body is sent again');
  const validate = h.server.callsTo('POST /web-api/auth/captcha/validate');
  assert.deepEqual(validate[1]?.body, { captcha: { time: 2, answer: '42' } });

  // The next captcha step starts with a fresh challenge again.
  h.server.on('POST /web-api/auth/login/phone', () => jsonApiError(400, '113'));
  const second = h.deps.api.request({ service: 'web', path: 'auth/login/phone', method: 'POST', body: {}, schema: v.unknown() }).catch((e: unknown) => e);
  await waitFor(() => $captchaRequest.get() !== null, 'second captcha');
  assert.equal($captchaRequest.get()?.challenge.time, 3);
  h.identity.captcha.cancel();
  const err = await second;
  assert.ok(err instanceof ApiError);
  assert.equal(err.message, 'auth_captcha_cancelled');
  assert.deepEqual($modalStack.get(), []);
});

test('captcha cancel: the login action reports auth_captcha_cancelled', async () => {
  const h = createHarness();
  captchaServer(h);
  const result = h.identity.actions.login({ mode: 'login_password', login: 'demo', password: 'x', save: false });
  await waitFor(() => $captchaRequest.get() !== null, 'captcha requested');
  h.identity.captcha.cancel();
  const out = await result;
  assert.equal(out.ok, false);
  assert.equal(!out.ok && out.error, 'auth_captcha_cancelled');
  assert.equal($session.get().userId, null);
});

test('captcha type 2 (isLogoutUser) logs the user out and rejects the call', async () => {
  const h = createHarness();
  captchaServer(h);
  setSessionUser(7);
  h.server.on('POST /web-api/auth/disconnect', () => json(200, {}));
  const call = h.deps.api.request({ service: 'web', path: 'auth/login', method: 'POST', body: {}, schema: v.unknown() }).catch((e: unknown) => e);
  await waitFor(() => $captchaRequest.get() !== null, 'captcha requested');
  await h.identity.captcha.submit('logout');
  const err = await call;
  assert.ok(err instanceof ApiError);
  assert.equal(err.message, 'auth_captcha_logout');
  assert.equal($session.get().userId, null);
  assert.deepEqual(h.events, [{ userId: null, reason: 'logout' }]);
  assert.equal(h.server.count('POST /web-api/auth/disconnect'), 1);
  assert.deepEqual($modalStack.get(), []);
});

test('451 with exception code 1 goes to the confirm-terms page and rejects; off when the feature is off', async () => {
  const h = createHarness();
  h.server.on('GET /web-api/office/data', () => jsonApiError(451, '1', 'Terms changed'));
  const err = await authCall(h).catch((e: unknown) => e);
  assert.ok(err instanceof ApiError);
  assert.equal(err.status, 451);
  assert.deepEqual(h.navigations, ['/ru/confirm']);
  assert.equal($globalSettings.get().isUserTermsChanged, true);

  const h2 = createHarness();
  setSiteConfig({ ...DEFAULT_SITE_CONFIG, isConfirmTermsEnabled: false });
  h2.server.on('GET /web-api/office/data', () => jsonApiError(451, '1', 'Terms changed'));
  await assert.rejects(authCall(h2), (e: unknown) => e instanceof ApiError && e.status === 451);
  assert.deepEqual(h2.navigations, []);

  const h3 = createHarness();
  h3.server.on('GET /web-api/office/data', () => jsonApiError(451, '7', 'Unavailable for legal reasons'));
  await assert.rejects(authCall(h3), /legal/);
  assert.deepEqual(h3.navigations, [], 'only exception code 1 means terms');
});

test('uninstalling removes every identity interceptor', async () => {
  const h = createHarness();
  signedIn(h);
  h.uninstall();
  h.server.on('GET /web-api/office/data', () => json(200, { ok: true }));
  await authCall(h);
  const [call] = h.server.callsTo('GET /web-api/office/data');
  assert.equal(call?.headers.get('authorization'), null);
  assert.equal(call?.headers.get('x-hd'), null);
  assert.equal(bearer(h, 'GET /web-api/office/data'), null);
});
