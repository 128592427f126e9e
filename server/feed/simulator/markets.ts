/**
 * Markets of a game: which ones a sport offers (1X2 or winner, double chance, totals, handicaps,
 * both to score, specials), where their lines sit, and the coefficients of their outcomes from an
 * Outlook with the game's margin. Names are stored in Russian (names.ts renders every language).
 */
import { MarketKinds, type MarketKind } from '@kickoff/contracts';
import { MarketTypeIds, OddTypeIds, exactSetsScore, exactSetsTypeId } from '../market-types';
import { marketName, oddName } from '../names';
import type { Outlook } from './outlook';
import type { SportModel } from './sport-models';

export { MarketTypeIds, OddTypeIds } from '../market-types';

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
  const add = (kind: MarketKind, typeId: number, param: number | null, oddTypeIds: readonly number[]): void => {
    const market = { kind, typeId, param };
    out.push({
      kind,
      typeId,
      name: marketName('ru', market, model),
      param,
      isSpecial: kind === MarketKinds.special,
      outcomes: oddTypeIds.map((oddTypeId) => ({ typeId: oddTypeId, name: oddName('ru', market, oddTypeId, teams) })),
    });
  };
  if (model.hasDraw) {
    add(MarketKinds.result, MarketTypeIds.result, null, [OddTypeIds.win1, OddTypeIds.draw, OddTypeIds.win2]);
    add(MarketKinds.doubleChance, MarketTypeIds.doubleChance, null, [OddTypeIds.dc1X, OddTypeIds.dc12, OddTypeIds.dcX2]);
  } else {
    add(MarketKinds.winner, MarketTypeIds.winner, null, [OddTypeIds.win1, OddTypeIds.win2]);
  }
  for (const line of totalLines(model, o)) add(MarketKinds.total, MarketTypeIds.total, line, [OddTypeIds.over, OddTypeIds.under]);
  for (const h of handicapLines(model, o)) add(MarketKinds.handicap, MarketTypeIds.handicap, h, [OddTypeIds.handicap1, OddTypeIds.handicap2]);
  if (model.bothScore) add(MarketKinds.bothScore, MarketTypeIds.bothScore, null, [OddTypeIds.yes, OddTypeIds.no]);
  if (withSpecial) {
    const special = specialMarket(model);
    add(MarketKinds.special, special.typeId, null, special.oddTypeIds);
  }
  return out;
}

/** The sport's special market (kind 7): its type and outcome type ids. */
export function specialMarket(model: SportModel): { typeId: number; oddTypeIds: number[] } {
  switch (model.special) {
    case 'first-goal':
      return { typeId: MarketTypeIds.firstGoal, oddTypeIds: [1, 2, 3] };
    case 'exact-sets': {
      const n = model.engine === 'sets' ? model.setsToWin : 2;
      const oddTypeIds: number[] = [];
      for (let loser = 0; loser < n; loser++) oddTypeIds.push(exactSetsTypeId(n, loser));
      for (let loser = n - 1; loser >= 0; loser--) oddTypeIds.push(exactSetsTypeId(loser, n));
      return { typeId: MarketTypeIds.exactSets, oddTypeIds };
    }
    case 'odd-even':
      return { typeId: MarketTypeIds.oddEven, oddTypeIds: [OddTypeIds.even, OddTypeIds.odd] };
    case 'method':
      return { typeId: MarketTypeIds.method, oddTypeIds: [OddTypeIds.early, OddTypeIds.decision] };
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
        const [a, b] = exactSetsScore(typeId);
        return o.exactSets().get(`${a}:${b}`) ?? 0;
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
