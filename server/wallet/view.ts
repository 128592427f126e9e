/**
 * A stored coupon as the wire shows it (PlacedCouponSchema): money in major units; what each bet is on
 * with the names in the reply language (the Russian ones where no English one was recorded).
 */
import type { PlacedBet, PlacedCoupon } from '@kickoff/wallet-contracts';
import type { FeedLang } from '../feed/names';
import { toMajor } from '../money';
import type { CouponBetRow, CouponRow } from './store/coupons';

function betView(bet: CouponBetRow, lang: FeedLang): PlacedBet {
  const name = (ru: string, en: string): string => (lang === 'en' && en !== '' ? en : ru);
  return {
    oddId: bet.odd_id,
    gameId: bet.game_id,
    marketId: bet.market_id,
    coef: bet.coef,
    statusId: bet.status_id,
    isBanker: bet.is_banker !== 0,
    blockId: bet.block_id,
    permanentId: bet.permanent_id,
    team1: bet.team1,
    team2: bet.team2,
    sportName: name(bet.sport_name, bet.sport_name_en),
    champName: name(bet.champ_name, bet.champ_name_en),
    marketName: name(bet.market_name, bet.market_name_en),
    outcomeName: name(bet.outcome_name, bet.outcome_name_en),
    param: bet.param,
    startAt: bet.start_at,
    isLive: bet.is_live !== 0,
  };
}

export function couponView(row: CouponRow, bets: readonly CouponBetRow[], lang: FeedLang = 'ru'): PlacedCoupon {
  const major = (minor: number): number => toMajor(minor, row.minor_units);
  return {
    id: row.id,
    accountId: row.account_id,
    typeId: row.type_id,
    systemValue: row.system_value,
    amount: major(row.amount_minor),
    coef: row.coef,
    possibleWin: major(row.possible_win_minor),
    status: row.status,
    payout: row.payout_minor === null ? null : major(row.payout_minor),
    currency: row.currency,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    promoCode: row.promo_code,
    vipState: row.vip_state,
    bets: bets.map((bet) => betView(bet, lang)),
  };
}
