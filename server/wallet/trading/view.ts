/** The trading desk's rows as the wire shows them (@kickoff/backoffice-contracts/trading). */
import type { EventWire, LiabilityEventWire, VipCouponWire } from '@kickoff/backoffice-contracts/trading';
import type { CouponBetRow, CouponRow } from '../store/coupons';
import type { EventNames, OutcomeNames, PlayerName } from '../store/trading';
import { earliestStart, liabilityIfApproved, overMaxMinor, type EventLiability } from './liability';

const isoOfSeconds = (seconds: number | null): string | null => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const named = (ru: string, en: string): string => (en !== '' ? en : ru);

export function eventView(names: EventNames): EventWire {
  return { gameId: names.gameId, team1: names.team1, team2: names.team2, sport: names.sport, champ: names.champ, startAt: isoOfSeconds(names.startAt) };
}

export interface VipCouponFacts {
  coupon: CouponRow;
  bets: readonly CouponBetRow[];
  player: PlayerName | undefined;
  /** The coupon type's maximum stake in its currency now, minor units. */
  maxStakeMinor: number;
  /** The accepted liability on each of its outcomes (minor units). */
  liability: ReadonlyMap<number, number>;
}

export function vipCouponView({ coupon, bets, player, maxStakeMinor, liability }: VipCouponFacts): VipCouponWire {
  const money = { stakeMinor: coupon.amount_minor, possibleWinMinor: coupon.possible_win_minor };
  const outcomes = liabilityIfApproved(money, bets.map((bet) => bet.odd_id), liability);
  return {
    id: coupon.id,
    createdAt: new Date(coupon.created_at).toISOString(),
    player: player ?? { id: coupon.user_id, name: '', email: null },
    currency: coupon.currency,
    typeId: coupon.type_id,
    systemValue: coupon.system_value,
    coef: coupon.coef,
    ...money,
    maxStakeMinor,
    overMaxMinor: overMaxMinor(coupon.amount_minor, maxStakeMinor),
    decideBy: isoOfSeconds(earliestStart(bets.map((bet) => bet.start_at))),
    bets: bets.map((bet) => ({
      position: bet.position,
      event: {
        gameId: bet.game_id,
        team1: bet.team1,
        team2: bet.team2,
        sport: named(bet.sport_name, bet.sport_name_en),
        champ: named(bet.champ_name, bet.champ_name_en),
        startAt: isoOfSeconds(bet.start_at),
      },
      oddId: bet.odd_id,
      market: named(bet.market_name, bet.market_name_en),
      outcome: named(bet.outcome_name, bet.outcome_name_en),
      param: bet.param,
      coef: bet.coef,
      settled: bet.status_id !== -2,
      liabilityMinor: outcomes.get(bet.odd_id)?.now ?? 0,
      liabilityIfApprovedMinor: outcomes.get(bet.odd_id)?.ifApproved ?? 0,
    })),
  };
}

export function liabilityEventView(
  entry: EventLiability<EventNames>,
  outcomeNames: ReadonlyMap<number, OutcomeNames>,
): LiabilityEventWire {
  return {
    event: eventView(entry.event),
    outcomes: entry.outcomes.map((o) => {
      const names = outcomeNames.get(o.oddId);
      return {
        oddId: o.oddId,
        market: names?.market ?? '',
        outcome: names?.outcome ?? '',
        param: names?.param ?? null,
        currency: o.currency,
        coupons: o.coupons,
        stakesMinor: o.stakesMinor,
        payoutsMinor: o.payoutsMinor,
        liabilityMinor: o.liabilityMinor,
      };
    }),
  };
}
