/** The provider callback signature: the exact body signs, any change to body or signature fails. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signBody, verifySignature } from '../../../server/payments/signature';

test('a body signed with the secret verifies; another body, secret or a malformed signature does not', () => {
  const body = JSON.stringify({ paymentId: 7, status: 'success' });
  const sig = signBody('s3cret', body);
  assert.equal(verifySignature('s3cret', body, sig), true);
  assert.equal(verifySignature('s3cret', body.replace('7', '8'), sig), false);
  assert.equal(verifySignature('other', body, sig), false);
  assert.equal(verifySignature('s3cret', body, undefined), false);
  assert.equal(verifySignature('s3cret', body, sig.slice(1)), false);
  assert.equal(verifySignature('s3cret', body, sig.toUpperCase()), false);
});
