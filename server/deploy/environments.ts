/**
 * Environment names (`?env=`): `default` unless given; lower-case letters, digits and dashes, 1-32
 * characters. An environment exists once it has a version; a writer creates one by writing with
 * `If-Match: "v0"`.
 */
import { HttpError } from '../http/errors';

export const DEFAULT_ENV = 'default';
const ENV_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;

export interface EnvQuery {
  env?: string | string[];
}

export function envName(value: unknown, parameter = 'env'): string {
  if (value === undefined) return DEFAULT_ENV;
  if (typeof value !== 'string' || !ENV_NAME.test(value)) {
    throw new HttpError(400, 'invalid_parameter', 'env must be an environment name: lower-case letters, digits and dashes (1-32)', { parameter });
  }
  return value;
}
