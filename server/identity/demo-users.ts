/** The seeded demo accounts (all with the password `Demo-2026!`); README and docs/api.md list them. */
import { CURRENCY_IDS } from './reference-data';
import type { UserInsert } from './store/users';

export const DEMO_PASSWORD = 'Demo-2026!';

export interface DemoAccount {
  id: number;
  type: 0 | 4 | 9;
  currencyId: number;
  /** Integer minor units (all demo currencies have 2 decimals); the wallet seed credits it ('seed' ledger row). */
  moneyMinor: number;
}

export interface DemoUser {
  user: UserInsert & { id: number; email: string };
  accounts: readonly DemoAccount[];
  /** Bonus money in minor units of the main account's currency. */
  bonuses: ReadonlyArray<{ id: number; moneyMinor: number }>;
}

/** Seed time of the demo users (fixed, so the data is reproducible). */
const CREATED_AT = Date.UTC(2025, 0, 15, 12, 0, 0);

const base = { registration_type: 'full', created_at: CREATED_AT, country_id: 1, ref_id: 1, terms_version: 1 } as const;

export const demoUsers: readonly DemoUser[] = [
  {
    user: {
      ...base,
      id: 10000001,
      email: 'demo@kickoff.test',
      phone_code: '+7',
      phone_number: '9001234567',
      name: 'Demo',
      surname: 'Player',
      date_birthday: '1990-05-15',
      activation_type: 2,
      protection_level: 60,
      enable_phone_binding: 1,
      enable_email_auth: 1,
      internal_verification_status: 1,
      verification_status: 2,
      verification_types: '[1]',
      verification_status_group_code: 'verified',
      has_deposit: 1,
      bonus_choice: 1,
    },
    accounts: [
      { id: 20000001, type: 0, currencyId: CURRENCY_IDS.RUB, moneyMinor: 2_500_000 },
      { id: 20000002, type: 9, currencyId: CURRENCY_IDS.USD, moneyMinor: 15000 },
      { id: 20000003, type: 4, currencyId: CURRENCY_IDS.RUB, moneyMinor: 100000 },
    ],
    bonuses: [{ id: 1, moneyMinor: 100000 }],
  },
  {
    user: {
      ...base,
      id: 10000002,
      email: 'banned@kickoff.test',
      name: 'Banned',
      surname: 'Player',
      date_birthday: '1988-02-01',
      activation_type: 1,
      protection_level: 40,
      enable_email_auth: 1,
      ban_level: 53,
      ban_version: 1,
    },
    accounts: [{ id: 20000004, type: 0, currencyId: CURRENCY_IDS.RUB, moneyMinor: 0 }],
    bonuses: [],
  },
  {
    user: {
      ...base,
      id: 10000003,
      email: 'twostep@kickoff.test',
      name: 'Twostep',
      surname: 'Player',
      date_birthday: '1985-11-30',
      activation_type: 1,
      protection_level: 60,
      enable_email_auth: 1,
      enable_two_factor_auth: 1,
    },
    accounts: [{ id: 20000005, type: 0, currencyId: CURRENCY_IDS.RUB, moneyMinor: 50000 }],
    bonuses: [],
  },
  {
    user: {
      ...base,
      id: 10000004,
      email: 'terms@kickoff.test',
      name: 'Terms',
      surname: 'Player',
      date_birthday: '1992-07-04',
      activation_type: 1,
      protection_level: 40,
      enable_email_auth: 1,
      terms_version: 0,
    },
    accounts: [{ id: 20000006, type: 0, currencyId: CURRENCY_IDS.RUB, moneyMinor: 10000 }],
    bonuses: [],
  },
  {
    user: {
      ...base,
      id: 10000005,
      email: 'unverified@kickoff.test',
      name: 'Unverified',
      surname: 'Player',
      date_birthday: '1999-03-21',
      activation_type: 1,
      protection_level: 20,
      verification_status: 1,
      user_status_id: 0,
      is_need_identification: 1,
      show_verification_modal_on_deposit_page: 1,
      remaining_days_to_activate: 14,
    },
    accounts: [{ id: 20000007, type: 0, currencyId: CURRENCY_IDS.RUB, moneyMinor: 0 }],
    bonuses: [],
  },
  {
    // A player with an account in a retired currency (HRK, account spec §9: convert-account), who
    // registered through the demo player's bring-a-friend link (ref code DEMOREF1, bonuses seed).
    user: {
      ...base,
      id: 10000070,
      email: 'convert@kickoff.test',
      name: 'Convert',
      surname: 'Player',
      date_birthday: '1987-09-12',
      activation_type: 1,
      protection_level: 50,
      enable_email_auth: 1,
      ref_code: 'DEMOREF1',
      has_deposit: 1,
    },
    accounts: [
      { id: 20000070, type: 0, currencyId: CURRENCY_IDS.HRK, moneyMinor: 150_000 },
      { id: 20000071, type: 9, currencyId: CURRENCY_IDS.EUR, moneyMinor: 0 },
    ],
    bonuses: [],
  },
];
