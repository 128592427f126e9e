/**
 * Telegram sign-in on the social path: start → Telegram (the demo stand-in outside production) → the
 * return page → its form post, which verifies the bot-token hash, the age of auth_date and the one-use
 * state, then signs in or registers the linked player like the OpenID Connect callback.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import { SocialRedirectResponseSchema } from '../../../platform/src/schemas/auth';
import { telegramHash } from '../../../server/identity/social/telegram/verify';
import { cookieOf, expectError, startIdentity, type Browser } from './support';
import { confirmRegistration, confirmTokenOf, landing, REGISTRATION_COOKIE, registrationDetails, sessionUser, SOCIAL } from './social-support';

const RETURN = `${SOCIAL}/oauth/callback/telegram`;
const STAND_IN = '/demo-idp/telegram/auth';
const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

interface TelegramStart {
  authUrl: URL;
  params: Record<string, string>;
  returnTo: URL;
  state: string;
}

async function start(browser: Browser, body: Record<string, unknown> = { network: 'telegram' }): Promise<TelegramStart> {
  const res = await browser.call('POST', `${SOCIAL}/oauth/start`, { payload: body });
  assert.equal(res.statusCode, 200, res.body);
  const authUrl = new URL(v.parse(SocialRedirectResponseSchema, res.json()).redirectUrl);
  const params = Object.fromEntries(authUrl.searchParams);
  const returnTo = new URL(params.return_to ?? '');
  const state = returnTo.searchParams.get('state') ?? '';
  assert.ok(state.length >= 32);
  return { authUrl, params, returnTo, state };
}

/** The stand-in's page posted (Allow with a demo account, or Deny): the fragment's tgAuthResult. */
async function onStandIn(browser: Browser, flow: TelegramStart, fields: Record<string, string> = { choice: '0', decision: 'allow' }): Promise<string> {
  const res = await browser.call('POST', STAND_IN, form({ ...flow.params, ...fields }));
  assert.equal(res.statusCode, 303, res.body);
  const location = new URL(String(res.headers.location));
  assert.equal(`${location.origin}${location.pathname}${location.search}`, flow.returnTo.toString(), 'back to return_to');
  const match = /^#tgAuthResult=(.+)$/.exec(location.hash);
  assert.ok(match?.[1], location.hash);
  return match[1];
}

/** What the return page's script posts. */
function post(browser: Browser, state: string, tgAuthResult: string): Promise<Response> {
  return browser.call('POST', RETURN, form({ state, tgAuthResult }));
}

function decoded(result: string): Record<string, string | number> {
  return JSON.parse(Buffer.from(result, 'base64url').toString('utf8')) as Record<string, string | number>;
}
const encoded = (data: Record<string, string | number>): string => Buffer.from(JSON.stringify(data)).toString('base64url');

function withEnv(t: TestContext, env: Record<string, string>): void {
  Object.assign(process.env, env);
  t.after(() => {
    for (const key of Object.keys(env)) delete process.env[key];
  });
}

test('outside production the stand-in is the telegram provider: start answers its authorisation URL with the state in return_to', async (t) => {
  const { app, browser } = await startIdentity(t);
  assert.ok(app.socialDemoTelegram);
  const res = await browser.call('POST', `${SOCIAL}/oauth/start`, { payload: { network: 'telegram', returnUrl: '/en/live' } });
  assert.equal(cookieOf(res, 'kk_social_state')?.path, '/social-api/oauth/callback', 'the state cookie reaches the return page’s post');
  const flow = await start(browser, { network: 'telegram', returnUrl: '/en/live' });
  assert.equal(flow.authUrl.pathname, STAND_IN);
  assert.deepEqual(Object.keys(flow.params).sort(), ['bot_id', 'origin', 'request_access', 'return_to']);
  assert.equal(flow.params.origin, 'http://localhost');
  assert.equal(flow.params.request_access, 'write');
  assert.equal(`${flow.returnTo.origin}${flow.returnTo.pathname}`, `http://localhost${RETURN}`);
  assert.equal(flow.returnTo.searchParams.get('lng'), 'en');
  const page = await browser.call('GET', `${flow.authUrl.pathname}${flow.authUrl.search}`);
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /<h1>Demo Telegram<\/h1>/);
  assert.match(page.body, /<label for="tg-choice-0">Anna Demo \(@anna_demo\)<\/label>/);
  assert.match(page.body, /<button type="submit" name="decision" value="allow">Allow<\/button>/);
  const foreign = new URLSearchParams({ ...flow.params, return_to: `https://evil.example${RETURN}?state=${flow.state}` });
  assert.equal((await browser.call('GET', `${STAND_IN}?${foreign}`)).statusCode, 400, 'return_to off this host is refused');
  assert.equal((await browser.call('GET', `${STAND_IN}?${new URLSearchParams({ ...flow.params, bot_id: '1' })}`)).statusCode, 400, 'another bot');
});

test('the return page: same-origin script only (no inline script), and the script posts the fragment with the state', async (t) => {
  const { browser } = await startIdentity(t);
  const page = await browser.call('GET', `${RETURN}?state=abc&lng=en`);
  assert.equal(page.statusCode, 200);
  const csp = String(page.headers['content-security-policy']);
  assert.match(csp, /script-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe/);
  assert.match(csp, /form-action 'self'/);
  assert.equal(page.headers['referrer-policy'], 'same-origin');
  assert.match(page.body, /<html lang="en">/);
  assert.match(page.body, /<form id="tg-return" method="post" action="\/social-api\/oauth\/callback\/telegram"/);
  const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.deepEqual(scripts.map((s) => [s[1], s[2]]), [[' src="/social-api/oauth/callback/telegram/return.js"', '']]);
  assert.match((await browser.call('GET', `${RETURN}?state=abc`)).body, /<html lang="ru">.*Вход через Telegram/s);
  const script = await browser.call('GET', `${RETURN}/return.js`);
  assert.equal(script.statusCode, 200);
  assert.match(String(script.headers['content-type']), /^text\/javascript/);
  assert.match(script.body, /tgAuthResult/);
  assert.match(script.body, /form\.submit\(\)/);
});

test('sign-up with the stand-in registers a linked player without an e-mail after the age confirmation; the same Telegram user again is the same player', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const flow = await start(browser, { network: 'telegram', mode: 'register', returnUrl: '/en/live', currency: 'USD', countryId: 2 });
  const result = await onStandIn(browser, flow);
  assert.deepEqual(Object.keys(decoded(result)).sort(), ['auth_date', 'first_name', 'hash', 'id', 'last_name', 'username']);
  const res = await post(browser, flow.state, result);
  assert.equal(res.statusCode, 303, res.body);
  // A new player: the registration page of the flow's language asks for the age confirmation first.
  const token = confirmTokenOf(String(res.headers.location));
  assert.match(String(res.headers.location), /^\/en\/registration\?social_confirm=/);
  assert.equal(cookieOf(res, REGISTRATION_COOKIE)?.value, token);
  assert.equal(cookieOf(res, 'kk_sid'), undefined);
  assert.equal(await sessionUser(browser), null);
  assert.equal((server.db().prepare("SELECT count(*) AS n FROM users WHERE registration_type = 'social'").get() as { n: number }).n, 0);
  assert.deepEqual((await registrationDetails(browser, token)).json(), { network: 'telegram', name: 'Anna Demo', email: null });
  const stranger = await server.newBrowser();
  expectError(await confirmRegistration(stranger, token), 404, 'bad_state');
  expectError(await confirmRegistration(browser, token, 'omit'), 400, 'invalid_field');
  const done = await confirmRegistration(browser, token);
  assert.deepEqual(done.json(), { redirectUrl: '/en/live' });
  assert.ok(cookieOf(done, 'kk_sid')?.httpOnly, 'the session of the password login');
  expectError(await confirmRegistration(browser, token), 404, 'bad_state');
  const userId = await sessionUser(browser);
  assert.ok(userId);
  const db = server.db();
  assert.deepEqual(db.prepare('SELECT registration_type, email, name, country_id FROM users WHERE id = ?').get(userId), {
    registration_type: 'social', email: null, name: 'Anna Demo', country_id: 2,
  });
  assert.deepEqual(db.prepare('SELECT network, subject FROM social_links WHERE user_id = ?').all(userId), [{ network: 'telegram', subject: '700000001' }]);

  const again = await server.newBrowser();
  const second = await start(again, { network: 'telegram' });
  const login = await post(again, second.state, await onStandIn(again, second));
  assert.equal(login.headers.location, '/ru/', 'no return URL: the home page');
  assert.equal(await sessionUser(again), userId, 'the same player');
  // Another Telegram account is another player.
  const other = await server.newBrowser();
  const third = await start(other, { network: 'telegram' });
  assert.equal(await landing(other, await post(other, third.state, await onStandIn(other, third, { choice: '1', decision: 'allow' }))), '/ru/');
  const otherId = await sessionUser(other);
  assert.ok(otherId);
  assert.notEqual(otherId, userId);
});

test('a tampered field, another bot’s hash and an old auth_date are refused as bad_token; Deny as denied', async (t) => {
  const server = await startIdentity(t);
  const demo = server.app.socialDemoTelegram;
  assert.ok(demo);
  const refused = async (mutate: (data: Record<string, string | number>) => string, expected: string) => {
    const browser = await server.newBrowser();
    const flow = await start(browser, { network: 'telegram', mode: 'register', returnUrl: '/en/' });
    const data = decoded(await onStandIn(browser, flow));
    const res = await post(browser, flow.state, mutate(data));
    assert.equal(res.headers.location, expected);
    assert.equal(await sessionUser(browser), null);
  };
  await refused((data) => encoded({ ...data, id: 700000002 }), '/en/registration?social_error=bad_token');
  await refused((data) => encoded({ ...data, first_name: 'Mallory' }), '/en/registration?social_error=bad_token');
  await refused((data) => encoded({ ...data, hash: telegramHash(data, '100000001:some-other-bot-token-value') }), '/en/registration?social_error=bad_token');
  // Signed correctly, but 11 minutes old.
  await refused((data) => {
    const { hash: _hash, ...fields } = data;
    return demo.tgAuthResult({ id: 700000001, first_name: 'Anna', last_name: 'Demo', auth_date: Number(fields.auth_date) - 11 * 60 });
  }, '/en/registration?social_error=bad_token');
  await refused(() => 'not-base64!', '/en/registration?social_error=bad_token');
  // Deny: Telegram's `false`.
  const browser = await server.newBrowser();
  const flow = await start(browser, { network: 'telegram', mode: 'register', returnUrl: '/en/' });
  const res = await browser.call('POST', STAND_IN, form({ ...flow.params, decision: 'deny' }));
  assert.match(String(res.headers.location), /#tgAuthResult=false$/);
  assert.equal((await post(browser, flow.state, 'false')).headers.location, '/en/registration?social_error=denied');
  assert.equal((await server.db().prepare('SELECT count(*) AS n FROM social_links').get() as { n: number }).n, 0);
});

test('the state works once and only in the browser that started; a Google flow’s state is not a Telegram one', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const flow = await start(browser);
  const result = await onStandIn(browser, flow);
  const stranger = await server.newBrowser();
  assert.equal((await post(stranger, flow.state, result)).headers.location, '/ru/login?social_error=bad_state');
  assert.equal(await landing(browser, await post(browser, flow.state, result)), '/ru/');
  const userId = await sessionUser(browser);
  assert.ok(userId);
  // Replayed: the same state and data again, even with the state cookie set by hand.
  const replay = await server.newBrowser();
  replay.jar.set('kk_social_state', flow.state);
  assert.equal((await post(replay, flow.state, result)).headers.location, '/ru/login?social_error=bad_state');
  assert.equal(await sessionUser(replay), null);
  assert.equal((await post(browser, '', result)).headers.location, '/ru/login?social_error=bad_state');
  // An OpenID Connect flow's state posted here: used up, refused.
  const google = await server.newBrowser();
  const started = await google.call('POST', `${SOCIAL}/oauth/start`, { payload: { network: 'google' } });
  const state = new URL(v.parse(SocialRedirectResponseSchema, started.json()).redirectUrl).searchParams.get('state') ?? '';
  assert.equal((await post(google, state, result)).headers.location, '/ru/login?social_error=bad_token');
});

test('production: no Telegram stand-in and no telegram provider', async (t) => {
  const { app } = await startIdentity(t, { production: true });
  assert.equal(app.socialDemoTelegram, null);
  const page = await app.inject({ method: 'GET', url: `${STAND_IN}?bot_id=100000001&origin=http%3A%2F%2Flocalhost` });
  assert.doesNotMatch(page.body, /Demo Telegram|name="decision"/);
  const posted = await app.inject({ method: 'POST', url: STAND_IN, ...form({ bot_id: '100000001', decision: 'allow', choice: '0' }) });
  assert.ok([404, 415].includes(posted.statusCode), String(posted.statusCode));
  assert.doesNotMatch(String(posted.headers.location ?? ''), /tgAuthResult/);
  assert.deepEqual((await app.inject({ method: 'GET', url: `${SOCIAL}/oauth/providers` })).json(), { providers: [] });
  expectError(await app.inject({ method: 'POST', url: `${SOCIAL}/oauth/start`, payload: { network: 'telegram' } }), 503, 'provider_not_configured');
});

test('a configured bot is listed, started at oauth.telegram.org and verified with its token; a half configuration stops the start', async (t) => {
  const token = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
  withEnv(t, { KICKOFF_SOCIAL_TELEGRAM_BOT_ID: '123456789', KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN: token });
  const server = await startIdentity(t, { production: true });
  const { app, browser } = server;
  assert.deepEqual((await app.inject({ method: 'GET', url: `${SOCIAL}/oauth/providers` })).json(), { providers: [{ network: 'telegram', demo: false }] });
  const flow = await start(browser, { network: 'telegram', returnUrl: '/en/' });
  assert.equal(`${flow.authUrl.origin}${flow.authUrl.pathname}`, 'https://oauth.telegram.org/auth');
  assert.equal(flow.params.bot_id, '123456789');
  assert.doesNotMatch(flow.authUrl.toString(), /AAHdq/, 'the token stays on the server');
  // What Telegram would send back, signed with the bot token (auth_date: the server clock's now).
  const now = Math.floor(Date.now() / 1000);
  const data = { id: 555, first_name: 'Real', auth_date: now };
  const res = await post(browser, flow.state, encoded({ ...data, hash: telegramHash(data, token) }));
  assert.equal(await landing(browser, res), '/en/', res.body);
  assert.ok(await sessionUser(browser));

  delete process.env.KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN;
  await assert.rejects(startIdentity(t, { production: true }), /KICKOFF_SOCIAL_TELEGRAM_BOT_ID and KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN must be set together/);
});
