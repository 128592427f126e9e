/**
 * Applies prices to market records: coefficients from the Outlook and the game margin, optional
 * drift noise on a subset of odds, and live suspensions (a market that is as good as settled, an
 * outcome that can no longer happen). Reports what changed so versions can be bumped.
 */
import { IMPOSSIBLE_P, isDecided, outcomeProbabilities, priceCoef, MAX_COEF, MIN_COEF } from './markets';
import type { Outlook } from './outlook';
import type { MarketRecord, OddRecord } from '../types';

export interface PriceOptions {
  live: boolean;
  /** Reprice only the odds it accepts (drift); default: all. */
  pick?: (odd: OddRecord) => boolean;
  /** Relative noise added to a repriced coefficient (drift), e.g. ±0.03. */
  noise?: () => number;
}

export interface PriceChange {
  market: boolean;
  odds: OddRecord[];
}

export function applyPrices(market: MarketRecord, outlook: Outlook, margin: number, opts: PriceOptions): PriceChange {
  const change: PriceChange = { market: false, odds: [] };
  const probs = outcomeProbabilities(market, market.odds.map((o) => o.typeId), outlook);
  if (opts.live && !market.isBlocked && isDecided(probs)) {
    market.isBlocked = true;
    market.blockedUntil = null;
    change.market = true;
  }
  market.odds.forEach((odd, i) => {
    if (opts.pick && !opts.pick(odd)) return;
    const p = probs[i] ?? 0;
    let coef = priceCoef(p, margin);
    if (opts.noise) coef = Math.min(MAX_COEF, Math.max(MIN_COEF, Math.round(coef * (1 + opts.noise()) * 100) / 100));
    const blocked = opts.live && p < IMPOSSIBLE_P;
    if (coef !== odd.coef || blocked !== odd.isBlocked) {
      odd.coef = coef;
      odd.isBlocked = blocked;
      change.odds.push(odd);
    }
  });
  return change;
}
