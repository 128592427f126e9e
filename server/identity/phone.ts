/** Phone numbers: the code is stored as `+<digits>`, the national number as digits; `+79001234567` is the full form. */
import { PhoneMaskRules } from '@kickoff/contracts';

export function normalizePhoneCode(code: string): string {
  return `+${code.replace(/\D/g, '')}`;
}

export function fullPhone(code: string, number: string): string {
  return `${normalizePhoneCode(code)}${number}`;
}

/** Digits of any written phone (`+7 900 123-45-67` → `79001234567`). */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The national number's length against the phone mask of its code (the same rule the browser's phone
 * fields check, platform/src/forms/phone-mask.ts): a problem text, or null when it fits or no country
 * has the code (then only the contract's generic 5-14 digits apply).
 */
export function phoneMaskProblem(masks: readonly PhoneMaskRules.PhoneMaskRecord[], code: string, number: string): string | null {
  const mask = PhoneMaskRules.maskForCode(masks, code);
  if (!mask || PhoneMaskRules.phoneProblem(number, mask) === null) return null;
  const digits = mask.Min === mask.Max ? `${mask.Min}` : `${mask.Min}-${mask.Max}`;
  return `A number with the code ${normalizePhoneCode(code)} has ${digits} digits after the code (${PhoneMaskRules.nationalMask(mask.Mask)})`;
}
