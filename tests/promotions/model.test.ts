import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { AWARD_LEVELS, PromotionSchema, type Promotion } from '../../apps/promotions/src/contracts/promotions';
import {
  KIND_TABS,
  canTakePart,
  findPartner,
  gameRoute,
  gamesOf,
  kindOfSearch,
  kindOfSection,
  levelIndex,
  levelProgress,
  optInPromotions,
  partnerIdOf,
  promotionRoute,
  sectionOfRoute,
  slugOf,
  statusLine,
} from '../../apps/promotions/src/promotions/model';

const DAY = 86_400_000;

function promotion(slug: string, over: Partial<Promotion> = {}): Promotion {
  return v.parse(PromotionSchema, {
    slug, kind: 'offer', title: `Title ${slug}`, summary: 'Summary', hue: 10, startsAt: 0, endsAt: 10 * DAY, status: 'active', optIn: false, joined: null,
    rules: ['One rule.'], games: [], partners: [], ...over,
  });
}

test('?kind= is a known promotion kind, or all kinds for anything else', () => {
  assert.equal(kindOfSearch('?kind=casino'), 'casino');
  assert.equal(kindOfSearch('kind=offer'), 'offer');
  assert.equal(kindOfSearch('?kind=sport&x=1'), 'sport');
  assert.equal(kindOfSearch(''), null);
  assert.equal(kindOfSearch('?kind='), null);
  assert.equal(kindOfSearch('?kind=offers'), null);
  assert.equal(kindOfSearch('?kind=CASINO'), null);
  assert.equal(kindOfSearch('?kind=%3Cscript%3E'), null);
  assert.deepEqual(KIND_TABS, [null, 'casino', 'sport', 'bonus', 'offer']);
});

test('the bonus and offer pages name their section (route data first, then the route name), offers list the offer kind', () => {
  assert.equal(sectionOfRoute('bonus', { kind: 'bonus' }), 'bonus');
  assert.equal(sectionOfRoute('offers-section', { kind: 'offers' }), 'offers');
  assert.equal(sectionOfRoute('offers-landing'), 'offers');
  assert.equal(sectionOfRoute('bonus-landing'), 'bonus');
  assert.equal(sectionOfRoute('promotion'), null);
  assert.equal(sectionOfRoute('bonus-casino', { kind: 'casino' }), null);
  assert.equal(sectionOfRoute('bonus-casino'), null);
  assert.equal(sectionOfRoute('bonus-casino-item'), null);
  assert.equal(sectionOfRoute('bonuses'), null);
  assert.equal(kindOfSection('bonus'), 'bonus');
  assert.equal(kindOfSection('offers'), 'offer');
});

test('slugs and partner ids from the address are checked, never sent as they come', () => {
  assert.equal(slugOf('casino-welcome'), 'casino-welcome');
  assert.equal(slugOf(undefined), null);
  assert.equal(slugOf(''), null);
  assert.equal(slugOf('Casino'), null);
  assert.equal(slugOf('../points'), null);
  assert.equal(slugOf('-x'), null);
  assert.equal(partnerIdOf('3'), 3);
  assert.equal(partnerIdOf('0'), null);
  assert.equal(partnerIdOf('03'), null);
  assert.equal(partnerIdOf('1e3'), null);
  assert.equal(partnerIdOf(undefined), null);
});

test('the status line: upcoming shows its start, active its end, ended when it ended', () => {
  assert.deepEqual(statusLine({ status: 'upcoming', startsAt: 5, endsAt: 9 }), { badge: 'status_upcoming', dateKey: 'starts_on', at: 5 });
  assert.deepEqual(statusLine({ status: 'active', startsAt: 5, endsAt: 9 }), { badge: 'status_active', dateKey: 'runs_until', at: 9 });
  assert.deepEqual(statusLine({ status: 'ended', startsAt: 5, endsAt: 9 }), { badge: 'status_ended', dateKey: 'ended_on', at: 9 });
  assert.equal(canTakePart({ status: 'active' }), true);
  assert.equal(canTakePart({ status: 'upcoming' }), false);
  assert.equal(canTakePart({ status: 'ended' }), false);
});

test('the promotions to opt in to: opt-in ones not over yet, running ones first', () => {
  const items = [
    promotion('later', { optIn: true, status: 'upcoming', startsAt: 20 * DAY, endsAt: 30 * DAY }),
    promotion('auto', { optIn: false }),
    promotion('over', { optIn: true, status: 'ended' }),
    promotion('now', { optIn: true, startsAt: DAY }),
  ];
  assert.deepEqual(optInPromotions(items).map((p) => p.slug), ['now', 'later']);
  assert.deepEqual(optInPromotions([]), []);
});

test('a game opens under slots, a live table under live-casino', () => {
  assert.deepEqual(gameRoute({ id: 7, slug: 'lucky-star', live: false }), { name: 'slots-game', params: { gameId: '7', gameName: 'lucky-star' } });
  assert.deepEqual(gameRoute({ id: 9, slug: 'roulette', live: true }), { name: 'live-casino-game', params: { gameId: '9', gameName: 'roulette' } });
});

test('a promotion page keeps the pages it is opened from', () => {
  assert.deepEqual(promotionRoute('a', null), { name: 'promotion', params: { promotionId: 'a' } });
  assert.deepEqual(promotionRoute('a', 'casino'), { name: 'bonus-casino-promotion', params: { id: 'a' } });
  assert.deepEqual(promotionRoute('a', 'bonus'), { name: 'bonus-landing', params: { landingId: 'a' } });
  assert.deepEqual(promotionRoute('a', 'offers'), { name: 'offers-landing', params: { landingId: 'a' } });
});

test('a partner is found across promotions with the promotion it belongs to; games are listed once', () => {
  const game = (id: number) => ({ id, name: `G${id}`, slug: `g-${id}`, live: false, hue: id });
  const a = promotion('a', { partners: [{ id: 1, name: 'Arena', description: 'Gym.' }], games: [game(1), game(2)] });
  const b = promotion('b', { partners: [{ id: 2, name: 'Taxi', description: 'Rides.' }, { id: 1, name: 'Other', description: 'Later.' }], games: [game(2), game(3)] });
  assert.equal(findPartner([a, b], 2)?.promotion.slug, 'b');
  assert.equal(findPartner([a, b], 1)?.partner.name, 'Arena');
  assert.equal(findPartner([a, b], 9), null);
  assert.deepEqual(gamesOf([a, b]).map((g) => g.id), [1, 2, 3]);
  assert.deepEqual(gamesOf([]), []);
});

test('level progress: the share of the way between thresholds, 100 at the top', () => {
  assert.deepEqual(AWARD_LEVELS.map((l) => levelIndex(l.level)), [0, 1, 2, 3]);
  assert.equal(levelProgress(0, 'bronze'), 0);
  assert.equal(levelProgress(250, 'bronze'), 50);
  assert.equal(levelProgress(499, 'bronze'), 99);
  assert.equal(levelProgress(500, 'silver'), 0);
  assert.equal(levelProgress(1250, 'silver'), 50);
  assert.equal(levelProgress(2000, 'gold'), 0);
  assert.equal(levelProgress(6000, 'gold'), 50);
  assert.equal(levelProgress(10_000, 'platinum'), 100);
  assert.equal(levelProgress(999_999, 'platinum'), 100);
  // A balance that does not fit its level stays within 0–100.
  assert.equal(levelProgress(100, 'gold'), 0);
  assert.equal(levelProgress(5000, 'bronze'), 100);
  for (let points = 0; points < 12_000; points += 37) {
    const level = [...AWARD_LEVELS].reverse().find((l) => points >= l.from)?.level ?? 'bronze';
    const pct = levelProgress(points, level);
    assert.ok(Number.isInteger(pct) && pct >= 0 && pct <= 100, `${points} → ${pct}`);
  }
});
