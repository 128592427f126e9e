/** Return URL after a login change (same origin only) and the logout destination. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loginRedirectTarget, logoutDestination, safeReturnUrl } from '../../../platform/src/identity/redirects';

const origin = 'https://kickoff.test';

test('return URLs stay on the same origin', () => {
  assert.equal(safeReturnUrl('/ru/office/account?tab=1#top', origin), '/ru/office/account?tab=1#top');
  assert.equal(safeReturnUrl('https://kickoff.test/ru/live?x=1', origin), '/ru/live?x=1', 'absolute URL on this origin');
  for (const bad of [
    '//evil.com', '/\\evil.com', '\\\\evil.com', 'javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)',
    'https://evil.com/ru', 'http://kickoff.test/ru', 'https://kickoff.test.evil.com/ru', 'data:text/html,x', 'ru/live', '/\t/evil.com', '', null, undefined,
  ]) {
    assert.equal(safeReturnUrl(bad, origin), null, String(bad));
  }
});

test('after a login change: return URL, else previous route, else home; stay on office and registration', () => {
  const base = { origin, currentRouteName: 'login', lang: 'ru' };
  assert.equal(loginRedirectTarget({ ...base, returnUrl: '/ru/office/bets', previousPath: '/ru/live' }), '/ru/office/bets');
  assert.equal(loginRedirectTarget({ ...base, returnUrl: '//evil.com', previousPath: '/ru/live' }), '/ru/live', 'a refused return URL falls back');
  assert.equal(loginRedirectTarget({ ...base, returnUrl: 'javascript:alert(1)', previousPath: null }), '/ru');
  assert.equal(loginRedirectTarget({ ...base, returnUrl: null, previousPath: 'https://evil.com/x' }), '/ru');
  assert.equal(loginRedirectTarget({ origin, currentRouteName: 'login', returnUrl: null, previousPath: null }), '/');
  assert.equal(loginRedirectTarget({ ...base, currentRouteName: 'office-account', returnUrl: '/ru/live', previousPath: '/ru' }), null);
  assert.equal(loginRedirectTarget({ ...base, currentRouteName: 'office', returnUrl: null, previousPath: null }), null);
  assert.equal(loginRedirectTarget({ ...base, currentRouteName: 'registration', returnUrl: '/ru/live', previousPath: null }), null);
});

test('logout goes home from login-only pages or with ?logout=home; otherwise reloads', () => {
  assert.equal(logoutDestination({ currentRouteName: 'office-account', search: '', paymentNeedsLogin: false }), 'home');
  assert.equal(logoutDestination({ currentRouteName: 'confirm', search: '', paymentNeedsLogin: false }), 'home');
  assert.equal(logoutDestination({ currentRouteName: 'sports', search: '', paymentNeedsLogin: false }), 'reload');
  assert.equal(logoutDestination({ currentRouteName: 'sports', search: '?logout=home', paymentNeedsLogin: false }), 'home');
  assert.equal(logoutDestination({ currentRouteName: 'information-payment', search: '', paymentNeedsLogin: true }), 'home');
  assert.equal(logoutDestination({ currentRouteName: 'information-payment', search: '', paymentNeedsLogin: false }), 'reload');
  assert.equal(logoutDestination({ currentRouteName: null, search: '', paymentNeedsLogin: false }), 'reload');
});
