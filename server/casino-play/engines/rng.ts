/**
 * Random sources for the game engines: `cryptoRng` in play, `seededRng` in tests and simulations.
 * Both return uniform integers in [0, n) for an integer n ≥ 1.
 */
import { randomInt } from 'node:crypto';
import type { Rng } from './types';

/** The largest range `randomInt` accepts (its max must be < 2^48). */
const CRYPTO_MAX = 2 ** 48 - 1;

/** A cryptographically secure source (node:crypto `randomInt`, unbiased), for real play. */
export const cryptoRng: Rng = (n) => {
  checkRange(n, CRYPTO_MAX);
  return n === 1 ? 0 : randomInt(n);
};

/**
 * A fast deterministic source seeded with a 32-bit integer (sfc32, seeded through splitmix32), for
 * tests and simulations: the same seed gives the same sequence. Draws are unbiased (rejection
 * sampling); ranges up to 2^53 are built from two 32-bit words.
 */
export function seededRng(seed: number): Rng {
  let z = seed >>> 0;
  const splitmix = (): number => {
    z = (z + 0x9e3779b9) >>> 0;
    let t = z ^ (z >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = 1;
  const next32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next32();

  return (n) => {
    checkRange(n, Number.MAX_SAFE_INTEGER);
    if (n <= 2 ** 32) {
      // Accept draws below the largest multiple of n that fits in 32 bits.
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const x = next32();
        if (x < limit) return x % n;
      }
    }
    // Wide ranges: a 53-bit word (21 high bits + 32 low bits), same rejection rule.
    const span = 2 ** 53;
    const limit = span - (span % n);
    for (;;) {
      const x = (next32() >>> 11) * 2 ** 32 + next32();
      if (x < limit) return x % n;
    }
  };
}

function checkRange(n: number, max: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new RangeError(`rng range ${n} out of 1..${max}`);
}
