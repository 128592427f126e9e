/** The facade: startIdentity with injected dependencies installs the interceptors and routes the exported actions through them; stopIdentity undoes it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { cancelCaptcha, login, submitCaptcha } from '../../../platform/src/identity/facade';
import { startIdentity, stopIdentity } from '../../../platform/src/identity/runtime';
import { $captchaRequest } from '../../../platform/src/identity/stores';
import { loginRedirectTarget } from '../../../platform/src/identity/redirects';
import { isTokenValid } from '../../../platform/src/identity/token';
import { $session } from '../../../platform/src/stores/session';
import { createHarness, flush, json, jsonApiError, serveUser } from './helpers';

test('startIdentity(deps) wires the facade and the interceptors; stopIdentity removes them', async () => {
  const h = createHarness({ install: false });
  serveUser(h.server, 7);
  h.server.on('GET /web-api/auth/session-check', () => json(200, { user_id: null }));
  h.server.on('GET /web-api/auth/captcha/update', () => json(200, { time: 1, image: 'data:image/svg+xml,q' }));
  h.server.on('POST /web-api/auth/captcha/validate', () => json(200, { success: true, type: 1, token: 'pass' }));
  h.server.on('POST /web-api/auth/login', (call) =>
    call.headers.get('x-captcha') === 'pass' ? json(200, { status: 'ok', user_id: 7 }) : jsonApiError(400, '112', 'captcha expired'),
  );
  const stop = startIdentity(h.deps);
  assert.equal(stop, stopIdentity);
  const result = login({ mode: 'login_password', login: 'demo', password: 'x', save: false });
  for (let i = 0; i < 20 && !$captchaRequest.get(); i++) await flush(1);
  await submitCaptcha('7');
  assert.deepEqual(await result, { ok: true, value: { status: 'ok', userId: 7 } });
  assert.equal($session.get().userId, 7);
  assert.equal(h.server.callsTo('POST /web-api/auth/login')[0]?.headers.get('x-hd'), 'fp-1');
  stopIdentity();
  cancelCaptcha(); // a fresh instance; nothing pending: no throw

  // After stop the shared client of these deps carries no identity headers.
  h.server.on('GET /web-api/ping', () => json(200, {}));
  await h.deps.api.request({ service: 'web', path: 'ping', auth: true, schema: v.unknown() });
  assert.equal(h.server.callsTo('GET /web-api/ping')[0]?.headers.get('x-hd'), null);
  stopIdentity();
});

test('pure helpers are exported from the facade', () => {
  assert.equal(typeof loginRedirectTarget, 'function');
  assert.equal(isTokenValid(null, 0), false);
});
