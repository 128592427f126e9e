/**
 * The age gate on the shell page (shell spec §4, §8; issue 12): drawn by the server for a visitor who
 * has not confirmed, in the page's language, with the app's root inert; the form's answers set the
 * cookies (3 days or the session; a decline for the session) and send the visitor back; signed-in
 * players and the pages outside the main and headless layouts never get it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ageGateState, renderAgeGate, safeReturnPath, withAgeGate } from '../../../server/web/age-gate';
import { DEMO, cookieOf, startIdentity } from '../identity/support';

const HTML = { accept: 'text/html' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const gateOf = (html: string): string | undefined => /data-age-gate="(\w+)"/.exec(html)?.[1];

test('ageGateState: asked on main and headless pages until confirmed; none when signed in or confirmed; declined kept', () => {
  assert.equal(ageGateState('/ru/live', {}, false), 'ask');
  assert.equal(ageGateState('/en/landing-page/summer', {}, false), 'ask');
  assert.equal(ageGateState('/ru/unknown/page/here', {}, false), 'ask');
  assert.equal(ageGateState('/ru/live?x=1', { age_confirmed: '1' }, false), 'none');
  assert.equal(ageGateState('/ru/live', { age_confirmed: '0' }, false), 'ask');
  assert.equal(ageGateState('/ru/live', {}, true), 'none');
  assert.equal(ageGateState('/ru/live', { age_declined: '1' }, false), 'declined');
  assert.equal(ageGateState('/ru/maintenance', {}, false), 'none');
  assert.equal(ageGateState('/ru/onpay/success', {}, false), 'none');
});

test('renderAgeGate escapes its texts and the return path; withAgeGate puts it first in <body> and makes the root inert', () => {
  const gate = renderAgeGate({ lang: 'en', state: 'declined', minAge: 21, company: 'K<b>', returnTo: '/en/live?a="x"' });
  assert.match(gate, /role="alertdialog"/);
  assert.match(gate, /Are you 21 or older\?/);
  assert.match(gate, /K&lt;b&gt;/);
  assert.match(gate, /value="\/en\/live\?a=&quot;x&quot;"/);
  assert.match(gate, /role="alert">This site is only for people aged 21/);
  assert.doesNotMatch(gate, /aria-label="Close"|data-close/);
  const page = withAgeGate('<html><body class="x"><div id="kickoff-root" aria-live="polite"></div></body></html>', gate);
  assert.ok(page.startsWith(`<html><body class="x">${gate}<div id="kickoff-root" inert aria-hidden="true" aria-live="polite">`));
});

test('safeReturnPath: same-site absolute paths only', () => {
  assert.equal(safeReturnPath('/en/live?x=1', 'en'), '/en/live?x=1');
  assert.equal(safeReturnPath('//evil.example/x', 'en'), '/en/');
  assert.equal(safeReturnPath('/\\evil.example', 'ru'), '/ru/');
  assert.equal(safeReturnPath('https://evil.example/', 'ru'), '/ru/');
  assert.equal(safeReturnPath(undefined, 'de'), '/ru/');
});

test('a visitor confirms for 3 days (or the session), declines for the session, and the shell page follows', async (t) => {
  const s = await startIdentity(t);
  const guest = s.browser;
  const first = await guest.call('GET', '/ru/live', { headers: HTML });
  assert.equal(first.statusCode, 200);
  assert.equal(gateOf(first.body), 'ask');
  assert.match(first.body, /Вам есть 18 лет\?/);

  const declined = await guest.call('POST', '/age-gate', { headers: FORM, payload: 'answer=no&return=%2Fru%2Flive&lng=ru' });
  assert.equal(declined.statusCode, 303);
  assert.equal(declined.headers.location, '/ru/live');
  assert.equal(cookieOf(declined, 'age_declined')?.maxAge, undefined, 'a session cookie');
  assert.equal(gateOf((await guest.call('GET', '/ru/live', { headers: HTML })).body), 'declined');

  const confirmed = await guest.call('POST', '/age-gate', { headers: FORM, payload: 'answer=yes&remember=3d&return=%2F%2Fevil.example&lng=en' });
  assert.equal(confirmed.statusCode, 303);
  assert.equal(confirmed.headers.location, '/en/', 'never off-site');
  const cookie = cookieOf(confirmed, 'age_confirmed');
  assert.equal(cookie?.value, '1');
  assert.equal(cookie?.maxAge, 259_200);
  assert.equal(cookie?.httpOnly, true);
  assert.equal(gateOf((await guest.call('GET', '/ru/live', { headers: HTML })).body), undefined);

  const sessionOnly = await s.newBrowser();
  const once = await sessionOnly.call('POST', '/age-gate', { headers: FORM, payload: 'answer=yes&lng=ru' });
  assert.equal(cookieOf(once, 'age_confirmed')?.maxAge, undefined, 'without "remember": a session cookie');

  const player = await s.newBrowser();
  await player.signIn(DEMO.demo.email);
  assert.equal(gateOf((await player.call('GET', '/ru/live', { headers: HTML })).body), undefined, 'a signed-in player confirmed at registration');
});

test('POST /age-gate refuses a bad answer (400) and a JSON body or another route refuses the form type (415)', async (t) => {
  const s = await startIdentity(t);
  assert.equal((await s.browser.call('POST', '/age-gate', { headers: FORM, payload: 'answer=maybe' })).statusCode, 400);
  assert.equal((await s.browser.call('POST', '/age-gate', { payload: { answer: 'yes' } })).statusCode, 415);
  assert.equal((await s.browser.call('POST', '/web-api/fingerprint', { headers: FORM, payload: 'componentsData=x' })).statusCode, 415);
});
