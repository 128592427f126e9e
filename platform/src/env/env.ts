/**
 * The bootstrap environment written by the server into the shell page
 * (`<script type="application/json" id="kickoff-env">`): API base URLs, production flag, version.
 * Validated; a missing or broken block falls back to same-origin defaults.
 */
import { API_BASES, EnvSchema, type Env } from '../schemas/config';
import { FALLBACK_LANGUAGE } from '../routing/language';
import { setLanguage } from '../stores/language';
import { readJsonBlock } from './json-block';

/** The languages Kickoff's texts come in (the elements on another site's page use one of them). */
const EMBED_LANGUAGES: readonly string[] = ['ru', 'en'];

export const DEFAULT_ENV: Env = { production: false, appVersion: 'dev', serviceWorker: true, api: { ...API_BASES } };

let cached: Env | null = null;
/** The Kickoff origin recorded by `embedFrom` on a page of another origin; null on Kickoff's own pages. */
let embedOrigin: string | null = null;
/** The page's environment (read once). */
export function getEnv(): Env {
  cached ??= readJsonBlock('kickoff-env', EnvSchema, 'using defaults') ?? DEFAULT_ENV;
  return cached;
}

/**
 * A server render of a first view (issue 25): API calls go to the server's own address `origin`
 * (`http://127.0.0.1:<port>`), with the server's environment.
 */
export function serveFrom(origin: string, env: Env): void {
  const api = Object.fromEntries(Object.entries(env.api).map(([name, path]) => [name, path.startsWith('/') ? `${origin}${path}` : path])) as Env['api'];
  cached = { ...env, api };
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
  embedOrigin = origin;
  const base = getEnv();
  const api = Object.fromEntries(Object.entries(base.api).map(([name, path]) => [name, path.startsWith('/') ? `${origin}${path}` : path])) as Env['api'];
  cached = { ...base, api };
  // The elements speak the host page's language (`<html lang>`) when Kickoff has its texts, else English.
  const pageLang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2).toLowerCase();
  setLanguage(EMBED_LANGUAGES.includes(pageLang) ? pageLang : FALLBACK_LANGUAGE, false);
}

/**
 * A link to a page of the Kickoff site (`/ru/promotions/x`) that works where it renders: on a page
 * of another origin (after `embedFrom`) the absolute URL on the Kickoff origin, on Kickoff's own
 * pages the path unchanged. Absolute URLs are returned as they are.
 */
export function siteUrl(path: string): string {
  if (embedOrigin === null || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${embedOrigin}${path}`;
}

/** Platform-internal: whether Kickoff runs embedded in a page of another origin (a CMS landing). */
export function isEmbedded(): boolean {
  return embedOrigin !== null;
}

/** Platform-internal (tests): forget what `embedFrom` recorded, as on a fresh Kickoff page. */
export function resetEmbedding(): void {
  embedOrigin = null;
  cached = null;
}

/** True in production builds (esbuild replaces process.env.NODE_ENV). */
export const isProductionBuild: boolean = process.env.NODE_ENV === 'production';
