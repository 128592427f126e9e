/** Reference tables: currencies, countries (names in ru and en), phone masks. */
import type { Db } from '../../db/open';
import type { Country, Currency } from '@kickoff/contracts';

export interface PhoneMaskRow {
  CountryId: number;
  Mask: string;
  Min: number;
  Max: number;
}

export interface ReferenceStore {
  currencies(): Currency[];
  currency(id: number): Currency | undefined;
  countries(lang: 'ru' | 'en'): Country[];
  countryCode(id: number): string | undefined;
  phoneMasks(): PhoneMaskRow[];
}

export function createReferenceStore(db: Db): ReferenceStore {
  const currencies = db.prepare<[], Currency>('SELECT id, iso, symbol, name FROM currencies ORDER BY id');
  const currency = db.prepare<[number], Currency>('SELECT id, iso, symbol, name FROM currencies WHERE id = ?');
  const countriesRu = db.prepare<[], Country>('SELECT id, name_ru AS name, country_code, tel_code FROM countries ORDER BY id');
  const countriesEn = db.prepare<[], Country>('SELECT id, name_en AS name, country_code, tel_code FROM countries ORDER BY id');
  const countryCode = db.prepare<[number], { country_code: string }>('SELECT country_code FROM countries WHERE id = ?');
  const masks = db.prepare<[], PhoneMaskRow>(
    'SELECT country_id AS CountryId, mask AS Mask, min_digits AS Min, max_digits AS Max FROM phone_masks ORDER BY country_id',
  );
  return {
    currencies: () => currencies.all(),
    currency: (id) => currency.get(id),
    countries: (lang) => (lang === 'ru' ? countriesRu.all() : countriesEn.all()),
    countryCode: (id) => countryCode.get(id)?.country_code,
    phoneMasks: () => masks.all(),
  };
}
