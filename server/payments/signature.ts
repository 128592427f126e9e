/**
 * The demo payment provider's callback signature: HMAC-SHA256 of the exact request body with the
 * shared secret, hex, in the `x-provider-signature` header. The server verifies it on the raw bytes
 * (constant-time compare) before it parses anything; a callback without a valid signature changes
 * nothing. The provider side (the demo provider's pages) signs with the same function.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-provider-signature';

export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

export function verifySignature(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
