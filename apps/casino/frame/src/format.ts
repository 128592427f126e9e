/**
 * Number formatting for the frame, in the `init` language: amounts as "12.50 RUB" (the currency code
 * after the number; fun credits as "FUN"), multipliers held in hundredths as "×1.94", chances as
 * percentages. Also the currency's decimals, which the stake field and the minor-unit maths use.
 */
import type { Lang } from './i18n';

/** How many decimals a currency has (2 for codes Intl does not know, such as FUN or 4-letter ones). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The formatters of one language and currency. */
export interface Formats {
  readonly lang: Lang;
  readonly currency: string;
  /** The currency's decimals. */
  readonly digits: number;
  /** "12.50 RUB". */
  money(amount: number): string;
  /** A plain amount in the currency's decimals, without the code: "12.50". */
  amount(amount: number): string;
  /** A multiplier in hundredths: 194 → "×1.94". */
  multiplier(x100: number): string;
  /** A share 0..1 as a percentage with up to 3 significant digits: 0.0123 → "1.23%". */
  percent(share: number): string;
}

export function formats(lang: Lang, currency: string): Formats {
  const digits = currencyDigits(currency);
  const amountFormat = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const multiplierFormat = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(lang, { style: 'percent', maximumSignificantDigits: 3 });
  return {
    lang,
    currency,
    digits,
    money: (amount) => `${amountFormat.format(amount)} ${currency}`,
    amount: (amount) => amountFormat.format(amount),
    multiplier: (x100) => `×${multiplierFormat.format(x100 / 100)}`,
    percent: (share) => percentFormat.format(share),
  };
}

/** floor(minor × x100 / 100), the engines' one rounding of a win (exact for safe integers). */
export function winOfMinor(stakeMinor: number, x100: number): number {
  const product = stakeMinor * x100;
  return (product - (product % 100)) / 100;
}
