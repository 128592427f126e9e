/**
 * What a typed login names: an e-mail (any case), an account ID in its canonical form (digits, no
 * leading zero: `010000009` names no account, as at a real operator), or nothing known. The failure
 * counters key a login by the account it resolves to, so every spelling of one account shares them.
 */
import type { UserRow, UserStore } from './store/users';

export type LoginName = { kind: 'email'; email: string } | { kind: 'account'; id: number } | { kind: 'other'; text: string };

const ACCOUNT_ID = /^[1-9]\d{0,15}$/;

export function parseLoginName(raw: string): LoginName {
  const text = raw.trim().toLowerCase();
  if (text.includes('@')) return { kind: 'email', email: text };
  if (ACCOUNT_ID.test(text) && Number.isSafeInteger(Number(text))) return { kind: 'account', id: Number(text) };
  return { kind: 'other', text };
}

export function findByLoginName(users: UserStore, name: LoginName): UserRow | undefined {
  if (name.kind === 'email') return users.byEmail(name.email);
  if (name.kind === 'account') return users.byId(name.id);
  return undefined;
}

/** The failure-counter subject: the account when the login resolved to one, else the normalised login. */
export function failureSubject(user: UserRow | undefined, fallback: string): string {
  return user ? `account:${user.id}` : `login:${fallback}`;
}

export function nameText(name: LoginName): string {
  return name.kind === 'email' ? name.email : name.kind === 'account' ? String(name.id) : name.text;
}
