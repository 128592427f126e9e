/** The referral cookies of account spec §9 from a query: every tag parameter and every lifetime of the table. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { referralCookies, REFERRAL_COOKIE_LIFETIMES_S, REFERRAL_TAG_PARAMETERS, type ReferralCookie } from '../../../server/web/referral-cookies';

const DAY = 86_400;
const byName = (cookies: ReferralCookie[]): Record<string, { value: string; maxAgeSeconds: number }> =>
  Object.fromEntries(cookies.map((c) => [c.name, { value: c.value, maxAgeSeconds: c.maxAgeSeconds }]));

test('the lifetimes are the spec table: 60 d, 1 d, 60 d, 30 d, 60 d, 1 h, 4 s / 30 d, 60 d', () => {
  assert.deepEqual(REFERRAL_COOKIE_LIFETIMES_S, {
    refererid: 60 * DAY, bf: DAY, tagLink: 60 * DAY, partnerWithClick: 30 * DAY, partnerWithTag: 60 * DAY, clickData: 30 * DAY,
    linkIdFromTagAlone: 3600, postbackWithoutPb: 4, postbackWithPb: 30 * DAY, subid: 60 * DAY,
  });
  assert.deepEqual([...REFERRAL_TAG_PARAMETERS], ['ref', 'bf', 'btag', 'tag', 'qtag', 'click_id', 'utm_source', 'aip', 'affid', 'pb', 'subid', 'bwpromocode']);
});

test('nothing is saved for an empty query, a non-object, or a query without tag parameters', () => {
  assert.deepEqual(referralCookies({}), []);
  assert.deepEqual(referralCookies(null), []);
  assert.deepEqual(referralCookies('ref=ABC'), []);
  assert.deepEqual(referralCookies(['ref']), []);
  assert.deepEqual(referralCookies({ lng: 'en', page: '2' }), []);
  assert.deepEqual(referralCookies({ ref: '' }), [], 'an empty value is no tag');
  assert.deepEqual(referralCookies({ ref: '<script>' }), [], 'a value outside [\\w.-]{1,64} is ignored');
  assert.deepEqual(referralCookies({ ref: 'x'.repeat(65) }), []);
});

test('ref: refererid for 60 days, and the postback watcher for 4 seconds without pb', () => {
  assert.deepEqual(byName(referralCookies({ ref: 'DEMOREF1' })), {
    refererid: { value: 'DEMOREF1', maxAgeSeconds: 60 * DAY },
    postback_watcher: { value: '1', maxAgeSeconds: 4 },
  });
  assert.equal(byName(referralCookies({ ref: ['FIRST', 'SECOND'] })).refererid?.value, 'FIRST', 'a repeated parameter: its first value');
  const all = referralCookies({ ref: 'R', bf: 'B', affid: 'A', tag: 'T', pb: 'P', subid: 'S' });
  assert.deepEqual(all.filter((c) => !c.httpOnly).map((c) => c.name), ['refererid'], 'only refererid is readable by the page (the registration form)');
});

test('bf: referral_values of type bf for 1 day', () => {
  const c = byName(referralCookies({ bf: 'friend7' }));
  assert.deepEqual(c.referral_values, { value: JSON.stringify({ type: 'bf', val: 'friend7', additional: null }), maxAgeSeconds: DAY });
});

test('tag-type links (btag, qtag, tag, bwpromocode): referral_values for 60 days, the promo code as additional', () => {
  for (const type of ['btag', 'qtag'] as const) {
    const c = byName(referralCookies({ [type]: 'T1', bwpromocode: 'PROMO5' }));
    assert.deepEqual(c.referral_values, { value: JSON.stringify({ type, val: 'T1', additional: 'PROMO5' }), maxAgeSeconds: 60 * DAY });
    assert.equal(c.reflinkid, undefined, `${type} is not a tag alone`);
  }
  assert.deepEqual(byName(referralCookies({ bwpromocode: 'PROMO5' })).referral_values, { value: JSON.stringify({ type: 'bwpromocode', val: 'PROMO5', additional: null }), maxAgeSeconds: 60 * DAY });
  const both = byName(referralCookies({ btag: 'B', bf: 'F' }));
  assert.equal(JSON.parse(both.referral_values?.value ?? '{}').type, 'btag', 'a tag-type link wins over bf');
  assert.equal(both.referral_values?.maxAgeSeconds, 60 * DAY);
});

test('a tag alone: the link id for 1 hour (with pb too), beside its 60-day referral_values', () => {
  const alone = byName(referralCookies({ tag: 'L42' }));
  assert.deepEqual(alone.reflinkid, { value: 'L42', maxAgeSeconds: 3600 });
  assert.equal(alone.referral_values?.maxAgeSeconds, 60 * DAY);
  assert.deepEqual(byName(referralCookies({ tag: 'L42', pb: 'P' })).reflinkid, { value: 'L42', maxAgeSeconds: 3600 });
  assert.equal(byName(referralCookies({ tag: 'L42', subid: 'S' })).reflinkid, undefined, 'not alone');
});

test('click data: referral_values of type click_id for 30 days (utm_source or aip as additional)', () => {
  assert.deepEqual(byName(referralCookies({ click_id: 'C9', utm_source: 'news' })).referral_values, {
    value: JSON.stringify({ type: 'click_id', val: 'C9', additional: 'news' }), maxAgeSeconds: 30 * DAY,
  });
  assert.equal(JSON.parse(byName(referralCookies({ click_id: 'C9', aip: 'A1' })).referral_values?.value ?? '{}').additional, 'A1');
  assert.equal(byName(referralCookies({ utm_source: 'news' })).referral_values, undefined, 'utm_source alone names no referral');
  assert.equal(byName(referralCookies({ utm_source: 'news' })).postback_watcher?.maxAgeSeconds, 4, 'but it is a tag parameter');
});

test('affid: the partner id for 30 days with click data, for 60 days with affiliate and tag', () => {
  const click = byName(referralCookies({ affid: 'P1', click_id: 'C9', aip: 'A1', utm_source: 'news' }));
  assert.deepEqual(click.ref_partner_id, { value: JSON.stringify({ affid: 'P1', click_id: 'C9', aip: 'A1', utm_source: 'news', tag: null }), maxAgeSeconds: 30 * DAY });
  const tagged = byName(referralCookies({ affid: 'P1', btag: 'B7' }));
  assert.deepEqual(tagged.ref_partner_id, { value: JSON.stringify({ affid: 'P1', click_id: null, aip: null, utm_source: null, tag: 'B7' }), maxAgeSeconds: 60 * DAY });
  assert.equal(byName(referralCookies({ affid: 'P1', tag: 'T' })).ref_partner_id?.maxAgeSeconds, 60 * DAY);
  assert.equal(byName(referralCookies({ affid: 'P1' })).ref_partner_id?.maxAgeSeconds, 30 * DAY);
});

test('pb: the postback watcher keeps its value for 30 days; subid for 60 days', () => {
  assert.deepEqual(byName(referralCookies({ pb: 'postback-1' })).postback_watcher, { value: 'postback-1', maxAgeSeconds: 30 * DAY });
  assert.deepEqual(byName(referralCookies({ subid: 'sub.1' })).subid, { value: 'sub.1', maxAgeSeconds: 60 * DAY });
});
