/**
 * The mail links: the signed unsubscribe link (valid, tampered, expired, replayed), the one-use
 * activate / confirm links of the logged mails (valid, used, expired, wrong type), and the reset link
 * of the forgot-password mail (auth/password/save takes its token once).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUnsubscribe, verifyUnsubscribe } from '../../../server/preferences/links';
import { DEMO, expectError } from '../identity/support';
import { startPreferences, tokenOf, type PreferencesServer } from './support';

const DAY = 24 * 3600 * 1000;

async function newsletterLink(s: PreferencesServer, list = 'news'): Promise<string> {
  const res = await s.app.inject({ method: 'POST', url: '/__test/preferences/newsletter', payload: { user_id: DEMO.demo.id, list } });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().sent, true);
  const [mail] = await s.mails(DEMO.demo.email);
  assert.ok(mail);
  assert.equal(mail.kind, `newsletter_${list}`);
  return tokenOf(s.linkIn(mail, 'user/stopnewsletter'));
}

test('unsubscribe: the signed link from the logged mail works without a login and switches the mailing off; a replay answers the same', async (t) => {
  const s = await startPreferences(t);
  const guest = await s.newBrowser();
  const token = await newsletterLink(s);
  const first = await guest.post('office/links/unsubscribe', { token });
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json().data, { list: 'news', alreadyUnsubscribed: false });
  assert.equal((await s.settings()).mailingSettings.enable_mail_news, 0);
  const again = await guest.post('office/links/unsubscribe', { token });
  assert.equal(again.statusCode, 200, again.body);
  assert.deepEqual(again.json().data, { list: 'news', alreadyUnsubscribed: true });
  assert.equal((await s.settings()).mailingSettings.enable_mail_news, 0);
  // Switched off: the next newsletter is not sent.
  const next = await s.app.inject({ method: 'POST', url: '/__test/preferences/newsletter', payload: { user_id: DEMO.demo.id } });
  assert.equal(next.json().sent, false);
  // The bets list is another mailing: still on.
  assert.equal((await s.settings()).mailingSettings.enable_mail_bets, 1);
});

test('unsubscribe: a tampered link (other user, other list, other expiry, other signature) is refused and changes nothing', async (t) => {
  const s = await startPreferences(t);
  const guest = await s.newBrowser();
  const token = await newsletterLink(s, 'bets');
  const [user, list, expires, signature] = token.split('.') as [string, string, string, string];
  const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  for (const bad of [
    `${DEMO.banned.id}.${list}.${expires}.${signature}`,
    `${user}.news.${expires}.${signature}`,
    `${user}.${list}.${Number(expires) + 1000}.${signature}`,
    `${user}.${list}.${expires}.${flipped}`,
    `${user}.${list}.${expires}`,
    'not-a-token-at-all',
  ]) {
    const err = expectError(await guest.post('office/links/unsubscribe', { token: bad }), 404, 'link_invalid');
    assert.equal(err.source?.pointer, '/token');
  }
  assert.equal((await s.settings()).mailingSettings.enable_mail_bets, 1);
});

test('unsubscribe: an expired link is refused (410) and changes nothing', async (t) => {
  const s = await startPreferences(t);
  const token = await newsletterLink(s);
  await s.advance(31 * DAY);
  expectError(await (await s.newBrowser()).post('office/links/unsubscribe', { token }), 410, 'link_expired');
  const relogin = await s.newBrowser();
  const fresh = await relogin.signIn(DEMO.demo.email);
  assert.equal((await s.settings(fresh)).mailingSettings.enable_mail_news, 1);
});

test('unsubscribe tokens: verified in constant shape, expiry after the signature', () => {
  const secret = 'test-secret';
  const token = signUnsubscribe(secret, { userId: 5, list: 'news', expiresAt: 10_000_000 });
  assert.deepEqual(verifyUnsubscribe(secret, token, 9_000_000), { ok: true, claim: { userId: 5, list: 'news', expiresAt: 10_000_000 }, signature: token.split('.')[3] });
  assert.deepEqual(verifyUnsubscribe(secret, token, 10_000_000), { ok: false, reason: 'expired' });
  assert.deepEqual(verifyUnsubscribe('other-secret', token, 0), { ok: false, reason: 'invalid' });
  const unknownList = signUnsubscribe(secret, { userId: 5, list: 'news', expiresAt: 10_000_000 }).replace('.news.', '.spam.');
  assert.deepEqual(verifyUnsubscribe(secret, unknownList, 0), { ok: false, reason: 'invalid' });
});

const FULL = {
  type: 'full', method: 'email', email: 'links.player@kickoff.test', password: 'Str0ng-pass!', name: 'Link', surname: 'Player',
  date_birthday: '1990-01-02', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, componentsData: 'c',
} as const;

test('registration mails a welcome with an activation link and an unsubscribe link; activation works once (used afterwards)', async (t) => {
  const s = await startPreferences(t);
  const visitor = await s.newBrowser();
  const reg = await visitor.post('auth/register', FULL);
  assert.equal(reg.statusCode, 200, reg.body);
  const userId = reg.json().user_id as number;
  const [welcome] = await s.mails(FULL.email);
  assert.ok(welcome);
  assert.equal(welcome.kind, 'welcome');
  const activate = s.linkIn(welcome, 'user/activatefast');
  assert.match(activate.pathname, /^\/ru\/user\/activatefast$/);
  s.linkIn(welcome, 'user/stopnewsletter');

  const guest = await s.newBrowser();
  expectError(await guest.post('office/links/activate', { token: tokenOf(activate), type: 'accountverify' }), 404, 'link_invalid');
  const ok = await guest.post('office/links/activate', { token: tokenOf(activate), type: 'activatefast' });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.deepEqual(ok.json().data, { activation_type: 1, email: FULL.email });
  const row = s.db().prepare<[number], { activation_type: number; enable_email_auth: number }>('SELECT activation_type, enable_email_auth FROM users WHERE id = ?').get(userId);
  assert.deepEqual(row, { activation_type: 1, enable_email_auth: 1 });
  expectError(await guest.post('office/links/activate', { token: tokenOf(activate), type: 'activatefast' }), 409, 'link_used');
  expectError(await guest.post('office/links/activate', { token: 'x'.repeat(43), type: 'activate' }), 404, 'link_invalid');
});

test('confirm e-mail: the settings ask for a mail; its accountverify link confirms once; an expired one is refused', async (t) => {
  const s = await startPreferences(t);
  assert.equal((await s.settings()).emailVerified, false);
  const ask = await s.player.post('office/settings/verify-email', {}, { token: s.token });
  assert.equal(ask.statusCode, 200, ask.body);
  const [first] = await s.mails(DEMO.demo.email);
  assert.ok(first);
  const expired = tokenOf(s.linkIn(first, 'user/accountverify'));
  await s.advance(49 * 3600 * 1000);
  const guest = await s.newBrowser();
  expectError(await guest.post('office/links/activate', { token: expired, type: 'accountverify' }), 410, 'link_expired');

  const player = await s.newBrowser();
  const token = await player.signIn(DEMO.demo.email);
  assert.equal((await player.post('office/settings/verify-email', {}, { token })).statusCode, 200);
  const [second] = await s.mails(DEMO.demo.email);
  assert.ok(second && second.id !== first.id);
  const link = tokenOf(s.linkIn(second, 'user/accountverify'));
  const ok = await guest.post('office/links/activate', { token: link, type: 'accountverify' });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().data.activation_type, 2, 'e-mail and phone stays 2');
  expectError(await guest.post('office/links/activate', { token: link, type: 'accountverify' }), 409, 'link_used');
  assert.equal((await s.settings(token)).emailVerified, true);
  expectError(await player.post('office/settings/verify-email', {}, { token }), 409, 'email_already_verified');
});

test('forgot password by e-mail: the logged mail carries a passwordreset link whose token sets a new password once', async (t) => {
  const s = await startPreferences(t);
  const visitor = await s.newBrowser();
  assert.equal((await visitor.post('auth/password/forgot', { login: DEMO.demo.email })).statusCode, 200);
  const [mail] = await s.mails(DEMO.demo.email);
  assert.ok(mail);
  assert.equal(mail.kind, 'password_reset');
  const resetToken = tokenOf(s.linkIn(mail, 'user/passwordreset'));
  const save = await visitor.post('auth/password/save', { resetToken, password: 'Fresh-Pass-73' });
  assert.equal(save.statusCode, 200, save.body);
  const again = await visitor.post('auth/password/save', { resetToken, password: 'Other-Pass-84' });
  assert.equal(again.statusCode, 400, again.body);
  assert.match(again.json().errors[0].code, /expired/);
  assert.equal((await (await s.newBrowser()).login(DEMO.demo.email, 'Fresh-Pass-73')).statusCode, 200);
  // An unknown login gets no mail.
  assert.equal((await visitor.post('auth/password/forgot', { login: 'nobody@kickoff.test' })).statusCode, 200);
  assert.deepEqual(await s.mails('nobody@kickoff.test'), []);
});
