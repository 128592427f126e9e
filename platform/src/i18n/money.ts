/** Money formatting (pure): Intl currency format in the page language, a plain fallback for unknown codes. */
export function formatMoney(amount: number, iso: string, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: iso }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${iso}`;
  }
}
