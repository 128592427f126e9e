/**
 * Every redirect row of the route table, with the query string kept, plus the legacy-game lookups.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_PROMOTION_PREFIXES, ROUTES } from '../../../platform/src/routing/route-table';
import { resolve, type ResolveContext } from '../../../platform/src/routing/resolve';
import { GUEST, USER, expectLookup, expectPage, expectRedirect } from './helpers';

interface RedirectRow {
  from: string;
  to: string;
  ctx: ResolveContext;
  /** Route name of the redirect row. */
  via: string;
}

const ROWS: RedirectRow[] = [
  { via: 'office', from: '/ru/office', to: '/ru/office/account', ctx: USER },
  { via: 'office', from: '/ru/office?tab=bets&page=2', to: '/ru/office/account?tab=bets&page=2', ctx: USER },
  { via: 'information-rules-redirect', from: '/ru/information/rules', to: '/ru/information/rules/1', ctx: GUEST },
  { via: 'information-rules-redirect', from: '/ru/information/rules?from=footer', to: '/ru/information/rules/1?from=footer', ctx: USER },
  { via: 'cyber', from: '/ru/cyber', to: '/ru/cyber/real', ctx: GUEST },
  { via: 'cyber', from: '/en/cyber?utm_source=mail', to: '/en/cyber/real?utm_source=mail', ctx: GUEST },
  { via: 'mobile-startdownloadapp', from: '/ru/mobile/startdownloadapp', to: '/ru/mobile', ctx: GUEST },
  { via: 'mobile-startdownloadapp', from: '/ru/mobile/startdownloadapp?os=android', to: '/ru/mobile?os=android', ctx: USER },
  { via: 'lpage', from: '/ru/lpage/summer', to: '/ru/landing-page/summer', ctx: GUEST },
  { via: 'lpage', from: '/ru/lpage/summer?ref=42', to: '/ru/landing-page/summer?ref=42', ctx: GUEST },
  { via: 'lpage', from: '/ru/lpage/big%20win', to: '/ru/landing-page/big%20win', ctx: GUEST },
  { via: 'user-forgotpassword', from: '/ru/user/forgotpassword', to: '/ru?showForgotPasswordModal=1', ctx: GUEST },
  { via: 'user-forgotpassword', from: '/ru/user/forgotpassword?email=a%40b.c', to: '/ru?email=a%40b.c&showForgotPasswordModal=1', ctx: GUEST },
  { via: 'user-forgotpassword', from: '/ru/user/forgotpassword?showForgotPasswordModal=0&x=1', to: '/ru?showForgotPasswordModal=1&x=1', ctx: GUEST },
  { via: 'user-coupon', from: '/ru/user/coupon', to: '/ru', ctx: GUEST },
  { via: 'user-coupon', from: '/ru/user/coupon?code=ABC123', to: '/ru?code=ABC123', ctx: USER },
  ...LEGACY_PROMOTION_PREFIXES.flatMap((p): RedirectRow[] => [
    { via: `legacy-${p}`, from: `/ru/${p}/summer-cup`, to: '/ru/promotions/summer-cup', ctx: GUEST },
    { via: `legacy-${p}`, from: `/en/${p}/summer-cup?utm=news`, to: '/en/promotions/summer-cup?utm=news', ctx: USER },
  ]),
];

describe('redirect rows keep the query string', () => {
  for (const row of ROWS) {
    it(`${row.from} → ${row.to} (${row.ctx.authorized ? 'user' : 'guest'})`, () => {
      assert.deepEqual(resolve(row.from, row.ctx), { kind: 'redirect', to: row.to, reason: 'route' });
    });
  }

  it('covers every redirect row of the table', () => {
    const tested = new Set(ROWS.map((r) => r.via));
    const redirects = ROUTES.filter((r) => r.redirect).map((r) => r.name);
    assert.deepEqual(redirects.filter((n) => !tested.has(n)), []);
    assert.equal(redirects.length, 7 + LEGACY_PROMOTION_PREFIXES.length);
  });

  it('keeps repeated query parameters in order', () => {
    assert.equal(expectRedirect('/ru/cyber?a=1&a=2&b=3', GUEST).to, '/ru/cyber/real?a=1&a=2&b=3');
  });

  it('lists the legacy promotion prefixes of the spec', () => {
    assert.deepEqual([...LEGACY_PROMOTION_PREFIXES], ['action', 'actions', 'akcii', 'bonuses', 'promotion']);
  });

  it('does not treat a legacy prefix without a name as a promotion redirect', () => {
    for (const p of LEGACY_PROMOTION_PREFIXES) {
      assert.equal(expectPage(`/ru/${p}`, GUEST).route.name, 'not-found', p);
    }
  });

  it('redirects office to account only after login: a guest gets the login redirect first', () => {
    const res = expectRedirect('/ru/office?tab=bets', GUEST);
    assert.equal(res.reason, 'auth');
    assert.equal(res.to, '/ru/login?tab=bets&returnUrl=%2Fru%2Foffice%3Ftab%3Dbets');
  });

  it('lands every redirect on a page (no chains)', () => {
    for (const row of ROWS) {
      const target = expectPage(row.to, row.ctx);
      assert.notEqual(target.route.name, 'not-found', `${row.from} → ${row.to}`);
    }
    assert.equal(expectPage('/ru/office/account', USER).route.name, 'office-account');
    assert.equal(expectPage('/ru/information/rules/1', GUEST).route.name, 'information-rules');
    assert.equal(expectPage('/ru/cyber/real', GUEST).route.name, 'cyber-type');
    assert.equal(expectPage('/ru/landing-page/summer', GUEST).route.name, 'landing-page');
    assert.equal(expectPage('/ru?showForgotPasswordModal=1', GUEST).route.name, 'home');
    assert.equal(expectPage('/ru/promotions/summer-cup', GUEST).route.name, 'promotion');
  });
});

describe('legacy game routes are lookups', () => {
  const cases = [
    { url: '/ru/game/crazy-monkey', name: 'legacy-game', oldRoute: 'crazy-monkey', lang: 'ru', search: '' },
    { url: '/en/game/crazy-monkey?ref=7', name: 'legacy-game', oldRoute: 'crazy-monkey', lang: 'en', search: '?ref=7' },
    { url: '/ru/igry/fruit%20cocktail', name: 'legacy-igry', oldRoute: 'fruit cocktail', lang: 'ru', search: '' },
    { url: '/ru/igry/lucky-haunter?x=1&y=2', name: 'legacy-igry', oldRoute: 'lucky-haunter', lang: 'ru', search: '?x=1&y=2' },
  ] as const;
  for (const c of cases) {
    it(`${c.url} → lookup ${c.name}`, () => {
      for (const ctx of [GUEST, USER]) {
        const res = expectLookup(c.url, ctx);
        assert.equal(res.route.name, c.name);
        assert.equal(res.route.lookup, 'games-preview');
        assert.deepEqual(res.params, { oldRoute: c.oldRoute });
        assert.equal(res.lang, c.lang);
        assert.equal(res.search, c.search);
      }
    });
  }

  it('has exactly the two legacy game lookup rows', () => {
    assert.deepEqual(
      ROUTES.filter((r) => r.lookup).map((r) => [r.name, r.path]),
      [
        ['legacy-game', 'game/:oldRoute'],
        ['legacy-igry', 'igry/:oldRoute'],
      ],
    );
  });

  it('does not look up a bare legacy prefix', () => {
    assert.equal(expectPage('/ru/game', GUEST).route.name, 'not-found');
    assert.equal(expectPage('/ru/igry', GUEST).route.name, 'not-found');
  });
});
