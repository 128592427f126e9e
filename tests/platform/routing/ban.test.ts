/** Ban guard (account spec §2): banned users reach only flagged pages; deduce by ban level; ban page for banned only. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { routeByName, ROUTES, BAN_PAGE } from '../../../platform/src/routing/route-table';
import { banRedirect, resolve } from '../../../platform/src/routing/resolve';
import { makeContext } from './helpers';

const BANNED = makeContext({ authorized: true, ban: { banned: true, canDeduce: false } });
const BANNED_DEDUCE = makeContext({ authorized: true, ban: { banned: true, canDeduce: true } });
const CLEAN = makeContext({ authorized: true, ban: { banned: false, canDeduce: false } });

const redirectOf = (url: string, ctx = BANNED) => {
  const res = resolve(url, ctx);
  return res.kind === 'redirect' ? { to: res.to, reason: res.reason } : { page: res.kind === 'page' ? res.route.name : res.kind };
};

describe('ban guard', () => {
  test('the ban page is the blocked-layout appeal history page', () => {
    assert.equal(BAN_PAGE, 'block-appeal-history');
    assert.equal(routeByName.get(BAN_PAGE)?.layout, 'blocked');
  });

  for (const url of ['/ru', '/ru/live', '/ru/line/football', '/ru/slots', '/ru/office/account', '/ru/office/recharge', '/ru/promotions', '/ru/toto']) {
    test(`banned user on ${url} goes to the ban page`, () => {
      assert.deepEqual(redirectOf(url), { to: '/ru/block-appeal-history', reason: 'ban' });
    });
  }

  for (const url of ['/ru/block-appeal-history', '/ru/information/contacts', '/ru/information/rules/1', '/ru/confirm', '/ru/office/history', '/ru/office/support', '/ru/block', '/ru/no-such-page-at-all']) {
    test(`banned user may open ${url}`, () => {
      const res = resolve(url, BANNED);
      assert.equal(res.kind, 'page', JSON.stringify(redirectOf(url)));
    });
  }

  test('deduce is closed without the level rule and open with it', () => {
    assert.deepEqual(redirectOf('/ru/office/deduce', BANNED), { to: '/ru/block-appeal-history', reason: 'ban' });
    assert.deepEqual(redirectOf('/ru/office/deduce', BANNED_DEDUCE), { page: 'office-deduce' });
  });

  test('a user who is not banned on the ban page goes home', () => {
    assert.deepEqual(redirectOf('/en/block-appeal-history', CLEAN), { to: '/en', reason: 'ban' });
  });

  test('a user who is not banned reaches ordinary pages and deduce', () => {
    assert.deepEqual(redirectOf('/ru/live', CLEAN), { page: 'sports' });
    assert.deepEqual(redirectOf('/ru/office/deduce', CLEAN), { page: 'office-deduce' });
  });

  test('guests are never ban-redirected (the login guard handles the ban page)', () => {
    const guest = makeContext();
    for (const route of ROUTES) assert.equal(banRedirect(route, guest), null, route.name);
  });

  test('every office page except the allowed ones is closed to banned users', () => {
    const open = ROUTES.filter((r) => r.name.startsWith('office-') && banRedirect(r, BANNED) === null).map((r) => r.name).sort();
    assert.deepEqual(open, ['office-history', 'office-historypay', 'office-identification', 'office-menu', 'office-support', 'office-verification']);
  });
});
