/**
 * The convert-account reminder (account spec §9: "The user-convert reminder is stored per session"):
 * once per browser session after login, a player holding money on an account in a retired currency
 * (HRK) gets a notification with a link to the convert-account page. It lives in the account area's
 * lazy chunk (signed-in players only), so the home page's first visit does not grow. The list of
 * retired currencies is the server's (office-parcel/src/contracts/bonuses.ts RETIRED_CURRENCIES).
 */
import { getWebStorage, navigate, notify, type AccountsState } from '@kickoff/platform';

export const RETIRED_CURRENCIES: readonly string[] = ['HRK'];
/** sessionStorage key: the user id already reminded in this browser session. */
export const CONVERT_REMINDER_KEY = 'kk-convert-reminded';

/** Pure: whether the player should be reminded now. */
export function needsConvertReminder(accounts: AccountsState | null, userId: number | null, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (userId === null || !accounts) return false;
  if (!accounts.accounts.some((a) => a.type !== 4 && a.money > 0 && RETIRED_CURRENCIES.includes(a.iso))) return false;
  return storage?.getItem(CONVERT_REMINDER_KEY) !== String(userId);
}

/** Shows the reminder once per session; `convertHref` is the convert-account page in the page's language. */
export function remindToConvert(accounts: AccountsState | null, userId: number | null, convertHref: string): void {
  const storage = getWebStorage('session');
  if (!needsConvertReminder(accounts, userId, storage)) return;
  try {
    storage?.setItem(CONVERT_REMINDER_KEY, String(userId));
  } catch {
    // Storage full or blocked: the reminder shows at most once per page load then.
  }
  notify({
    group: 'convert-account',
    severity: 'warning',
    title: 'account:account_convert_title',
    text: 'account:account_convert_text',
    autoCloseMs: null,
    actions: [{ labelKey: 'account:account_convert_open', run: () => navigate(convertHref) }],
  });
}
