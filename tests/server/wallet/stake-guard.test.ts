/**
 * The stake guard on its own (server/wallet/stake-guard.ts): its fixed order (ban, terms,
 * identification, then the registered self-exclusion and limit checks, then the product's rules)
 * whatever order checks were added in; the casino bounds and maximum win per currency
 * (casino-limits.ts) and the site config that overrides them; a closed live table; coupons cleared
 * without a maximum win of the guard's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HttpError } from '../../../server/http/errors';
import { CASINO_STAKE_TABLES, casinoBoundsFor, casinoTableFor } from '../../../server/wallet/casino-limits';
import { createStakeGuard, type Stake } from '../../../server/wallet/stake-guard';
import type { PlayerStanding } from '../../../server/identity/standing';

const GOOD: PlayerStanding = { banned: false, termsToAccept: false, identificationRequired: false };
const CRASH = { minStake: 1, maxStake: 10_000 };
const base = { userId: 7, accountId: 70, currency: 'USD', minorUnits: 2, now: Date.UTC(2026, 2, 10, 12) };
const casino = (amountMinor: number, currency = 'USD'): Stake => ({ ...base, currency, amountMinor, product: 'casino', gameId: 5, game: CRASH });

/** The code the guard refuses with, or 'cleared'. */
function outcome(run: () => unknown): string {
  try {
    run();
    return 'cleared';
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.errorCode}`;
    throw error;
  }
}

function guardOf(standing: PlayerStanding, refusals: { exclusion?: boolean; limits?: boolean } = {}, config: Record<string, unknown> = {}) {
  const guard = createStakeGuard({ standing: () => standing, config: () => config });
  // Added limits first: the stage, not the order of adding, decides.
  guard.add(() => {
    if (refusals.limits) throw new HttpError(422, 'limit_exceeded', 'over the limit');
  });
  guard.add(() => {
    if (refusals.exclusion) throw new HttpError(403, 'self_excluded', 'excluded');
  }, 'exclusion');
  return guard;
}

test('the order: banned, terms, identification, self-exclusion, limits, the product — the first refusal wins', () => {
  const everything = guardOf({ banned: true, termsToAccept: true, identificationRequired: true }, { exclusion: true, limits: true });
  const tooBig = casino(1_000_000);
  assert.equal(outcome(() => everything.check(tooBig)), '403 banned');
  assert.equal(outcome(() => guardOf({ ...GOOD, termsToAccept: true, identificationRequired: true }, { exclusion: true }).check(tooBig)), '451 1');
  assert.equal(outcome(() => guardOf({ ...GOOD, identificationRequired: true }, { exclusion: true }).check(tooBig)), '403 identification_required');
  assert.equal(outcome(() => guardOf(GOOD, { exclusion: true, limits: true }).check(tooBig)), '403 self_excluded');
  assert.equal(outcome(() => guardOf(GOOD, { limits: true }).check(tooBig)), '422 limit_exceeded');
  assert.equal(outcome(() => guardOf(GOOD).check(tooBig)), '422 casino_bad_stake');
  assert.equal(outcome(() => guardOf(GOOD).check(casino(10_000))), 'cleared');
  const unknown = createStakeGuard({ standing: () => undefined, config: () => ({}) });
  assert.equal(outcome(() => unknown.check(casino(100))), '401 unauthorized');
});

test('every product meets the player checks; coupons are cleared without a maximum win of the guard', () => {
  const banned = guardOf({ ...GOOD, banned: true });
  const good = guardOf(GOOD);
  const stakes: Stake[] = [
    { ...base, amountMinor: 100, product: 'sports' },
    { ...base, amountMinor: 100, product: 'toto' },
    casino(100),
    { ...base, amountMinor: 100, product: 'live', tableId: 9, game: { minStake: 10, maxStake: 50_000 }, table: { open: true } },
  ];
  for (const stake of stakes) assert.equal(outcome(() => banned.check(stake)), '403 banned', stake.product);
  assert.deepEqual(good.check(stakes[0] as Stake), { maxWinMinor: null });
  assert.deepEqual(good.check(stakes[1] as Stake), { maxWinMinor: null });
  assert.deepEqual(good.check(stakes[2] as Stake), { maxWinMinor: 5_000_000 }, '50 000 USD');
  assert.deepEqual(good.check(stakes[3] as Stake), { maxWinMinor: 5_000_000 });
});

test('a closed live table refuses with 409 casino_table_closed and when it reopens, before the stake bounds', () => {
  const reopensAt = Date.UTC(2026, 2, 10, 4, 10);
  const closed: Stake = { ...base, amountMinor: 1, product: 'live', tableId: 9, game: { minStake: 10, maxStake: 50_000 }, table: { open: false, reopensAt } };
  try {
    guardOf(GOOD).check(closed);
    assert.fail('a closed table took a stake');
  } catch (error) {
    assert.ok(error instanceof HttpError);
    assert.deepEqual([error.statusCode, error.errorCode, error.meta], [409, 'casino_table_closed', { reopensAt }]);
  }
});

test('casino bounds per currency: the catalogue’s roubles scaled, rounded inwards; the refusal names the bounds', () => {
  assert.deepEqual(casinoBoundsFor(CRASH, casinoTableFor('RUB'), 2), { minStakeMinor: 100, maxStakeMinor: 1_000_000, maxWinMinor: 500_000_000 });
  assert.deepEqual(casinoBoundsFor(CRASH, casinoTableFor('USD'), 2), { minStakeMinor: 1, maxStakeMinor: 10_000, maxWinMinor: 5_000_000 });
  assert.deepEqual(casinoBoundsFor({ minStake: 10, maxStake: 50_000 }, casinoTableFor('EUR'), 2), { minStakeMinor: 10, maxStakeMinor: 50_000, maxWinMinor: 5_000_000 });
  assert.deepEqual(casinoBoundsFor({ minStake: 1, maxStake: 5_000 }, casinoTableFor('BYN'), 2), { minStakeMinor: 3, maxStakeMinor: 15_000, maxWinMinor: 15_000_000 });
  assert.deepEqual(casinoTableFor('XAU'), { stakeScale: 0.1, maxWin: 500_000 }, 'a currency not listed');
  for (const [iso, table] of Object.entries(CASINO_STAKE_TABLES)) {
    const bounds = casinoBoundsFor(CRASH, table, 2);
    assert.ok(bounds.minStakeMinor >= 1 && bounds.minStakeMinor < bounds.maxStakeMinor, iso);
    assert.ok(bounds.maxWinMinor >= bounds.maxStakeMinor * 10, `${iso}: the maximum win leaves room for a win`);
  }
  try {
    guardOf(GOOD).check(casino(900_000));
    assert.fail('9 000 USD on a crash game was taken');
  } catch (error) {
    assert.ok(error instanceof HttpError);
    assert.deepEqual([error.statusCode, error.errorCode, error.meta], [422, 'casino_bad_stake', { minStake: 0.01, maxStake: 100, currency: 'USD' }]);
  }
  assert.equal(outcome(() => guardOf(GOOD).check(casino(900_000, 'RUB'))), 'cleared', '9 000 roubles is within the rouble bounds');
});

test('site config casinoStakeLimits overrides a currency; an invalid value leaves the defaults', () => {
  const config = { casinoStakeLimits: { USD: { stakeScale: 0.1, maxWin: 1000 } } };
  assert.deepEqual(guardOf(GOOD, {}, config).check(casino(90_000)), { maxWinMinor: 100_000 });
  assert.deepEqual(casinoTableFor('USD', { casinoStakeLimits: { USD: { stakeScale: -1, maxWin: 1000 } } }), CASINO_STAKE_TABLES['USD']);
  assert.deepEqual(casinoTableFor('EUR', config), CASINO_STAKE_TABLES['EUR']);
});
