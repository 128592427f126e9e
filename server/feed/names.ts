/**
 * Human-readable names of the feed in its reply languages (Russian, English), rendered from
 * language-neutral data: market kind, type id and line, outcome type id, the sport's period, total
 * and handicap units, the game phase. Pure: the generator stores the Russian rendering, the API
 * renders the language of each request.
 */
import { MarketKinds, type MarketKind } from '@kickoff/contracts';
import { MarketTypeIds, OddTypeIds, exactSetsScore } from './market-types';

export type FeedLang = 'ru' | 'en';

/** The reply language of a parsed language code: none or `ru` → Russian, any other → English. */
export const feedLangOf = (code: string | undefined): FeedLang => (code === undefined || code === 'ru' ? 'ru' : 'en');

/** What one period, set, map or round of a sport is called. */
export type PeriodUnit = 'half' | 'quarter' | 'period' | 'set' | 'map' | 'inning' | 'innings' | 'round';
/** What a sport's total counts (`plain`: goals or points, the plain "Total"). */
export type TotalUnit = 'plain' | 'games' | 'points' | 'rounds' | 'maps' | 'runs';
/** What a sport's handicap counts (`plain`: goals or points). */
export type HandicapUnit = 'plain' | 'sets' | 'maps';

/** The naming units of a sport (a sport model has them). */
export interface SportNaming {
  periodUnit: PeriodUnit;
  totalUnit: TotalUnit;
  handicapUnit: HandicapUnit;
}

/** A game phase named without a period number. */
export type GamePhase = 'break' | 'finished' | 'overtime';

type ByLang<T> = Readonly<Record<FeedLang, T>>;

const RU_PERIOD: Readonly<Record<PeriodUnit, { word: string; feminine: boolean }>> = {
  half: { word: 'тайм', feminine: false },
  quarter: { word: 'четверть', feminine: true },
  period: { word: 'период', feminine: false },
  set: { word: 'сет', feminine: false },
  map: { word: 'карта', feminine: true },
  inning: { word: 'иннинг', feminine: false },
  innings: { word: 'иннинг', feminine: false },
  round: { word: 'раунд', feminine: false },
};

const EN_PERIOD: Readonly<Record<PeriodUnit, string>> = {
  half: 'half',
  quarter: 'quarter',
  period: 'period',
  set: 'set',
  map: 'map',
  inning: 'inning',
  innings: 'innings',
  round: 'round',
};

const PHASES: ByLang<Readonly<Record<GamePhase, string>>> = {
  ru: { break: 'Перерыв', finished: 'Завершён', overtime: 'Овертайм' },
  en: { break: 'Break', finished: 'Finished', overtime: 'Overtime' },
};

const TOTALS: ByLang<Readonly<Record<TotalUnit, string>>> = {
  ru: { plain: 'Тотал', games: 'Тотал геймов', points: 'Тотал очков', rounds: 'Тотал раундов', maps: 'Тотал карт', runs: 'Тотал ранов' },
  en: { plain: 'Total', games: 'Total games', points: 'Total points', rounds: 'Total rounds', maps: 'Total maps', runs: 'Total runs' },
};

const HANDICAPS: ByLang<Readonly<Record<HandicapUnit, string>>> = {
  ru: { plain: 'Фора', sets: 'Фора по сетам', maps: 'Фора по картам' },
  en: { plain: 'Handicap', sets: 'Set handicap', maps: 'Map handicap' },
};

const MARKETS = {
  ru: {
    result: '1X2',
    doubleChance: 'Двойной шанс',
    bothScore: 'Обе забьют',
    winner: 'Победитель',
    firstGoal: 'Первый гол',
    exactSets: 'Точный счёт по сетам',
    exactMaps: 'Точный счёт по картам',
    oddEven: 'Тотал чёт/нечет',
    method: 'Способ победы',
    special: 'Специальное пари',
  },
  en: {
    result: '1X2',
    doubleChance: 'Double chance',
    bothScore: 'Both teams to score',
    winner: 'Winner',
    firstGoal: 'First goal',
    exactSets: 'Correct score (sets)',
    exactMaps: 'Correct score (maps)',
    oddEven: 'Total odd/even',
    method: 'Method of victory',
    special: 'Special',
  },
} as const satisfies ByLang<Readonly<Record<string, string>>>;

const OUTCOMES = {
  ru: {
    win1: 'П1',
    draw: 'X',
    win2: 'П2',
    over: 'Больше',
    under: 'Меньше',
    handicap1: 'Ф1',
    handicap2: 'Ф2',
    yes: 'Да',
    no: 'Нет',
    even: 'Чёт',
    odd: 'Нечет',
    early: 'Досрочная победа',
    decision: 'Решение судей',
    nobody: 'Никто',
  },
  en: {
    win1: '1',
    draw: 'X',
    win2: '2',
    over: 'Over',
    under: 'Under',
    handicap1: 'Handicap 1',
    handicap2: 'Handicap 2',
    yes: 'Yes',
    no: 'No',
    even: 'Even',
    odd: 'Odd',
    early: 'Early finish',
    decision: 'Decision',
    nobody: 'No goal',
  },
} as const satisfies ByLang<Readonly<Record<string, string>>>;

const INTERNATIONAL: ByLang<string> = { ru: 'Международные', en: 'International' };

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, ... */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Period n (1-based) of a sport: "2-й тайм" / "2nd half", "1-я карта" / "1st map". */
export function periodName(lang: FeedLang, unit: PeriodUnit, n: number): string {
  if (lang === 'en') return `${ordinal(n)} ${EN_PERIOD[unit]}`;
  const { word, feminine } = RU_PERIOD[unit];
  return `${n}-${feminine ? 'я' : 'й'} ${word}`;
}

/** A phase without a number: break, finished, overtime. */
export const phaseName = (lang: FeedLang, phase: GamePhase): string => PHASES[lang][phase];

/** Group label of championships without a country. */
export const internationalName = (lang: FeedLang): string => INTERNATIONAL[lang];

/** A line with its sign: +1.5, -1.5, 0. */
export const signedLine = (x: number): string => (x > 0 ? `+${x}` : String(x));

/** The market fields names depend on. */
export interface MarketNameInput {
  kind: MarketKind;
  typeId: number;
  param: number | null;
}

/** Name of a market: "Тотал геймов" / "Total games", "Двойной шанс" / "Double chance", ... */
export function marketName(lang: FeedLang, market: Pick<MarketNameInput, 'kind' | 'typeId'>, sport: SportNaming): string {
  const names = MARKETS[lang];
  switch (market.kind) {
    case MarketKinds.result:
      return names.result;
    case MarketKinds.doubleChance:
      return names.doubleChance;
    case MarketKinds.total:
      return TOTALS[lang][sport.totalUnit];
    case MarketKinds.handicap:
      return HANDICAPS[lang][sport.handicapUnit];
    case MarketKinds.bothScore:
      return names.bothScore;
    case MarketKinds.winner:
      return names.winner;
    case MarketKinds.special:
      switch (market.typeId) {
        case MarketTypeIds.firstGoal:
          return names.firstGoal;
        case MarketTypeIds.exactSets:
          return sport.periodUnit === 'map' ? names.exactMaps : names.exactSets;
        case MarketTypeIds.oddEven:
          return names.oddEven;
        case MarketTypeIds.method:
          return names.method;
        default:
          return names.special;
      }
  }
}

/** Name of an outcome: "П1" / "1", "Больше 2.5" / "Over 2.5", "Ф1 (-1.5)" / "Handicap 1 (-1.5)", a team, "2:1", ... */
export function oddName(lang: FeedLang, market: MarketNameInput, oddTypeId: number, teams: { team1: string; team2: string }): string {
  const names = OUTCOMES[lang];
  const line = market.param ?? 0;
  switch (market.kind) {
    case MarketKinds.result:
    case MarketKinds.winner:
      if (oddTypeId === OddTypeIds.win1) return names.win1;
      if (oddTypeId === OddTypeIds.draw) return names.draw;
      if (oddTypeId === OddTypeIds.win2) return names.win2;
      break;
    case MarketKinds.doubleChance:
      if (oddTypeId === OddTypeIds.dc1X) return '1X';
      if (oddTypeId === OddTypeIds.dc12) return '12';
      if (oddTypeId === OddTypeIds.dcX2) return 'X2';
      break;
    case MarketKinds.total:
      if (oddTypeId === OddTypeIds.over) return `${names.over} ${line}`;
      if (oddTypeId === OddTypeIds.under) return `${names.under} ${line}`;
      break;
    case MarketKinds.handicap:
      if (oddTypeId === OddTypeIds.handicap1) return `${names.handicap1} (${signedLine(line)})`;
      if (oddTypeId === OddTypeIds.handicap2) return `${names.handicap2} (${signedLine(-line)})`;
      break;
    case MarketKinds.bothScore:
      if (oddTypeId === OddTypeIds.yes) return names.yes;
      if (oddTypeId === OddTypeIds.no) return names.no;
      break;
    case MarketKinds.special:
      return specialOddName(lang, market.typeId, oddTypeId, teams);
  }
  return String(oddTypeId);
}

function specialOddName(lang: FeedLang, marketTypeId: number, oddTypeId: number, teams: { team1: string; team2: string }): string {
  const names = OUTCOMES[lang];
  switch (marketTypeId) {
    case MarketTypeIds.firstGoal:
      if (oddTypeId === 1) return teams.team1;
      if (oddTypeId === 2) return names.nobody;
      if (oddTypeId === 3) return teams.team2;
      break;
    case MarketTypeIds.exactSets: {
      const [a, b] = exactSetsScore(oddTypeId);
      return `${a}:${b}`;
    }
    case MarketTypeIds.oddEven:
      if (oddTypeId === OddTypeIds.even) return names.even;
      if (oddTypeId === OddTypeIds.odd) return names.odd;
      break;
    case MarketTypeIds.method:
      if (oddTypeId === OddTypeIds.early) return names.early;
      if (oddTypeId === OddTypeIds.decision) return names.decision;
      break;
  }
  return String(oddTypeId);
}
