import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import {
  AccountsResponseSchema,
  RegistrationResponseSchema,
  SendSmsResponseSchema,
  UserConfigResponseSchema,
  type RegistrationRequest,
  type UserConfig,
} from '../../../platform/src/schemas/auth';
import { Browser, DEMO, expectError, startIdentity, type IdentityServer } from './support';

/** `age_confirmed`: the types without a birth date (one_click, phone, pay-and-play) need it; full ignores it. */
const BASE = { country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: 'c' } as const;

const FULL: Partial<RegistrationRequest> = {
  type: 'full',
  method: 'email',
  email: 'new.player@kickoff.test',
  password: 'Str0ng-pass!',
  name: 'New',
  surname: 'Player',
  date_birthday: '1995-04-12',
};

async function register(browser: Browser, body: Record<string, unknown>): Promise<v.InferOutput<typeof RegistrationResponseSchema>> {
  const res = await browser.post('auth/register', { ...BASE, ...body });
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(RegistrationResponseSchema, res.json());
}

async function configOf(browser: Browser): Promise<UserConfig> {
  const token = await browser.token();
  const config = v.parse(UserConfigResponseSchema, (await browser.get('user/config', { token })).json()).result;
  assert.ok(config);
  return config;
}

async function accountsOf(browser: Browser): Promise<v.InferOutput<typeof AccountsResponseSchema>['data']> {
  const token = await browser.token();
  return v.parse(AccountsResponseSchema, (await browser.get('user/accounts', { token })).json()).data;
}

function dbUser(server: IdentityServer, id: number): Record<string, unknown> {
  const row = server.db().prepare('SELECT * FROM users WHERE id = ?').get(id);
  assert.ok(row && typeof row === 'object');
  return row as Record<string, unknown>;
}

test('one_click: country and currency only; returns the account ID and a generated password once', async (t) => {
  const server = await startIdentity(t);
  const reply = await register(server.browser, { type: 'one_click', currency_id: 2, ref_code: 'PARTNER7', first_deposit_bonus_choice: 2 });
  assert.ok(reply.user_id > DEMO.unverified.id, 'account IDs continue after the demo users');
  assert.equal(reply.login, String(reply.user_id));
  assert.match(reply.password ?? '', /^[A-Za-z0-9]{10}$/);
  // Registration signs in.
  assert.deepEqual((await server.browser.get('auth/session-check')).json(), { user_id: reply.user_id });
  const config = await configOf(server.browser);
  assert.equal(config.activation_type, 0);
  assert.equal(config.user_email, null);
  assert.equal(config.user_country_code, 'RU');
  const accounts = await accountsOf(server.browser);
  assert.deepEqual(accounts.accounts.map((a) => [a.type, a.iso, a.money, a.isActive]), [[0, 'USD', 0, true]]);
  const row = dbUser(server, reply.user_id);
  assert.equal(row.ref_code, 'PARTNER7');
  assert.equal(row.bonus_choice, 2);
  assert.equal(row.registration_type, 'one_click');

  // The generated password logs in with the account ID.
  const again = await server.newBrowser();
  const login = await again.login(reply.login, reply.password);
  assert.deepEqual(login.json(), { status: 'ok', user_id: reply.user_id });
});

test('consecutive registrations get consecutive account IDs', async (t) => {
  const server = await startIdentity(t);
  const first = await register(server.browser, { type: 'one_click' });
  const second = await register(await server.newBrowser(), { type: 'one_click' });
  assert.equal(second.user_id, first.user_id + 1);
});

test('phone: needs the SMS code sent to that phone', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const phone = { type: 'phone', phone_code: '+7', phone_number: '9115550000', password: 'Str0ng-pass!' };
  expectError(await browser.post('auth/register', { ...BASE, ...phone, sms_code: '123456' }), 400, 'code_wrong');
  const missing = expectError(await browser.post('auth/register', { ...BASE, ...phone }), 400, 'invalid_field');
  assert.equal(missing.source?.pointer, '/sms_code');

  const sent = v.parse(SendSmsResponseSchema, (await browser.post('auth/sms/send', { 'phone-number': '9115550000', 'phone-code': '7', componentsData: '' })).json());
  const code = sent.demoCode ?? '';
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  expectError(await browser.post('auth/register', { ...BASE, ...phone, sms_code: wrong }), 400, 'code_wrong');
  // A code sent to another phone does not count.
  expectError(await browser.post('auth/register', { ...BASE, ...phone, phone_number: '9115550001', sms_code: code }), 400, 'code_wrong');

  const reply = await register(browser, { ...phone, sms_code: code });
  assert.equal(reply.login, '+79115550000');
  assert.equal(reply.password, undefined);
  const config = await configOf(browser);
  assert.equal(config.activation_type, 3);
  assert.equal(config.phone_code, '+7');
  assert.equal(config.phone_number, '9115550000');
  assert.equal(config.protection_methods.enable_phone_binding, true);

  const other = await server.newBrowser();
  const login = await other.post('auth/login/phone', { phone_number: '9115550000', country_code: '+7', uPassword: 'Str0ng-pass!', save: false });
  assert.deepEqual(login.json(), { status: 'ok', user_id: reply.user_id });
});

test('phone: an expired SMS code is code_expired', async (t) => {
  const server = await startIdentity(t);
  const sent = v.parse(SendSmsResponseSchema, (await server.browser.post('auth/sms/send', { 'phone-number': '9115550002', 'phone-code': '+7', componentsData: '' })).json());
  await server.advance(5 * 60_000);
  const res = await server.browser.post('auth/register', { ...BASE, type: 'phone', phone_code: '+7', phone_number: '9115550002', password: 'Str0ng-pass!', sms_code: sent.demoCode });
  expectError(res, 400, 'code_expired');
});

test('full by e-mail: profile stored, activation type 1, login with the e-mail', async (t) => {
  const server = await startIdentity(t);
  const reply = await register(server.browser, { ...FULL, currency_id: 3, country_id: 8 });
  assert.equal(reply.login, 'new.player@kickoff.test');
  const config = await configOf(server.browser);
  assert.equal(config.activation_type, 1);
  assert.equal(config.user_email, 'new.player@kickoff.test');
  assert.equal(config.user_name, 'New Player');
  assert.deepEqual([config.user_data.name, config.user_data.surname, config.user_data.date_birthday], ['New', 'Player', '1995-04-12']);
  assert.equal(config.user_country_code, 'DE');
  assert.equal(config.user_id, reply.user_id);
  assert.deepEqual((await accountsOf(server.browser)).accounts.map((a) => a.iso), ['EUR']);
  const other = await server.newBrowser();
  assert.equal((await other.login('NEW.player@kickoff.test', 'Str0ng-pass!')).statusCode, 200);
});

test('full: names of any script with hyphens and apostrophes pass the shared rules', async (t) => {
  const server = await startIdentity(t);
  const reply = await register(server.browser, { ...FULL, name: 'Анна-Мария', surname: "O'Brien" });
  assert.equal(dbUser(server, reply.user_id).surname, "O'Brien");
});

test('full with e-mail and phone: activation type 2; by phone only: 3', async (t) => {
  const server = await startIdentity(t);
  await register(server.browser, { ...FULL, phone_code: '+44', phone_number: '7700900123' });
  assert.equal((await configOf(server.browser)).activation_type, 2);
  const byPhone = await server.newBrowser();
  const reply = await register(byPhone, { ...FULL, method: 'phone', email: undefined, phone_code: '+49', phone_number: '15112345678' });
  assert.equal(reply.login, '+4915112345678');
  assert.equal((await configOf(byPhone)).activation_type, 3);
});

test('full: field errors are 400 invalid_field naming the field', async (t) => {
  const server = await startIdentity(t);
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: undefined }, '/name'],
    [{ surname: undefined }, '/surname'],
    // The names by the shared personal-data rules (as the office profile): letters, one space, hyphen or apostrophe, at most 60.
    [{ name: 'Ivan2' }, '/name'],
    [{ surname: 'Smith!' }, '/surname'],
    [{ name: 'Anna  Maria' }, '/name'],
    [{ surname: 'A'.repeat(61) }, '/surname'],
    [{ password: undefined }, '/password'],
    [{ password: 'short' }, '/password'],
    [{ email: 'not-an-email' }, '/email'],
    [{ email: undefined }, '/email'],
    [{ date_birthday: undefined }, '/date_birthday'],
    [{ date_birthday: '31-12-1990' }, '/date_birthday'],
    [{ method: 'phone', email: undefined }, '/phone_code'],
    [{ country_id: 999 }, '/country_id'],
    [{ currency_id: 999 }, '/currency_id'],
  ];
  for (const [patch, pointer] of cases) {
    const error = expectError(await server.browser.post('auth/register', { ...BASE, ...FULL, ...patch }), 400, 'invalid_field');
    assert.equal(error.source?.pointer, pointer, JSON.stringify(patch));
  }
  assert.deepEqual((await server.browser.get('auth/session-check')).json(), { user_id: null }, 'nothing registered');
});

test('full: the player must be at least minAge (site config)', async (t) => {
  const server = await startIdentity(t);
  const today = new Date();
  const iso = (years: number, days = 0): string => {
    const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
    return d.toISOString().slice(0, 10);
  };
  const young = expectError(await server.browser.post('auth/register', { ...BASE, ...FULL, date_birthday: iso(18, 1) }), 400, 'invalid_field');
  assert.equal(young.source?.pointer, '/date_birthday');
  assert.match(young.detail, /18/);
  await register(server.browser, { ...FULL, date_birthday: iso(18) });

  await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { minAge: 21 } });
  const other = await server.newBrowser();
  expectError(await other.post('auth/register', { ...BASE, ...FULL, email: 'x@kickoff.test', date_birthday: iso(20) }), 400, 'invalid_field');
});

test('duplicates: e-mail 409 email_taken, phone 409 phone_taken', async (t) => {
  const server = await startIdentity(t);
  expectError(await server.browser.post('auth/register', { ...BASE, ...FULL, email: 'DEMO@kickoff.test' }), 409, 'email_taken');
  expectError(
    await server.browser.post('auth/register', { ...BASE, ...FULL, email: 'fresh@kickoff.test', phone_code: '+7', phone_number: '9001234567' }),
    409,
    'phone_taken',
  );
  expectError(await server.browser.post('auth/register', { ...BASE, type: 'pay-and-play', phone_code: '7', phone_number: '9001234567', deposit_amount: 100 }), 409, 'phone_taken');
  const sent = v.parse(SendSmsResponseSchema, (await server.browser.post('auth/sms/send', { 'phone-number': '9001234567', 'phone-code': '+7', componentsData: '' })).json());
  expectError(
    await server.browser.post('auth/register', { ...BASE, type: 'phone', phone_code: '+7', phone_number: '9001234567', password: 'Str0ng-pass!', sms_code: sent.demoCode }),
    409,
    'phone_taken',
  );
});

test('social registration answers 503 provider_not_configured', async (t) => {
  const server = await startIdentity(t);
  expectError(await server.browser.post('auth/register', { ...BASE, type: 'social', social_network: 'google', social_token: 'x' }), 503, 'provider_not_configured');
});

test('pay-and-play: the main account starts empty; the reply names the deposit started with the provider', async (t) => {
  const server = await startIdentity(t);
  const reply = await register(server.browser, { type: 'pay-and-play', phone_code: '+380', phone_number: '501234567', deposit_amount: 750, currency_id: 5, country_id: 2 });
  assert.equal(reply.login, '+380501234567');
  const { paymentId, redirectUrl, ...deposit } = reply.deposit ?? { paymentId: 0, redirectUrl: '' };
  assert.deepEqual(deposit, { amount: 750, currencyId: 5, iso: 'UAH' });
  assert.match(redirectUrl, /^\/demo-pay\/checkout\/dp_[0-9a-f]{24}\?lng=ru$/);
  const payment = await server.browser.get(`office/deposits/${paymentId}`, { token: await server.browser.token() });
  assert.equal(payment.statusCode, 200, payment.body);
  assert.equal((payment.json() as { data: { status: string; amount: number; iso: string } }).data.status, 'created', 'the provider has not paid yet');
  const accounts = await accountsOf(server.browser);
  assert.deepEqual(accounts.accounts.map((a) => [a.type, a.iso, a.money]), [[0, 'UAH', 0]], 'registration credits nothing');
  const ledger = server.db().prepare<[], { n: number }>(`SELECT count(*) AS n FROM ledger WHERE account_id = (SELECT id FROM accounts WHERE user_id = ${reply.user_id})`).get();
  assert.equal(ledger?.n, 0);
  const config = await configOf(server.browser);
  assert.equal(config.has_deposit, false);
  assert.equal(config.activation_type, 3);
  const missing = expectError(await server.browser.post('auth/register', { ...BASE, type: 'pay-and-play', phone_code: '+7', phone_number: '9005550000' }), 400, 'invalid_field');
  assert.equal(missing.source?.pointer, '/deposit_amount');
  // Outside the card's limits for the currency: refused before any player is created.
  const tooSmall = expectError(await server.browser.post('auth/register', { ...BASE, type: 'pay-and-play', phone_code: '+7', phone_number: '9005550001', deposit_amount: 50, currency_id: 1 }), 400, 'invalid_field');
  assert.equal(tooSmall.source?.pointer, '/deposit_amount');
  assert.equal(server.db().prepare<[], { n: number }>("SELECT count(*) AS n FROM users WHERE phone_number = '9005550001'").get()?.n, 0);
});

test('registration closed: isRegistrationAllowed false or isVipDomain true → 403 registration_closed', async (t) => {
  const server = await startIdentity(t);
  for (const patch of [{ isRegistrationAllowed: false }, { isRegistrationAllowed: true, isVipDomain: true }]) {
    await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: patch });
    expectError(await server.browser.post('auth/register', { ...BASE, type: 'one_click' }), 403, 'registration_closed');
  }
  await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { isVipDomain: false } });
  await register(server.browser, { type: 'one_click' });
});

test('a new player has accepted the current terms', async (t) => {
  const server = await startIdentity(t);
  await register(server.browser, { type: 'one_click' });
  const token = await server.browser.token();
  assert.deepEqual((await server.browser.get('api-v3/v2/user/agreement-rules/status', { token })).json(), {
    result: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
});
