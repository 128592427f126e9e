/** Phone masks (account spec §3 "Phone mask: CountryId, Mask, Min, Max"): the formatter and the length check the phone fields and the server share. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  digitsOf, formatPhone, maskCode, maskForCode, maskForFullNumber, maskSlots, nationalMask, phoneProblem, type PhoneMaskRecord,
} from '../../../platform/src/forms/phone-mask';
import { phoneMaskingOf } from '../../../platform/src/forms/phone-masking';
import { countrySeed } from '../../../server/identity/reference-data';

const MASKS: PhoneMaskRecord[] = countrySeed.map((c) => ({ CountryId: c.id, Mask: c.mask, Min: c.minDigits, Max: c.maxDigits }));
const RU = MASKS[0]!;

test('formatPhone writes digits into the slots, keeps literals between digits and drops the ones after the last digit', () => {
  assert.equal(formatPhone('9001234567', '(###) ###-##-##'), '(900) 123-45-67');
  assert.equal(formatPhone('900', '(###) ###-##-##'), '(900');
  assert.equal(formatPhone('9001', '(###) ###-##-##'), '(900) 1');
  assert.equal(formatPhone('', '(###) ###-##-##'), '');
  assert.equal(formatPhone('+7 (900) 123-45-67 89', '(###) ###-##-##'), '(790) 012-34-56', 'every digit counts, extra digits are dropped');
  assert.equal(formatPhone('12a3', 'no slots'), '123');
});

test('the national mask drops the country code; maskCode reads it; slots count the digits', () => {
  assert.equal(nationalMask('+7 (###) ###-##-##'), '(###) ###-##-##');
  assert.equal(nationalMask('+44 #### ######'), '#### ######');
  assert.equal(maskCode('+380 (##) ###-##-##'), '+380');
  assert.equal(maskCode('(###)'), '');
  assert.equal(maskSlots(nationalMask(RU.Mask)), 10);
});

test('phoneProblem: the digits against Min and Max', () => {
  assert.equal(phoneProblem('', RU), 'required');
  assert.equal(phoneProblem('(900) 123-45-6', RU), 'short');
  assert.equal(phoneProblem('(900) 123-45-67', RU), null);
  assert.equal(phoneProblem('900 123 45 678', RU), 'long');
  const de = MASKS.find((m) => m.Mask.startsWith('+49'))!;
  assert.equal(phoneProblem('1511234567', de), null);
  assert.equal(phoneProblem('15112345678', de), null, 'Germany takes 10 or 11');
});

test('the mask of a code and of a full number (the longest code wins)', () => {
  assert.equal(maskForCode(MASKS, '+7')?.CountryId, 1);
  assert.equal(maskForCode(MASKS, '380')?.CountryId, 2);
  assert.equal(maskForCode(MASKS, '+999'), undefined);
  assert.equal(maskForCode(MASKS, ''), undefined);
  assert.equal(maskForFullNumber(MASKS, '+380 50 123 45 67')?.CountryId, 2);
  assert.equal(maskForFullNumber(MASKS, '+353871234567')?.CountryId, 7, '+353 before +3…');
  assert.equal(maskForFullNumber(MASKS, '+1 202 555 0100')?.CountryId, 9);
});

test('phoneMaskingOf: national and full numbers written by their masks, with placeholders and length problems', () => {
  const m = phoneMaskingOf(MASKS);
  assert.equal(m.formatNational('9001234567', '+7'), '(900) 123-45-67');
  assert.equal(m.formatNational('501234567', '+380'), '(50) 123-45-67');
  assert.equal(m.formatNational('12345', '+999'), '12345', 'no mask: as typed');
  assert.equal(m.formatFull('+79001234567'), '+7 (900) 123-45-67');
  assert.equal(m.formatFull('+447700900123'), '+44 7700 900123');
  assert.equal(m.formatFull('89001234567'), '89001234567', 'without + the code is unknown');
  assert.equal(m.placeholder('+7'), '(___) ___-__-__');
  assert.equal(m.problem('(900) 123', '+7'), 'short');
  assert.equal(m.problem('123', '+999'), null);
  assert.equal(m.fullProblem('+7 (900) 123-45-67'), null);
  assert.equal(m.fullProblem('+7 (900) 123-45'), 'short');
});

const maskArb = fc.constantFrom(...MASKS.map((m) => nationalMask(m.Mask)));
const digitsArb = fc.stringMatching(/^\d{0,16}$/);

test('property: the digits of a formatted number are the typed digits up to the slots', () => {
  fc.assert(fc.property(maskArb, digitsArb, (mask, digits) => {
    assert.equal(digitsOf(formatPhone(digits, mask)), digits.slice(0, maskSlots(mask)));
  }));
});

test('property: formatting is idempotent and ignores what is not a digit', () => {
  fc.assert(fc.property(maskArb, fc.string({ maxLength: 24 }), (mask, text) => {
    const once = formatPhone(text, mask);
    assert.equal(formatPhone(once, mask), once);
    assert.equal(formatPhone(digitsOf(text), mask), once);
  }));
});

test('property: a formatted number is a prefix of the mask with its slots filled', () => {
  fc.assert(fc.property(maskArb, digitsArb, (mask, digits) => {
    const out = formatPhone(digits, mask);
    for (let i = 0; i < out.length; i++) assert.ok(mask[i] === '#' ? /\d/.test(out[i]!) : mask[i] === out[i], `${mask} / ${out}`);
  }));
});

test('property: phoneProblem is null exactly when the digit count is within Min..Max', () => {
  fc.assert(fc.property(fc.constantFrom(...MASKS), digitsArb, (mask, digits) => {
    const fits = digits.length >= mask.Min && digits.length <= mask.Max;
    assert.equal(phoneProblem(digits, mask) === null, fits);
  }));
});
