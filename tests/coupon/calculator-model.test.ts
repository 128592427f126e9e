/**
 * The betting calculator's rules (coupon-parcel/src/calculator/model.ts): typed text → coupon maths
 * input, the inline errors and the result, for every coupon type. Figures worked by hand.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatCoef } from '@kickoff/platform';
import { BetStatus, CouponType, type BetStatusId, type CouponTypeId } from '../../coupon-parcel/src/domain';
import {
  CALCULATOR_STATUSES,
  CALCULATOR_TYPES,
  MAX_SELECTIONS,
  SELECTION_LIMITS,
  evaluate,
  initialState,
  newSelection,
  parseSelectionOdds,
  parseStake,
  type CalculatorState,
  type Evaluation,
} from '../../coupon-parcel/src/calculator/model';

const decimal = (d: number) => formatCoef(d, 0);

interface Pick {
  odds: string;
  status?: BetStatusId;
  banker?: boolean;
  block?: number;
}

function state(typeId: CouponTypeId, picks: readonly Pick[], stakeText: string, extra: Partial<CalculatorState> = {}): CalculatorState {
  return {
    ...initialState(),
    typeId,
    selections: picks.map((p, i) => ({
      ...newSelection(p.block ?? i + 1),
      oddsText: p.odds,
      banker: p.banker ?? false,
      statusId: p.status ?? BetStatus.notCalculated,
    })),
    stakeText,
    ...extra,
  };
}

const run = (s: CalculatorState, view: 0 | 2 = 0): Evaluation => evaluate(s, view, (d) => formatCoef(d, view), 'TYPE');
const W = BetStatus.win;
const L = BetStatus.lose;
const R = BetStatus.return;

test('every coupon type 0–9 and every bet status of the spec, in its order', () => {
  assert.deepEqual(CALCULATOR_TYPES, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.deepEqual(CALCULATOR_STATUSES, [-2, -1, 0, 1, 2, 3, 4, 5, 6]);
  assert.equal(MAX_SELECTIONS, 16);
  assert.deepEqual(SELECTION_LIMITS[CouponType.patent], { min: 3, max: 3 });
  assert.deepEqual(SELECTION_LIMITS[CouponType.single], { min: 1, max: 1 });
});

test('the stake: required, above 0, at most 2 decimals (comma or point), at most a billion', () => {
  assert.equal(parseStake('').error?.key, 'calculator:stake_required');
  assert.equal(parseStake('  ').error?.key, 'calculator:stake_required');
  assert.equal(parseStake('0').error?.key, 'calculator:stake_invalid');
  assert.equal(parseStake('-5').error?.key, 'calculator:stake_invalid');
  assert.equal(parseStake('1.234').error?.key, 'calculator:stake_invalid');
  assert.equal(parseStake('1e3').error?.key, 'calculator:stake_invalid');
  assert.equal(parseStake('1000000000.01').error?.key, 'calculator:stake_too_big');
  assert.equal(parseStake('12,5').value, 12.5);
  assert.equal(parseStake(' 10 ').value, 10);
  assert.equal(parseStake('1000000000').value, 1_000_000_000);
});

test('odds: required, at least 1.01, read in the coefficient view', () => {
  assert.equal(parseSelectionOdds('', 0, decimal).error?.key, 'calculator:odds_required');
  assert.deepEqual(parseSelectionOdds('1.005', 0, decimal).error, { key: 'calculator:odds_too_low', values: { min: '1.01' } });
  assert.equal(parseSelectionOdds('1', 0, decimal).error?.key, 'calculator:odds_too_low', 'a plain number below the minimum is too low, not garbage');
  assert.equal(parseSelectionOdds('0,5', 0, decimal).error?.key, 'calculator:odds_too_low');
  assert.deepEqual(parseSelectionOdds('abc', 0, decimal).error, { key: 'calculator:odds_invalid', values: { example: '1.85' } });
  assert.equal(parseSelectionOdds('1.01', 0, decimal).value, 1.01);
  assert.equal(parseSelectionOdds('2,6', 0, decimal).value, 2.6);
  assert.equal(parseSelectionOdds('5/2', 0, decimal).value, 3.5, 'a fraction is a fraction in any view');
  const american = (d: number) => formatCoef(d, 2);
  assert.equal(parseSelectionOdds('+160', 2, american).value, 2.6);
  assert.equal(parseSelectionOdds('-200', 2, american).value, 1.5);
  assert.deepEqual(parseSelectionOdds('50', 2, american).error, { key: 'calculator:odds_invalid', values: { example: '-118' } });
});

test('a single: one selection, pays odds × stake; a second selection is an error', () => {
  const one = run(state(CouponType.single, [{ odds: '1.85', status: W }], '100'));
  assert.equal(one.countError, null);
  assert.deepEqual(one.result, { coef: 1.85, lines: 1, stakePerLine: 100, possibleWin: 185, payout: 185, profit: 85 });
  const two = run(state(CouponType.single, [{ odds: '1.85' }, { odds: '2' }], '100'));
  assert.deepEqual(two.countError, { key: 'calculator:count_exact', values: { type: 'TYPE', count: 1 } });
  assert.equal(two.result, null);
});

test('an express of 2.6 × 3.5 × 1.2 for 10 may win 109.2; settled with one lost it pays 0', () => {
  const open = run(state(CouponType.express, [{ odds: '2.6' }, { odds: '3.5' }, { odds: '1.2' }], '10'));
  assert.deepEqual(open.result, { coef: 10.92, lines: 1, stakePerLine: 10, possibleWin: 109.2, payout: null, profit: null });
  const lost = run(state(CouponType.express, [{ odds: '2.6', status: W }, { odds: '3.5', status: L }, { odds: '1.2', status: W }], '10'));
  assert.equal(lost.result?.payout, 0);
  assert.equal(lost.result?.profit, -10);
  const tooFew = run(state(CouponType.express, [{ odds: '2.6' }], '10'));
  assert.deepEqual(tooFew.countError, { key: 'calculator:count_min', values: { type: 'TYPE', min: 2 } });
});

test('a system: options k = 2 … r − 1, bankers in every line, a value out of range falls back to the first option', () => {
  const picks = [{ odds: '2', status: W }, { odds: '3', status: W }, { odds: '4', status: L }];
  const s23 = run(state(CouponType.system, picks, '30', { systemValue: 2 }));
  assert.deepEqual(s23.systemOptions.map((o) => [o.value, o.offset, o.combinations]), [[2, 0, 3]]);
  assert.deepEqual(s23.result, { coef: 8.667, lines: 3, stakePerLine: 10, possibleWin: 260, payout: 60, profit: 30 });
  // systemValue 3 is r of r (an express), not an option: the first option (2) is used.
  assert.equal(run(state(CouponType.system, picks, '30', { systemValue: 3 })).systemValue, 2);

  const withBanker = run(state(CouponType.system, [...picks, { odds: '1.5', banker: true, status: W }], '30'));
  assert.deepEqual(withBanker.systemOptions.map((o) => [o.value, o.offset, o.combinations]), [[2, 1, 3]]);
  assert.equal(withBanker.result?.possibleWin, 390, '260 × 1.5');
  assert.equal(withBanker.result?.payout, 90, '60 × 1.5');

  const s24 = run(state(CouponType.system, [{ odds: '2' }, { odds: '2' }, { odds: '2' }, { odds: '2' }], '60', { systemValue: 3 }));
  assert.deepEqual(s24.systemOptions.map((o) => o.value), [2, 3]);
  assert.equal(s24.result?.lines, 4, 'C(4, 3)');
  assert.equal(s24.result?.possibleWin, 480, '4 lines of 15 at 2 × 2 × 2 = 8: 4 × 120');

  const tooFewFree = run(state(CouponType.system, [{ odds: '2' }, { odds: '3', banker: true }, { odds: '4' }], '30'));
  assert.deepEqual(tooFewFree.countError, { key: 'calculator:system_too_few' });
  assert.deepEqual(tooFewFree.systemOptions, []);
  assert.equal(tooFewFree.result, null);
});

test('a chain of 2, 3, 4 for 10: possible win 10 × (1 + 1 + 2 + 3); a loss stops it, the later bets need no result', () => {
  const open = run(state(CouponType.chain, [{ odds: '2' }, { odds: '3' }, { odds: '4' }], '10'));
  assert.equal(open.result?.lines, 3);
  assert.equal(open.result?.possibleWin, 70);
  assert.equal(open.result?.payout, null);
  const stopped = run(state(CouponType.chain, [{ odds: '2', status: L }, { odds: '3' }, { odds: '4' }], '10'));
  assert.notEqual(stopped.result?.payout, null, 'a chain that lost its first bet is settled');
});

test('a multi-bet: blocks per line 1 … blocks; the lobby plays in every line; a lobby alone is an error', () => {
  // Lobby 1.5; blocks 1: 2, 2: 3. One block per line: 2 lines of 10 → 1.5 × (2 + 3) × 10 = 75.
  const picks = [{ odds: '1.5', block: 0, status: W }, { odds: '2', block: 1, status: W }, { odds: '3', block: 2, status: L }];
  const one = run(state(CouponType.multiBet, picks, '20', { blocksPerLine: 1 }));
  assert.equal(one.blockCount, 2);
  assert.deepEqual(one.result, { coef: 3.75, lines: 2, stakePerLine: 10, possibleWin: 75, payout: 30, profit: 10 });
  const both = run(state(CouponType.multiBet, picks, '20', { blocksPerLine: 2 }));
  assert.equal(both.result?.lines, 1);
  assert.equal(both.result?.possibleWin, 180, '20 × 1.5 × 2 × 3');
  assert.equal(run(state(CouponType.multiBet, picks, '20', { blocksPerLine: 5 })).blocksPerLine, 1, 'more blocks per line than blocks falls back to 1');
  const lobbyOnly = run(state(CouponType.multiBet, [{ odds: '1.5', block: 0 }, { odds: '2', block: 0 }], '20'));
  assert.deepEqual(lobbyOnly.countError, { key: 'calculator:multibet_no_block' });
});

test('a conditional bet, an anti-express, a patent and many singles', () => {
  const conditional = run(state(CouponType.conditional, [{ odds: '2', status: W }, { odds: '3', status: W }], '10'));
  assert.equal(conditional.result?.possibleWin, 40, '10 × (1 + 1 + 2)');
  assert.equal(conditional.result?.payout, 40);

  // An anti-express is priced by the book's quote, typed like odds; it wins when a selection loses.
  const noQuote = run(state(CouponType.antiExpress, [{ odds: '2', status: W }, { odds: '2', status: L }], '30'));
  assert.equal(noQuote.result, null, 'no quote, no price: the calculator never derives one');
  assert.deepEqual(noQuote.antiExpressError, { key: 'calculator:odds_required' });
  const anti = run({ ...state(CouponType.antiExpress, [{ odds: '2', status: W }, { odds: '2', status: L }], '30'), antiExpressText: '1.266' });
  assert.equal(anti.result?.coef, 1.266);
  assert.equal(anti.result?.possibleWin, 37.98);
  assert.equal(anti.result?.payout, 37.98);
  assert.equal(run({ ...state(CouponType.antiExpress, [{ odds: '2', status: W }, { odds: '2', status: W }], '30'), antiExpressText: '1.266' }).result?.payout, 0);

  // Patent of 2, 3, 4 for 7: 1 per line, e1 + e2 + e3 = 9 + 26 + 24 = 59.
  const patent = run(state(CouponType.patent, [{ odds: '2' }, { odds: '3' }, { odds: '4' }], '7'));
  assert.deepEqual(patent.result, { coef: 8.429, lines: 7, stakePerLine: 1, possibleWin: 59, payout: null, profit: null });
  assert.deepEqual(run(state(CouponType.patent, [{ odds: '2' }, { odds: '3' }], '7')).countError, { key: 'calculator:count_exact', values: { type: 'TYPE', count: 3 } });

  const singles = run(state(CouponType.manySingles, [{ odds: '2', status: W }, { odds: '3', status: R }], '20'));
  assert.deepEqual(singles.result, { coef: 2.5, lines: 2, stakePerLine: 10, possibleWin: 50, payout: 30, profit: 10 });
});

test('a Lucky 15 (4 selections) with a returned and a lost selection; a lucky takes at most 8', () => {
  const picks = [{ odds: '2', status: W }, { odds: '3', status: W }, { odds: '4', status: R }, { odds: '1.5', status: L }];
  const lucky = run(state(CouponType.lucky, picks, '15'));
  assert.deepEqual(lucky.result, { coef: 9.933, lines: 15, stakePerLine: 1, possibleWin: 149, payout: 23, profit: 8 });
  const nine = Array.from({ length: 9 }, () => ({ odds: '2' }));
  assert.deepEqual(run(state(CouponType.lucky, nine, '15')).countError, { key: 'calculator:count_max', values: { type: 'TYPE', max: 8 } });
});

test('half results count as the bookmaker rules say', () => {
  // Express 2 × 3 for 10: half won, half returned on 2 → (2 + 1) / 2 = 1.5 → 10 × 1.5 × 3 = 45.
  const halfWin = run(state(CouponType.express, [{ odds: '2', status: BetStatus.halfWinHalfReturn }, { odds: '3', status: W }], '10'));
  assert.equal(halfWin.result?.payout, 45);
  // Half lost, half returned → 0.5: 10 × 0.5 × 3 = 15.
  const halfLose = run(state(CouponType.express, [{ odds: '2', status: BetStatus.halfLoseHalfReturn }, { odds: '3', status: W }], '10'));
  assert.equal(halfLose.result?.payout, 15);
  // Game not started is no result yet.
  assert.equal(run(state(CouponType.express, [{ odds: '2', status: BetStatus.notStarted }, { odds: '3', status: W }], '10')).result?.payout, null);
});

test('nothing is priced while an odds field or the stake is wrong', () => {
  const bad = run(state(CouponType.express, [{ odds: '2' }, { odds: '1.001' }], '10'));
  assert.equal(bad.result, null);
  assert.deepEqual(bad.oddsErrors.map((e) => e?.key ?? null), [null, 'calculator:odds_too_low']);
  assert.deepEqual(bad.odds, [2, null]);
  const noStake = run(state(CouponType.express, [{ odds: '2' }, { odds: '3' }], ''));
  assert.equal(noStake.result, null);
  assert.equal(noStake.stakeError?.key, 'calculator:stake_required');
});
