/** The text a screen shows for a failed call: the console's own words for the common cases, otherwise the server's detail. */
import { StaffApiError } from '../api/client';
import { translator } from '../i18n';

export function errorText(err: unknown): string {
  const t = translator();
  if (err instanceof StaffApiError) {
    if (err.code === 'network') return t('error_network');
    if (err.code === 'invalid_reply') return t('error_invalid_reply');
    if (err.code === 'staff_forbidden') return t('error_staff_forbidden');
    if (err.code === 'staff_unauthorized') return t('error_staff_unauthorized');
    if (err.status === 429) {
      const seconds = typeof err.meta?.['retryAfter'] === 'number' ? err.meta['retryAfter'] : 60;
      return t('error_rate_limited', { seconds });
    }
    return err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
