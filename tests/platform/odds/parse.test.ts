/**
 * parseCoef: what a player types in each coefficient view, read back as a decimal coefficient; and
 * the round trip with formatCoef for every view (fast-check).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatCoef, roundCoef } from '../../../platform/src/odds/format';
import { parseCoef } from '../../../platform/src/odds/parse';
import type { CoefViewId } from '../../../platform/src/stores/global-settings';

const VIEWS: readonly CoefViewId[] = [0, 1, 2, 4, 5, 6, 14, 15, 16];

test('decimal view: the number itself, decimal comma, spaces, 3-decimal rounding', () => {
  assert.equal(parseCoef('2.5', 0), 2.5);
  assert.equal(parseCoef(' 1,85 ', 0), 1.85);
  assert.equal(parseCoef('+1.5', 0), 1.5);
  assert.equal(parseCoef('1.2345', 0), 1.235, 'rounded like every coefficient');
  assert.equal(parseCoef('3', 0), 3);
  assert.equal(parseCoef('.5', 0), null, '0.5 is below 1.001: no coefficient');
  assert.equal(parseCoef('1', 0), null, '1.000 pays the stake back: no coefficient');
  assert.equal(parseCoef('1.001', 0), 1.001);
});

test('fractions in any view: 5/2 is 3.5, evens is 2, a bare number in the fractional view is n/1', () => {
  assert.equal(parseCoef('5/2', 1), 3.5); // 1 + 5/2
  assert.equal(parseCoef('5 / 2', 0), 3.5, 'a fraction is unambiguous, so the decimal view reads it too');
  assert.equal(parseCoef('10/11', 1), 1.909); // 1 + 0.90909… → 1.909
  assert.equal(parseCoef('1/1000', 1), 1.001);
  assert.equal(parseCoef('Evens', 1), 2);
  assert.equal(parseCoef('evs', 4), 2);
  assert.equal(parseCoef('2', 1), 3, '"2" in the fractional view is 2/1');
  assert.equal(parseCoef('5/0', 1), null);
  assert.equal(parseCoef('0/5', 1), null, 'profit 0 is no coefficient');
  assert.equal(parseCoef('-5/2', 1), null);
});

test('American view: +150 is 2.5, -200 is 1.5, nothing between -100 and +100', () => {
  assert.equal(parseCoef('+150', 2), 2.5); // 1 + 150/100
  assert.equal(parseCoef('150', 2), 2.5, 'the plus is optional');
  assert.equal(parseCoef('-200', 2), 1.5); // 1 + 100/200
  assert.equal(parseCoef('−110', 2), 1.909, 'Unicode minus'); // 1 + 100/110 = 1.90909…
  assert.equal(parseCoef('+100', 2), 2);
  assert.equal(parseCoef('-100', 2), 2);
  assert.equal(parseCoef('+99', 2), null);
  assert.equal(parseCoef('-50', 2), null);
  assert.equal(parseCoef('0', 2), null);
});

test('Hong Kong view: 1 + h, no negatives; 4 and 14 read alike', () => {
  assert.equal(parseCoef('0.50', 4), 1.5);
  assert.equal(parseCoef('1,75', 14), 2.75);
  assert.equal(parseCoef('0.00', 4), null, 'what the 2-decimal view shows for 1.001–1.004 names no coefficient');
  assert.equal(parseCoef('-0.5', 4), null);
});

test('Indonesian view: +x is 1 + x, -x is 1 + 1/x, |x| < 1 is null', () => {
  assert.equal(parseCoef('+2.00', 5), 3);
  assert.equal(parseCoef('-2.00', 5), 1.5); // 1 + 1/2
  assert.equal(parseCoef('-3.333', 15), 1.3); // 1 + 0.30003 → 1.300
  assert.equal(parseCoef('– 1.25', 15), 1.8, 'en dash and a space'); // 1 + 1/1.25
  assert.equal(parseCoef('0.5', 5), null);
  assert.equal(parseCoef('-0.5', 5), null);
});

test('Malay view: m in (0, 1] is 1 + m, m in [-1, 0) is 1 + 1/|m|, beyond ±1 is null', () => {
  assert.equal(parseCoef('0.50', 6), 1.5);
  assert.equal(parseCoef('1.00', 6), 2);
  assert.equal(parseCoef('-0.50', 6), 3); // 1 + 1/0.5
  assert.equal(parseCoef('-0.625', 16), 2.6); // 1 + 1.6
  assert.equal(parseCoef('1.5', 6), null);
  assert.equal(parseCoef('-1.5', 16), null);
});

test('garbage is null in every view', () => {
  for (const view of VIEWS) {
    for (const text of ['', '   ', 'abc', '1.2.3', '1e3', '2,5,0', '--2', '+', '-', '.', '1/2/3', '5/', '/2', 'NaN', 'Infinity', '1 000', '0x10']) {
      assert.equal(parseCoef(text, view), null, `${JSON.stringify(text)} in view ${view}`);
    }
  }
});

test('a minus is a price only in the views that quote negatives (American, Indonesian, Malay)', () => {
  assert.equal(parseCoef('-1.5', 0), null);
  assert.equal(parseCoef('-2', 1), null);
  assert.equal(parseCoef('-0.5', 14), null);
});

/**
 * How far the parsed coefficient may be from the one formatted, given what each view shows:
 * the input's own 3-decimal rounding and the parser's (0.0005 each), plus half a display step of the
 * shown value, carried back to the decimal coefficient. Where the view shows a reciprocal
 * (American below 2, Indonesian below 2, Malay above 2) an error e in the shown value is an error
 * e·p·p′ in the profit (|1/p − 1/p′| = |p − p′| / (p·p′)).
 */
function tolerance(decimal: number, parsed: number, view: CoefViewId): number {
  const d = roundCoef(decimal);
  const p = d - 1;
  const pParsed = parsed - 1;
  const base = 0.0005 + 0.0005 + 1e-9;
  const step = view >= 14 ? 0.0005 : 0.005; // half the last shown digit
  switch (view) {
    case 0:
      return base;
    case 1:
      return base + 0.005; // a ladder fraction is within 0.005 of the profit, a continued fraction within 0.0005
    case 2:
      return d >= 2 ? base + 0.005 : base + (0.5 / 100) * p * pParsed; // whole American: half a unit of 100·p or of 100/p
    case 4:
    case 14:
      return base + step;
    case 5:
    case 15:
      return d >= 2 ? base + step : base + (0.0005 + step) * p * pParsed; // −1/p is rounded to 3 decimals, then shown
    case 6:
    case 16:
      return d <= 2 ? base + step : base + (0.0005 + step) * p * pParsed;
  }
}

/** The 2-decimal Hong Kong and Malay views show "0.00" below 1.005, which names no coefficient. */
const representable = (decimal: number, view: CoefViewId): boolean => !((view === 4 || view === 6) && roundCoef(decimal) < 1.005);

const coefficient = fc.double({ min: 1.001, max: 150, noNaN: true });
const view = fc.constantFrom(...VIEWS);

test('property: parseCoef(formatCoef(x, view), view) is within the view\'s precision of x, for every view', () => {
  fc.assert(
    fc.property(coefficient, view, (decimal, viewId) => {
      const text = formatCoef(decimal, viewId);
      const parsed = parseCoef(text, viewId);
      if (!representable(decimal, viewId)) return parsed === null && text === '0.00';
      if (parsed === null) return false;
      return Math.abs(parsed - roundCoef(decimal)) <= tolerance(decimal, parsed, viewId);
    }),
    { numRuns: 20_000 },
  );
});

test('property: a parsed coefficient survives another round trip unchanged (the round trip settles after one step)', () => {
  // Not "formats back to the same text": the formatter shows 1.995 as "-1.00" in the Indonesian view,
  // which is 2.00, and 2.00 shows as "+1.00". Both texts name the same coefficient, which is what counts.
  fc.assert(
    fc.property(coefficient, view, (decimal, viewId) => {
      const parsed = parseCoef(formatCoef(decimal, viewId), viewId);
      return parsed === null ? !representable(decimal, viewId) : parseCoef(formatCoef(parsed, viewId), viewId) === parsed;
    }),
    { numRuns: 20_000 },
  );
});

test('property: parseCoef never throws and returns null or a coefficient of at least 1.001 with 3 decimals', () => {
  fc.assert(
    fc.property(fc.string(), view, (text, viewId) => {
      const parsed = parseCoef(text, viewId);
      return parsed === null || (parsed >= 1.001 && roundCoef(parsed) === parsed);
    }),
  );
});
