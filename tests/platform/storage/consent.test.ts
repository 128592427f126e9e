import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consentAllows, writeCookie, type CookieJar } from '../../../platform/src/storage/cookies';
import { sendCookieAgreement } from '../../../platform/src/identity/cookie-agreement';

/** A cookie jar that keeps name=value pairs the way a browser does (max-age=0 removes). */
function jar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attrs.some((a) => a.trim() === 'max-age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

test('nothing optional is allowed before a choice; "all" allows both; a single type only itself; garbage is no choice', () => {
  assert.equal(consentAllows('functionality', jar()), false);
  assert.equal(consentAllows('marketing', jar({ cookies_agree_type: 'all' })), true);
  assert.equal(consentAllows('functionality', jar({ cookies_agree_type: 'marketing' })), false);
  assert.equal(consentAllows('marketing', jar({ cookies_agree_type: 'marketing' })), true);
  assert.equal(consentAllows('functionality', jar({ cookies_agree_type: 'disable' })), false);
  assert.equal(consentAllows('functionality', jar({ cookies_agree_type: '{"x":1}' })), false);
});

test('a display-preference cookie is written only with functional consent; necessary ones always', () => {
  const none = jar();
  writeCookie('hide_left', '1', {}, none);
  writeCookie('lng', 'en', {}, none);
  assert.deepEqual([...none.values.keys()], ['lng']);
  const functional = jar({ cookies_agree_type: 'functionality' });
  writeCookie('hide_left', '1', {}, functional);
  assert.equal(functional.values.get('hide_left'), '1');
});

test('after login the stored choice is sent once and its time removed; a failure keeps the time (account spec §7, §8)', async () => {
  const logged: string[] = [];
  const log = { error: (m: string) => void logged.push(m), warn: () => undefined };
  const sent: unknown[] = [];
  const stored = jar({ cookies_agree_type: 'functionality', cookies_agree_time: '1700000000000' });
  await sendCookieAgreement(async () => Promise.reject(new Error('offline')), log, stored);
  assert.equal(stored.values.get('cookies_agree_time'), '1700000000000', 'the time stays after a failure');
  assert.equal(logged.length, 1);
  await sendCookieAgreement(async (body) => void sent.push(body), log, stored);
  assert.deepEqual([...sent], [{ cookiesAgreeTime: 1_700_000_000_000, cookiesAgreeType: 'functionality' }]);
  assert.equal(stored.values.has('cookies_agree_time'), false, 'removed once sent');
  await sendCookieAgreement(async (body) => void sent.push(body), log, stored);
  assert.equal(sent.length, 1, 'nothing to send without a stored time');
});
