/**
 * The deploy service's configuration: deploy tokens (`KICKOFF_DEPLOY_TOKENS`, comma-separated
 * `name:token` pairs; the name is the actor in the history), the origins module URLs may come from
 * (`KICKOFF_DEPLOY_ORIGINS`; `/dist/…` paths are always allowed) and the optional PostgreSQL store
 * (`KICKOFF_DEPLOY_DATABASE_URL`). Tokens live in configuration, never in the database.
 */

export interface DeployToken {
  /** Who deploys with it: the `actor` of the history rows. */
  name: string;
  token: string;
}

export interface DeployOptions {
  /** Tokens that may write; none: writes are refused (503), except the development token with the demo switch. */
  tokens?: readonly DeployToken[];
  /** Origins (`https://cdn.example.com`) absolute module URLs may point at. */
  allowedOrigins?: readonly string[];
  /** `postgres://…`: keep the maps in PostgreSQL (several instances) instead of the server's SQLite file. */
  databaseUrl?: string;
  /** How long fetching a module to compute its integrity may take (default 5000 ms). */
  fetchTimeoutMs?: number;
  /**
   * Publish a rebuilt dist/importmap.json when `/importmap.json` is next requested (default: outside
   * production only; in production the build is published at start-up, deploys go through the API).
   */
  followBuild?: boolean;
}

/** The documented development token: accepted only with the demo switch and no configured tokens. */
export const DEV_DEPLOY_TOKEN = 'dev-deploy-token';
export const DEV_DEPLOY_ACTOR = 'developer';
export const DEFAULT_FETCH_TIMEOUT_MS = 5000;

const NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** `ci:abc123,alice:def456` → tokens; throws on a malformed pair (the server should not start with a typo). */
export function parseDeployTokens(value: string | undefined): DeployToken[] {
  const text = value?.trim() ?? '';
  if (text === '') return [];
  return text.split(',').map((pair) => {
    const at = pair.indexOf(':');
    const name = pair.slice(0, at).trim();
    const token = pair.slice(at + 1).trim();
    if (at < 0 || !NAME.test(name) || token.length < 16 || /\s/.test(token)) {
      throw new Error('KICKOFF_DEPLOY_TOKENS must be comma-separated name:token pairs (names [A-Za-z0-9._-], tokens of 16 characters or more)');
    }
    return { name, token };
  });
}

/** `https://cdn.example.com,https://static.example.com` → normalised origins; throws on anything that is not an origin. */
export function parseDeployOrigins(value: string | undefined): string[] {
  const text = value?.trim() ?? '';
  if (text === '') return [];
  return text.split(',').map((entry) => {
    const origin = normaliseOrigin(entry.trim());
    if (origin === undefined) throw new Error(`KICKOFF_DEPLOY_ORIGINS: ${entry.trim()} is not an http(s) origin`);
    return origin;
  });
}

/** `scheme://host[:port]`, lower-cased, default port dropped; undefined for anything else. */
export function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return undefined;
    return url.origin.toLowerCase();
  } catch {
    return undefined;
  }
}

export function deployOptionsFromEnv(env: Record<string, string | undefined>): DeployOptions {
  const databaseUrl = env.KICKOFF_DEPLOY_DATABASE_URL?.trim();
  return {
    tokens: parseDeployTokens(env.KICKOFF_DEPLOY_TOKENS),
    allowedOrigins: parseDeployOrigins(env.KICKOFF_DEPLOY_ORIGINS),
    ...(databaseUrl ? { databaseUrl } : {}),
  };
}
