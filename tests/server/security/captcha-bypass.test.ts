/**
 * Issue 9 items 1 and 2: the captcha could be bypassed with zero-padded account IDs (each spelling
 * had its own failure counter) and a successful login cleared the failures recorded against another
 * account. Failures now count per account, fingerprint and client address, and a success clears only
 * its own account's failures.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO, DEMO_PASSWORD, expectError, startIdentity } from '../identity/support';

const VICTIM = DEMO.unverified.id; // 10000005

test('16 zero-padded spellings of one account ID: no free tries, and a padded ID never logs in', async (t) => {
  const server = await startIdentity(t);
  const variants = Array.from({ length: 16 }, (_, i) => `${'0'.repeat(i + 1)}${VICTIM}`);
  let captchaAfter: number | undefined;
  let attempts = 0;
  for (const login of variants) {
    const browser = await server.newBrowser(); // a fresh, free x-hd for every variant
    for (let i = 0; i < 3; i += 1) {
      attempts += 1;
      const res = await browser.login(login, `wrong-${attempts}`);
      if (res.statusCode === 400 && (res.json() as { errors: Array<{ code: string }> }).errors[0]?.code === '100') {
        captchaAfter ??= attempts;
        continue;
      }
      expectError(res, 400, 'wrong_credentials');
    }
  }
  assert.ok(captchaAfter !== undefined && captchaAfter <= 11, `the client address demands the captcha within 10 failures (after ${captchaAfter ?? 'never'})`);
  // The right password with a zero-padded login does not resolve to the account (a fresh address, no captcha).
  const res = await server.app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    remoteAddress: '198.51.100.7',
    headers: { 'x-hd': (await server.newBrowser()).fingerprint ?? '' },
    payload: { uLogin: `0000000000000000000${VICTIM}`, uPassword: DEMO_PASSWORD, save: false, componentsData: '' },
  });
  expectError(res, 400, 'wrong_credentials');
});

test('every spelling of one account shares its failure counter (e-mail case, account ID)', async (t) => {
  const server = await startIdentity(t);
  const spellings = [DEMO.unverified.email, DEMO.unverified.email.toUpperCase(), String(VICTIM)];
  for (const login of spellings) {
    const browser = await server.newBrowser();
    const res = await server.app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      remoteAddress: `203.0.113.${spellings.indexOf(login) + 1}`,
      headers: { 'x-hd': browser.fingerprint ?? '' },
      payload: { uLogin: login, uPassword: 'wrong-password', save: false, componentsData: '' },
    });
    expectError(res, 400, 'wrong_credentials');
  }
  const fresh = await server.newBrowser();
  const res = await server.app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    remoteAddress: '203.0.113.9',
    headers: { 'x-hd': fresh.fingerprint ?? '' },
    payload: { uLogin: String(VICTIM), uPassword: DEMO_PASSWORD, save: false, componentsData: '' },
  });
  expectError(res, 400, '100');
});

test('failures count per client address across fingerprints and logins', async (t) => {
  const server = await startIdentity(t);
  for (let i = 0; i < 10; i += 1) {
    const browser = await server.newBrowser();
    expectError(await browser.login(`nobody${i}@kickoff.test`, 'wrong-password'), 400, 'wrong_credentials');
  }
  const browser = await server.newBrowser();
  expectError(await browser.login(DEMO.demo.email), 400, '100');
  // Another address is not affected.
  const elsewhere = await server.app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    remoteAddress: '192.0.2.44',
    headers: { 'x-hd': browser.fingerprint ?? '' },
    payload: { uLogin: DEMO.demo.email, uPassword: DEMO_PASSWORD, save: false, componentsData: '' },
  });
  assert.equal(elsewhere.statusCode, 200, elsewhere.body);
});

test("a successful login clears only its own account's failures, not the victim's", async (t) => {
  const server = await startIdentity(t);
  const attacker = await server.newBrowser();
  // Two wrong guesses on the victim, then a good login on the attacker's own account, repeated.
  expectError(await attacker.login(DEMO.unverified.email, 'guess-1'), 400, 'wrong_credentials');
  expectError(await attacker.login(DEMO.unverified.email, 'guess-2'), 400, 'wrong_credentials');
  assert.equal((await attacker.login(DEMO.demo.email)).statusCode, 200);
  expectError(await attacker.login(DEMO.unverified.email, 'guess-3'), 400, 'wrong_credentials');
  // Three failures against the victim: the next guess needs a captcha, from any fingerprint.
  expectError(await attacker.login(DEMO.unverified.email, 'guess-4'), 400, '100');
  const other = await server.newBrowser();
  expectError(await other.login(DEMO.unverified.email, 'guess-5'), 400, '100');
  const rows = server.db().prepare("SELECT count(*) AS n FROM login_failures WHERE login_key = ?").get(`account:${VICTIM}`) as { n: number };
  assert.equal(rows.n, 3);
});

test('known and unknown logins are counted and answered alike', async (t) => {
  const server = await startIdentity(t);
  for (const login of [DEMO.demo.email, 'nobody@kickoff.test']) {
    const browser = await server.newBrowser();
    const bodies: string[] = [];
    for (let i = 0; i < 3; i += 1) bodies.push((await browser.login(login, 'wrong-password')).body);
    assert.equal(new Set(bodies).size, 1);
    const fourth = await server.newBrowser();
    expectError(await fourth.login(login, 'wrong-password'), 400, '100');
  }
});
