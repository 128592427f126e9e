/** Facade actions on a fake server: login modes, attempts counter, registration, forgot password, logout, accounts and currencies, reference data. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { $session, setSessionUser } from '../../../platform/src/stores/session';
import { $globalSettings, setGlobalSetting } from '../../../platform/src/stores/global-settings';
import { $notifications } from '../../../platform/src/stores/notifications';
import { $accountBusy, $accounts, $authGroup, $ban, $loginAttempts, $userConfig, $userConfigStatus } from '../../../platform/src/identity/stores';
import { DEFAULT_AUTH_GROUP } from '../../../platform/src/identity/actions';
import { ONE_CLICK_COUPON_KEY, COUPON_PREPAID_KEY } from '../../../platform/src/identity/session-flow';
import { accountsState, createHarness, flush, json, jsonApiError, serveUser, setRoute, userConfig, type Harness } from './helpers';

const loginPassword = (h: Harness, password = 'Demo-2026!') => h.identity.actions.login({ mode: 'login_password', login: 'demo@kickoff.test', password, save: true });

test('login: attempts grow on each submit; success signs in, loads user data, reloads site config and emits login', async () => {
  const h = createHarness();
  serveUser(h.server, 7, { ban_level: 53, ban_version: 1 });
  h.server.on('POST /web-api/auth/login', (call) =>
    (call.body as { uPassword: string }).uPassword === 'Demo-2026!'
      ? json(200, { status: 'ok', user_id: 7 })
      : jsonApiError(400, 'wrong_credentials', 'Wrong login or password'),
  );
  const wrong = await loginPassword(h, 'nope');
  assert.deepEqual(wrong, { ok: false, error: 'Wrong login or password', code: 'wrong_credentials' });
  await loginPassword(h, 'nope');
  assert.equal($loginAttempts.get(), 2);
  assert.equal(h.events.length, 0);

  const ok = await loginPassword(h);
  assert.deepEqual(ok, { ok: true, value: { status: 'ok', userId: 7 } });
  assert.equal($loginAttempts.get(), 0);
  assert.equal($session.get().userId, 7);
  assert.equal($globalSettings.get().userId, 7);
  assert.equal($userConfig.get()?.user_id, 7);
  assert.equal($ban.get().canDeduce, true);
  assert.equal($accounts.get()?.accounts.length, 1);
  assert.deepEqual(h.siteConfigReloads, ['ru']);
  assert.deepEqual(h.events, [{ userId: 7, reason: 'login' }]);
  const body = h.server.callsTo('POST /web-api/auth/login')[2]?.body as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), ['componentsData', 'save', 'uLogin', 'uPassword']);
  assert.match(String(body['componentsData']), /userAgent/);
  // The user config call carried the user's token, fetched after login (not the guest's cached null).
  assert.equal(h.server.callsTo('GET /web-api/user/config').length, 1);
});

test('login modes: phone, sms and two-step hit their endpoints with their bodies', async () => {
  const h = createHarness();
  serveUser(h.server, 7);
  h.server.on('POST /web-api/auth/login/phone', () => json(200, { status: 'two_step_required', channel: 'sms', demoCode: '1234' }));
  h.server.on('POST /web-api/auth/two-step', () => json(200, { status: 'ok', user_id: 7 }));
  h.server.on('POST /web-api/auth/sms/send', () => json(200, { success: true, expiresIn: 120, demoCode: '5555' }));
  h.server.on('POST /web-api/auth/login/sms', () => jsonApiError(400, 'code_expired', ''));

  const step = await h.identity.actions.login({ mode: 'phone_password', phoneCode: '+7', phone: '9001234567', password: 'x', save: false });
  assert.deepEqual(step, { ok: true, value: { status: 'two_step_required', channel: 'sms', demoCode: '1234' } });
  assert.equal($loginAttempts.get(), 1, 'not reset before the login completes');
  assert.equal($session.get().userId, null);
  assert.deepEqual(h.server.callsTo('POST /web-api/auth/login/phone')[0]?.body, { phone_number: '9001234567', country_code: '+7', uPassword: 'x', save: false });

  const done = await h.identity.actions.login({ mode: 'login_password_two_step_code', code: '1234', save: false });
  assert.deepEqual(done, { ok: true, value: { status: 'ok', userId: 7 } });
  assert.equal($loginAttempts.get(), 0);

  const sms = await h.identity.actions.sendLoginSms('+7', '9001234567');
  assert.deepEqual(sms, { ok: true, value: { expiresIn: 120, demoCode: '5555' } });
  const smsBody = h.server.callsTo('POST /web-api/auth/sms/send')[0]?.body as Record<string, unknown>;
  assert.equal(smsBody['phone-number'], '9001234567');
  assert.equal(smsBody['phone-code'], '+7');
  const bySms = await h.identity.actions.login({ mode: 'sms', code: '0000' });
  assert.deepEqual(bySms, { ok: false, error: 'auth_code_expired', code: 'code_expired' });
  assert.deepEqual(h.server.callsTo('POST /web-api/auth/login/sms')[0]?.body, { 'sms-code': '0000' });
});

test('login from the login page goes to the return URL (same origin only)', async () => {
  const h = createHarness();
  serveUser(h.server, 7);
  h.server.on('POST /web-api/auth/login', () => json(200, { status: 'ok', user_id: 7 }));
  setRoute('login', 'login', '?returnUrl=%2Fru%2Foffice%2Faccount');
  h.location.pathname = '/ru/login';
  h.location.search = '?returnUrl=%2Fru%2Foffice%2Faccount';
  await loginPassword(h);
  assert.deepEqual(h.navigations, ['/ru/office/account']);

  const h2 = createHarness();
  serveUser(h2.server, 7);
  h2.server.on('POST /web-api/auth/login', () => json(200, { status: 'ok', user_id: 7 }));
  setRoute('login', 'login', '?returnUrl=%2F%2Fevil.com');
  h2.location.pathname = '/ru/login';
  h2.location.search = '?returnUrl=%2F%2Fevil.com';
  await loginPassword(h2);
  assert.deepEqual(h2.navigations, ['/ru'], 'a foreign return URL is refused: home');
});

test('registration signs in with reason registration; a taken e-mail names the field', async () => {
  const h = createHarness();
  serveUser(h.server, 9);
  h.server.on('POST /web-api/auth/register', (call) =>
    (call.body as { email?: string }).email === 'taken@kickoff.test'
      ? jsonApiError(409, 'email_taken', 'This e-mail is already registered', '/data/attributes/email')
      : json(200, { user_id: 9, login: '100009', password: 'Gen-1234' }),
  );
  const input = { type: 'full' as const, country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0 as const, email: 'taken@kickoff.test', password: 'Secret-123' };
  assert.deepEqual(await h.identity.actions.register(input), { ok: false, error: 'This e-mail is already registered', code: 'email_taken', field: 'email' });
  const ok = await h.identity.actions.register({ ...input, email: 'new@kickoff.test' });
  assert.deepEqual(ok, { ok: true, value: { user_id: 9, login: '100009', password: 'Gen-1234' } });
  assert.deepEqual(h.events, [{ userId: 9, reason: 'registration' }]);
  assert.match(String((h.server.callsTo('POST /web-api/auth/register')[1]?.body as Record<string, unknown>)['componentsData']), /userAgent/);
});

test('registration sends age_confirmed as given; pay-and-play returns the deposit the server names, credits nothing', async () => {
  const h = createHarness();
  serveUser(h.server, 11);
  h.server.on('POST /web-api/auth/register', () =>
    json(200, { user_id: 11, login: '+79001230000', deposit: { amount: 500, currencyId: 1, iso: 'RUB', paymentId: 7, redirectUrl: '/demo-pay/checkout/abc?lng=ru' } }),
  );
  const input = {
    type: 'pay-and-play' as const, country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0 as const,
    phone_code: '+7', phone_number: '9001230000', deposit_amount: 500, age_confirmed: true,
  };
  assert.deepEqual(await h.identity.actions.register(input), {
    ok: true, value: { user_id: 11, login: '+79001230000', deposit: { amount: 500, currencyId: 1, iso: 'RUB', paymentId: 7, redirectUrl: '/demo-pay/checkout/abc?lng=ru' } },
  });
  const body = h.server.callsTo('POST /web-api/auth/register')[0]?.body as Record<string, unknown>;
  assert.equal(body['age_confirmed'], true);
  assert.equal(body['deposit_amount'], 500);
});

test('a rate-limited registration fails with the seconds to wait and does not sign in', async () => {
  const h = createHarness();
  h.server.on('POST /web-api/auth/register', () =>
    json(429, { errors: [{ status: '429', code: 'too_many_requests', detail: 'Too many registrations: try again in 120 s', meta: { retryAfter: 120 } }] }),
  );
  const result = await h.identity.actions.register({ type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true });
  assert.deepEqual(result, { ok: false, error: 'Too many registrations: try again in 120 s', code: 'too_many_requests', retryAfter: 120 });
  assert.deepEqual(h.events, [], 'no sign-in');
});

test('forgot password: call, code (wrong vs expired told apart), save', async () => {
  const h = createHarness();
  h.server.on('POST /web-api/auth/password/forgot', () => json(200, { channel: 'email', expiresIn: 600 }));
  h.server.on('POST /web-api/auth/password/code', (call) => {
    const code = (call.body as { code: string }).code;
    if (code === '1111') return jsonApiError(400, 'code_wrong', 'Wrong code');
    if (code === '2222') return jsonApiError(400, 'code_expired', 'The code has expired');
    return json(200, { resetToken: 'reset-1' });
  });
  h.server.on('POST /web-api/auth/password/save', () => json(200, { success: true }));
  assert.deepEqual(await h.identity.actions.forgotPasswordCall('demo@kickoff.test'), { ok: true, value: { channel: 'email', expiresIn: 600 } });
  assert.deepEqual(await h.identity.actions.forgotPasswordCode('demo@kickoff.test', '1111'), { ok: false, error: 'Wrong code', code: 'code_wrong' });
  assert.deepEqual(await h.identity.actions.forgotPasswordCode('demo@kickoff.test', '2222'), { ok: false, error: 'The code has expired', code: 'code_expired' });
  assert.deepEqual(await h.identity.actions.forgotPasswordCode('demo@kickoff.test', '3333'), { ok: true, value: { resetToken: 'reset-1' } });
  assert.deepEqual(await h.identity.actions.forgotPasswordSave('reset-1', 'New-Pass-1'), { ok: true, value: undefined });
  assert.deepEqual(h.server.callsTo('POST /web-api/auth/password/save')[0]?.body, { resetToken: 'reset-1', password: 'New-Pass-1' });
});

async function signedInUser(h: Harness) {
  serveUser(h.server, 7, { ban_level: 45, ban_version: 2 });
  await h.identity.session.signIn(7, 'login');
  h.events.length = 0;
  h.cookies.cookie = 'user_token=abc; path=/';
  h.cookies.cookie = 'ggru=g; path=/';
  h.cookies.cookie = '_grant_7=x; path=/';
  h.cookies.cookie = 'lng=ru; path=/';
  h.storage.setItem(ONE_CLICK_COUPON_KEY, JSON.stringify({ bets: [1] }));
  h.server.on('POST /web-api/auth/disconnect', () => json(200, {}));
}

test('logout clears per-user state and reloads on a page guests may see', async () => {
  const h = createHarness();
  await signedInUser(h);
  setRoute('sports', 'live');
  assert.equal($ban.get().level, 45);
  await h.identity.actions.logout();
  assert.equal($session.get().userId, null);
  assert.equal($globalSettings.get().userId, null);
  assert.equal($ban.get().level, 0);
  assert.equal($ban.get().banned, false);
  assert.equal($userConfig.get(), null);
  assert.equal($accounts.get(), null);
  assert.deepEqual([...h.cookies.jar.keys()], ['lng'], 'user_token, ggru and grant cookies removed; preferences kept');
  assert.equal(h.storage.getItem(ONE_CLICK_COUPON_KEY), null);
  assert.deepEqual(h.events, [{ userId: null, reason: 'logout' }]);
  assert.equal(h.reloads.count, 1);
  assert.deepEqual(h.navigations, []);
});

test('logout goes home from a login-only page or with ?logout=home; a failed disconnect is logged and reloads', async () => {
  const h = createHarness();
  await signedInUser(h);
  setRoute('office-account', 'office/account');
  await h.identity.actions.logout();
  assert.deepEqual(h.navigations, ['/ru']);
  assert.equal(h.reloads.count, 0);

  const h2 = createHarness();
  await signedInUser(h2);
  setRoute('sports', 'live', '?logout=home');
  h2.location.search = '?logout=home';
  await h2.identity.actions.logout();
  assert.deepEqual(h2.navigations, ['/ru']);

  const h3 = createHarness();
  await signedInUser(h3);
  h3.server.on('POST /web-api/auth/disconnect', () => json(500, { message: 'down' }));
  await h3.identity.actions.logout();
  assert.equal(h3.reloads.count, 1);
  assert.ok(h3.logs.error.some(([m]) => String(m).includes('logout failed')));
});

test('switching the account: busy flag, success message with the id, prepaid coupon amount reset', async () => {
  const h = createHarness();
  await signedInUser(h);
  h.storage.setItem(COUPON_PREPAID_KEY, '250');
  let busyDuringCall: unknown = 'unset';
  h.server.on('POST /web-api/user/accounts/active', (call) => {
    busyDuringCall = $accountBusy.get();
    return (call.body as { id: number }).id === 102 ? json(200, { data: accountsState([1, 2], 102) }) : jsonApiError(400, 'invalid_field', 'No such account');
  });
  const ok = await h.identity.actions.switchAccount(102);
  assert.deepEqual(ok, { ok: true, value: undefined });
  assert.equal(busyDuringCall, 'change');
  assert.equal($accountBusy.get(), null);
  assert.equal($accounts.get()?.activeAccount, 102);
  assert.equal(h.storage.getItem(COUPON_PREPAID_KEY), '0');
  const note = $notifications.get().at(-1);
  assert.equal(note?.text, 'main_account_will_set');
  assert.deepEqual(note?.values, { id: 102 });
  assert.equal(note?.severity, 'success');
  const fail = await h.identity.actions.switchAccount(999);
  assert.deepEqual(fail, { ok: false, error: 'No such account', code: 'invalid_field' });
  assert.equal($accountBusy.get(), null);
});

test('adding a currency polls the accounts up to 5 times at 1 s until the currency appears', async () => {
  const h = createHarness();
  await signedInUser(h);
  h.server.on('POST /web-api/office/currency/add', () => json(200, { data: { message: 'Account in USD opened' } }));
  const pollTimes: number[] = [];
  h.server.on('GET /web-api/user/accounts', () => {
    pollTimes.push(h.clock.now());
    return json(200, { data: accountsState(pollTimes.length >= 3 ? [1, 2] : [1]) });
  });
  const pending = h.identity.actions.addCurrency(2);
  await flush();
  assert.equal($accountBusy.get(), 'add');
  await h.clock.tick(10_000);
  const result = await pending;
  assert.deepEqual(result, { ok: true, value: { message: 'Account in USD opened' } });
  assert.equal(pollTimes.length, 3, 'stops when the currency appears');
  assert.deepEqual(pollTimes.map((t) => t - pollTimes[0]!), [0, 1000, 2000]);
  assert.equal($accounts.get()?.accounts.length, 2);
  assert.equal($accountBusy.get(), null);

  // Never appears: exactly 5 polls, 1 s apart.
  pollTimes.length = 0;
  h.server.on('GET /web-api/user/accounts', () => {
    pollTimes.push(h.clock.now());
    return json(200, { data: accountsState([1]) });
  });
  const second = h.identity.actions.addCurrency(3);
  await h.clock.tick(60_000);
  assert.equal((await second).ok, true);
  assert.deepEqual(pollTimes.map((t) => t - pollTimes[0]!), [0, 1000, 2000, 3000, 4000]);
});

test('currency add and remove failures return the server message; remove sets busy delete', async () => {
  const h = createHarness();
  await signedInUser(h);
  h.server.on('POST /web-api/office/currency/add', () => json(400, { message: 'Currency not allowed', code: 'currency_not_allowed' }));
  assert.deepEqual(await h.identity.actions.addCurrency(5), { ok: false, error: 'Currency not allowed', code: 'currency_not_allowed' });
  let busy: unknown = null;
  h.server.on('POST /web-api/office/currency/remove', () => {
    busy = $accountBusy.get();
    return json(200, { data: { message: 'Removed' } });
  });
  assert.deepEqual(await h.identity.actions.removeCurrency(2), { ok: true, value: { message: 'Removed' } });
  assert.equal(busy, 'delete');
});

test('an empty user config is a failure: logged, marked not loaded', async () => {
  const h = createHarness();
  h.server.on('GET /web-api/user/config', () => json(200, { result: null }));
  h.server.on('GET /web-api/user/accounts', () => json(200, { data: accountsState() }));
  await assert.rejects(h.identity.session.loadUserConfig(), /failed to get user config/);
  assert.equal($userConfigStatus.get(), 'error');
  assert.ok(h.logs.error.some(([m]) => String(m).includes('user config')));
  h.server.on('GET /web-api/user/config', () => json(200, { result: userConfig({ user_id: 7 }) }));
  setSessionUser(8);
  await assert.rejects(h.identity.session.loadUserConfig(), /another|session is 8/, 'a config of another user is refused');
});

test('terms confirmation, social sign-in and reference data', async () => {
  const h = createHarness();
  h.server.on('POST /web-api/api-v3/v2/user/agreement-rules/confirm', () => json(500, { message: 'down' }));
  assert.deepEqual(await h.identity.actions.confirmTerms(), { ok: false, error: 'information_confirm_terms_error', code: null });
  h.server.on('POST /web-api/api-v3/v2/user/agreement-rules/confirm', () => new Response(null, { status: 204 }));
  setGlobalSetting('isUserTermsChanged', true);
  assert.deepEqual(await h.identity.actions.confirmTerms(), { ok: true, value: undefined });
  assert.equal($globalSettings.get().isUserTermsChanged, false);

  h.server.on('POST /social-api/oauth/start', () => jsonApiError(503, 'provider_not_configured', 'Sign-in with vk is not configured on this server'));
  assert.deepEqual(await h.identity.actions.socialSignIn('vk'), { ok: false, error: 'Sign-in with vk is not configured on this server', code: 'provider_not_configured' });
  h.server.on('POST /social-api/oauth/start', () => json(200, { redirectUrl: 'javascript:alert(1)' }));
  assert.equal((await h.identity.actions.socialSignIn('google')).ok, false, 'never follows a non-http redirect');
  h.server.on('POST /social-api/oauth/start', () => json(200, { redirectUrl: 'https://accounts.google.com/o/oauth2/auth?x=1' }));
  assert.deepEqual(await h.identity.actions.socialSignIn('google'), { ok: true, value: { redirectUrl: 'https://accounts.google.com/o/oauth2/auth?x=1' } });
  await h.identity.actions.socialSignIn('google', { mode: 'register', returnUrl: '/en/live', currency: 'USD', countryId: 2 });
  assert.deepEqual(h.server.callsTo('POST /social-api/oauth/start').at(-1)?.body, { mode: 'register', returnUrl: '/en/live', currency: 'USD', countryId: 2, network: 'google' }, 'the start options go in the body');

  // A new social player's pending registration: its details, then the completion with the age declaration.
  const token = 'T'.repeat(43);
  h.server.on('GET /social-api/oauth/register', (call) =>
    call.query.get('token') === token ? json(200, { network: 'telegram', name: 'Boris Test', email: null }) : jsonApiError(404, 'bad_state', 'No pending social registration'),
  );
  assert.deepEqual(await h.identity.actions.loadSocialRegistration(token), { ok: true, value: { network: 'telegram', name: 'Boris Test', email: null } });
  assert.deepEqual(await h.identity.actions.loadSocialRegistration('x'.repeat(43)), { ok: false, error: 'No pending social registration', code: 'bad_state' });
  h.server.on('POST /social-api/oauth/register', (call) =>
    (call.body as { ageConfirmed?: boolean }).ageConfirmed === true
      ? json(200, { redirectUrl: '/en/live' })
      : json(400, { errors: [{ status: '400', code: 'invalid_field', detail: 'Confirm that you are at least 18 years old', source: { pointer: '/age_confirmed' } }] }),
  );
  assert.deepEqual(await h.identity.actions.completeSocialRegistration(token, false), {
    ok: false, error: 'Confirm that you are at least 18 years old', code: 'invalid_field', field: 'age_confirmed',
  }, 'the field error, as the registration action reports it');
  assert.deepEqual(await h.identity.actions.completeSocialRegistration(token, true), { ok: true, value: { redirectUrl: '/en/live' } });
  assert.deepEqual(h.server.callsTo('POST /social-api/oauth/register').at(-1)?.body, { token, ageConfirmed: true });
  h.server.on('POST /social-api/oauth/register', () => json(200, { redirectUrl: '//evil.example/' }));
  assert.equal((await h.identity.actions.completeSocialRegistration(token, true)).ok, false, 'only a path of this site is followed');

  h.server.on('GET /web-api/reference/countries', (call) => json(200, { data: [{ id: 1, name: call.query.get('lng') ?? '', country_code: 'RU', tel_code: '+7' }] }));
  h.server.on('GET /web-api/reference/currencies', () => json(200, { data: [{ id: 1, iso: 'RUB', symbol: '₽', name: 'Rouble' }] }));
  assert.deepEqual(await h.identity.actions.loadCountries(), { ok: true, value: [{ id: 1, name: 'ru', country_code: 'RU', tel_code: '+7' }] });
  assert.equal((await h.identity.actions.loadCurrencies()).ok, true);
  h.server.on('GET /web-api/reference/currencies', () => json(200, { data: 'nope' }));
  assert.deepEqual(await h.identity.actions.loadCurrencies(), { ok: false, error: 'main_bad_response', code: null });
});

test('the auth config group: defaults when missing or invalid, the group when valid', async () => {
  const h = createHarness();
  assert.deepEqual(await h.identity.actions.loadAuthGroup(), DEFAULT_AUTH_GROUP);
  assert.deepEqual(DEFAULT_AUTH_GROUP.socialNetworks, ['google', 'vk', 'telegram']);
  assert.equal(DEFAULT_AUTH_GROUP.loginModes.length, 4);
  assert.equal(DEFAULT_AUTH_GROUP.registrationTypes.length, 5);
  assert.equal(DEFAULT_AUTH_GROUP.captchaAfterAttempts, 3);
  h.groups['auth'] = { socialNetworks: ['nope'] };
  assert.deepEqual(await h.identity.actions.loadAuthGroup(), DEFAULT_AUTH_GROUP);
  const group = { socialNetworks: ['google'], loginModes: ['sms'], registrationTypes: ['phone'], captchaAfterAttempts: 5 };
  h.groups['auth'] = group;
  assert.deepEqual(await h.identity.actions.loadAuthGroup(), group);
  assert.deepEqual($authGroup.get(), group);
});
