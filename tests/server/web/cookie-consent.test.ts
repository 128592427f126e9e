/**
 * Cookie consent drawn by the server (issue 12 item 3): the banner until a choice; the choice stored in
 * cookies; no marketing cookie before consent (the arrival's referral tags wait in the banner);
 * withdrawing consent removes the cookies withdrawn; a signed-in player's choice reaches his account.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consentType, referralTagsOf, renderConsentBanner } from '../../../server/web/cookie-consent';
import { DEMO, startIdentity } from '../identity/support';

const HTML = { accept: 'text/html' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const banner = (html: string): string | undefined => /data-cookie-consent="(\w+)"/.exec(html)?.[1];

test('the type stored: all, the single type chosen, or disable when nothing optional is checked', () => {
  assert.equal(consentType('all', false, false), 'all');
  assert.equal(consentType('disable', true, true), 'disable');
  assert.equal(consentType('selection', true, true), 'all');
  assert.equal(consentType('selection', true, false), 'functionality');
  assert.equal(consentType('selection', false, true), 'marketing');
  assert.equal(consentType('selection', false, false), 'disable');
  assert.deepEqual(referralTagsOf('?ref=ABC&utm_source=news&x=1'), { ref: 'ABC', utm_source: 'news' });
});

test('the banner: reject as plain as accept, every text escaped, the arrival tags kept', () => {
  const html = renderConsentBanner({ lang: 'en', returnTo: '/en/"><script>', tags: { ref: 'A"B' } });
  assert.ok(html.includes('value="all">Accept all</button><button type="submit" name="choice" value="disable">Reject all</button>'));
  assert.ok(!html.includes('<script>'));
  assert.ok(html.includes('name="tags" value="ref=A%22B"'));
});

test('a first visit gets the banner and no marketing cookie; rejecting stores "disable" and keeps marketing cookies out', async (t) => {
  const s = await startIdentity(t);
  // The age gate comes first; the banner is drawn once the age is confirmed.
  assert.equal(banner((await s.browser.call('GET', '/en/', { headers: HTML })).body), undefined, 'never under the age gate');
  await s.browser.call('POST', '/age-gate', { headers: FORM, payload: 'answer=yes&lng=en' });
  const first = await s.browser.call('GET', '/en/?ref=DEMOREF1', { headers: HTML });
  assert.equal(banner(first.body), 'ask');
  assert.equal(first.cookies.find((c) => c.name === 'refererid'), undefined);

  const reject = await s.browser.call('POST', '/cookie-consent', { headers: FORM, payload: 'choice=disable&lng=en&return=%2Fen%2F&tags=ref%3DDEMOREF1' });
  assert.equal(reject.statusCode, 303);
  assert.equal(reject.headers.location, '/en/');
  assert.equal(reject.cookies.find((c) => c.name === 'cookies_agree_type')?.value, 'disable');
  assert.ok(Number(reject.cookies.find((c) => c.name === 'cookies_agree_time')?.value) > 0);
  assert.equal(reject.cookies.find((c) => c.name === 'refererid'), undefined, 'no marketing cookie when rejected');

  const next = await s.browser.call('GET', '/en/?ref=DEMOREF1', { headers: HTML });
  assert.equal(banner(next.body), undefined, 'no banner once chosen');
  assert.equal(next.cookies.find((c) => c.name === 'refererid'), undefined, 'still no marketing cookie on arrival');
});

test('accepting marketing sets the held referral cookies; withdrawing it removes them', async (t) => {
  const s = await startIdentity(t);
  const accept = await s.browser.call('POST', '/cookie-consent', { headers: FORM, payload: 'choice=selection&marketing=1&return=%2F&tags=ref%3DDEMOREF1' });
  assert.equal(accept.cookies.find((c) => c.name === 'cookies_agree_type')?.value, 'marketing');
  assert.equal(accept.cookies.find((c) => c.name === 'refererid')?.value, 'DEMOREF1');
  const withdraw = await s.browser.call('POST', '/cookie-consent', { headers: FORM, payload: 'choice=selection&functionality=1&return=%2F' });
  assert.equal(withdraw.cookies.find((c) => c.name === 'cookies_agree_type')?.value, 'functionality');
  const removed = withdraw.cookies.find((c) => c.name === 'refererid');
  assert.equal(removed?.value, '');
  assert.equal(removed?.maxAge, 0, 'the marketing cookie is removed');
});

test('a bad choice is a 400; a JSON body a 415; the agreement call stores the type with the time', async (t) => {
  const s = await startIdentity(t);
  assert.equal((await s.browser.call('POST', '/cookie-consent', { headers: FORM, payload: 'choice=maybe' })).statusCode, 400);
  assert.equal((await s.browser.call('POST', '/cookie-consent', { payload: { choice: 'all' } })).statusCode, 415);
  const token = await s.browser.signIn(DEMO.demo.email);
  assert.equal((await s.browser.post('user/cookie-agreement', { cookiesAgreeTime: 1_700_000_000_000, cookiesAgreeType: 'functionality' }, { token })).statusCode, 204);
  const row = s.db().prepare('SELECT cookies_agree_time, cookies_agree_type FROM users WHERE id = ?').get(DEMO.demo.id);
  assert.deepEqual(row, { cookies_agree_time: 1_700_000_000_000, cookies_agree_type: 'functionality' });
  assert.equal((await s.browser.post('user/cookie-agreement', { cookiesAgreeTime: 1, cookiesAgreeType: 'everything' }, { token })).statusCode, 400);
});
