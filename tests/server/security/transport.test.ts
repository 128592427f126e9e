/**
 * Issue 9 item 13 (server side): behind a TLS proxy cookies never got `Secure` (no trustProxy), there
 * was no HSTS, and GET /dist/index.html served the unrendered template without the CSP.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO, expectError, setCookieLine, startIdentity } from '../identity/support';
import { startApp } from '../support/helpers';

async function loginOver(server: Awaited<ReturnType<typeof startIdentity>>, headers: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    headers: { 'x-hd': server.browser.fingerprint ?? '', ...headers },
    payload: { uLogin: DEMO.demo.email, uPassword: 'Demo-2026!', save: false, componentsData: '' },
  });
}

test('behind a trusted TLS proxy (KICKOFF_TRUST_PROXY) cookies are Secure', async (t) => {
  const server = await startIdentity(t, { trustProxy: true });
  const res = await loginOver(server, { 'x-forwarded-proto': 'https' });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(setCookieLine(res, 'kk_sid') ?? '', /; Secure/);
  const plain = await loginOver(server, {});
  assert.doesNotMatch(setCookieLine(plain, 'kk_sid') ?? '', /Secure/);
});

test('without trustProxy a client cannot claim https or another address', async (t) => {
  const server = await startIdentity(t);
  const res = await loginOver(server, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.1' });
  assert.doesNotMatch(setCookieLine(res, 'kk_sid') ?? '', /Secure/);
});

test('behind a trusted proxy failures count per real client address (X-Forwarded-For)', async (t) => {
  const server = await startIdentity(t, { trustProxy: true });
  for (let i = 0; i < 10; i += 1) {
    const browser = await server.newBrowser();
    const res = await server.app.inject({
      method: 'POST', url: '/web-api/auth/login',
      headers: { 'x-hd': browser.fingerprint ?? '', 'x-forwarded-for': '203.0.113.50' },
      payload: { uLogin: `nobody${i}@kickoff.test`, uPassword: 'wrong', save: false, componentsData: '' },
    });
    expectError(res, 400, 'wrong_credentials');
  }
  const blocked = await server.app.inject({
    method: 'POST', url: '/web-api/auth/login',
    headers: { 'x-hd': server.browser.fingerprint ?? '', 'x-forwarded-for': '203.0.113.50' },
    payload: { uLogin: DEMO.demo.email, uPassword: 'Demo-2026!', save: false, componentsData: '' },
  });
  expectError(blocked, 400, '100');
  assert.equal((await loginOver(server, { 'x-forwarded-for': '203.0.113.51' })).statusCode, 200, 'another client behind the same proxy');
});

test('production sends HSTS on every response (the shell page too); development does not', async (t) => {
  const prod = await startApp(t, { production: true });
  for (const url of ['/health', '/ru']) {
    const res = await prod.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', url);
  }
  const dev = await startApp(t);
  assert.equal((await dev.app.inject({ method: 'GET', url: '/health' })).headers['strict-transport-security'], undefined);
});

test('GET /dist/index.html is a 404: the template is only served rendered, with its CSP', async (t) => {
  const { app } = await startApp(t);
  for (const url of ['/dist/index.html', '/dist/index.html?x=1', '/dist/%69ndex.html']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 404, url);
    assert.doesNotMatch(res.body, /kickoff-env/);
  }
  const page = await app.inject({ method: 'GET', url: '/ru', headers: { accept: 'text/html' } });
  assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
});
