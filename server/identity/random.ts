/** Random identifiers, numeric codes and generated passwords (node:crypto, never Math.random). */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A URL-safe random identifier with `bytes` bytes of entropy. */
export function randomId(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `digits` digits (leading zeros kept). */
export function randomCode(digits = 6): string {
  let code = '';
  for (let i = 0; i < digits; i += 1) code += String(randomInt(10));
  return code;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A generated password (one-click registration): letters and digits, at least one of each. */
export function randomPassword(length = 10): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i += 1) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/\d/.test(password) && /[A-Za-z]/.test(password)) return password;
  }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
