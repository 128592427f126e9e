/**
 * What a view of placed coupons (print-coupon, bet history) needs, loaded on use: the formatting helpers
 * (./format) and the `bets` texts. The home page's first visit carries neither; load them with the
 * page's chunk.
 */
import { loadBetTexts } from '../i18n/bet-texts';

export type CouponFormat = typeof import('./format');

export const loadCouponFormat = (): Promise<CouponFormat> => Promise.all([import('./format'), loadBetTexts()]).then(([format]) => format);
