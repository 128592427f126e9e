/**
 * The bootstrap environment written by the server into the shell page
 * (`<script type="application/json" id="kickoff-env">`): API base URLs, production flag, version.
 * Validated; a missing or broken block falls back to same-origin defaults.
 */
import * as v from 'valibot';
import { EnvSchema, type Env } from '../schemas/config';

export const DEFAULT_ENV: Env = {
  production: false,
  appVersion: 'dev',
  api: {
    bff: '/bff-api',
    web: '/web-api',
    redirects: '/redirects-api',
    blocks: '/blocks-api',
    limits: '/limit-service-api',
    social: '/social-api',
  },
};

function parseEnv(text: string | null | undefined): Env {
  if (!text) return DEFAULT_ENV;
  try {
    const result = v.safeParse(EnvSchema, JSON.parse(text));
    if (result.success) return result.output;
    console.warn('kickoff-env is invalid; using defaults', v.flatten(result.issues));
  } catch (err) {
    console.warn('kickoff-env is not JSON; using defaults', err);
  }
  return DEFAULT_ENV;
}

let cached: Env | null = null;
/** The page's environment (read once). */
export function getEnv(): Env {
  if (cached) return cached;
  const el = typeof document !== 'undefined' ? document.getElementById('kickoff-env') : null;
  cached = parseEnv(el?.textContent);
  return cached;
}

/** True in production builds (esbuild replaces process.env.NODE_ENV). */
export const isProductionBuild: boolean = process.env.NODE_ENV === 'production';
