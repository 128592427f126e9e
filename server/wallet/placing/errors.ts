/** The typed rejections of placing a coupon (422 unless said otherwise; docs/api.md "Wallet" lists their meta). */
import { CouponErrorCodes } from '@kickoff/wallet-contracts';
import { HttpError, type MetaValue } from '../../http/errors';

export interface OddChange {
  oddId: number;
  seen: number;
  current: number;
}

const reject = (code: string, detail: string, meta?: Record<string, MetaValue>, status = 422): HttpError =>
  new HttpError(status, code, detail, undefined, meta);

export const PlacementErrors = {
  oddsChanged: (changes: readonly OddChange[], exactCoef?: { seen: number; current: number }) =>
    reject(CouponErrorCodes.oddsChanged, 'The coefficients changed', {
      changes: changes.map((c) => ({ oddId: c.oddId, seen: c.seen, current: c.current })),
      ...(exactCoef ? { exactCoef: { seen: exactCoef.seen, current: exactCoef.current } } : {}),
    }),
  stakeTooHigh: (max: number, currency: string) => reject(CouponErrorCodes.stakeTooHigh, `The stake is above the maximum ${max} ${currency}`, { max, currency }),
  blockStakeTooHigh: (blockId: number, max: number, currency: string) =>
    reject(CouponErrorCodes.stakeTooHigh, `The stake on block ${blockId} is above its maximum ${max} ${currency}`, { max, currency, blockId }),
  stakeTooLow: (min: number, currency: string) => reject(CouponErrorCodes.stakeTooLow, `The stake is below the minimum ${min} ${currency}`, { min, currency }),
  insufficientBalance: (balance: number, currency: string) =>
    reject(CouponErrorCodes.insufficientBalance, 'The account does not hold the stake', { balance, currency }),
  marketClosed: (oddIds: readonly number[]) => reject(CouponErrorCodes.marketClosed, `Betting is closed on ${oddIds.length} of the bets`, { oddIds: [...oddIds] }),
  invalidCoupon: (detail: string, oddIds?: readonly number[]) =>
    reject(CouponErrorCodes.invalidCoupon, detail, oddIds ? { oddIds: [...oddIds] } : undefined),
  invalidAccount: (accountId: number) => reject(CouponErrorCodes.invalidAccount, `Account ${accountId} is not one of your accounts`, { accountId }),
  vipBetUnavailable: (detail: string) => reject(CouponErrorCodes.vipBetUnavailable, detail),
  dependentBets: (oddIds: readonly number[]) =>
    reject(CouponErrorCodes.dependentBets, 'Bets of one game cannot be combined in one coupon line: their outcomes depend on each other', { oddIds: [...oddIds] }),
  liabilityExceeded: (max: number, currency: string) =>
    reject(CouponErrorCodes.liabilityExceeded, `The book takes at most ${max} ${currency} on these outcomes now`, { max, currency }),
  antiExpressUnavailable: () => reject(CouponErrorCodes.antiExpressUnavailable, 'The anti-express has no price for these bets'),
};
