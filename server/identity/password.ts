/**
 * Password hashing: scrypt (node:crypto) with a per-user random salt, compared in constant time.
 * The stored algorithm string carries the cost parameters, so they can change later.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordHash {
  /** `scrypt:N:r:p:keylen` */
  algorithm: string;
  /** base64 */
  salt: string;
  /** base64 */
  hash: string;
}

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const ALGORITHM = `scrypt:${N}:${R}:${P}:${KEY_LENGTH}`;

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function parseAlgorithm(algorithm: string): { options: ScryptOptions; keylen: number } | undefined {
  const match = /^scrypt:(\d+):(\d+):(\d+):(\d+)$/.exec(algorithm);
  if (!match) return undefined;
  const [n, r, p, keylen] = match.slice(1).map(Number) as [number, number, number, number];
  return { options: { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }, keylen };
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return { algorithm: ALGORITHM, salt: salt.toString('base64'), hash: key.toString('base64') };
}

/** Synchronous variant for the seed (runs inside a database transaction). */
export function hashPasswordSync(password: string): PasswordHash {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return { algorithm: ALGORITHM, salt: salt.toString('base64'), hash: key.toString('base64') };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const params = parseAlgorithm(stored.algorithm);
  if (!params) return false;
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(stored.salt, 'base64'), params.keylen, params.options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the login is unknown, so both cases take the same time. */
let decoy: PasswordHash | undefined;
export function decoyHash(): PasswordHash {
  decoy ??= hashPasswordSync(randomBytes(12).toString('base64'));
  return decoy;
}
