import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeQuestion, renderCaptcha } from '../../../server/identity/captcha-image';
import { createClock } from '../../../server/clock';
import fastifyCookie from '@fastify/cookie';
import { cookieAttributes } from '../../../server/identity/http/cookies';
import { signToken, verifyToken } from '../../../server/identity/jwt';
import { hashPassword, hashPasswordSync, verifyPassword } from '../../../server/identity/password';
import { randomCode, randomPassword } from '../../../server/identity/random';
import { activationTypeFor, ageOn, initialProtectionLevel } from '../../../server/identity/registration';
import { rightsOf } from '../../../server/identity/rights';

test('scrypt password hashes: random salt, verify right and wrong, refuse unknown algorithms', async () => {
  const a = await hashPassword('Correct horse 1');
  const b = await hashPassword('Correct horse 1');
  assert.notEqual(a.salt, b.salt);
  assert.notEqual(a.hash, b.hash);
  assert.equal(a.hash.includes('Correct'), false);
  assert.equal(await verifyPassword('Correct horse 1', a), true);
  assert.equal(await verifyPassword('Correct horse 1', b), true);
  assert.equal(await verifyPassword('correct horse 1', a), false);
  assert.equal(await verifyPassword('Correct horse 1', { ...a, algorithm: 'md5' }), false);
  assert.equal(await verifyPassword('Correct horse 1', { ...a, hash: b.hash }), false);
  assert.equal(await verifyPassword('x', hashPasswordSync('x')), true);
});

test('HS256 tokens: round trip, tampering, wrong secret, expiry, alg none', async () => {
  const claims = { sub: '10000001', iat: 1000, exp: 1900, sid: 's' };
  const token = await signToken(claims, 'secret');
  assert.deepEqual(await verifyToken(token, 'secret', 1899), { ok: true, claims });
  assert.deepEqual(await verifyToken(token, 'secret', 1900), { ok: false, reason: 'expired' });
  assert.deepEqual(await verifyToken(token, 'other', 1000), { ok: false, reason: 'signature' });
  const [h, p, s] = token.split('.') as [string, string, string];
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: 99999 })).toString('base64url');
  assert.deepEqual(await verifyToken(`${h}.${payload}.${s}`, 'secret', 1000), { ok: false, reason: 'signature' });
  assert.deepEqual(await verifyToken(`${h}.${p}`, 'secret', 1000), { ok: false, reason: 'malformed' });
  const noExp = await signToken({ sub: '1' } as unknown as typeof claims, 'secret');
  assert.deepEqual(await verifyToken(noExp, 'secret', 0), { ok: false, reason: 'malformed' }, 'a token needs an expiry');
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  assert.equal((await verifyToken(`${none}.${p}.`, 'secret', 1000)).ok, false, 'alg none is refused');
  const hs512 = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
  assert.equal((await verifyToken(`${hs512}.${p}.${s}`, 'secret', 1000)).ok, false, 'only HS256 is accepted');
});

/** The attributes of a Set-Cookie line, in any order (RFC 6265 gives the order no meaning). */
function attributes(line: string): { pair: string; attrs: string[] } {
  const [pair = '', ...attrs] = line.split('; ');
  return { pair, attrs: attrs.sort() };
}

test('cookies: Path=/ and SameSite=Lax always; HttpOnly, Max-Age and Secure when asked', () => {
  const line = (name: string, value: string, options: Parameters<typeof cookieAttributes>[0], secure: boolean): string =>
    fastifyCookie.serialize(name, value, cookieAttributes(options, secure));
  assert.deepEqual(attributes(line('kk_sid', 'a b', { httpOnly: true }, false)), { pair: 'kk_sid=a%20b', attrs: ['HttpOnly', 'Path=/', 'SameSite=Lax'] });
  assert.deepEqual(attributes(line('user_token', 't', { httpOnly: false, maxAge: 900 }, true)), {
    pair: 'user_token=t',
    attrs: ['Max-Age=900', 'Path=/', 'SameSite=Lax', 'Secure'],
  });
  assert.deepEqual(attributes(line('x', '', { httpOnly: false, maxAge: -5 }, false)), { pair: 'x=', attrs: ['Max-Age=0', 'Path=/', 'SameSite=Lax'] });
});

test('age, activation type and protection level of a registration', () => {
  const now = Date.UTC(2026, 5, 15);
  assert.equal(ageOn('2008-06-15', now), 18);
  assert.equal(ageOn('2008-06-16', now), 17);
  assert.equal(ageOn('2008-02-30', now), Number.NaN);
  assert.equal(ageOn('2030-01-01', now) < 0, true);
  assert.deepEqual([activationTypeFor(false, false), activationTypeFor(true, false), activationTypeFor(true, true), activationTypeFor(false, true)], [0, 1, 2, 3]);
  assert.deepEqual([initialProtectionLevel(false, false), initialProtectionLevel(true, false), initialProtectionLevel(true, true)], [20, 40, 60]);
});

test('codes, generated passwords and captcha questions', () => {
  for (let i = 0; i < 50; i += 1) {
    assert.match(randomCode(), /^\d{6}$/);
    const password = randomPassword();
    assert.match(password, /^[A-Za-z0-9]{10}$/);
    assert.match(password, /\d/);
    const q = makeQuestion();
    const match = /^(\d+) ([+−]) (\d+) = \?$/.exec(q.text);
    assert.ok(match, q.text);
    const expected = match[2] === '+' ? Number(match[1]) + Number(match[3]) : Number(match[1]) - Number(match[3]);
    assert.equal(q.answer, String(expected));
    assert.ok(expected >= 0);
  }
  assert.match(renderCaptcha('3 + 4 = ?'), /^data:image\/svg\+xml;base64,/);
});

test('the clock advances on request only', () => {
  let real = 1000;
  const clock = createClock(() => real);
  assert.equal(clock.now(), 1000);
  clock.advance(500);
  real = 2000;
  assert.equal(clock.now(), 2500);
});

test('rights: banned → login and office; unverified cannot withdraw', () => {
  const base = { ban_level: 0, internal_verification_status: 1, verification_status_group_code: null, requested_additional_document: 0 };
  type Row = Parameters<typeof rightsOf>[0];
  assert.ok(rightsOf(base as Row).includes('withdraw'));
  assert.deepEqual(rightsOf({ ...base, ban_level: 45 } as Row), ['login', 'office']);
  assert.ok(!rightsOf({ ...base, internal_verification_status: 0 } as Row).includes('withdraw'));
  assert.ok(rightsOf({ ...base, internal_verification_status: 0, verification_status_group_code: 'verified' } as Row).includes('withdraw'));
  assert.ok(!rightsOf({ ...base, requested_additional_document: 1 } as Row).includes('withdraw'));
});
