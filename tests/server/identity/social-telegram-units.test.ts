/** Telegram sign-in's pure parts: the hash (vectors computed outside this code), the checks, the configuration. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { providersFromEnv } from '../../../server/identity/social/providers';
import { telegramAuthUrl, telegramFromEnv } from '../../../server/identity/social/telegram/settings';
import { dataCheckString, encodeTgAuthResult, signTelegramData, telegramHash, verifyTelegramAuth } from '../../../server/identity/social/telegram/verify';

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
/** 2026-11-29 08:00:00 UTC */
const AUTH_DATE = 1795939200;
const NOW = AUTH_DATE * 1000 + 30_000;
const USER = { id: 42424242, first_name: 'Ivan', last_name: 'Petrov', username: 'ivan_p', photo_url: 'https://t.me/i/userpic/320/ivan.jpg', auth_date: AUTH_DATE };
// HMAC-SHA-256(key = SHA-256(TOKEN), data-check string), computed with Python's hmac/hashlib.
const USER_HASH = '9b9dd9662448fe43a85c70a3f7db8d424735bfd46835734b07916e20f1b49411';
const MINIMAL_HASH = '03c4a6da00e2c46799f2eea42ac204a597c195ed8baf627381d0f5eddf5a440f';

const b64 = (value: unknown, encoding: BufferEncoding = 'base64'): string => Buffer.from(JSON.stringify(value), 'utf8').toString(encoding);

test('the data-check string and hash match known vectors', () => {
  assert.equal(
    dataCheckString({ ...USER, hash: 'ignored' }),
    'auth_date=1795939200\nfirst_name=Ivan\nid=42424242\nlast_name=Petrov\nphoto_url=https://t.me/i/userpic/320/ivan.jpg\nusername=ivan_p',
  );
  assert.equal(telegramHash(USER, TOKEN), USER_HASH);
  assert.equal(telegramHash({ id: 1, auth_date: AUTH_DATE }, TOKEN), MINIMAL_HASH);
  assert.deepEqual(signTelegramData(USER, TOKEN), { ...USER, hash: USER_HASH });
});

test('verifyTelegramAuth accepts the vector (base64 or base64url) and proves the Telegram user, without an e-mail', () => {
  const expected = { ok: true, data: { ...USER, hash: USER_HASH }, claims: { sub: '42424242', email: null, name: 'Ivan Petrov' } };
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH }), { botToken: TOKEN, now: NOW }), expected);
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH }, 'base64url'), { botToken: TOKEN, now: NOW }), expected);
  assert.deepEqual(verifyTelegramAuth(encodeTgAuthResult({ id: 1, auth_date: AUTH_DATE, hash: MINIMAL_HASH }), { botToken: TOKEN, now: NOW }), {
    ok: true, data: { id: 1, auth_date: AUTH_DATE, hash: MINIMAL_HASH }, claims: { sub: '1', email: null, name: null },
  });
  // Only a username: it is the name.
  const named = signTelegramData({ id: 5, username: 'nick', auth_date: AUTH_DATE }, TOKEN);
  assert.deepEqual(verifyTelegramAuth(encodeTgAuthResult(named), { botToken: TOKEN, now: NOW }), {
    ok: true, data: named, claims: { sub: '5', email: null, name: 'nick' },
  });
});

test('verifyTelegramAuth refuses a tampered field, an added field, another bot’s token, an old or future auth_date and junk', () => {
  const opts = { botToken: TOKEN, now: NOW };
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH, id: 42424243 }), opts), { ok: false, reason: 'hash' });
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH, first_name: 'Ivan2' }), opts), { ok: false, reason: 'hash' });
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH, auth_date: AUTH_DATE + 1 }), opts), { ok: false, reason: 'hash' });
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH, is_admin: 1 }), opts), { ok: false, reason: 'hash' }, 'every field is signed');
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH }), { ...opts, botToken: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsax' }), { ok: false, reason: 'hash' });
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH.toUpperCase() }), opts), { ok: false, reason: 'unreadable' });
  // auth_date: at most 10 minutes old.
  assert.equal(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH }), { ...opts, now: AUTH_DATE * 1000 + 10 * 60_000 }).ok, true);
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH }), { ...opts, now: AUTH_DATE * 1000 + 10 * 60_000 + 1 }), { ok: false, reason: 'auth_date too old' });
  assert.deepEqual(verifyTelegramAuth(b64({ ...USER, hash: USER_HASH }), { ...opts, now: AUTH_DATE * 1000 - 5 * 60_000 }), { ok: false, reason: 'auth_date in the future' });
  for (const junk of ['', 'false', 'not base64!', b64('a string'), b64({ id: 'x', auth_date: AUTH_DATE, hash: USER_HASH }), b64({ ...USER })]) {
    assert.deepEqual(verifyTelegramAuth(junk, opts), { ok: false, reason: 'unreadable' }, junk);
  }
});

test('telegramFromEnv: both variables or neither; a half or malformed configuration stops the start', () => {
  assert.equal(telegramFromEnv({}), null);
  assert.deepEqual(telegramFromEnv({ KICKOFF_SOCIAL_TELEGRAM_BOT_ID: '123456789', KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN: TOKEN }), {
    network: 'telegram', demo: false, botId: '123456789', botToken: TOKEN, authUrl: 'https://oauth.telegram.org/auth',
  });
  assert.throws(() => telegramFromEnv({ KICKOFF_SOCIAL_TELEGRAM_BOT_ID: '123456789' }), /KICKOFF_SOCIAL_TELEGRAM_BOT_ID and KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN must be set together/);
  assert.throws(() => telegramFromEnv({ KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN: TOKEN }), /must be set together/);
  assert.throws(() => telegramFromEnv({ KICKOFF_SOCIAL_TELEGRAM_BOT_ID: 'my_bot', KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN: TOKEN }), /BOT_ID must be the bot's numeric id/);
  assert.throws(() => telegramFromEnv({ KICKOFF_SOCIAL_TELEGRAM_BOT_ID: '123456789', KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN: 'short' }), /BOT_TOKEN must be the bot token/);
  // Telegram is not OpenID Connect: a client id for it is a mistake, not a silent no-op.
  assert.throws(() => providersFromEnv({ KICKOFF_SOCIAL_TELEGRAM_CLIENT_ID: 'x' }), /Telegram is configured by KICKOFF_SOCIAL_TELEGRAM_BOT_ID/);
});

test('telegramAuthUrl: the bot, our origin, write access and the return page', () => {
  const provider = { network: 'telegram', demo: false, botId: '123456789', botToken: TOKEN, authUrl: 'https://oauth.telegram.org/auth' } as const;
  const url = new URL(telegramAuthUrl(provider, 'https://kickoff.example', 'https://kickoff.example/social-api/oauth/callback/telegram?state=s1&lng=en'));
  assert.equal(`${url.origin}${url.pathname}`, 'https://oauth.telegram.org/auth');
  assert.deepEqual(Object.fromEntries(url.searchParams), {
    bot_id: '123456789', origin: 'https://kickoff.example', request_access: 'write', return_to: 'https://kickoff.example/social-api/oauth/callback/telegram?state=s1&lng=en',
  });
  assert.doesNotMatch(url.toString(), /AAHdq/, 'the token stays on the server');
});
