/** A new coupon code: COUPON_CODE_LENGTH characters of COUPON_CODE_ALPHABET, each from `crypto.randomInt`. */
import { randomInt } from 'node:crypto';
import { COUPON_CODE_ALPHABET, COUPON_CODE_LENGTH } from '@kickoff/wallet-contracts';

export function newCouponCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < COUPON_CODE_LENGTH; i++) code += COUPON_CODE_ALPHABET[random(COUPON_CODE_ALPHABET.length)];
  return code;
}
