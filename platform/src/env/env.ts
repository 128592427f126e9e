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

/**
 * For Kickoff elements on a page of another origin (a CMS landing): API calls go to the origin the
 * elements' module came from (`moduleUrl`), not to the host page. On Kickoff's own pages (the shell
 * page writes `kickoff-env`, or the module is same-origin) nothing changes.
 */
export function embedFrom(moduleUrl: string): void {
  let origin: string;
  try {
    origin = new URL(moduleUrl).origin;
  } catch {
    return;
  }
  if (typeof location === 'undefined' || origin === location.origin || origin === 'null') return;
  if (typeof document !== 'undefined' && document.getElementById('kickoff-env')) return;
  const base = getEnv();
  const api = Object.fromEntries(Object.entries(base.api).map(([name, path]) => [name, path.startsWith('/') ? `${origin}${path}` : path])) as Env['api'];
  cached = { ...base, api };
}

/** True in production builds (esbuild replaces process.env.NODE_ENV). */
export const isProductionBuild: boolean = process.env.NODE_ENV === 'production';
