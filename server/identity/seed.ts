/**
 * Idempotent identity seed (reference data, current terms, token secret, demo accounts) and the
 * reset used by POST /__test/reset. Demo users are inserted only when their e-mail is missing.
 */
import type { Db } from '../db/open';
import type { SeedOptions } from '../service';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { hashPasswordSync, type PasswordHash } from './password';
import { countrySeed, currencySeed } from './reference-data';
import { createIdentityStores } from './store/index';
import { createIdentitySeedStore } from './store/seeding';
import { INITIAL_TERMS_CHANGES } from './terms-changes';

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

export function seedIdentity(db: Db, opts: SeedOptions = { dataSeed: 0 }): void {
  const seeding = createIdentitySeedStore(db);
  seeding.fillReference(currencySeed, countrySeed);
  seeding.fillTerms(INITIAL_TERMS.version, INITIAL_TERMS.updatedAt);
  const { users, credentials, accounts, secrets, terms } = createIdentityStores(db);
  if (terms.changesAfter(INITIAL_TERMS.version - 1, INITIAL_TERMS.version, 'en').length === 0) terms.setChanges(INITIAL_TERMS.version, INITIAL_TERMS_CHANGES);
  secrets.tokenSecret();
  // Demo players exist only in development (a production database gets its players by registration).
  if (opts.demo === false) return;
  for (const demo of demoUsers) {
    if (users.byEmail(demo.user.email) || users.byId(demo.user.id)) continue;
    users.insert(demo.user);
    credentials.set(demo.user.id, demoHash(demo.user.email), demo.user.created_at);
    // The wallet seed opens the demo accounts (the wallet owns them) and credits their balances as 'seed' ledger rows.
    const main = demo.accounts.find((account) => account.type === 0);
    if (main) users.setActiveAccount(demo.user.id, main.id);
    for (const bonus of demo.bonuses) accounts.insertBonus({ ...bonus, userId: demo.user.id });
  }
}

/** Empties the identity tables (the token secret is kept); the test API reset seeds them again. */
export function resetIdentity(db: Db): void {
  createIdentitySeedStore(db).clear();
}
