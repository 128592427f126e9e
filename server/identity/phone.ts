/** Phone numbers: the code is stored as `+<digits>`, the national number as digits; `+79001234567` is the full form. */

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
