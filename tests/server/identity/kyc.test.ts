import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KycErrorCodes } from '../../../platform-wallet/src/schemas/coupon-errors';
import { kycRefusal } from '../../../server/identity/http/guards';

const unverified = { is_need_identification: 0, internal_verification_status: 0, verification_status_group_code: null, requested_additional_document: 0 };
const verified = { ...unverified, internal_verification_status: 1 };

test('a route without a kyc requirement never refuses', () => {
  assert.equal(kycRefusal({ ...unverified, is_need_identification: 1 }, undefined), null);
});

test("kyc 'identified' refuses only a player who must still pass identification", () => {
  assert.equal(kycRefusal({ ...unverified, is_need_identification: 1 }, 'identified')?.code, KycErrorCodes.identificationRequired);
  assert.equal(kycRefusal(unverified, 'identified'), null, 'not verified but identified is enough');
});

test("kyc 'verified' needs identification passed and the spec's verified state (§4)", () => {
  assert.equal(kycRefusal({ ...verified, is_need_identification: 1 }, 'verified')?.code, KycErrorCodes.identificationRequired, 'identification first');
  assert.equal(kycRefusal(unverified, 'verified')?.code, KycErrorCodes.verificationRequired);
  assert.equal(kycRefusal(verified, 'verified'), null, 'internal status 1');
  assert.equal(kycRefusal({ ...unverified, verification_status_group_code: 'verified' }, 'verified'), null, 'the success group code');
  assert.equal(kycRefusal({ ...unverified, verification_status_group_code: 'pending' }, 'verified')?.code, KycErrorCodes.verificationRequired);
  assert.equal(kycRefusal({ ...verified, requested_additional_document: 1 }, 'verified')?.code, KycErrorCodes.verificationRequired, 'an additional document requested undoes it');
});
