/**
 * Phone masks (account spec §3 "Phone mask: CountryId, Mask, Min, Max"; §7 "Phone countries and phone
 * masks: fetch"): a mask writes the number with `#` for each digit, e.g. `+7 (###) ###-##-##`; Min and Max
 * bound the national digits. Pure: the browser formats what the player types with it and checks the
 * length, the server checks the same length (identity's registration and phone binding).
 */

export interface PhoneMaskRecord {
  CountryId: number;
  Mask: string;
  Min: number;
  Max: number;
}

export type PhoneProblem = 'required' | 'short' | 'long';

/** The digits of any written phone (`+7 (900) 123-45-67` → `79001234567`). */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The mask without its country code: `+7 (###) ###-##-##` → `(###) ###-##-##` (the national part a number field shows). */
export function nationalMask(mask: string): string {
  return mask.replace(/^\s*\+\d+\s*/, '');
}

/** The country code a mask starts with (`+7 (###)…` → `+7`), or '' when it starts with no code. */
export function maskCode(mask: string): string {
  return /^\s*(\+\d+)/.exec(mask)?.[1] ?? '';
}

/** How many digits the mask holds (its `#` slots). */
export const maskSlots = (mask: string): number => mask.split('#').length - 1;

/**
 * The digits of `text` written into the mask's slots: literals between digits are kept, the ones after
 * the last digit are dropped (so deleting works), digits beyond the slots are dropped. A mask without
 * slots gives the digits as they are.
 */
export function formatPhone(text: string, mask: string): string {
  const slots = maskSlots(mask);
  const digits = digitsOf(text);
  if (slots === 0) return digits;
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length || next >= slots) break;
    if (char === '#') out += digits[next++];
    else out += char;
  }
  return out;
}

/** The national number's length against the mask record's Min and Max (digits only are counted). */
export function phoneProblem(text: string, mask: Pick<PhoneMaskRecord, 'Min' | 'Max'>): PhoneProblem | null {
  const n = digitsOf(text).length;
  if (n === 0) return 'required';
  if (n < mask.Min) return 'short';
  return n > mask.Max ? 'long' : null;
}

/** The mask of a phone code (`+7`, `7`): the first record whose mask starts with that code. */
export function maskForCode<M extends PhoneMaskRecord>(masks: readonly M[], code: string): M | undefined {
  const wanted = digitsOf(code);
  return wanted === '' ? undefined : masks.find((m) => digitsOf(maskCode(m.Mask)) === wanted);
}

/** The mask of a full international number (`+380…`): the longest country code it starts with. */
export function maskForFullNumber<M extends PhoneMaskRecord>(masks: readonly M[], text: string): M | undefined {
  const digits = digitsOf(text);
  let best: M | undefined;
  for (const m of masks) {
    const code = digitsOf(maskCode(m.Mask));
    if (code !== '' && digits.startsWith(code) && code.length > digitsOf(maskCode(best?.Mask ?? '')).length) best = m;
  }
  return best;
}
