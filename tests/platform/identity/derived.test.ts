/** Ban, verification, protection status, activation type and required-field counting, and the stores that follow the user config. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  activationTypeAfterPhoneBinding, banStateOf, countRequiredProfileFields, isVerifiedConfig, protectionStatusOf, withPhoneBound,
} from '../../../platform/src/identity/derived';
import { $ban, $isVerified, $protectionStatus, $requiredProfileFields, setUserConfig } from '../../../platform/src/identity/stores';
import { userConfig } from './helpers';

test('banned when ban_level > 0; deduce page for 53 with version 1 or 45 with another version', () => {
  assert.deepEqual(banStateOf(null), { banned: false, level: 0, version: 0, canDeduce: false });
  assert.equal(banStateOf({ ban_level: 0, ban_version: 1 }).banned, false);
  assert.deepEqual(banStateOf({ ban_level: 53, ban_version: 1 }), { banned: true, level: 53, version: 1, canDeduce: true });
  assert.equal(banStateOf({ ban_level: 53, ban_version: 2 }).canDeduce, false);
  assert.equal(banStateOf({ ban_level: 45, ban_version: 2 }).canDeduce, true);
  assert.equal(banStateOf({ ban_level: 45, ban_version: 0 }).canDeduce, true);
  assert.equal(banStateOf({ ban_level: 45, ban_version: 1 }).canDeduce, false);
  assert.equal(banStateOf({ ban_level: 10, ban_version: 1 }).canDeduce, false);
  assert.equal(banStateOf({ ban_level: 10, ban_version: 1 }).banned, true);
});

test('verified: internal status 1 or the success group code, and no additional document requested', () => {
  const base = { internal_verification_status: 0, verification_status_group_code: null, requested_additional_document: false };
  assert.equal(isVerifiedConfig(null), false);
  assert.equal(isVerifiedConfig(base), false);
  assert.equal(isVerifiedConfig({ ...base, internal_verification_status: 1 }), true);
  assert.equal(isVerifiedConfig({ ...base, verification_status_group_code: 'verified' }), true);
  assert.equal(isVerifiedConfig({ ...base, verification_status_group_code: 'pending' }), false);
  assert.equal(isVerifiedConfig({ ...base, internal_verification_status: 1, requested_additional_document: true }), false);
});

test('protection status: null, ≤30 bad, <70 normal, <100 good, 100 full', () => {
  const cases: Array<[number | null, string | null]> = [
    [null, null], [0, 'bad'], [30, 'bad'], [31, 'normal'], [69, 'normal'], [70, 'good'], [99, 'good'], [100, 'full'],
  ];
  for (const [level, status] of cases) assert.equal(protectionStatusOf(level), status, String(level));
});

test('binding a phone moves activation type 0→3 and 1→2, and turns phone binding on', () => {
  assert.equal(activationTypeAfterPhoneBinding(0), 3);
  assert.equal(activationTypeAfterPhoneBinding(1), 2);
  assert.equal(activationTypeAfterPhoneBinding(2), 2);
  assert.equal(activationTypeAfterPhoneBinding(3), 3);
  const config = userConfig({ activation_type: 1, phone_number: null, phone_code: null, protection_methods: { ...userConfig().protection_methods, enable_phone_binding: false } });
  const bound = withPhoneBound(config, '+7', '9001112233');
  assert.equal(bound.activation_type, 2);
  assert.equal(bound.protection_methods.enable_phone_binding, true);
  assert.equal(bound.phone_number, '9001112233');
  assert.equal(config.activation_type, 1, 'input not mutated');
});

test('required profile fields: six fields plus contacts (phone and e-mail both present)', () => {
  assert.deepEqual(countRequiredProfileFields(userConfig()), { total: 7, filled: 7, missing: [] });
  const partial = userConfig({
    user_email: null,
    user_data: { ...userConfig().user_data, passport: '', surname: null, registration_address: '  ' },
  });
  assert.deepEqual(countRequiredProfileFields(partial), { total: 7, filled: 3, missing: ['surname', 'passport', 'registration_address', 'contacts'] });
  assert.equal(countRequiredProfileFields(null).filled, 0);
});

test('ban, verification and protection stores follow the user config', () => {
  setUserConfig(userConfig({ ban_level: 53, ban_version: 1, internal_verification_status: 0, protection_level: 100 }));
  assert.deepEqual($ban.get(), { banned: true, level: 53, version: 1, canDeduce: true });
  assert.equal($isVerified.get(), false);
  assert.equal($protectionStatus.get(), 'full');
  assert.equal($requiredProfileFields.get().filled, 7);
  setUserConfig(null);
  assert.equal($ban.get().banned, false);
  assert.equal($ban.get().level, 0);
  assert.equal($protectionStatus.get(), null);
});
