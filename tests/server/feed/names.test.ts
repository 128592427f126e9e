/** names.ts: market, outcome and period names of the feed in Russian and English, from language-neutral data. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MarketKinds, type MarketKind } from '../../../platform/src/schemas/feed';
import { periodLabel } from '../../../server/feed/simulator/engine';
import { generateFeed } from '../../../server/feed/simulator/generator';
import { lottoDrawName, LOTTERIES } from '../../../server/feed/simulator/lotto';
import { MarketTypeIds, OddTypeIds, exactSetsTypeId } from '../../../server/feed/market-types';
import {
  feedLangOf,
  internationalName,
  marketName,
  oddName,
  ordinal,
  periodName,
  phaseName,
  type FeedLang,
  type SportNaming,
} from '../../../server/feed/names';
import { SPORT_KEYS, SPORT_MODELS, type SportKey } from '../../../server/feed/simulator/sport-models';

const CYRILLIC = /[А-Яа-яЁё]/;
const LANGS: readonly FeedLang[] = ['ru', 'en'];
const TEAMS = { team1: 'Arsenal', team2: 'Chelsea' };
const plain: SportNaming = { periodUnit: 'half', totalUnit: 'plain', handicapUnit: 'plain' };

/** Period, total and handicap names of every sport: [ru period 1, en period 1, ru total, en total, ru handicap, en handicap]. */
const SPORT_NAMES: Readonly<Record<SportKey, readonly [string, string, string, string, string, string]>> = {
  football: ['1-й тайм', '1st half', 'Тотал', 'Total', 'Фора', 'Handicap'],
  tennis: ['1-й сет', '1st set', 'Тотал геймов', 'Total games', 'Фора по сетам', 'Set handicap'],
  basketball: ['1-я четверть', '1st quarter', 'Тотал', 'Total', 'Фора', 'Handicap'],
  'ice-hockey': ['1-й период', '1st period', 'Тотал', 'Total', 'Фора', 'Handicap'],
  volleyball: ['1-й сет', '1st set', 'Тотал очков', 'Total points', 'Фора по сетам', 'Set handicap'],
  handball: ['1-й тайм', '1st half', 'Тотал', 'Total', 'Фора', 'Handicap'],
  'table-tennis': ['1-й сет', '1st set', 'Тотал очков', 'Total points', 'Фора по сетам', 'Set handicap'],
  baseball: ['1-й иннинг', '1st inning', 'Тотал ранов', 'Total runs', 'Фора', 'Handicap'],
  mma: ['1-й раунд', '1st round', 'Тотал раундов', 'Total rounds', 'Фора', 'Handicap'],
  cricket: ['1-й иннинг', '1st innings', 'Тотал ранов', 'Total runs', 'Фора', 'Handicap'],
  'counter-strike-2': ['1-я карта', '1st map', 'Тотал раундов', 'Total rounds', 'Фора по картам', 'Map handicap'],
  'dota-2': ['1-я карта', '1st map', 'Тотал карт', 'Total maps', 'Фора по картам', 'Map handicap'],
  'league-of-legends': ['1-я карта', '1st map', 'Тотал карт', 'Total maps', 'Фора по картам', 'Map handicap'],
  valorant: ['1-я карта', '1st map', 'Тотал раундов', 'Total rounds', 'Фора по картам', 'Map handicap'],
  fifa: ['1-й тайм', '1st half', 'Тотал', 'Total', 'Фора', 'Handicap'],
  'e-basketball': ['1-я четверть', '1st quarter', 'Тотал', 'Total', 'Фора', 'Handicap'],
};

test('market names of every kind in both languages', () => {
  const cases: Array<[MarketKind, number, string, string]> = [
    [MarketKinds.result, MarketTypeIds.result, '1X2', '1X2'],
    [MarketKinds.doubleChance, MarketTypeIds.doubleChance, 'Двойной шанс', 'Double chance'],
    [MarketKinds.total, MarketTypeIds.total, 'Тотал', 'Total'],
    [MarketKinds.handicap, MarketTypeIds.handicap, 'Фора', 'Handicap'],
    [MarketKinds.bothScore, MarketTypeIds.bothScore, 'Обе забьют', 'Both teams to score'],
    [MarketKinds.winner, MarketTypeIds.winner, 'Победитель', 'Winner'],
    [MarketKinds.special, MarketTypeIds.firstGoal, 'Первый гол', 'First goal'],
    [MarketKinds.special, MarketTypeIds.exactSets, 'Точный счёт по сетам', 'Correct score (sets)'],
    [MarketKinds.special, MarketTypeIds.oddEven, 'Тотал чёт/нечет', 'Total odd/even'],
    [MarketKinds.special, MarketTypeIds.method, 'Способ победы', 'Method of victory'],
    [MarketKinds.special, 799, 'Специальное пари', 'Special'],
  ];
  for (const [kind, typeId, ru, en] of cases) {
    assert.equal(marketName('ru', { kind, typeId }, plain), ru, `${kind}/${typeId} ru`);
    assert.equal(marketName('en', { kind, typeId }, plain), en, `${kind}/${typeId} en`);
  }
  const maps: SportNaming = { periodUnit: 'map', totalUnit: 'maps', handicapUnit: 'maps' };
  assert.equal(marketName('ru', { kind: MarketKinds.special, typeId: MarketTypeIds.exactSets }, maps), 'Точный счёт по картам');
  assert.equal(marketName('en', { kind: MarketKinds.special, typeId: MarketTypeIds.exactSets }, maps), 'Correct score (maps)');
});

test('total and handicap names follow the sport', () => {
  for (const key of SPORT_KEYS) {
    const [, , totalRu, totalEn, handicapRu, handicapEn] = SPORT_NAMES[key];
    const model = SPORT_MODELS[key];
    assert.equal(marketName('ru', { kind: MarketKinds.total, typeId: MarketTypeIds.total }, model), totalRu, key);
    assert.equal(marketName('en', { kind: MarketKinds.total, typeId: MarketTypeIds.total }, model), totalEn, key);
    assert.equal(marketName('ru', { kind: MarketKinds.handicap, typeId: MarketTypeIds.handicap }, model), handicapRu, key);
    assert.equal(marketName('en', { kind: MarketKinds.handicap, typeId: MarketTypeIds.handicap }, model), handicapEn, key);
  }
});

test('outcome names of every type in both languages (English sportsbook conventions)', () => {
  const m = (kind: MarketKind, typeId: number, param: number | null = null) => ({ kind, typeId, param });
  const cases: Array<[ReturnType<typeof m>, number, string, string]> = [
    [m(MarketKinds.result, MarketTypeIds.result), OddTypeIds.win1, 'П1', '1'],
    [m(MarketKinds.result, MarketTypeIds.result), OddTypeIds.draw, 'X', 'X'],
    [m(MarketKinds.result, MarketTypeIds.result), OddTypeIds.win2, 'П2', '2'],
    [m(MarketKinds.winner, MarketTypeIds.winner), OddTypeIds.win1, 'П1', '1'],
    [m(MarketKinds.winner, MarketTypeIds.winner), OddTypeIds.win2, 'П2', '2'],
    [m(MarketKinds.doubleChance, MarketTypeIds.doubleChance), OddTypeIds.dc1X, '1X', '1X'],
    [m(MarketKinds.doubleChance, MarketTypeIds.doubleChance), OddTypeIds.dc12, '12', '12'],
    [m(MarketKinds.doubleChance, MarketTypeIds.doubleChance), OddTypeIds.dcX2, 'X2', 'X2'],
    [m(MarketKinds.total, MarketTypeIds.total, 2.5), OddTypeIds.over, 'Больше 2.5', 'Over 2.5'],
    [m(MarketKinds.total, MarketTypeIds.total, 2.5), OddTypeIds.under, 'Меньше 2.5', 'Under 2.5'],
    [m(MarketKinds.total, MarketTypeIds.total, 214.5), OddTypeIds.over, 'Больше 214.5', 'Over 214.5'],
    [m(MarketKinds.handicap, MarketTypeIds.handicap, -1.5), OddTypeIds.handicap1, 'Ф1 (-1.5)', 'Handicap 1 (-1.5)'],
    [m(MarketKinds.handicap, MarketTypeIds.handicap, -1.5), OddTypeIds.handicap2, 'Ф2 (+1.5)', 'Handicap 2 (+1.5)'],
    [m(MarketKinds.handicap, MarketTypeIds.handicap, 3.5), OddTypeIds.handicap1, 'Ф1 (+3.5)', 'Handicap 1 (+3.5)'],
    [m(MarketKinds.handicap, MarketTypeIds.handicap, 3.5), OddTypeIds.handicap2, 'Ф2 (-3.5)', 'Handicap 2 (-3.5)'],
    [m(MarketKinds.bothScore, MarketTypeIds.bothScore), OddTypeIds.yes, 'Да', 'Yes'],
    [m(MarketKinds.bothScore, MarketTypeIds.bothScore), OddTypeIds.no, 'Нет', 'No'],
    [m(MarketKinds.special, MarketTypeIds.firstGoal), 1, 'Arsenal', 'Arsenal'],
    [m(MarketKinds.special, MarketTypeIds.firstGoal), 2, 'Никто', 'No goal'],
    [m(MarketKinds.special, MarketTypeIds.firstGoal), 3, 'Chelsea', 'Chelsea'],
    [m(MarketKinds.special, MarketTypeIds.exactSets), exactSetsTypeId(2, 1), '2:1', '2:1'],
    [m(MarketKinds.special, MarketTypeIds.exactSets), exactSetsTypeId(0, 3), '0:3', '0:3'],
    [m(MarketKinds.special, MarketTypeIds.oddEven), OddTypeIds.even, 'Чёт', 'Even'],
    [m(MarketKinds.special, MarketTypeIds.oddEven), OddTypeIds.odd, 'Нечет', 'Odd'],
    [m(MarketKinds.special, MarketTypeIds.method), OddTypeIds.early, 'Досрочная победа', 'Early finish'],
    [m(MarketKinds.special, MarketTypeIds.method), OddTypeIds.decision, 'Решение судей', 'Decision'],
  ];
  for (const [market, oddTypeId, ru, en] of cases) {
    assert.equal(oddName('ru', market, oddTypeId, TEAMS), ru, `${market.typeId}/${oddTypeId} ru`);
    assert.equal(oddName('en', market, oddTypeId, TEAMS), en, `${market.typeId}/${oddTypeId} en`);
  }
  // An outcome type a market does not have is named by its id, never by another outcome's name.
  assert.equal(oddName('en', m(MarketKinds.total, MarketTypeIds.total, 2.5), OddTypeIds.yes, TEAMS), String(OddTypeIds.yes));
});

test('period labels of every sport model in both languages', () => {
  for (const key of SPORT_KEYS) {
    const model = SPORT_MODELS[key];
    const [ru, en] = SPORT_NAMES[key];
    assert.equal(periodLabel(model, { status: 2, periodNo: 1 }, 'ru'), ru, key);
    assert.equal(periodLabel(model, { status: 2, periodNo: 1 }, 'en'), en, key);
    assert.equal(periodLabel(model, { status: 2, periodNo: 1 }), ru, `${key}: Russian by default`);
    const last = model.engine === 'timed' ? model.periods : model.engine === 'fight' ? model.rounds : model.setsToWin * 2 - 1;
    for (let n = 1; n <= last; n++) {
      const label = periodLabel(model, { status: 2, periodNo: n }, 'en');
      assert.equal(label, `${ordinal(n)} ${en.slice(4)}`, `${key} ${n}`);
      assert.doesNotMatch(label ?? '', CYRILLIC);
      assert.match(periodLabel(model, { status: 2, periodNo: n }, 'ru') ?? '', new RegExp(`^${n}-[йя] `), `${key} ${n}`);
    }
    for (const lang of LANGS) {
      assert.equal(periodLabel(model, { status: 1, periodNo: 0 }, lang), null);
      assert.equal(periodLabel(model, { status: 3, periodNo: 1 }, lang), lang === 'ru' ? 'Перерыв' : 'Break');
      assert.equal(periodLabel(model, { status: 4, periodNo: 2 }, lang), lang === 'ru' ? 'Завершён' : 'Finished');
    }
  }
  const basketball = SPORT_MODELS.basketball;
  assert.equal(periodLabel(basketball, { status: 2, periodNo: 5 }, 'ru'), 'Овертайм');
  assert.equal(periodLabel(basketball, { status: 2, periodNo: 5 }, 'en'), 'Overtime');
  assert.equal(periodLabel(basketball, { status: 2, periodNo: 3 }, 'en'), '3rd quarter');
  assert.equal(periodLabel(SPORT_MODELS.football, { status: 2, periodNo: 2 }, 'en'), '2nd half');
  assert.equal(periodLabel(SPORT_MODELS.football, { status: 2, periodNo: 2 }, 'ru'), '2-й тайм');
  assert.equal(periodLabel(SPORT_MODELS['dota-2'], { status: 2, periodNo: 2 }, 'en'), '2nd map');
  assert.equal(periodLabel(SPORT_MODELS['dota-2'], { status: 2, periodNo: 2 }, 'ru'), '2-я карта');
  assert.equal(periodLabel(SPORT_MODELS.tennis, { status: 2, periodNo: 3 }, 'en'), '3rd set');
});

test('ordinals, phases, the group of championships without a country, the reply language', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 9, 10, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal),
    ['1st', '2nd', '3rd', '4th', '9th', '10th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th'],
  );
  assert.equal(periodName('en', 'innings', 2), '2nd innings');
  assert.equal(periodName('ru', 'quarter', 4), '4-я четверть');
  assert.equal(phaseName('en', 'overtime'), 'Overtime');
  assert.equal(internationalName('ru'), 'Международные');
  assert.equal(internationalName('en'), 'International');
  assert.equal(feedLangOf(undefined), 'ru');
  assert.equal(feedLangOf('ru'), 'ru');
  assert.equal(feedLangOf('en'), 'en');
  assert.equal(feedLangOf('de'), 'en', 'any other language gets English');
});

test('lotto names: the stored Russian name, or the English one of the lottery', () => {
  const draw = { lottery: 'sportloto-6-45', name: 'Спортлото 6 из 45', pick: 6, of: 45 };
  assert.equal(lottoDrawName('ru', draw), 'Спортлото 6 из 45');
  assert.equal(lottoDrawName('en', draw), 'Sportloto 6 of 45');
  assert.equal(lottoDrawName('en', { lottery: 'gone', name: 'Лото', pick: 7, of: 49 }), 'Lotto 7/49');
  for (const lottery of LOTTERIES) assert.doesNotMatch(lottoDrawName('en', { ...lottery, lottery: lottery.key }), CYRILLIC, lottery.key);
});

test('generated games: stored names are the Russian rendering; the English rendering has no Cyrillic', () => {
  const data = generateFeed(2026, 1_760_000_000);
  const sportKey = new Map(data.sports.map((s) => [s.id, s.key]));
  const seenKinds = new Set<number>();
  const seenSpecials = new Set<number>();
  for (const game of data.games) {
    const key = sportKey.get(game.sportId);
    assert.ok(key);
    const model = SPORT_MODELS[key];
    for (const market of game.markets) {
      seenKinds.add(market.kind);
      if (market.kind === MarketKinds.special) seenSpecials.add(market.typeId);
      assert.equal(marketName('ru', market, model), market.name);
      const en = marketName('en', market, model);
      assert.doesNotMatch(en, CYRILLIC, en);
      for (const odd of market.odds) {
        assert.equal(oddName('ru', market, odd.typeId, game), odd.name);
        const oddEn = oddName('en', market, odd.typeId, game);
        assert.doesNotMatch(oddEn, CYRILLIC, oddEn);
      }
    }
  }
  assert.deepEqual([...seenKinds].sort(), Object.values(MarketKinds).sort(), 'every market kind was generated');
  assert.deepEqual(
    [...seenSpecials].sort(),
    [MarketTypeIds.firstGoal, MarketTypeIds.exactSets, MarketTypeIds.oddEven, MarketTypeIds.method].sort(),
    'every special market was generated',
  );
  // Old Russian market names (kept in the stored rows) for a few sports.
  const names = (key: SportKey) => new Set(data.games.filter((g) => sportKey.get(g.sportId) === key).flatMap((g) => g.markets.map((m) => m.name)));
  assert.ok(names('tennis').has('Тотал геймов') && names('tennis').has('Фора по сетам') && names('tennis').has('Победитель'));
  assert.ok(names('football').has('1X2') && names('football').has('Двойной шанс') && names('football').has('Обе забьют'));
  assert.ok(names('dota-2').has('Тотал карт') && names('dota-2').has('Фора по картам'));
});
