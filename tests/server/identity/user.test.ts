import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { UserConfigResponseSchema, UserConfigSchema, VideoTokenResponseSchema } from '../../../platform/src/schemas/auth';
import { DEMO, expectError, startIdentity } from './support';

test('user/config of the demo player is exactly the UserConfig contract, no-store', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.demo.email);
  const res = await browser.get('user/config', { token });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  const body: unknown = res.json();
  const { result } = v.parse(UserConfigResponseSchema, body);
  assert.ok(result);
  assert.deepEqual(Object.keys(result).sort(), Object.keys(UserConfigSchema.entries).sort(), 'no missing or extra keys');
  assert.deepEqual(result, {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: '9001234567',
    phone_code: '+7',
    user_email: 'demo@kickoff.test',
    user_name: 'Demo Player',
    user_country_code: 'RU',
    user_country_id: 1,
    activation_type: 2,
    user_ref_id: 1,
    user_msg_count: 0,
    isRequiredTransfer: false,
    is_active_secure_question: false,
    user_hide_balance: true,
    changed_pass_day_count: null,
    user_data: {
      date_birthday: '1990-05-15',
      document_type_id: null,
      inn: null,
      name: 'Demo',
      passport: null,
      passport_date: null,
      passport_end_date: null,
      registration_address: null,
      surname: 'Player',
    },
    protection_level: 60,
    protection_methods: {
      is_changed_password: false,
      enable_two_factor_auth: false,
      enable_phone_binding: true,
      enable_security_question: false,
      enable_email_auth: true,
    },
    should_sync_protection_methods: false,
    is_need_identification: false,
    ban_level: 0,
    ban_version: 0,
    user_status_id: 0,
    internal_verification_status: 1,
    verification_status: 2,
    verification_types: [1],
    verification_status_group_code: 'verified',
    requested_additional_document: false,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    isCCLine: false,
    isCClive: false,
    isDataAfterRegistration: false,
    has_deposit: true,
    user_id: DEMO.demo.id,
    restricted: null,
  });
});

test('user/config of the other demo players', async (t) => {
  const server = await startIdentity(t);
  const configOf = async (email: string): Promise<v.InferOutput<typeof UserConfigSchema>> => {
    const browser = await server.newBrowser();
    const token = await browser.signIn(email);
    const result = v.parse(UserConfigResponseSchema, (await browser.get('user/config', { token })).json()).result;
    assert.ok(result);
    return result;
  };
  const unverified = await configOf(DEMO.unverified.email);
  assert.deepEqual(
    [unverified.verification_status, unverified.user_status_id, unverified.is_need_identification, unverified.protection_level, unverified.internal_verification_status],
    [1, 0, true, 20, 0],
  );
  const banned = await configOf(DEMO.banned.email);
  assert.deepEqual([banned.ban_level, banned.ban_version, banned.user_id], [53, 1, DEMO.banned.id]);
  const terms = await configOf(DEMO.terms.email);
  assert.equal(terms.ban_level, 0);
  assert.equal(terms.user_id, DEMO.terms.id);
});

test('user/updatetoken gives a fresh signed video token of the player (server/media/video-token.ts)', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.demo.email);
  const first = v.parse(VideoTokenResponseSchema, (await browser.post('user/updatetoken', undefined, { token })).json()).token;
  const second = v.parse(VideoTokenResponseSchema, (await browser.post('user/updatetoken', undefined, { token })).json()).token;
  assert.match(first, new RegExp(`^${DEMO.demo.id}\\.\\d+\\.[\\w-]{11}\\.[\\w-]{43}$`), 'player id, expiry, nonce, signature');
  const expiry = Number(first.split('.')[1]);
  assert.ok(Math.abs(expiry - (Date.now() / 1000 + 15 * 60)) < 60, 'expires 15 minutes ahead');
  assert.notEqual(first, second);
});

test('user/cookie-agreement stores the time (204) and validates the body', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  const res = await server.browser.post('user/cookie-agreement', { cookiesAgreeTime: 1767225600000 }, { token });
  assert.equal(res.statusCode, 204);
  const row = server.db().prepare('SELECT cookies_agree_time AS t FROM users WHERE id = ?').get(DEMO.demo.id) as { t: number };
  assert.equal(row.t, 1767225600000);
  expectError(await server.browser.post('user/cookie-agreement', { cookiesAgreeTime: 'now' }, { token }), 400, 'invalid_body');
});
