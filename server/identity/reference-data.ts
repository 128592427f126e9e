/** Reference data seeded into the identity tables: currencies, countries, phone masks. */

export interface CurrencySeed {
  id: number;
  iso: string;
  symbol: string;
  name: string;
}

export const CURRENCY_IDS = { RUB: 1, USD: 2, EUR: 3, KZT: 4, UAH: 5, GBP: 6, HRK: 7, AZN: 8, BYN: 9 } as const;

export const currencySeed: readonly CurrencySeed[] = [
  { id: CURRENCY_IDS.RUB, iso: 'RUB', symbol: '₽', name: 'Russian ruble' },
  { id: CURRENCY_IDS.USD, iso: 'USD', symbol: '$', name: 'US dollar' },
  { id: CURRENCY_IDS.EUR, iso: 'EUR', symbol: '€', name: 'Euro' },
  { id: CURRENCY_IDS.KZT, iso: 'KZT', symbol: '₸', name: 'Kazakhstani tenge' },
  { id: CURRENCY_IDS.UAH, iso: 'UAH', symbol: '₴', name: 'Ukrainian hryvnia' },
  { id: CURRENCY_IDS.GBP, iso: 'GBP', symbol: '£', name: 'Pound sterling' },
  { id: CURRENCY_IDS.HRK, iso: 'HRK', symbol: 'kn', name: 'Croatian kuna' },
  { id: CURRENCY_IDS.AZN, iso: 'AZN', symbol: '₼', name: 'Azerbaijani manat' },
  { id: CURRENCY_IDS.BYN, iso: 'BYN', symbol: 'Br', name: 'Belarusian ruble' },
];

export interface CountrySeed {
  id: number;
  nameRu: string;
  nameEn: string;
  countryCode: string;
  telCode: string;
  mask: string;
  minDigits: number;
  maxDigits: number;
}

/** Ids follow the geo table of the config service (RU 1, UA 2, KZ 3, AZ 4, BY 5, GB 6, IE 7, DE 8, US 9). */
export const countrySeed: readonly CountrySeed[] = [
  { id: 1, nameRu: 'Россия', nameEn: 'Russia', countryCode: 'RU', telCode: '+7', mask: '+7 (###) ###-##-##', minDigits: 10, maxDigits: 10 },
  { id: 2, nameRu: 'Украина', nameEn: 'Ukraine', countryCode: 'UA', telCode: '+380', mask: '+380 (##) ###-##-##', minDigits: 9, maxDigits: 9 },
  { id: 3, nameRu: 'Казахстан', nameEn: 'Kazakhstan', countryCode: 'KZ', telCode: '+7', mask: '+7 (###) ###-##-##', minDigits: 10, maxDigits: 10 },
  { id: 4, nameRu: 'Азербайджан', nameEn: 'Azerbaijan', countryCode: 'AZ', telCode: '+994', mask: '+994 (##) ###-##-##', minDigits: 9, maxDigits: 9 },
  { id: 5, nameRu: 'Беларусь', nameEn: 'Belarus', countryCode: 'BY', telCode: '+375', mask: '+375 (##) ###-##-##', minDigits: 9, maxDigits: 9 },
  { id: 6, nameRu: 'Великобритания', nameEn: 'United Kingdom', countryCode: 'GB', telCode: '+44', mask: '+44 #### ######', minDigits: 10, maxDigits: 10 },
  { id: 7, nameRu: 'Ирландия', nameEn: 'Ireland', countryCode: 'IE', telCode: '+353', mask: '+353 ## ### ####', minDigits: 9, maxDigits: 9 },
  { id: 8, nameRu: 'Германия', nameEn: 'Germany', countryCode: 'DE', telCode: '+49', mask: '+49 ### ########', minDigits: 10, maxDigits: 11 },
  { id: 9, nameRu: 'США', nameEn: 'United States', countryCode: 'US', telCode: '+1', mask: '+1 (###) ###-####', minDigits: 10, maxDigits: 10 },
  { id: 10, nameRu: 'Хорватия', nameEn: 'Croatia', countryCode: 'HR', telCode: '+385', mask: '+385 ## ### ####', minDigits: 8, maxDigits: 9 },
];
