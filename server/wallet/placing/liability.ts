/**
 * The liability cap (issue 23): the most the book may lose on one outcome in a currency, summed over
 * every open coupon (server/wallet/limits.ts `liabilityCap`). A coupon's loss to the book if it wins is
 * its net possible win (possible win − stake), counted on every outcome it has a bet on: a combination
 * loses the whole of it when that outcome comes in together with the rest, and counting it in full on
 * each leg never understates what one result can cost.
 *
 * A coupon that would take an outcome past the cap is refused with the largest stake the book still
 * takes (`liability_exceeded`, meta `{ max, currency }`), as real books reduce a stake: the net win
 * grows with the stake, so that stake is (cap − exposure) / (net win per unit of stake), rounded down to
 * the minor unit. 0 when the outcome is full (or that stake is below the type's minimum).
 */
import { floorMoney } from '@kickoff/coupon-maths';
import { toMajor, toMinor } from '../../money';
import { PlacementErrors } from './errors';

export interface LiabilityCheck {
  /** The odds of the coupon. */
  oddIds: readonly number[];
  currency: string;
  minorUnits: number;
  amountMinor: number;
  possibleWinMinor: number;
  /** The cap of the currency, major units. */
  capMajor: number;
  /** The coupon type's minimum stake (major units): a largest stake below it is none (0). */
  minStakeMajor: number;
  /** The current exposure of each outcome (minor units; absent: none). */
  exposure: ReadonlyMap<number, number>;
}

/** Throws liability_exceeded when the coupon would take one of its outcomes past the cap. */
export function checkLiability(check: LiabilityCheck): void {
  const netMinor = check.possibleWinMinor - check.amountMinor;
  if (netMinor <= 0) return;
  const capMinor = toMinor(check.capMajor, check.minorUnits);
  const worst = Math.max(0, ...check.oddIds.map((id) => check.exposure.get(id) ?? 0));
  if (worst + netMinor <= capMinor) return;
  const roomMinor = Math.max(0, capMinor - worst);
  const netPerStake = netMinor / check.amountMinor;
  const max = floorMoney(toMajor(Math.floor(roomMinor / netPerStake), check.minorUnits));
  throw PlacementErrors.liabilityExceeded(max >= check.minStakeMajor ? max : 0, check.currency);
}
