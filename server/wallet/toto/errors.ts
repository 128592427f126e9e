/** Toto placing rejections (422) beyond the coupon ones of ../placing/errors (docs/api.md "Toto coupons"). */
import { CouponErrorCodes, TotoErrorCodes } from '@kickoff/wallet-contracts';
import { HttpError } from '../../http/errors';

export const TotoErrors = {
  drawClosed: (drawId: number) => new HttpError(422, TotoErrorCodes.drawClosed, `Toto draw ${drawId} takes no more coupons`, undefined, { drawId }),
  invalidPicks: (detail: string, gameIds: readonly number[]) => new HttpError(422, CouponErrorCodes.invalidCoupon, detail, undefined, { gameIds: [...gameIds] }),
};
