/**
 * Pure derivations from the user config (account spec §4, §5): ban state and deduce-page access,
 * verification, protection-level status, activation type after binding a phone, and the count of
 * required profile fields.
 */
import type { UserConfig } from '../schemas/auth';
import { VERIFICATION_SUCCESS_GROUP_CODE } from '../schemas/auth-core';
import type { BanState, ProtectionStatus } from './contract';

export const NOT_BANNED: BanState = { banned: false, level: 0, version: 0, canDeduce: false };

/** Banned when ban_level > 0; the deduce page is open for level 53 with version 1, or level 45 with another version. */
export function banStateOf(config: Pick<UserConfig, 'ban_level' | 'ban_version'> | null): BanState {
  if (!config) return NOT_BANNED;
  const level = config.ban_level;
  const version = config.ban_version;
  return {
    banned: level > 0,
    level,
    version,
    canDeduce: (level === 53 && version === 1) || (level === 45 && version !== 1),
  };
}

/** Verified: internal status 1 or the success group code, and no additional document requested. */
export function isVerifiedConfig(
  config: Pick<UserConfig, 'internal_verification_status' | 'verification_status_group_code' | 'requested_additional_document'> | null,
): boolean {
  if (!config) return false;
  const passed = config.internal_verification_status === 1 || config.verification_status_group_code === VERIFICATION_SUCCESS_GROUP_CODE;
  return passed && !config.requested_additional_document;
}

/** null stays null; ≤ 30 bad; < 70 normal; < 100 good; 100 full. */
export function protectionStatusOf(level: number | null | undefined): ProtectionStatus {
  if (level === null || level === undefined || Number.isNaN(level)) return null;
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}

type ActivationType = UserConfig['activation_type'];

/** Binding a phone: 0 (none) → 3 (phone only), 1 (email only) → 2 (email and phone); others stay. */
export function activationTypeAfterPhoneBinding(type: ActivationType): ActivationType {
  if (type === 0) return 3;
  if (type === 1) return 2;
  return type;
}

/** The user config after a phone was bound: activation type moved and phone binding turned on. */
export function withPhoneBound(config: UserConfig, phoneCode: string, phoneNumber: string): UserConfig {
  return {
    ...config,
    phone_code: phoneCode,
    phone_number: phoneNumber,
    activation_type: activationTypeAfterPhoneBinding(config.activation_type),
    protection_methods: { ...config.protection_methods, enable_phone_binding: true },
  };
}

/** Profile fields counted as required (account spec §5). */
const REQUIRED_PROFILE_FIELDS = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'] as const;
type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number] | 'contacts';

export interface RequiredFieldsCount {
  /** Items counted: the six profile fields plus contacts. */
  total: number;
  filled: number;
  missing: RequiredProfileField[];
}

const present = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** Counts the required profile fields; contacts count as filled when both phone and e-mail are present. */
export function countRequiredProfileFields(config: Pick<UserConfig, 'user_data' | 'phone_number' | 'user_email'> | null): RequiredFieldsCount {
  const missing: RequiredProfileField[] = [];
  for (const field of REQUIRED_PROFILE_FIELDS) if (!present(config?.user_data[field])) missing.push(field);
  if (!(present(config?.phone_number) && present(config?.user_email))) missing.push('contacts');
  const total = REQUIRED_PROFILE_FIELDS.length + 1;
  return { total, filled: total - missing.length, missing };
}
