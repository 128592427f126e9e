/**
 * Markets of a game: which ones a sport offers (1X2 or winner, double chance, totals, handicaps,
 * both to score, specials), where their lines sit, and the coefficients of their outcomes from an
 * Outlook with the game's margin.
 */
import { MarketKinds, type MarketKind } from '../../platform/src/schemas/feed';
import type { Outlook } from './outlook';
import type { SportModel } from './sport-models';

/** Market type ids (the same market across games). */
export const MarketTypeIds = {
  result: 1,
  handicap: 2,
  doubleChance: 8,
  total: 17,
  bothScore: 19,
  winner: 101,
  firstGoal: 701,
  exactSets: 702,
  oddEven: 703,
  method: 704,
} as const;

/** Outcome type ids. Exact sets use 1000 + 10 × sets1 + sets2. */
export const OddTypeIds = {
  win1: 1,
  draw: 2,
  win2: 3,
  dc1X: 4,
  dc12: 5,
  dcX2: 6,
  handicap1: 7,
  handicap2: 8,
  over: 9,
  under: 10,
  yes: 180,
  no: 181,
  even: 182,
  odd: 183,
  early: 184,
  decision: 185,
} as const;

export const MIN_COEF = 1.01;
export const MAX_COEF = 101;
/** A live market is suspended when one outcome is this likely (the bet is as good as settled). */
export const DECIDED_P = 0.975;
/** A live outcome this unlikely is blocked on its own. */
export const IMPOSSIBLE_P = 0.003;

export interface OutcomeTemplate {
  typeId: number;
  name: string;
}

export interface MarketTemplate {
  kind: MarketKind;
  typeId: number;
  name: string;
  param: number | null;
  isSpecial: boolean;
  outcomes: OutcomeTemplate[];
}

const signed = (x: number): string => (x > 0 ? `+${x}` : String(x));

export function totalLines(model: SportModel, o: Outlook): number[] {
  if (model.engine === 'fight') return [1.5, 2.5];
  if (model.engine === 'sets' && model.setEnd === 'time') return [model.setsToWin * 2 - 1.5];
  const step = model.engine === 'timed' && model.pricing === 'poisson' ? 1 : Math.max(1, Math.round(o.totalSd / 3));
  const center = Math.floor(o.expectedTotal) + 0.5;
  return [center - step, center, center + step].filter((line) => line > 0);
}

export function handicapLines(model: SportModel, o: Outlook): number[] {
  if (model.engine === 'fight') return [];
  if (model.engine === 'sets') return [-1.5, 1.5];
  const spread = model.pricing === 'poisson' ? 1 : Math.max(1, Math.round(o.diffSd / 5));
  const center = -Math.round(o.expectedDiff);
  return [center - 0.5 - spread, center + 0.5 + spread];
}

/** The markets a new game gets; `withSpecial` adds the sport's special market (kind 7). */
export function marketTemplates(model: SportModel, o: Outlook, teams: { team1: string; team2: string }, withSpecial: boolean): MarketTemplate[] {
  const out: MarketTemplate[] = [];
  const add = (kind: MarketKind, typeId: number, name: string, param: number | null, outcomes: OutcomeTemplate[]): void => {
    out.push({ kind, typeId, name, param, isSpecial: kind === MarketKinds.special, outcomes });
  };
  if (model.hasDraw) {
    add(MarketKinds.result, MarketTypeIds.result, '1X2', null, [
      { typeId: OddTypeIds.win1, name: 'П1' },
      { typeId: OddTypeIds.draw, name: 'X' },
      { typeId: OddTypeIds.win2, name: 'П2' },
    ]);
    add(MarketKinds.doubleChance, MarketTypeIds.doubleChance, 'Двойной шанс', null, [
      { typeId: OddTypeIds.dc1X, name: '1X' },
      { typeId: OddTypeIds.dc12, name: '12' },
      { typeId: OddTypeIds.dcX2, name: 'X2' },
    ]);
  } else {
    add(MarketKinds.winner, MarketTypeIds.winner, 'Победитель', null, [
      { typeId: OddTypeIds.win1, name: 'П1' },
      { typeId: OddTypeIds.win2, name: 'П2' },
    ]);
  }
  for (const line of totalLines(model, o)) {
    add(MarketKinds.total, MarketTypeIds.total, model.totalName, line, [
      { typeId: OddTypeIds.over, name: `Больше ${line}` },
      { typeId: OddTypeIds.under, name: `Меньше ${line}` },
    ]);
  }
  for (const h of handicapLines(model, o)) {
    add(MarketKinds.handicap, MarketTypeIds.handicap, model.handicapName, h, [
      { typeId: OddTypeIds.handicap1, name: `Ф1 (${signed(h)})` },
      { typeId: OddTypeIds.handicap2, name: `Ф2 (${signed(-h)})` },
    ]);
  }
  if (model.bothScore) {
    add(MarketKinds.bothScore, MarketTypeIds.bothScore, 'Обе забьют', null, [
      { typeId: OddTypeIds.yes, name: 'Да' },
      { typeId: OddTypeIds.no, name: 'Нет' },
    ]);
  }
  if (withSpecial) out.push(specialTemplate(model, teams));
  return out;
}

function specialTemplate(model: SportModel, teams: { team1: string; team2: string }): MarketTemplate {
  const base = { kind: MarketKinds.special, param: null, isSpecial: true } as const;
  switch (model.special) {
    case 'first-goal':
      return {
        ...base,
        typeId: MarketTypeIds.firstGoal,
        name: 'Первый гол',
        outcomes: [
          { typeId: 1, name: teams.team1 },
          { typeId: 2, name: 'Никто' },
          { typeId: 3, name: teams.team2 },
        ],
      };
    case 'exact-sets': {
      const n = model.engine === 'sets' ? model.setsToWin : 2;
      const outcomes: OutcomeTemplate[] = [];
      for (let loser = 0; loser < n; loser++) outcomes.push({ typeId: 1000 + n * 10 + loser, name: `${n}:${loser}` });
      for (let loser = n - 1; loser >= 0; loser--) outcomes.push({ typeId: 1000 + loser * 10 + n, name: `${loser}:${n}` });
      const unit = model.engine === 'sets' && model.periodLabel(1).includes('карта') ? 'по картам' : 'по сетам';
      return { ...base, typeId: MarketTypeIds.exactSets, name: `Точный счёт ${unit}`, outcomes };
    }
    case 'odd-even':
      return {
        ...base,
        typeId: MarketTypeIds.oddEven,
        name: 'Тотал чёт/нечет',
        outcomes: [
          { typeId: OddTypeIds.even, name: 'Чёт' },
          { typeId: OddTypeIds.odd, name: 'Нечет' },
        ],
      };
    case 'method':
      return {
        ...base,
        typeId: MarketTypeIds.method,
        name: 'Способ победы',
        outcomes: [
          { typeId: OddTypeIds.early, name: 'Досрочная победа' },
          { typeId: OddTypeIds.decision, name: 'Решение судей' },
        ],
      };
  }
}

/** Fair probability of each outcome (same order as `oddTypeIds`). */
export function outcomeProbabilities(market: { typeId: number; param: number | null }, oddTypeIds: readonly number[], o: Outlook): number[] {
  const [r1, rx, r2] = o.result;
  const param = market.param ?? 0;
  const one = (typeId: number): number => {
    switch (market.typeId) {
      case MarketTypeIds.result:
      case MarketTypeIds.winner:
        return typeId === OddTypeIds.win1 ? r1 : typeId === OddTypeIds.draw ? rx : r2;
      case MarketTypeIds.doubleChance:
        return typeId === OddTypeIds.dc1X ? r1 + rx : typeId === OddTypeIds.dc12 ? r1 + r2 : rx + r2;
      case MarketTypeIds.total: {
        const over = o.totalOver(param);
        return typeId === OddTypeIds.over ? over : 1 - over;
      }
      case MarketTypeIds.handicap: {
        const h = o.handicap1(param);
        return typeId === OddTypeIds.handicap1 ? h : 1 - h;
      }
      case MarketTypeIds.bothScore: {
        const both = o.bothScore() ?? 0.5;
        return typeId === OddTypeIds.yes ? both : 1 - both;
      }
      case MarketTypeIds.firstGoal: {
        const [a, none, b] = o.firstScorer();
        return typeId === 1 ? a : typeId === 2 ? none : b;
      }
      case MarketTypeIds.exactSets: {
        const code = typeId - 1000;
        return o.exactSets().get(`${Math.floor(code / 10)}:${code % 10}`) ?? 0;
      }
      case MarketTypeIds.oddEven: {
        const even = o.totalEven();
        return typeId === OddTypeIds.even ? even : 1 - even;
      }
      case MarketTypeIds.method: {
        const early = o.early();
        return typeId === OddTypeIds.early ? early : 1 - early;
      }
      default:
        return 0;
    }
  };
  return oddTypeIds.map((id) => Math.min(1, Math.max(0, one(id))));
}

/** Decimal coefficient of a fair probability with the bookmaker margin, 2 decimals, clamped. */
export function priceCoef(p: number, margin: number): number {
  if (p <= 0) return MAX_COEF;
  const raw = 1 / (p * (1 + margin));
  return Math.min(MAX_COEF, Math.max(MIN_COEF, Math.round(raw * 100) / 100));
}

/** The market is as good as settled (a live market is then suspended). */
export const isDecided = (probs: readonly number[]): boolean => probs.some((p) => p >= DECIDED_P);
