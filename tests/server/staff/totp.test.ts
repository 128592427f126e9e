/** The TOTP check on its own: RFC 6238 codes, one step of drift, replays, malformed codes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkTotp, newTotpSecret, totpCode, totpUri } from '../../../server/staff/totp';

const SECRET = 'ADMINKICKOFFDEVELOPMENTTOTPAAAAA';
const AT = Date.UTC(2026, 10, 28, 12, 0, 15);
const STEP = 30_000;

test('the RFC 6238 test vector: SHA-1, 30 s, the 20-byte ASCII secret 12345678901234567890', async () => {
  // RFC 6238 appendix B, T = 59 s: 94287082 (8 digits); its last six digits are the 6-digit code.
  assert.equal(await totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000), '287082');
});

test('a code passes at its own step and one step either side, not two', async () => {
  const code = await totpCode(SECRET, AT);
  const step = Math.floor(AT / STEP);
  assert.deepEqual(await checkTotp(SECRET, code, AT, null), { ok: true, timeStep: step });
  assert.deepEqual(await checkTotp(SECRET, code, AT + STEP, null), { ok: true, timeStep: step });
  assert.deepEqual(await checkTotp(SECRET, code, AT - STEP, null), { ok: true, timeStep: step });
  assert.deepEqual(await checkTotp(SECRET, code, AT + 2 * STEP, null), { ok: false, reason: 'invalid' });
});

test('a step at or before the last one used is a replay; a later one passes', async () => {
  const code = await totpCode(SECRET, AT);
  const step = Math.floor(AT / STEP);
  assert.deepEqual(await checkTotp(SECRET, code, AT, step), { ok: false, reason: 'replayed' });
  assert.deepEqual(await checkTotp(SECRET, code, AT, step + 1), { ok: false, reason: 'replayed' });
  assert.deepEqual(await checkTotp(SECRET, code, AT, step - 1), { ok: true, timeStep: step });
});

test('anything but six digits is invalid without a check', async () => {
  for (const code of ['', '12345', '1234567', '12a456', ' 123456']) assert.deepEqual(await checkTotp(SECRET, code, AT, null), { ok: false, reason: 'invalid' });
});

test('new secrets are Base32 of 20 bytes and the URI names the issuer and the member', () => {
  const secret = newTotpSecret();
  assert.match(secret, /^[A-Z2-7]{32}$/);
  assert.notEqual(secret, newTotpSecret());
  const uri = totpUri('ops@example.com', secret);
  assert.match(uri, /^otpauth:\/\/totp\/Kickoff%20staff:ops%40example\.com\?/);
  assert.match(uri, new RegExp(`secret=${secret}`));
});
