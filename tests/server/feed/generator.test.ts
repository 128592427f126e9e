import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MarketKinds } from '../../../platform/src/schemas/feed';
import { generateFeed } from '../../../server/feed/simulator/generator';
import { MarketTypeIds, OddTypeIds } from '../../../server/feed/simulator/markets';
import { SPORT_MODELS } from '../../../server/feed/simulator/sport-models';
import type { FeedData, GameRecord } from '../../../server/feed/types';

const NOW = 1_760_000_000;
const data: FeedData = generateFeed(2026, NOW);
const active = data.games.filter((g) => g.state.status !== 4);
const line = active.filter((g) => g.section === 'line');
const live = active.filter((g) => g.section === 'live');
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const main = (g: GameRecord) => g.markets.find((m) => m.kind === MarketKinds.result || m.kind === MarketKinds.winner);
const overround = (coefs: number[]) => coefs.reduce((s, c) => s + 1 / c, 0) - 1;

test('sports: at least 12, the required ones, cyber kinds, Russian and English names', () => {
  assert.ok(data.sports.length >= 12);
  const keys = new Set(data.sports.map((s) => s.key));
  for (const key of ['football', 'tennis', 'basketball', 'ice-hockey', 'volleyball', 'handball', 'table-tennis', 'baseball', 'mma'] as const) {
    assert.ok(keys.has(key), key);
  }
  const cyber = (key: string) => data.sports.find((s) => s.key === key)?.cyberType;
  for (const key of ['counter-strike-2', 'dota-2', 'league-of-legends', 'valorant']) assert.equal(cyber(key), 'real', key);
  for (const key of ['fifa', 'e-basketball']) assert.equal(cyber(key), 'synthetic', key);
  assert.equal(cyber('football'), null);
  const football = data.sports.find((s) => s.key === 'football');
  assert.equal(football?.name, 'Футбол');
  assert.equal(football?.nameEn, 'Football');
});

test('championships: page types, countries and valid slugs', () => {
  const byPage = new Map(data.champs.filter((c) => c.pageType !== null).map((c) => [c.pageType, c]));
  for (const page of ['epl', 'laliga', 'europaleague', 'nbafinals', 'ipl', 'scf', 'fifacwc', 'champ']) assert.ok(byPage.has(page), page);
  assert.equal(byPage.get('epl')?.countryName, 'Англия');
  assert.equal(byPage.get('epl')?.nameEn, 'England. Premier League');
  assert.ok(data.champs.some((c) => c.nameEn === 'KHL'));
  for (const c of data.champs) assert.match(c.slug, SLUG, c.slug);
  for (const s of data.sports) assert.match(s.slug, SLUG, s.slug);
  for (const t of data.teams) assert.match(t.slug, SLUG, t.name);
  for (const g of data.games) assert.match(g.slug, SLUG, g.slug);
});

test('games: 300+ live and line games, about a quarter live, line within 1-72 h', () => {
  assert.ok(active.length >= 320, `active ${active.length}`);
  const share = live.length / active.length;
  assert.ok(share > 0.15 && share < 0.35, `live share ${share}`);
  for (const g of line) {
    assert.equal(g.state.status, 1);
    assert.ok(g.startAt >= NOW + 3600 - 300 && g.startAt <= NOW + 72 * 3600 + 300, `${g.id} starts ${g.startAt - NOW}`);
  }
  for (const g of live) {
    assert.ok(g.state.status === 2 || g.state.status === 3);
    assert.ok(g.startAt < NOW);
    assert.ok(g.state.periodNo >= 1);
  }
  assert.ok(active.some((g) => g.isTop));
  assert.ok(active.some((g) => g.isRecommended));
  assert.ok(active.some((g) => g.hasVideo));
  const football = live.filter((g) => g.sportKey === 'football' && g.state.status === 2);
  assert.ok(football.length > 0);
  for (const g of football) assert.ok(g.state.clock > 0 && g.state.clock <= 45 * 60, 'timer is running inside the half');
});

test('every game has 1X2 (draw sports) or winner markets; line odds are sane with a 5-7% margin', () => {
  for (const g of data.games) {
    const m = main(g);
    assert.ok(m, `game ${g.id} has a main market`);
    const model = SPORT_MODELS[g.sportKey];
    if (model.hasDraw) {
      assert.equal(m.kind, MarketKinds.result);
      assert.deepEqual(m.odds.map((o) => o.typeId), [OddTypeIds.win1, OddTypeIds.draw, OddTypeIds.win2]);
    } else {
      assert.equal(m.kind, MarketKinds.winner);
      assert.deepEqual(m.odds.map((o) => o.typeId), [OddTypeIds.win1, OddTypeIds.win2]);
    }
    for (const market of g.markets) for (const odd of market.odds) assert.ok(odd.coef >= 1.01 && odd.coef <= 101, `coef ${odd.coef}`);
  }
  const margins = line.map((g) => overround((main(g)?.odds ?? []).map((o) => o.coef)));
  const balanced = line.filter((g) => (main(g)?.odds ?? []).every((o) => o.coef > 1.15));
  assert.ok(balanced.length > 100);
  for (const g of balanced) {
    const m = overround((main(g)?.odds ?? []).map((o) => o.coef));
    assert.ok(m > 0.035 && m < 0.085, `game ${g.id} margin ${m}`);
  }
  const mean = margins.reduce((s, m) => s + m, 0) / margins.length;
  assert.ok(mean > 0.04 && mean < 0.08, `mean margin ${mean}`);
});

test('markets: double chance, 2-3 total lines, 2 handicaps, both to score, specials; a few blocked', () => {
  const football = line.filter((g) => g.sportKey === 'football');
  for (const g of football) {
    const kinds = g.markets.map((m) => m.kind);
    assert.ok(kinds.includes(MarketKinds.doubleChance));
    assert.equal(kinds.filter((k) => k === MarketKinds.total).length, 3);
    assert.equal(kinds.filter((k) => k === MarketKinds.handicap).length, 2);
    assert.ok(kinds.includes(MarketKinds.bothScore));
  }
  for (const g of line.filter((x) => x.sportKey !== 'mma')) {
    const totals = g.markets.filter((m) => m.kind === MarketKinds.total).length;
    assert.ok(totals >= 1 && totals <= 3, `${g.sportKey} totals ${totals}`);
    assert.equal(g.markets.filter((m) => m.kind === MarketKinds.handicap).length, 2, g.sportKey);
  }
  const specials = data.games.filter((g) => g.markets.some((m) => m.kind === MarketKinds.special));
  assert.ok(specials.length > 20 && specials.length < data.games.length / 2);
  for (const g of specials) assert.ok(g.markets.filter((m) => m.kind === MarketKinds.special).every((m) => m.isSpecial));
  const blocked = line.flatMap((g) => g.markets).filter((m) => m.isBlocked);
  assert.ok(blocked.length > 0, 'a few line markets start blocked');
  assert.ok(blocked.length < line.flatMap((g) => g.markets).length * 0.1);
});

test('odds follow the hidden strengths: 1X2 and totals agree', () => {
  const football = line.filter((g) => g.sportKey === 'football');
  let agree = 0;
  for (const g of football) {
    const [w1, , w2] = (main(g)?.odds ?? []).map((o) => o.coef);
    const favourite1 = g.rating1 + SPORT_MODELS.football.home > g.rating2;
    if (favourite1 === (w1 ?? 0) < (w2 ?? 0)) agree++;
  }
  assert.equal(agree, football.length, 'the stronger side is always the favourite');
  for (const g of football) {
    const totals = g.markets.filter((m) => m.typeId === MarketTypeIds.total).sort((a, b) => (a.param ?? 0) - (b.param ?? 0));
    const overs = totals.map((m) => m.odds.find((o) => o.typeId === OddTypeIds.over)?.coef ?? 0);
    for (let i = 1; i < overs.length; i++) assert.ok((overs[i] ?? 0) > (overs[i - 1] ?? 0), 'a higher line pays more for over');
  }
});

test('finished games of the last 3 days, results, standings history, toto and lotto', () => {
  const finished = data.games.filter((g) => g.state.status === 4);
  assert.ok(finished.length >= 60);
  for (const g of finished) {
    assert.ok(g.finishedAt !== null && g.finishedAt <= NOW && g.finishedAt >= NOW - 3 * 86_400, `finished ${g.id}`);
    assert.ok(g.markets.every((m) => m.isBlocked), 'a finished game has no open market');
  }
  const epl = data.results.filter((r) => r.champId === data.champs.find((c) => c.pageType === 'epl')?.id);
  assert.ok(epl.length >= 80, `EPL results ${epl.length}`);
  assert.ok(data.results.some((r) => r.type === 'zone'), 'synthetic results are zone results');
  assert.deepEqual(
    data.totoDraws.map((d) => d.status),
    ['settled', 'closed', 'open'],
  );
  for (const d of data.totoDraws) assert.equal(d.events.length, 15);
  assert.ok(data.totoDraws[0]?.events.every((e) => e.result !== null));
  assert.ok(data.totoDraws[2]?.events.every((e) => e.result === null && e.startAt > NOW));
  const names = new Set(data.lottoDraws.map((d) => d.name));
  assert.ok(names.has('Спортлото 6 из 45') && names.has('Keno 20/80'));
  for (const d of data.lottoDraws) {
    if (d.drawAt <= NOW) {
      assert.equal(d.numbers?.length, d.pick);
      assert.equal(new Set(d.numbers).size, d.pick);
      assert.ok(d.numbers?.every((n) => n >= 1 && n <= d.of));
    } else {
      assert.equal(d.numbers, null);
    }
  }
});

test('determinism: the same seed and clock give the same data; another seed differs', () => {
  assert.deepEqual(generateFeed(7, NOW), generateFeed(7, NOW));
  const other = generateFeed(8, NOW);
  assert.notDeepEqual(
    other.games.map((g) => [g.team1, g.team2, g.startAt]),
    generateFeed(7, NOW).games.map((g) => [g.team1, g.team2, g.startAt]),
  );
});
