/** A `users` row as the UserConfig contract (account spec §3), checked against the schema. */
import * as v from 'valibot';
import { UserConfigSchema, type UserConfig } from '@kickoff/contracts';
import { DAY } from './constants';
import { protectionLevelOf } from './protection';
import type { UserRow } from './store/users';

const IdList = v.array(v.number());

function idList(json: string): number[] {
  const parsed = v.safeParse(IdList, JSON.parse(json));
  return parsed.success ? [...parsed.output].sort((a, b) => a - b) : [];
}

function activationType(value: number): UserConfig['activation_type'] {
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

export function toUserConfig(user: UserRow, countryCode: string | null, now: number): UserConfig {
  const fullName = [user.name, user.surname].filter((part): part is string => Boolean(part)).join(' ');
  const config: UserConfig = {
    disallow_line_sport: idList(user.disallow_line_sport),
    disallow_live_sport: idList(user.disallow_live_sport),
    phone_number: user.phone_number,
    phone_code: user.phone_code,
    user_email: user.email,
    user_name: fullName || null,
    user_country_code: countryCode,
    user_country_id: user.country_id,
    activation_type: activationType(user.activation_type),
    user_ref_id: user.ref_id,
    user_msg_count: user.user_msg_count,
    isRequiredTransfer: user.is_required_transfer === 1,
    is_active_secure_question: user.is_active_secure_question === 1,
    user_hide_balance: user.user_hide_balance === 1,
    changed_pass_day_count: user.password_changed_at === null ? null : Math.floor((now - user.password_changed_at) / DAY),
    user_data: {
      date_birthday: user.date_birthday,
      document_type_id: user.document_type_id,
      inn: user.inn,
      name: user.name,
      passport: user.passport,
      passport_date: user.passport_date,
      passport_end_date: user.passport_end_date,
      registration_address: user.registration_address,
      surname: user.surname,
    },
    // Computed from the methods in use (protection.ts), so it never drifts from them.
    protection_level: protectionLevelOf(user),
    protection_methods: {
      is_changed_password: user.is_changed_password === 1,
      enable_two_factor_auth: user.enable_two_factor_auth === 1,
      enable_phone_binding: user.enable_phone_binding === 1,
      enable_security_question: user.enable_security_question === 1,
      enable_email_auth: user.enable_email_auth === 1,
    },
    should_sync_protection_methods: user.should_sync_protection_methods === 1,
    is_need_identification: user.is_need_identification === 1,
    ban_level: user.ban_level,
    ban_version: user.ban_version,
    user_status_id: user.user_status_id,
    internal_verification_status: user.internal_verification_status,
    verification_status: user.verification_status,
    verification_types: idList(user.verification_types),
    verification_status_group_code: user.verification_status_group_code,
    requested_additional_document: user.requested_additional_document === 1,
    is_identification_bonus: user.is_identification_bonus === 1,
    show_verification_modal_on_deposit_page: user.show_verification_modal_on_deposit_page === 1,
    remaining_days_to_activate: user.remaining_days_to_activate,
    isCCLine: user.is_cc_line === 1,
    isCClive: user.is_cc_live === 1,
    isDataAfterRegistration: user.is_data_after_registration === 1,
    has_deposit: user.has_deposit === 1,
    user_id: user.id,
  };
  return v.parse(UserConfigSchema, config);
}
