/**
 * What a view of placed coupons (print-coupon, bet history) needs: the formatting helpers (./format)
 * and the `bets` texts they name, loaded together (this whole module already loads on use).
 */
import { loadBetTexts } from './bet-texts';
import * as format from './format';

export type CouponFormat = typeof format;

export const loadCouponFormat = (): Promise<CouponFormat> => loadBetTexts().then(() => format);
