/**
 * What the slip shows and whether it can be placed (coupon-parcel/src/state/slip-view.ts,
 * `buildSlipView`; shell spec §3-§5): locked rows, pending coefficient changes under each policy,
 * the problems in the order the place area reads them, the limits, canPlace, and the possible win
 * from the coupon maths. Figures worked by hand.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { BetSchema, buildBet, type Account, type Bet } from '@kickoff/platform';
import { buildSlipView, type SlipInput, type SlipProblem } from '../../coupon-parcel/src/state/slip-view';
import type { LiveBet } from '../../coupon-parcel/src/state/live';
import { CouponType } from '../../coupon-parcel/src/domain/types';
import { possibleWin } from '../../coupon-parcel/src/domain/possible-win';
import type { StakeLimits } from '../../coupon-parcel/src/domain/slip-rules';
import ru from '../../coupon-parcel/src/slip/i18n/ru';
import en from '../../coupon-parcel/src/slip/i18n/en';
import { makeGame } from '../platform/feed/fixtures';

const T = CouponType;

/** The bet of odd `oddId` (game id × 10 + 1…3) of game `gameId`, at `coef`. */
function bet(gameId: number, oddId: number, coef: number, over: Partial<Bet> = {}): Bet {
  const game = makeGame(gameId);
  const market = game.markets[0];
  const odd = market?.odds.find((o) => o.id === oddId);
  if (!market || !odd) throw new Error(`no odd ${oddId} in game ${gameId}`);
  const b = v.parse(BetSchema, buildBet(game, market, { ...odd, coef }, 'home'));
  return { ...b, ...over };
}

const account = (over: Partial<Account> = {}): Account => ({ id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 1000, currencyId: 1, isActive: true, ...over });

const LIMITS: StakeLimits = { minStake: 10, maxStake: 50_000, maxPayout: 1_000_000, minAmountTypes: [T.single, T.express, T.system], maxAmountTypes: [T.single, T.express] };

/** The feed agrees with the stored bet: known, same coefficient, open. */
const quiet = (b: Bet): LiveBet => ({ known: true, coef: b.market.coef, isBlocked: false, isFinished: false, trend: null, changedAt: null, score: null, isLive: b.market.isLive });

/** Live values per odd id, the rest quiet. */
const liveBy =
  (over: Record<number, Partial<LiveBet>>) =>
  (b: Bet): LiveBet => ({ ...quiet(b), ...over[b.market.id] });

function input(over: Partial<SlipInput> = {}): SlipInput {
  return {
    bets: [bet(5, 51, 1.5), bet(6, 62, 2.5)],
    typeId: T.express,
    systemValue: null,
    bankers: new Set(),
    live: quiet,
    amount: 100,
    limits: LIMITS,
    account: account(),
    isAuthorized: true,
    policy: 2,
    isBonusBetEnabled: false,
    ...over,
  };
}

const kinds = (problems: readonly SlipProblem[]) => problems.map((p) => p.kind);

test('an express of 1.5 × 2.5 at 100: coefficient 3.75, one line, possible win 375, placeable', () => {
  const view = buildSlipView(input());
  assert.equal(view.coef, 3.75);
  assert.equal(view.lines, 1);
  assert.equal(view.possibleWin, 375);
  assert.equal(view.min, 10);
  assert.equal(view.max, 1000, 'the balance (1000) is below the type cap (50 000) and the payout cap (266 666.66)');
  assert.equal(view.showMax, true);
  assert.deepEqual(view.problems, []);
  assert.equal(view.canPlace, true);
  assert.deepEqual(view.types, [T.express, T.chain, T.multiBet, T.conditional, T.antiExpress, T.lucky, T.manySingles]);
  assert.deepEqual(view.systemOptions, [], 'no system options outside a system');
  assert.deepEqual(
    view.rows.map((r) => [r.bet.market.id, r.isDepend, r.lock, r.pendingCoef, r.isBanker]),
    [
      [51, false, null, null, false],
      [62, false, null, null, false],
    ],
  );
});

test('an empty coupon: nothing priced, cannot be placed', () => {
  const view = buildSlipView(input({ bets: [], typeId: T.single }));
  assert.equal(view.coef, null);
  assert.equal(view.lines, null);
  assert.equal(view.possibleWin, null);
  assert.deepEqual(view.types, []);
  assert.equal(view.canPlace, false);
});

// Locked rows ------------------------------------------------------------------------------------

test('a suspended odd (feed or stored) locks its row as blocked', () => {
  const fromFeed = buildSlipView(input({ live: liveBy({ 62: { isBlocked: true } }) }));
  assert.deepEqual(fromFeed.rows.map((r) => r.lock), [null, 'blocked']);
  assert.deepEqual(kinds(fromFeed.problems), ['locked']);
  assert.equal(fromFeed.canPlace, false);
  const stored = buildSlipView(input({ bets: [bet(5, 51, 1.5, { isBlocked: true }), bet(6, 62, 2.5)] }));
  assert.deepEqual(stored.rows.map((r) => r.lock), ['blocked', null]);
  assert.equal(stored.canPlace, false);
});

test('a finished game locks its row as finished, even in a single', () => {
  const view = buildSlipView(input({ bets: [bet(5, 51, 1.5)], typeId: T.single, live: liveBy({ 51: { isFinished: true, isBlocked: true } }) }));
  assert.deepEqual(view.rows.map((r) => r.lock), ['finished']);
  assert.deepEqual(kinds(view.problems), ['locked']);
});

test('two outcomes of one game are dependent: locked in an express, free as many singles', () => {
  const bets = [bet(5, 51, 1.5), bet(5, 52, 2.5), bet(6, 63, 3.5)];
  const express = buildSlipView(input({ bets }));
  assert.deepEqual(express.rows.map((r) => [r.isDepend, r.lock]), [
    [true, 'dependent'],
    [true, 'dependent'],
    [false, null],
  ]);
  assert.deepEqual(kinds(express.problems), ['locked']);
  const singles = buildSlipView(input({ bets, typeId: T.manySingles }));
  assert.deepEqual(singles.rows.map((r) => [r.isDepend, r.lock]), [
    [true, null],
    [true, null],
    [false, null],
  ]);
  assert.equal(singles.canPlace, true);
});

test('a bet banned from expresses is locked in combined types only', () => {
  const bets = [bet(5, 51, 1.5, { isBannedExpress: true }), bet(6, 62, 2.5)];
  assert.deepEqual(buildSlipView(input({ bets })).rows.map((r) => r.lock), ['bannedExpress', null]);
  assert.deepEqual(buildSlipView(input({ bets, typeId: T.chain })).rows.map((r) => r.lock), ['bannedExpress', null]);
  const singles = buildSlipView(input({ bets, typeId: T.manySingles }));
  assert.deepEqual(singles.rows.map((r) => r.lock), [null, null]);
  assert.equal(singles.canPlace, true);
});

// Pending coefficient changes -------------------------------------------------------------------

test('a moved coefficient waits for confirmation by policy: 0 any move, 1 never, 2 only a drop', () => {
  const drop = liveBy({ 62: { coef: 2.2 } }); // accepted 2.5
  const rise = liveBy({ 62: { coef: 2.8 } });
  const pending = (policy: 0 | 1 | 2, live: SlipInput['live']) => buildSlipView(input({ policy, live })).rows.map((r) => r.pendingCoef);
  assert.deepEqual(pending(0, drop), [null, 2.2]);
  assert.deepEqual(pending(0, rise), [null, 2.8]);
  assert.deepEqual(pending(1, drop), [null, null]);
  assert.deepEqual(pending(1, rise), [null, null]);
  assert.deepEqual(pending(2, drop), [null, 2.2]);
  assert.deepEqual(pending(2, rise), [null, null]);

  const view = buildSlipView(input({ policy: 2, live: drop }));
  assert.deepEqual(kinds(view.problems), ['pendingChanges']);
  assert.equal(view.canPlace, false);
  assert.equal(view.coef, 3.75, 'priced at the accepted coefficients until the change is accepted');
});

test('a coefficient the feed does not know yet is not a change', () => {
  const view = buildSlipView(input({ policy: 0, live: liveBy({ 62: { known: false, coef: 9 } }) }));
  assert.deepEqual(view.rows.map((r) => r.pendingCoef), [null, null]);
  assert.equal(view.canPlace, true);
});

// Problems ---------------------------------------------------------------------------------------

test('problems come in the order the place area reads them: sign-in, locked, changes, shape, amount', () => {
  const view = buildSlipView(
    input({
      isAuthorized: false,
      account: null,
      policy: 0,
      bets: [bet(5, 51, 1.5), bet(5, 52, 2.5), bet(6, 63, 3.5)],
      live: liveBy({ 63: { coef: 3.6 } }),
      amount: null,
    }),
  );
  assert.deepEqual(kinds(view.problems), ['signIn', 'locked', 'pendingChanges', 'noAmount'], 'signed out: no "no account" besides');
  assert.equal(view.canPlace, false);
  const signedIn = buildSlipView(input({ account: null, amount: 0 }));
  assert.deepEqual(kinds(signedIn.problems), ['noAccount', 'noAmount']);
});

test('a type the selections cannot make is a shape problem naming the type, with nothing priced', () => {
  // a multi-bet needs a block besides the lobby (block 0); every bet here is in the lobby
  const view = buildSlipView(input({ bets: [bet(5, 51, 1.5), bet(6, 62, 2.5), bet(7, 73, 3.5)], typeId: T.multiBet }));
  assert.deepEqual(view.problems, [{ kind: 'shape', typeId: T.multiBet }]);
  assert.equal(view.coef, null);
  assert.equal(view.lines, null);
  assert.equal(view.possibleWin, null);
  assert.equal(view.canPlace, false);
});

test('the stake: missing, below the minimum, above the maximum, above the balance', () => {
  assert.deepEqual(buildSlipView(input({ amount: null })).problems, [{ kind: 'noAmount' }]);
  assert.deepEqual(buildSlipView(input({ amount: -5 })).problems, [{ kind: 'noAmount' }]);
  assert.deepEqual(buildSlipView(input({ amount: 9.99 })).problems, [{ kind: 'belowMin', min: 10 }]);
  assert.deepEqual(buildSlipView(input({ amount: 10 })).problems, [], 'the minimum itself is fine');
  // balance 1 000 000: the type cap 50 000 is the maximum
  const rich = account({ money: 1_000_000 });
  assert.deepEqual(buildSlipView(input({ account: rich, amount: 50_000.01 })).problems, [{ kind: 'aboveMax', max: 50_000 }]);
  assert.deepEqual(buildSlipView(input({ account: rich, amount: 50_000 })).problems, []);
  // above the balance: the balance is named, not the maximum it also exceeds
  assert.deepEqual(buildSlipView(input({ amount: 1000.01 })).problems, [{ kind: 'overBalance', balance: 1000 }]);
  assert.deepEqual(buildSlipView(input({ amount: 1000 })).problems, []);
  // no minimum configured for a chain
  assert.deepEqual(buildSlipView(input({ typeId: T.chain, amount: 1 })).problems, []);
});

test('a system: its options, and the minimum is the per-line minimum × lines', () => {
  const bets = [bet(5, 51, 1.5), bet(6, 62, 2.5), bet(7, 73, 3.5), bet(8, 81, 2)];
  const view = buildSlipView(input({ bets, typeId: T.system, systemValue: 2, amount: 59.99, account: account({ money: 10_000 }) }));
  assert.deepEqual(view.systemOptions, [
    { value: 2, offset: 0, minBetAmount: 60, combinations: 6 },
    { value: 3, offset: 0, minBetAmount: 40, combinations: 4 },
  ]);
  assert.equal(view.lines, 6);
  assert.equal(view.min, 60, 'the minimum the slip shows is the system’s');
  assert.deepEqual(view.problems, [{ kind: 'belowMin', min: 60 }], '6 lines × 10, not the currency minimum of 10');
  assert.deepEqual(buildSlipView(input({ bets, typeId: T.system, systemValue: 2, amount: 60, account: account({ money: 10_000 }) })).problems, []);
  assert.deepEqual(buildSlipView(input({ bets, typeId: T.system, systemValue: 3, amount: 39, account: account({ money: 10_000 }) })).problems, [{ kind: 'belowMin', min: 40 }]);
  // the per-line minimum counts even where the currency minimum is not configured for systems
  const unconfigured = buildSlipView(input({ bets, typeId: T.system, systemValue: 2, amount: 50, limits: { ...LIMITS, minAmountTypes: [] }, account: account({ money: 10_000 }) }));
  assert.equal(unconfigured.min, 60);
  assert.deepEqual(unconfigured.problems, [{ kind: 'belowMin', min: 60 }]);
  // a size the options do not have (k = r: the express) has only the currency minimum
  assert.equal(buildSlipView(input({ bets, typeId: T.system, systemValue: 4, amount: 100 })).min, 10);
  // with a banker: 3 others, only 2/3 + 1 banker (3 lines of 3 selections)
  const banked = buildSlipView(input({ bets, typeId: T.system, systemValue: 2, bankers: new Set([51]), amount: 100 }));
  assert.deepEqual(banked.systemOptions, [{ value: 2, offset: 1, minBetAmount: 30, combinations: 3 }]);
  assert.equal(banked.lines, 3);
  assert.deepEqual(banked.rows.map((r) => r.isBanker), [true, false, false, false]);
});

test('on a bonus account the maximum is not shown and the type cap does not apply', () => {
  const bonus = account({ type: 4, money: 200_000 });
  const view = buildSlipView(input({ account: bonus, amount: 60_000 }));
  assert.equal(view.showMax, false);
  assert.equal(view.max, 200_000, 'the balance, below the payout cap of 266 666.66');
  assert.deepEqual(view.problems, []);
  const normal = buildSlipView(input({ account: account({ money: 200_000 }), amount: 60_000 }));
  assert.equal(normal.showMax, true);
  assert.equal(normal.max, 50_000);
});

test('the maximum payout caps the stake: 1 000 000 ÷ 3.75 = 266 666.66 (rounded down)', () => {
  const view = buildSlipView(input({ limits: { ...LIMITS, maxAmountTypes: [] }, account: account({ money: 10_000_000 }) }));
  assert.equal(view.max, 266_666.66);
  assert.equal(view.showMax, false);
});

test('without limits (not loaded) there is no minimum or maximum', () => {
  const view = buildSlipView(input({ limits: null, amount: 1 }));
  assert.equal(view.min, null);
  assert.equal(view.max, null);
  assert.equal(view.showMax, false);
  assert.deepEqual(view.problems, []);
});

test('the possible win is the coupon maths’ possibleWin of the same coupon', () => {
  const bets = [bet(5, 51, 1.37), bet(6, 62, 2.15), bet(7, 73, 3.4), bet(8, 81, 1.91)];
  const coefs = bets.map((b) => b.market.coef);
  const cases = [
    { typeId: T.express, systemValue: null, bankers: [] as number[] },
    { typeId: T.system, systemValue: 2, bankers: [] },
    { typeId: T.system, systemValue: 2, bankers: [62] },
    { typeId: T.chain, systemValue: null, bankers: [] },
    { typeId: T.lucky, systemValue: null, bankers: [] },
    { typeId: T.manySingles, systemValue: null, bankers: [] },
  ] as const;
  for (const c of cases) {
    const amount = 123.45;
    const view = buildSlipView(input({ bets, typeId: c.typeId, systemValue: c.systemValue, bankers: new Set(c.bankers), amount, account: account({ money: 10_000 }) }));
    const expected = possibleWin({
      typeId: c.typeId,
      amount,
      bets: bets.map((b, i) => ({ coef: coefs[i] as number, banker: c.bankers.includes(b.market.id as never), blockId: b.blockId })),
      ...(c.systemValue !== null ? { systemValue: c.systemValue } : {}),
    });
    assert.equal(view.possibleWin, expected, `type ${c.typeId}`);
    assert.ok(expected > amount, `type ${c.typeId}: a real win`);
  }
  // by hand: express 1.37 × 2.15 × 3.4 × 1.91 = 19.128077 → coefficient 19.128 (3 decimals); 10 → 191.28
  const express = buildSlipView(input({ bets, amount: 10, account: account({ money: 10_000 }) }));
  assert.equal(express.coef, 19.128);
  assert.equal(express.possibleWin, 191.28);
});

test('every problem has a text in Russian and English, with the amount where it names one', () => {
  const all: SlipProblem['kind'][] = ['signIn', 'noAccount', 'locked', 'pendingChanges', 'shape', 'noQuote', 'noAmount', 'belowMin', 'aboveMax', 'overBalance'];
  for (const texts of [ru, en] as Record<string, string>[]) {
    for (const kind of all) {
      const text = texts[`problem_${kind}`];
      assert.ok(typeof text === 'string' && text.length > 0, `problem_${kind}`);
      if (kind === 'belowMin' || kind === 'aboveMax' || kind === 'overBalance') assert.match(text, /\{\{amount\}\}/, `problem_${kind}`);
      if (kind === 'shape') assert.match(text, /\{\{type\}\}/);
    }
  }
  assert.equal(en.problem_belowMin, 'The minimum stake is {{amount}}');
});

test('the express bonus: three bets of at least 1.1 raise the coefficient and the possible win by 3 %; off by config', () => {
  const three = [bet(5, 51, 1.5), bet(6, 62, 2.5), bet(7, 71, 2)];
  const on = buildSlipView(input({ bets: three, isBonusBetEnabled: true }));
  assert.deepEqual(on.bonus, { baseCoef: 7.5, percent: 3, bonusCoef: 7.725 });
  assert.equal(on.coef, 7.725);
  assert.equal(on.possibleWin, 772.5);
  const off = buildSlipView(input({ bets: three, isBonusBetEnabled: false }));
  assert.equal(off.bonus, null);
  assert.equal(off.coef, 7.5);
  assert.equal(off.possibleWin, 750);
  const low = buildSlipView(input({ bets: [bet(5, 51, 1.05), bet(6, 62, 2.5), bet(7, 71, 2)], isBonusBetEnabled: true }));
  assert.equal(low.bonus, null, 'a bet below 1.1 gets no bonus');
});

/** Every bet a line bet (its game not live). */
const line = (b: Bet): LiveBet => ({ ...quiet(b), isLive: false });

test('the VIP bet is available with showVipBet, a finite maximum, line bets only and a type other than 9', () => {
  const rich = account({ money: 1_000_000 });
  const vip = (over: Partial<SlipInput> = {}) => buildSlipView(input({ account: rich, amount: 60_000, isVipBetAllowed: true, live: line, ...over }));
  assert.equal(vip().vipAvailable, true);
  assert.equal(vip().vipOffered, true, 'the stake is above the 50 000 maximum');
  assert.equal(vip({ amount: 50_000 }).vipOffered, false, 'within the maximum nothing is offered');
  assert.equal(vip({ isVipBetAllowed: false }).vipAvailable, false, 'showVipBet off');
  assert.equal(vip({ isVipBetAllowed: undefined }).vipAvailable, false, 'no site config');
  assert.equal(vip({ live: (b) => ({ ...line(b), isLive: b.market.id === 51 }) }).vipAvailable, false, 'a live bet');
  assert.equal(vip({ typeId: T.manySingles }).vipAvailable, false, 'many singles (9)');
  assert.equal(vip({ typeId: T.chain }).vipAvailable, false, 'a type without a maximum stake');
  assert.equal(vip({ account: account({ type: 4, money: 1_000_000 }) }).vipAvailable, false, 'a bonus account shows no maximum');
  assert.equal(vip({ limits: null }).vipAvailable, false, 'limits not loaded');
  assert.equal(vip({ bets: [] }).vipAvailable, false, 'no bets');
});

test('above the maximum the problem offers the VIP bet; turned on, the maximum stake is no problem but the maximum payout still is', () => {
  const rich = account({ money: 1_000_000 });
  const off = buildSlipView(input({ account: rich, amount: 60_000, isVipBetAllowed: true, live: line }));
  assert.deepEqual(off.problems, [{ kind: 'aboveMax', max: 50_000, vip: true }]);
  assert.equal(off.vipActive, false);
  assert.equal(off.canPlace, false);
  const on = buildSlipView(input({ account: rich, amount: 60_000, isVipBetAllowed: true, isActiveVipBet: true, live: line }));
  assert.deepEqual(on.problems, []);
  assert.equal(on.vipActive, true);
  assert.equal(on.canPlace, true);
  // 1 000 000 ÷ 3.75 = 266 666.66: the maximum payout caps a VIP stake too.
  const tooMuch = buildSlipView(input({ account: rich, amount: 300_000, isVipBetAllowed: true, isActiveVipBet: true, live: line }));
  assert.deepEqual(tooMuch.problems, [{ kind: 'aboveMax', max: 266_666.66 }]);
  // Not available (a live bet): the toggle's state changes nothing.
  const live = buildSlipView(input({ account: rich, amount: 60_000, isVipBetAllowed: true, isActiveVipBet: true, live: (b) => ({ ...line(b), isLive: b.market.id === 62 }) }));
  assert.deepEqual([live.vipActive, live.problems], [false, [{ kind: 'aboveMax', max: 50_000 }]]);
  for (const texts of [ru, en] as Record<string, string>[]) {
    assert.match(texts['problem_aboveMax_vip'] ?? '', /\{\{amount\}\}/);
    assert.ok((texts['vip_toggle'] ?? '').length > 0);
  }
});

test('an anti-express is priced only by the book’s quote: none yet is a noQuote problem, the quote prices it', () => {
  const waiting = buildSlipView(input({ typeId: T.antiExpress, antiExpressCoef: null }));
  assert.equal(waiting.coef, null);
  assert.equal(waiting.possibleWin, null);
  assert.ok(waiting.problems.some((p) => p.kind === 'noQuote'), 'no price without the quote');
  assert.equal(waiting.canPlace, false);
  const quoted = buildSlipView(input({ typeId: T.antiExpress, antiExpressCoef: 1.266 }));
  assert.equal(quoted.coef, 1.266);
  assert.equal(quoted.possibleWin, 126.6);
  assert.equal(quoted.canPlace, true);
});
