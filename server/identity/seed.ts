/**
 * Idempotent identity seed (reference data, current terms, token secret, demo accounts) and the
 * reset used by POST /__test/reset. Demo users are inserted only when their e-mail is missing.
 */
import type Database from 'better-sqlite3';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { hashPasswordSync, type PasswordHash } from './password';
import { countrySeed, currencySeed } from './reference-data';
import { tokenSecret } from './secret';
import { createAccountStore } from './store/accounts';
import { createCredentialStore } from './store/credentials';
import { createUserStore } from './store/users';

/** First published terms. */
export const INITIAL_TERMS = { version: 1, updatedAt: '2026-01-01T00:00:00.000Z' } as const;

/** scrypt is slow on purpose: each demo user's hash (own random salt) is computed once per process. */
const demoHashes = new Map<string, PasswordHash>();
function demoHash(email: string): PasswordHash {
  let hash = demoHashes.get(email);
  if (!hash) {
    hash = hashPasswordSync(DEMO_PASSWORD);
    demoHashes.set(email, hash);
  }
  return hash;
}

export function seedIdentity(db: Database.Database): void {
  const insertCurrency = db.prepare<[number, string, string, string]>('INSERT OR IGNORE INTO currencies (id, iso, symbol, name) VALUES (?, ?, ?, ?)');
  for (const c of currencySeed) insertCurrency.run(c.id, c.iso, c.symbol, c.name);

  const insertCountry = db.prepare<[number, string, string, string, string]>(
    'INSERT OR IGNORE INTO countries (id, name_ru, name_en, country_code, tel_code) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMask = db.prepare<[number, string, number, number]>(
    'INSERT OR IGNORE INTO phone_masks (country_id, mask, min_digits, max_digits) VALUES (?, ?, ?, ?)',
  );
  for (const c of countrySeed) {
    insertCountry.run(c.id, c.nameRu, c.nameEn, c.countryCode, c.telCode);
    insertMask.run(c.id, c.mask, c.minDigits, c.maxDigits);
  }

  db.prepare<[number, string]>('INSERT OR IGNORE INTO terms (id, version, updated_at) VALUES (1, ?, ?)').run(
    INITIAL_TERMS.version,
    INITIAL_TERMS.updatedAt,
  );
  tokenSecret(db);

  const users = createUserStore(db);
  const credentials = createCredentialStore(db);
  const accounts = createAccountStore(db);
  for (const demo of demoUsers) {
    if (users.byEmail(demo.user.email) || users.byId(demo.user.id)) continue;
    users.insert(demo.user);
    credentials.set(demo.user.id, demoHash(demo.user.email), demo.user.created_at);
    for (const account of demo.accounts) {
      accounts.insert({ ...account, userId: demo.user.id, createdAt: demo.user.created_at, visibleAt: demo.user.created_at });
    }
    const main = demo.accounts.find((account) => account.type === 0);
    if (main) users.setActiveAccount(demo.user.id, main.id);
    for (const bonus of demo.bonuses) accounts.insertBonus({ ...bonus, userId: demo.user.id });
  }
}

/** Identity tables emptied by a reset (children first); the token secret is kept. */
const RESET_TABLES = [
  'pending_steps', 'sessions', 'credentials', 'bonuses', 'accounts', 'login_failures', 'captcha_failures',
  'captcha_passes', 'captcha_challenges', 'fingerprints', 'users', 'terms', 'phone_masks', 'countries', 'currencies',
] as const;

export function resetIdentity(db: Database.Database): void {
  for (const table of RESET_TABLES) db.exec(`DELETE FROM ${table}`);
  db.exec("DELETE FROM sqlite_sequence WHERE name = 'accounts'");
}
