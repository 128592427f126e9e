/**
 * The phone fields' helper (lazy chunk): the masks of every country fetched once, and for a phone code
 * the national mask to write the number with, its placeholder and the length check of its record.
 */
import { fetchPhoneMasks } from './phone-masks-call';
import { digitsOf, formatPhone, maskCode, maskForCode, maskForFullNumber, nationalMask, phoneProblem, type PhoneMaskRecord, type PhoneProblem } from './phone-mask';

export interface PhoneMasking {
  masks: readonly PhoneMaskRecord[];
  /** The mask of a phone code (`+7`), if a country has it. */
  forCode(code: string): PhoneMaskRecord | undefined;
  /** The national number as the code's mask writes it (unchanged without a mask). */
  formatNational(text: string, code: string): string;
  /** A full number (`+7 900…`) as the mask of the code it starts with writes it (unchanged without a mask). */
  formatFull(text: string): string;
  /** The national number's length problem by the code's mask (null without a mask: the generic check applies). */
  problem(text: string, code: string): PhoneProblem | null;
  /** A full number's length problem by the mask of the code it starts with (null without a mask). */
  fullProblem(text: string): PhoneProblem | null;
  /** What the number field shows while empty: the national mask with `_` for each digit. */
  placeholder(code: string): string | undefined;
}

export function phoneMaskingOf(masks: readonly PhoneMaskRecord[]): PhoneMasking {
  const forCode = (code: string) => maskForCode(masks, code);
  return {
    masks,
    forCode,
    formatNational(text, code) {
      const mask = forCode(code);
      return mask ? formatPhone(text, nationalMask(mask.Mask)) : text;
    },
    formatFull(text) {
      const mask = maskForFullNumber(masks, text);
      return mask && text.trim().startsWith('+') ? formatPhone(text, mask.Mask.replace(/\+(\d+)/, (_, d: string) => `+${d.replace(/\d/g, '#')}`)) : text;
    },
    problem(text, code) {
      const mask = forCode(code);
      return mask ? phoneProblem(text, mask) : null;
    },
    fullProblem(text) {
      const mask = maskForFullNumber(masks, text);
      if (!mask) return null;
      const national = digitsOf(text).slice(digitsOf(maskCode(mask.Mask)).length);
      return phoneProblem(national, mask);
    },
    placeholder(code) {
      const mask = forCode(code);
      return mask ? nationalMask(mask.Mask).replace(/#/g, '_') : undefined;
    },
  };
}

/** The masking helper with the site's masks (GET reference/phone-masks, once per page). */
export async function phoneMasking(): Promise<PhoneMasking> {
  return phoneMaskingOf(await fetchPhoneMasks());
}
