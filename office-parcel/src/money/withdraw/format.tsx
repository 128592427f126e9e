/** Shared bits of the money screens: a failed call's message, money and date formatting, the status badge. */
import { errorText, formatMoney } from '@kickoff/platform';
import { apiFailure } from '@kickoff/platform-wallet';
import { NS } from './setup';

export const k = (key: string): string => `${NS}:${key}`;

/** The message of a failed call: our own text for a known code, else the platform's. */
export function failureText(err: unknown, t: (key: string, o?: Record<string, unknown>) => string, known: readonly string[] = []): string {
  const failure = apiFailure(err);
  if (failure.code && known.includes(failure.code)) return t(k(`err_${failure.code}`), failure.meta);
  const key = errorText(err);
  return key.startsWith('main_') ? t(key) : key;
}

export const money = (amount: number, iso: string, lang: string): string => formatMoney(amount, iso, lang);

export function dateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

export function StatusBadge({ status, t }: { status: string; t: (key: string) => string }) {
  return <span className={`kk-pay__badge kk-pay__badge--${status}`} data-status={status}>{t(k(`status_${status}`))}</span>;
}
