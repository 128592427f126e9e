/** The player's setting values and the facts of the settings screen, from the stores (pure reads). */
import * as v from 'valibot';
import { isAllowedSetting, SETTING_DEFAULTS, type SettingValues, type Wallet } from '@kickoff/office-contracts/settings';
import type { PlayerRow, PreferencesStore, WalletRow } from './store/preferences';

const IdList = v.array(v.number());

/** A JSON id list of the users table, deduplicated and sorted ascending (spec §3 user config). */
export function sortedIds(json: string): number[] {
  const parsed = v.safeParse(IdList, JSON.parse(json));
  return parsed.success ? [...new Set(parsed.output)].sort((a, b) => a - b) : [];
}

export function settingValues(store: PreferencesStore, player: PlayerRow): SettingValues {
  const values: SettingValues = { ...SETTING_DEFAULTS };
  for (const row of store.prefs(player.id)) if (isAllowedSetting(row.setting_id, row.value)) values[row.setting_id] = row.value;
  values.hide_balance = player.user_hide_balance === 1 ? 1 : 0;
  if (isAllowedSetting('first_deposit_bonus_type', player.bonus_choice)) values.first_deposit_bonus_type = player.bonus_choice;
  return values;
}

const TITLE_KEYS: Readonly<Record<WalletRow['type'], string>> = { 0: 'office_wallet_main', 4: 'office_wallet_bonus', 9: 'office_wallet_currency' };

export function toWallet(row: WalletRow, activeId: number | null): Wallet {
  return {
    id: row.id,
    type: row.type,
    iso: row.iso,
    money: row.money / 10 ** row.minor_units,
    isActive: row.id === activeId,
    walletAttributes: { title_translation_key: TITLE_KEYS[row.type] },
  };
}

/** One club point per full 100 units of the currency staked on sports and toto coupons. */
export const STAKE_PER_POINT = 100;

export function pointsOf(staked: ReadonlyArray<{ minor: number; minor_units: number }>): number {
  return staked.reduce((sum, row) => sum + Math.floor(row.minor / 10 ** row.minor_units / STAKE_PER_POINT), 0);
}
