/**
 * Where a forgot-password login sends its code. The reply's channel follows only the form of what was
 * typed, never the account, so known and unknown logins answer alike: an e-mail or an account ID
 * (digits only, no leading zero, at most 9 digits) → `email` (the code goes to the account's e-mail);
 * anything else with digits → a phone, `sms`. An unknown login, or an account without that contact,
 * gets a decoy step: same reply, no message, and no code ever matches it.
 */
import { phoneDigits } from './phone';
import type { UserRow, UserStore } from './store/users';

export interface ResetTarget {
  channel: 'email' | 'sms';
  /** The account that will get the code (undefined: decoy). */
  user: UserRow | undefined;
  /** E-mail or `+79001234567` the code goes to (undefined: decoy). */
  to: string | undefined;
  /** The key the reset steps are stored under: `reset:<e-mail>` or `reset:<digits>`. */
  loginKey: string;
  /** The code-limit target: the account, else the login. */
  limitTarget: string;
}

const ACCOUNT_ID = /^[1-9]\d{0,8}$/;

/** The reset key of a login: trimmed and lower-cased; digits only for phones and ids. */
export function resetLoginKey(login: string): string {
  const trimmed = login.trim().toLowerCase();
  return trimmed.includes('@') ? `reset:${trimmed}` : `reset:${phoneDigits(trimmed)}`;
}

export function resetTarget(users: UserStore, login: string): ResetTarget {
  const text = login.trim().toLowerCase();
  const loginKey = resetLoginKey(text);
  const result = (channel: ResetTarget['channel'], user: UserRow | undefined, to: string | null | undefined): ResetTarget => {
    const known = user !== undefined && to ? user : undefined;
    return { channel, user: known, to: known ? (to ?? undefined) : undefined, loginKey, limitTarget: user ? `account:${user.id}` : `login:${loginKey}` };
  };
  if (text.includes('@')) {
    const user = users.byEmail(text);
    return result('email', user, user?.email);
  }
  if (ACCOUNT_ID.test(text)) {
    const user = users.byId(Number(text));
    return result('email', user, user?.email);
  }
  const digits = phoneDigits(text);
  const user = digits ? users.byPhoneDigits(digits) : undefined;
  return result('sms', user, user?.phone_code && user.phone_number ? `${user.phone_code}${user.phone_number}` : undefined);
}
