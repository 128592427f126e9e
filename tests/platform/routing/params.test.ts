/**
 * Parameter rules of the route table (shell spec §2 and §5): digits-only coupon ids, `landing-` ids,
 * fixed value sets, percent-decoding, trailing slashes and the case of the language segment.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from '../../../platform/src/routing/resolve';
import { GUEST, USER, expectPage, expectRedirect, pageName } from './helpers';

describe('print-coupon/{couponId}: digits only', () => {
  for (const id of ['12', '0', '000123', '9007199254740993123']) {
    it(`accepts ${id}`, () => {
      const res = expectPage(`/ru/print-coupon/${id}`, GUEST);
      assert.equal(res.route.name, 'print-coupon');
      assert.deepEqual(res.params, { couponId: id });
    });
  }
  for (const id of ['12a', '-1', '1.5', 'a12', '1e3', '%2012', '12%20', '+1']) {
    it(`rejects ${id} with the 404 page`, () => {
      const res = expectPage(`/ru/print-coupon/${id}`, GUEST);
      assert.equal(res.route.name, 'not-found');
      assert.deepEqual(res.params, {});
      assert.equal(res.lang, 'ru');
    });
  }
  it('checks the decoded value (%31%32 is 12)', () => {
    assert.deepEqual(expectPage('/ru/print-coupon/%31%32', GUEST).params, { couponId: '12' });
  });
  it('needs an id', () => {
    assert.equal(pageName('/ru/print-coupon', GUEST), 'not-found');
  });
});

describe('{promotionId}: headless landings start with landing-', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['/ru/landing-summer', 'promotion-landing'],
    ['/ru/landing-summer_2026', 'promotion-landing'],
    ['/ru/landing-a-b-c', 'promotion-landing'],
    ['/ru/foo', 'not-found'],
    ['/ru/landing', 'not-found'],
    ['/ru/landing-', 'not-found'],
    ['/ru/Landing-summer', 'not-found'],
    ['/ru/xlanding-summer', 'not-found'],
    ['/ru/landing-a.b', 'not-found'],
    ['/ru/landing-summer/extra', 'not-found'],
  ];
  for (const [url, name] of cases) {
    it(`${url} → ${name}`, () => {
      const res = expectPage(url, GUEST);
      assert.equal(res.route.name, name);
      assert.equal(res.route.layout, name === 'not-found' ? 'main' : 'headless');
    });
  }
  it('landing-page/{landingId} takes any id', () => {
    assert.deepEqual(expectPage('/ru/landing-page/summer', GUEST).params, { landingId: 'summer' });
  });
});

describe('results/{type}: live or zone only', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['/ru/results', 'results'],
    ['/ru/results/live', 'results'],
    ['/ru/results/zone', 'results'],
    ['/ru/results/line', 'not-found'],
    ['/ru/results/foo', 'not-found'],
    ['/ru/results/live/extra', 'not-found'],
  ];
  for (const [url, name] of cases) {
    it(`${url} → ${name}`, () => assert.equal(pageName(url, GUEST), name));
  }
});

describe('bonus|offers/{section}: rules or games only', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['/ru/bonus/rules', 'bonus-section'],
    ['/ru/bonus/games', 'bonus-section'],
    ['/ru/offers/rules', 'offers-section'],
    ['/ru/offers/games', 'offers-section'],
    ['/ru/bonus/xyz', 'not-found'],
    ['/ru/offers/xyz', 'not-found'],
    ['/ru/offers/casino', 'not-found'],
    ['/ru/bonus/casino', 'bonus-casino'],
  ];
  for (const [url, name] of cases) {
    it(`${url} → ${name}`, () => assert.equal(pageName(url, GUEST), name));
  }
  it('/ru/bonus/casino is the casino promotions page (promotions app), not a bonus section', () => {
    const res = expectPage('/ru/bonus/casino', GUEST);
    assert.equal(res.route.name, 'bonus-casino');
    assert.equal(res.route.app, 'promotions');
    assert.deepEqual(res.params, {});
  });
});

describe('other fixed value sets', () => {
  it('registration type is socialregistration only', () => {
    assert.equal(pageName('/ru/registration/socialregistration', GUEST), 'registration');
    assert.equal(pageName('/ru/registration/fast', GUEST), 'not-found');
  });
  it('user/{type} is activatefast or activate only', () => {
    assert.deepEqual(expectPage('/ru/user/activate', GUEST).params, { type: 'activate' });
    assert.equal(pageName('/ru/user/deactivate', GUEST), 'not-found');
  });
  it('sports section is live or line only', () => {
    assert.equal(pageName('/ru/prematch/football', GUEST), 'not-found');
    assert.equal(pageName('/ru/cyber/real/dota/champ/prematch/1', GUEST), 'not-found');
  });
  it('matches literal segments case-insensitively, keeping fixed values in lower case', () => {
    const res = expectPage('/ru/LIVE/Football', GUEST);
    assert.equal(res.route.name, 'sports');
    assert.deepEqual(res.params, { section: 'live', sport: 'Football' });
  });
});

describe('percent-encoding', () => {
  it('decodes parameters', () => {
    assert.deepEqual(expectPage('/ru/news/%D0%BC%D0%B0%D1%82%D1%87', GUEST).params, { slug: 'матч' });
    assert.deepEqual(expectPage('/ru/news/a%2Fb', GUEST).params, { slug: 'a/b' });
    assert.deepEqual(expectPage('/ru/providers/play%20n%20go', GUEST).params, { provider: 'play n go' });
  });

  for (const url of ['/ru/news/%E0%A4%A', '/ru/news/%zz', '/ru/news/%', '/ru/slots/game/%C3%28/x', '/ru/live/%FF']) {
    it(`malformed ${url} → not-found page`, () => {
      const res = expectPage(url, GUEST);
      assert.equal(res.route.name, 'not-found');
      assert.deepEqual(res.params, {});
    });
  }

  it('a malformed parameter of a redirect or lookup row is a 404, not a redirect', () => {
    assert.equal(pageName('/ru/lpage/%zz', GUEST), 'not-found');
    assert.equal(pageName('/ru/action/%zz', GUEST), 'not-found');
    assert.equal(pageName('/ru/game/%zz', GUEST), 'not-found');
  });
});

describe('trailing slashes', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['/ru/', 'home'],
    ['/ru/live/', 'sports'],
    ['/ru/live/football/', 'sports'],
    ['/ru/live/football/epl/123/', 'sports-game'],
    ['/ru/print-coupon/12/', 'print-coupon'],
    ['/ru/information/about/', 'information-about'],
    ['/ru/landing-summer/', 'promotion-landing'],
  ];
  for (const [url, name] of cases) {
    it(`${url} → ${name}`, () => assert.equal(pageName(url, GUEST), name));
  }
  it('keeps the parameters without the slash', () => {
    assert.deepEqual(expectPage('/ru/live/football/', GUEST).params, { section: 'live', sport: 'football' });
  });
  it('applies redirects with a trailing slash', () => {
    assert.equal(expectRedirect('/ru/office/', USER).to, '/ru/office/account');
    assert.equal(expectRedirect('/ru/cyber/?x=1', GUEST).to, '/ru/cyber/real?x=1');
  });
});

describe('language segment case', () => {
  it('replaces an unavailable upper-case segment with English', () => {
    assert.deepEqual(resolve('/DE/live?x=1', GUEST), { kind: 'redirect', to: '/en/live?x=1', reason: 'language' });
  });

  it('redirects an upper-case language segment to the lower-case one', () => {
    assert.deepEqual(resolve('/RU/live?x=1', GUEST), { kind: 'redirect', to: '/ru/live?x=1', reason: 'language' });
    assert.deepEqual(resolve('/En/live', GUEST), { kind: 'redirect', to: '/en/live', reason: 'language' });
  });
});
