/**
 * Whether the coupon settings stored by an earlier visit turned one-click betting on: the only setting
 * the first visit needs (an odds click must place at once), read without loading the settings code.
 */
import { getWebStorage } from '@kickoff/platform';

export const COUPON_SETTINGS_KEY = 'kickoff:coupon-settings';

export function storedOneClick(): boolean {
  try {
    const raw = getWebStorage('local')?.getItem(COUPON_SETTINGS_KEY);
    if (!raw) return false;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && (parsed as { isActiveOneClick?: unknown }).isActiveOneClick === true;
  } catch {
    return false; // storage denied or a broken value: no one-click
  }
}
