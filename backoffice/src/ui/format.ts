/** Display helpers of the console: money from minor units, times in the staff member's locale. */
const FRACTION: Readonly<Record<string, number>> = { JPY: 0, KRW: 0 };

/** `12345, 'RUB'` → `123.45 RUB` (minor units, exact: no float maths on the amount). */
export function money(minor: number, currency: string): string {
  const digits = FRACTION[currency] ?? 2;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs} ${currency}`;
  const scale = 10 ** digits;
  const whole = Math.floor(abs / scale);
  const fraction = String(abs % scale).padStart(digits, '0');
  return `${sign}${whole.toLocaleString('en-GB')}.${fraction} ${currency}`;
}

export function dateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : at.toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'medium' });
}
