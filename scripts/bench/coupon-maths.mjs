// Coupon maths benchmark (DESIGN.md §6): possible win of a system for 30 selections below 1 ms,
// by the elementary symmetric polynomial (O(n·k)), never by enumerating combinations.
//
// Two cases, each against a 1 ms budget per call:
//  - possibleWin of a system 15/30 (C(30, 15) = 155 117 520 lines: enumeration would take minutes);
//  - possibleWin of a lucky with 8 selections (255 lines, every degree e_1 … e_8).
//
// Method: the TypeScript domain (coupon-parcel/src/domain) is imported through tsx's namespaced
// register, so nothing else in the process is hooked and '@kickoff/platform' resolves through
// tsconfig.json's paths as in the unit tests. Each case has 64 prepared coupons with different
// seeded odds (the engine cannot fold one input). After a warm-up of 2 000 calls (JIT), a sample
// times a batch of 50 calls with performance.now() and divides by 50, since one call is a few
// microseconds, near the timer's resolution; 400 samples give the median and p95 per call.
// The results are summed into a sink so no call can be optimised away.
//
//   node scripts/bench/coupon-maths.mjs     prints the rows on its own
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUDGET_MS = 1;
const COUPONS = 64;
const WARMUP_CALLS = 2000;
const BATCH = 50;
const SAMPLES = 400;

/** Deterministic odds (a linear congruential generator): 3-decimal coefficients from 1.2 to 3.2. */
function seededOdds(count, seed) {
  let state = seed >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return { coef: Math.round(1200 + (state / 2 ** 32) * 2000) / 1000 };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function timeCalls(fn, coupons) {
  let sink = 0;
  for (let i = 0; i < WARMUP_CALLS; i++) sink += fn(coupons[i % coupons.length]);
  const samples = [];
  let next = 0;
  for (let s = 0; s < SAMPLES; s++) {
    const start = performance.now();
    for (let i = 0; i < BATCH; i++) sink += fn(coupons[next++ % coupons.length]);
    samples.push((performance.now() - start) / BATCH);
  }
  if (!Number.isFinite(sink)) throw new Error('the coupon maths returned a non-finite possible win');
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Runs the benchmark; returns ms per possibleWin call: { system15of30: { median, p95 }, lucky8: { median, p95 }, lines }. */
export async function runCouponMathsBench() {
  const scoped = register({ namespace: 'kickoff-coupon-maths-bench', tsconfig: path.join(root, 'tsconfig.json') });
  try {
    const domain = await scoped.import(pathToFileURL(path.join(root, 'coupon-parcel/src/domain/index.ts')).href, import.meta.url);
    const { CouponType, lineCount, possibleWin } = domain;
    const systems = Array.from({ length: COUPONS }, (_, i) => ({ typeId: CouponType.system, amount: 1000, systemValue: 15, bets: seededOdds(30, i + 1) }));
    const luckies = Array.from({ length: COUPONS }, (_, i) => ({ typeId: CouponType.lucky, amount: 255, bets: seededOdds(8, 1000 + i) }));
    return {
      system15of30: timeCalls(possibleWin, systems),
      lucky8: timeCalls(possibleWin, luckies),
      lines: { system15of30: lineCount(systems[0]), lucky8: lineCount(luckies[0]) },
    };
  } finally {
    await scoped.unregister();
  }
}

/** Rows for scripts/bench.mjs: [name, value, budget, unit]. */
export function couponMathsRows(r) {
  return [
    ['possibleWin system 15/30, median', r.system15of30.median, BUDGET_MS, 'ms'],
    ['possibleWin lucky 8 (255 lines), median', r.lucky8.median, BUDGET_MS, 'ms'],
  ];
}

/** The informational line: p95 and the line counts that were not enumerated. */
export const couponMathsNote = (r) =>
  `coupon maths p95: system 15/30 ${r.system15of30.p95.toFixed(4)} ms (${r.lines.system15of30} lines), lucky 8 ${r.lucky8.p95.toFixed(4)} ms (${r.lines.lucky8} lines)`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await runCouponMathsBench();
  console.log(couponMathsNote(r));
  for (const [name, value, budget, unit] of couponMathsRows(r)) {
    const ratio = value / budget;
    console.log(`${name.padEnd(42)} ${value.toFixed(4).padStart(9)} ${unit.padEnd(2)} ${String(budget).padStart(6)} ${unit.padEnd(2)} ${ratio.toFixed(3)} ${ratio <= 1 ? 'ok' : 'OVER'}`);
  }
}
