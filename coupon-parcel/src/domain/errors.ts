/** The coupon maths' errors: typed, so the coupon can tell a bad coupon from a result that is not in yet. */

/** The coupon cannot be priced as given (wrong selection count, system value out of range, bad number). */
export class InvalidCouponError extends Error {
  override readonly name = 'InvalidCouponError';
}

/** Settlement met a selection whose result is not in yet (status -2 not calculated or -1 not started). */
export class UnsettledBetError extends Error {
  override readonly name = 'UnsettledBetError';
  constructor(
    /** The selection's position in the coupon (null when a lone selection was asked about). */
    readonly betIndex: number | null,
    readonly statusId: number,
  ) {
    super(`${betIndex === null ? 'the bet' : `bet ${betIndex}`} is not settled (status ${statusId}): a coupon is settled only once every bet it plays has a result`);
  }
}
