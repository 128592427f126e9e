import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { SocialProvidersResponseSchema } from '../../../platform/src/schemas/social';
import { cookieOf, DEMO, expectError, startIdentity, type IdentityServer } from './support';
import {
  callbackPath, confirmRegistration, confirmTokenOf, decide, followToCallback, landing, multipart, REGISTRATION_COOKIE, registrationDetails, sessionUser, signInWithDemo,
  SOCIAL, startFlow,
} from './social-support';

const users = (server: IdentityServer): number =>
  (server.db().prepare("SELECT count(*) AS n FROM users WHERE registration_type = 'social'").get() as { n: number }).n;

test('the providers list: outside production the demo identity provider stands in for Google and Telegram', async (t) => {
  const { app } = await startIdentity(t);
  const res = await app.inject({ method: 'GET', url: `${SOCIAL}/oauth/providers` });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(v.parse(SocialProvidersResponseSchema, res.json()), { providers: [{ network: 'google', demo: true }, { network: 'telegram', demo: true }] });
  expectError(await app.inject({ method: 'POST', url: `${SOCIAL}/oauth/start`, payload: { network: 'vk' } }), 503, 'provider_not_configured');
});

test('start answers the authorisation URL with state, nonce and an S256 PKCE challenge; the state is also a cookie', async (t) => {
  const { browser } = await startIdentity(t);
  const res = await browser.call('POST', `${SOCIAL}/oauth/start`, { payload: { network: 'google', returnUrl: '/en/live' } });
  const cookie = cookieOf(res, 'kk_social_state');
  assert.ok(cookie?.httpOnly);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/social-api/oauth/callback');
  const flow = await startFlow(browser, { network: 'google' });
  assert.equal(flow.authorizeUrl.pathname, '/demo-idp/authorize');
  assert.equal(flow.params.response_type, 'code');
  assert.equal(flow.params.client_id, 'kickoff-demo');
  assert.equal(flow.params.code_challenge_method, 'S256');
  assert.match(flow.params.code_challenge ?? '', /^[A-Za-z0-9_-]{43}$/);
  assert.ok((flow.params.nonce ?? '').length >= 32);
  assert.ok(flow.params.redirect_uri?.endsWith('/social-api/oauth/callback'));
  const page = await browser.call('GET', `${flow.authorizeUrl.pathname}${flow.authorizeUrl.search}`);
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /<button type="submit" name="decision" value="allow">Разрешить<\/button>/);
  assert.match(page.body, /<label for="idp-choice-0">Anna Demo/);
  const bad = await browser.call('GET', `/demo-idp/authorize?${new URLSearchParams({ ...flow.params, redirect_uri: 'https://evil.example/social-api/oauth/callback' })}`);
  assert.equal(bad.statusCode, 400, 'a redirect_uri off this host is refused');
});

test('a new identity is not registered at the callback: it waits on the registration page for the age confirmation', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const res = await signInWithDemo(browser, { network: 'google', mode: 'register', returnUrl: '/en/live?x=1', currency: 'USD', countryId: 2 });
  assert.equal(res.statusCode, 303, res.body);
  const token = confirmTokenOf(String(res.headers.location));
  assert.match(String(res.headers.location), /^\/en\/registration\?social_confirm=[A-Za-z0-9_-]{43}$/);
  const cookie = cookieOf(res, REGISTRATION_COOKIE);
  assert.equal(cookie?.value, token, 'the browser holds the token');
  assert.ok(cookie.httpOnly);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/social-api');
  assert.equal(cookieOf(res, 'kk_sid'), undefined, 'not signed in');
  assert.equal(await sessionUser(browser), null);
  assert.equal(users(server), 0, 'no player yet');
  assert.equal((server.db().prepare('SELECT count(*) AS n FROM social_registrations WHERE token_hash = ?').get(token) as { n: number }).n, 0, 'the token is not stored as it is');

  const details = await registrationDetails(browser, token);
  assert.equal(details.statusCode, 200, details.body);
  assert.deepEqual(details.json(), { network: 'google', name: 'Anna Demo', email: 'anna.demo@example.com' });
  expectError(await registrationDetails(browser, 'x'.repeat(43)), 404, 'bad_state');
  expectError(await registrationDetails(browser, 'short'), 400, 'invalid_parameter');
});

test('the age confirmation: refused without it (the token stays usable), then the player, the session and the return path; once', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const res = await signInWithDemo(browser, { network: 'google', mode: 'register', returnUrl: '/en/live?x=1', currency: 'USD', countryId: 2 });
  const token = confirmTokenOf(String(res.headers.location));
  for (const ageConfirmed of ['omit', false] as const) {
    const refused = expectError(await confirmRegistration(browser, token, ageConfirmed), 400, 'invalid_field');
    assert.equal(refused.source?.pointer, '/age_confirmed');
    assert.equal(refused.detail, 'Confirm that you are at least 18 years old', 'the wording of auth/register');
  }
  expectError(await browser.call('POST', `${SOCIAL}/oauth/register`, { payload: { token, ageConfirmed: 'yes' } }), 400, 'invalid_field');
  assert.equal(users(server), 0, 'no player without the age confirmation');
  assert.equal(await sessionUser(browser), null);

  const done = await confirmRegistration(browser, token, true);
  assert.equal(done.statusCode, 200, done.body);
  assert.deepEqual(done.json(), { redirectUrl: '/en/live?x=1' });
  assert.ok(cookieOf(done, 'kk_sid')?.httpOnly, 'the session cookie of the password login');
  assert.equal(cookieOf(done, REGISTRATION_COOKIE)?.value, '', 'the pending registration’s cookie is cleared');
  const userId = await sessionUser(browser);
  assert.ok(userId);
  const db = server.db();
  const user = db.prepare('SELECT registration_type, email, name, country_id FROM users WHERE id = ?').get(userId);
  assert.deepEqual(user, { registration_type: 'social', email: 'anna.demo@example.com', name: 'Anna Demo', country_id: 2 });
  const account = db.prepare('SELECT c.iso AS iso FROM accounts a JOIN currencies c ON c.id = a.currency_id WHERE a.user_id = ?').all(userId);
  assert.deepEqual(account, [{ iso: 'USD' }], 'one main account in the chosen currency');
  assert.deepEqual(db.prepare('SELECT network FROM social_links WHERE user_id = ?').all(userId), [{ network: 'google' }]);

  // Replayed, even with the cookie put back by hand: taken once.
  browser.jar.set(REGISTRATION_COOKIE, token);
  expectError(await confirmRegistration(browser, token, true), 404, 'bad_state');
  expectError(await registrationDetails(browser, token), 404, 'bad_state');
  assert.equal(users(server), 1);

  // The linked player signs in straight away, as before.
  const again = await server.newBrowser();
  const second = await signInWithDemo(again, { network: 'google', mode: 'login' });
  assert.equal(second.headers.location, '/ru/', 'no return URL: the home page');
  assert.equal(cookieOf(second, REGISTRATION_COOKIE), undefined);
  assert.equal(await sessionUser(again), userId, 'the same player');
  assert.equal((db.prepare('SELECT count(*) AS n FROM social_links').get() as { n: number }).n, 1);
  assert.equal(users(server), 1);
});

test('two pending registrations of one identity (two tabs): the first confirmation registers, the second signs that player in', async (t) => {
  const server = await startIdentity(t);
  const tabA = await server.newBrowser();
  const tabB = await server.newBrowser();
  const tokenA = confirmTokenOf(String((await signInWithDemo(tabA, { network: 'google', mode: 'register' })).headers.location));
  const tokenB = confirmTokenOf(String((await signInWithDemo(tabB, { network: 'google', mode: 'register' })).headers.location));
  assert.equal((await confirmRegistration(tabA, tokenA, true)).statusCode, 200);
  const second = await confirmRegistration(tabB, tokenB, true);
  assert.equal(second.statusCode, 200, second.body);
  assert.equal(users(server), 1, 'one player, not two');
  assert.equal(await sessionUser(tabB), await sessionUser(tabA), 'the second tab is signed in as the same player');
});

test('a pending registration completes only in the browser that holds it, and only within its 10 minutes', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const token = confirmTokenOf(String((await signInWithDemo(browser, { network: 'google', mode: 'register' })).headers.location));
  // A link to the confirm page opened in another browser (login CSRF): no cookie, or its own pending one.
  const stranger = await server.newBrowser();
  expectError(await registrationDetails(stranger, token), 404, 'bad_state');
  expectError(await confirmRegistration(stranger, token), 404, 'bad_state');
  const other = await server.newBrowser();
  await signInWithDemo(other, { network: 'google', mode: 'register' }, { choice: '1', decision: 'allow' });
  assert.ok(other.jar.get(REGISTRATION_COOKIE));
  expectError(await confirmRegistration(other, token), 404, 'bad_state');
  assert.equal(await sessionUser(stranger), null);
  assert.equal(await sessionUser(other), null);
  assert.equal(users(server), 0);

  // Expired: 10 minutes on the test clock.
  await server.advance(10 * 60_000 + 1);
  expectError(await registrationDetails(browser, token), 404, 'bad_state');
  expectError(await confirmRegistration(browser, token), 404, 'bad_state');
  assert.equal(await sessionUser(browser), null);
  assert.equal(users(server), 0);
});

test('a typed identity registers with the geo defaults; its e-mail taken by another player is refused', async (t) => {
  const server = await startIdentity(t);
  const res = await signInWithDemo(server.browser, { network: 'google', mode: 'register' }, { choice: 'other', name: 'Vera Typed', email: 'Vera@Example.com', decision: 'allow' });
  assert.equal(await landing(server.browser, res), '/ru/');
  const userId = await sessionUser(server.browser);
  const row = server.db().prepare('SELECT email, country_id FROM users WHERE id = ?').get(userId);
  assert.deepEqual(row, { email: 'vera@example.com', country_id: 1 });
  const other = await server.newBrowser();
  const taken = await signInWithDemo(other, { network: 'google', mode: 'register' }, { choice: 'other', name: 'Imposter', email: DEMO.demo.email, decision: 'allow' });
  assert.equal(taken.headers.location, '/ru/registration?social_error=email_taken');
  assert.equal(await sessionUser(other), null);
  assert.equal(other.jar.get('kk_social_registration'), undefined, 'nothing pending');

  // Taken by another player (another way of registering) between the callback and the confirmation: refused there too.
  const late = await server.newBrowser();
  const lateToken = confirmTokenOf(String((await signInWithDemo(late, { network: 'google' }, { choice: 'other', name: 'Late', email: 'late@example.com', decision: 'allow' })).headers.location));
  const byPassword = await server.newBrowser();
  const registered = await byPassword.post('auth/register', {
    type: 'full', method: 'email', email: 'late@example.com', password: 'Str0ng-pass!', name: 'Other', surname: 'Player', date_birthday: '1990-01-01',
    country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, componentsData: 'c',
  });
  assert.equal(registered.statusCode, 200, registered.body);
  expectError(await confirmRegistration(late, lateToken), 409, 'email_taken');
  assert.equal(await sessionUser(late), null);
});

test('registration closed: a new identity is refused at the callback and at the confirmation; a linked player still signs in', async (t) => {
  const server = await startIdentity(t);
  const linked = await server.newBrowser();
  assert.equal(await landing(linked, await signInWithDemo(linked, { network: 'google' })), '/ru/');
  const pending = await server.newBrowser();
  const token = confirmTokenOf(String((await signInWithDemo(pending, { network: 'google', mode: 'register', returnUrl: '/en/' }, { choice: '1', decision: 'allow' })).headers.location));
  const closed = await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { isRegistrationAllowed: false } });
  assert.equal(closed.statusCode, 200, closed.body);
  expectError(await confirmRegistration(pending, token), 403, 'registration_closed');
  assert.equal(await sessionUser(pending), null);
  const late = await server.newBrowser();
  const refused = await signInWithDemo(late, { network: 'google', mode: 'register', returnUrl: '/en/' }, { choice: 'other', name: 'Late', email: 'late@example.com', decision: 'allow' });
  assert.equal(refused.headers.location, '/en/registration?social_error=registration_closed');
  const again = await server.newBrowser();
  assert.equal((await signInWithDemo(again, { network: 'google' })).headers.location, '/ru/', 'the linked player');
  assert.ok(await sessionUser(again));
});

test('the consent form checks a typed identity', async (t) => {
  const { browser } = await startIdentity(t);
  const flow = await startFlow(browser);
  const res = await decide(browser, flow, { choice: 'other', name: '', email: 'nope', decision: 'allow' });
  assert.equal(res.statusCode, 422);
  assert.match(res.body, /role="alert"/);
  assert.match(res.body, /id="idp-email"[^>]*aria-invalid="true" aria-describedby="idp-email-error"/);
});

test('Deny comes back as social_error=denied on the page the sign-in started from', async (t) => {
  const { browser } = await startIdentity(t);
  const flow = await startFlow(browser, { network: 'google', mode: 'register', returnUrl: '/en/' });
  const res = await followToCallback(browser, await decide(browser, flow, { choice: '0', decision: 'deny' }));
  assert.equal(res.statusCode, 303);
  assert.equal(res.headers.location, '/en/registration?social_error=denied');
  assert.equal(cookieOf(res, 'kk_sid'), undefined);
});

test('bad state: another browser, a used state, an expired flow and no state are refused', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  // Another browser (no state cookie) following this browser's provider redirect.
  const flow = await startFlow(browser);
  const allowed = await decide(browser, flow);
  const stranger = await server.newBrowser();
  const foreign = await stranger.call('GET', callbackPath(String(allowed.headers.location)));
  assert.equal(foreign.headers.location, '/ru/login?social_error=bad_state');
  assert.equal(await sessionUser(stranger), null);
  // The right browser still can, once.
  const ok = await browser.call('GET', callbackPath(String(allowed.headers.location)));
  assert.equal(await landing(browser, ok), '/ru/');
  assert.notEqual(await sessionUser(browser), null);
  const replay = await server.newBrowser();
  replay.jar.set('kk_social_state', flow.state);
  const used = await replay.call('GET', callbackPath(String(allowed.headers.location)));
  assert.equal(used.headers.location, '/ru/login?social_error=bad_state', 'a state works once');
  // A flow older than 10 minutes.
  const late = await server.newBrowser();
  const lateFlow = await startFlow(late);
  const lateAllowed = await decide(late, lateFlow);
  await server.advance(11 * 60_000);
  assert.equal((await late.call('GET', callbackPath(String(lateAllowed.headers.location)))).headers.location, '/ru/login?social_error=bad_state');
  assert.equal((await late.call('GET', `${SOCIAL}/oauth/callback?code=x`)).headers.location, '/ru/login?social_error=bad_state');
});

test('a code works once and only with the flow’s PKCE verifier', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const flow = await startFlow(browser);
  const allowed = await decide(browser, flow);
  const code = new URL(String(allowed.headers.location)).searchParams.get('code') ?? '';
  const verifier = (server.db().prepare('SELECT code_verifier FROM social_flows WHERE state = ?').get(flow.state) as { code_verifier: string }).code_verifier;
  const token = (fields: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/demo-idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: flow.params.redirect_uri ?? '', client_id: 'kickoff-demo', ...fields }).toString(),
    });
  const wrongVerifier = await token({ code_verifier: 'x'.repeat(64) });
  assert.equal(wrongVerifier.statusCode, 400);
  assert.deepEqual(wrongVerifier.json(), { error: 'invalid_grant' });
  // The failed try used the code up: the callback's exchange fails too.
  const res = await browser.call('GET', callbackPath(String(allowed.headers.location)));
  assert.equal(res.headers.location, '/ru/login?social_error=bad_token');
  assert.equal(await sessionUser(browser), null);

  // A code replayed into another flow: the exchange is refused.
  const first = await startFlow(browser);
  const firstAllowed = await decide(browser, first);
  assert.equal((await browser.call('GET', callbackPath(String(firstAllowed.headers.location)))).statusCode, 303);
  const firstCode = new URL(String(firstAllowed.headers.location)).searchParams.get('code') ?? '';
  const second = await startFlow(browser);
  const replayed = await browser.call('GET', `${SOCIAL}/oauth/callback?${new URLSearchParams({ code: firstCode, state: second.state })}`);
  assert.equal(replayed.headers.location, '/ru/login?social_error=bad_token');
  const ok = await token({ code_verifier: verifier });
  assert.deepEqual(ok.json(), { error: 'invalid_grant' }, 'used codes are gone');
});

test('ID tokens with a wrong nonce, audience or issuer, or expired, are refused', async (t) => {
  const server = await startIdentity(t);
  const idp = server.app.socialDemoIdp;
  assert.ok(idp);
  for (const overrides of [{ nonce: 'another-nonce' }, { aud: 'someone-else' }, { iss: 'https://evil.example' }, { expiresIn: -120 }]) {
    const browser = await server.newBrowser();
    const flow = await startFlow(browser);
    const { ui_locales: _lng, ...params } = flow.params;
    const code = idp.authorize(params, { name: 'Anna Demo', email: 'anna.demo@example.com' }, overrides);
    assert.ok(code);
    const res = await browser.call('GET', `${SOCIAL}/oauth/callback?${new URLSearchParams({ code, state: flow.state })}`);
    assert.equal(res.headers.location, '/ru/login?social_error=bad_token', JSON.stringify(overrides));
    assert.equal(await sessionUser(browser), null);
  }
  assert.equal((server.db().prepare("SELECT count(*) AS n FROM users WHERE registration_type = 'social'").get() as { n: number }).n, 0);
});

test('return URLs are paths of this site only', async (t) => {
  const server = await startIdentity(t);
  for (const returnUrl of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    const browser = await server.newBrowser();
    const res = await signInWithDemo(browser, { network: 'google', returnUrl });
    assert.equal(await landing(browser, res), '/ru/', returnUrl);
  }
});

test('one-tap: the client id, and a credential of the provider signs in once (a forged, foreign or replayed one does not)', async (t) => {
  const server = await startIdentity(t);
  const idp = server.app.socialDemoIdp;
  assert.ok(idp);
  const clientId = await server.app.inject({ method: 'GET', url: `${SOCIAL}/oauth/google-one-tap/clientId` });
  assert.deepEqual(clientId.json(), { clientId: 'kickoff-demo' });
  const post = (credential: string) =>
    server.browser.call('POST', `${SOCIAL}/oauth/google-one-tap`, multipart({ credential, language: 'en', currency: 'EUR', countryId: '3' }));
  expectError(await post(await idp.idToken({ name: 'Tap', email: 'tap@example.com' }, 'other-client')), 401, 'bad_token');
  expectError(await post(await idp.idToken({ name: 'Tap', email: 'tap@example.com' }, 'kickoff-demo', { expiresIn: -300 })), 401, 'bad_token');
  expectError(await post('not-a-jwt'), 401, 'bad_token');
  assert.equal(await sessionUser(server.browser), null);
  const credential = await idp.idToken({ name: 'Tap', email: 'tap@example.com' }, 'kickoff-demo');
  const res = await post(credential);
  assert.equal(res.statusCode, 200, res.body);
  // A new player: to the registration page's age confirmation first, not signed in yet.
  const { redirectUrl } = v.parse(v.object({ redirectUrl: v.string() }), res.json());
  const token = confirmTokenOf(redirectUrl);
  assert.match(redirectUrl, /^\/en\/registration\?social_confirm=/);
  assert.equal(cookieOf(res, REGISTRATION_COOKIE)?.value, token);
  assert.equal(cookieOf(res, 'kk_sid'), undefined);
  assert.equal(await sessionUser(server.browser), null);
  assert.equal(users(server), 0);
  // The same credential again (replayed by whoever saw it): refused, even though it is still valid.
  expectError(await post(credential), 401, 'bad_token');
  assert.deepEqual((await registrationDetails(server.browser, token)).json(), { network: 'google', name: 'Tap', email: 'tap@example.com' });
  expectError(await confirmRegistration(server.browser, token, false), 400, 'invalid_field');
  const done = await confirmRegistration(server.browser, token);
  assert.deepEqual(done.json(), { redirectUrl: '/en/' });
  const userId = await sessionUser(server.browser);
  assert.ok(userId);
  const account = server.db().prepare('SELECT c.iso AS iso FROM accounts a JOIN currencies c ON c.id = a.currency_id WHERE a.user_id = ?').all(userId);
  assert.deepEqual(account, [{ iso: 'EUR' }]);
  // Now linked: the next credential signs in at once.
  const other = await server.newBrowser();
  const next = await other.call('POST', `${SOCIAL}/oauth/google-one-tap`, multipart({ credential: await idp.idToken({ name: 'Tap', email: 'tap@example.com' }, 'kickoff-demo'), language: 'ru' }));
  assert.deepEqual(next.json(), { redirectUrl: '/ru/' });
  assert.equal(await sessionUser(other), userId);
});

test('production: no demo identity provider, no providers, and every sign-in call answers 503', async (t) => {
  const { app } = await startIdentity(t, { production: true });
  assert.equal(app.socialDemoIdp, null);
  assert.equal((await app.inject({ method: 'GET', url: '/demo-idp/jwks.json' })).statusCode, 404);
  // An HTML path falls to the shell page ("not found"), never the provider's page.
  for (const url of ['/demo-idp/authorize', '/demo-idp/one-tap?client_id=kickoff-demo']) {
    const page = await app.inject({ method: 'GET', url });
    assert.doesNotMatch(page.body, /Demo ID|name="decision"|credential/, url);
  }
  // No route takes the form (the write guard refuses its type: 415), so no token is ever issued.
  const token = await app.inject({ method: 'POST', url: '/demo-idp/token', payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.ok([404, 415].includes(token.statusCode), String(token.statusCode));
  assert.deepEqual((await app.inject({ method: 'GET', url: `${SOCIAL}/oauth/providers` })).json(), { providers: [] });
  expectError(await app.inject({ method: 'POST', url: `${SOCIAL}/oauth/start`, payload: { network: 'google' } }), 503, 'provider_not_configured');
  expectError(await app.inject({ method: 'GET', url: `${SOCIAL}/oauth/google-one-tap/clientId` }), 503, 'provider_not_configured');
  expectError(await app.inject({ method: 'GET', url: `${SOCIAL}/oauth/register?token=${'x'.repeat(43)}` }), 503, 'provider_not_configured');
  expectError(await app.inject({ method: 'POST', url: `${SOCIAL}/oauth/register`, payload: { token: 'x'.repeat(43), ageConfirmed: true } }), 503, 'provider_not_configured');
});

test('a provider configured by environment variables is listed and started through the same flow', async (t) => {
  const env = {
    KICKOFF_SOCIAL_VK_CLIENT_ID: 'vk-client',
    KICKOFF_SOCIAL_VK_CLIENT_SECRET: 'vk-secret',
    KICKOFF_SOCIAL_VK_ISSUER: 'https://id.vk.example',
    KICKOFF_SOCIAL_VK_AUTHORIZE_URL: 'https://id.vk.example/authorize',
    KICKOFF_SOCIAL_VK_TOKEN_URL: 'https://id.vk.example/token',
    KICKOFF_SOCIAL_VK_JWKS_URL: 'https://id.vk.example/jwks',
  };
  Object.assign(process.env, env);
  t.after(() => {
    for (const key of Object.keys(env)) delete process.env[key];
  });
  const { app, browser } = await startIdentity(t, { production: true });
  assert.deepEqual((await app.inject({ method: 'GET', url: `${SOCIAL}/oauth/providers` })).json(), { providers: [{ network: 'vk', demo: false }] });
  const flow = await startFlow(browser, { network: 'vk', returnUrl: '/en/' });
  assert.equal(`${flow.authorizeUrl.origin}${flow.authorizeUrl.pathname}`, 'https://id.vk.example/authorize');
  assert.equal(flow.params.client_id, 'vk-client');
  assert.equal(flow.params.code_challenge_method, 'S256');
  assert.equal(flow.params.ui_locales, 'en');
  assert.doesNotMatch(flow.authorizeUrl.search, /vk-secret/, 'the secret stays on the server');
  expectError(await app.inject({ method: 'POST', url: `${SOCIAL}/oauth/start`, payload: { network: 'google' } }), 503, 'provider_not_configured');
});
