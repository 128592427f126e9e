/** Writes of the identity seed and the test-API reset: reference data, the first terms, emptying the tables. */
import type { Db } from '../../db/open';
import type { CountrySeed, CurrencySeed } from '../reference-data';

/** Identity tables emptied by a reset (children first); the token secret is kept. The wallet's reset empties the accounts. */
const RESET_TABLES = [
  'social_links', 'social_flows', 'social_registrations', 'security_log', 'secret_questions', 'message_outbox', 'pending_steps', 'sessions', 'credentials', 'bonuses', 'login_failures', 'captcha_failures',
  'captcha_passes', 'captcha_challenges', 'fingerprints', 'users', 'terms_changes', 'terms', 'phone_masks', 'countries', 'currencies',
] as const;

export interface IdentitySeedStore {
  /** Inserts the currencies, countries and phone masks that are missing. */
  fillReference(currencies: readonly CurrencySeed[], countries: readonly CountrySeed[]): void;
  /** Publishes the first terms unless terms exist. */
  fillTerms(version: number, updatedAt: string): void;
  /** Empties every identity table except the secrets. */
  clear(): void;
}

export function createIdentitySeedStore(db: Db): IdentitySeedStore {
  const insertCurrency = db.prepare<[number, string, string, string]>('INSERT OR IGNORE INTO currencies (id, iso, symbol, name) VALUES (?, ?, ?, ?)');
  const insertCountry = db.prepare<[number, string, string, string, string]>(
    'INSERT OR IGNORE INTO countries (id, name_ru, name_en, country_code, tel_code) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMask = db.prepare<[number, string, number, number]>(
    'INSERT OR IGNORE INTO phone_masks (country_id, mask, min_digits, max_digits) VALUES (?, ?, ?, ?)',
  );
  const insertTerms = db.prepare<[number, string]>('INSERT OR IGNORE INTO terms (id, version, updated_at) VALUES (1, ?, ?)');
  const deletes = RESET_TABLES.map((table) => db.prepare(`DELETE FROM ${table}`));
  return {
    fillReference(currencies, countries) {
      for (const c of currencies) insertCurrency.run(c.id, c.iso, c.symbol, c.name);
      for (const c of countries) {
        insertCountry.run(c.id, c.nameRu, c.nameEn, c.countryCode, c.telCode);
        insertMask.run(c.id, c.mask, c.minDigits, c.maxDigits);
      }
    },
    fillTerms: (version, updatedAt) => void insertTerms.run(version, updatedAt),
    clear() {
      for (const remove of deletes) remove.run();
    },
  };
}
