/**
 * The bootstrap environment written by the server into the shell page
 * (`<script type="application/json" id="kickoff-env">`): API base URLs, production flag, version.
 * Validated; a missing or broken block falls back to same-origin defaults.
 */
import { API_BASES, EnvSchema, type Env } from '../schemas/config';
import { readJsonBlock } from './json-block';

export const DEFAULT_ENV: Env = { production: false, appVersion: 'dev', api: { ...API_BASES } };

let cached: Env | null = null;
/** The page's environment (read once). */
export function getEnv(): Env {
  cached ??= readJsonBlock('kickoff-env', EnvSchema, 'using defaults') ?? DEFAULT_ENV;
  return cached;
}

/** True in production builds (esbuild replaces process.env.NODE_ENV). */
export const isProductionBuild: boolean = process.env.NODE_ENV === 'production';
