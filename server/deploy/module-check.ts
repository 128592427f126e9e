/**
 * Checks a module URL before it is published: its origin must be allowed (a `/dist/…` path on this
 * server always is; an absolute URL only from `KICKOFF_DEPLOY_ORIGINS`), and the file is read (from
 * the dist folder on disk) or fetched (5 s timeout, no redirects) to compute its integrity. A given
 * integrity must match the content. Refusals are 422: `deploy_origin_not_allowed`,
 * `deploy_unreachable`, `deploy_integrity_mismatch`.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { HttpError } from '../http/errors';
import { resolveInside } from '../web/safe-path';
import { normaliseOrigin } from './options';

export interface ModuleCheckSettings {
  /** The server's build folder: `/dist/x.js` is `<distDir>/x.js`. */
  distDir: string;
  allowedOrigins: readonly string[];
  fetchTimeoutMs: number;
  fetch?: typeof fetch;
}

/** Reads (or fetches) a module and answers its integrity; throws the 422s above. */
export type ModuleChecker = (url: string, expectedIntegrity: string | undefined, pointer: string) => Promise<string>;

const ALGORITHMS = { sha256: 'sha256', sha384: 'sha384', sha512: 'sha512' } as const;
type Algorithm = keyof typeof ALGORITHMS;
const isAlgorithm = (name: string): name is Algorithm => name in ALGORITHMS;

export const sri = (content: Uint8Array, algorithm: Algorithm = 'sha384'): string =>
  `${algorithm}-${createHash(ALGORITHMS[algorithm]).update(content).digest('base64')}`;

const refuse = (code: string, detail: string, pointer: string): HttpError => new HttpError(422, code, detail, { pointer });

/** Reads a file the map may name (a /dist/ path on disk, or a URL of an allowed origin); throws the 422s above. */
export type ModuleReader = (url: string, pointer: string) => Promise<Uint8Array>;

export function createModuleReader(settings: ModuleCheckSettings): ModuleReader {
  const origins = new Set(settings.allowedOrigins.map((origin) => normaliseOrigin(origin) ?? origin));
  const fetchFn = settings.fetch ?? fetch;

  return async (url: string, pointer: string): Promise<Uint8Array> => {
    if (url.startsWith('/dist/')) {
      const path = new URL(url, 'http://dist.invalid').pathname;
      const file = path.startsWith('/dist/') ? await resolveInside(settings.distDir, decodeURIComponent(path.slice('/dist/'.length))) : undefined;
      if (file === undefined) throw refuse('deploy_unreachable', `${url} is not a file of this server's build`, pointer);
      try {
        return await readFile(file);
      } catch {
        throw refuse('deploy_unreachable', `${url} could not be read`, pointer);
      }
    }
    const origin = normaliseOrigin(new URL(url).origin);
    if (origin === undefined || !origins.has(origin)) {
      throw refuse('deploy_origin_not_allowed', `Modules may not come from ${origin ?? url}: only /dist/… paths and the origins in KICKOFF_DEPLOY_ORIGINS`, pointer);
    }
    try {
      const response = await fetchFn(url, { redirect: 'error', signal: AbortSignal.timeout(settings.fetchTimeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw refuse('deploy_unreachable', `${url} could not be fetched: ${reason}`, pointer);
    }
  };
}

export function createModuleChecker(settings: ModuleCheckSettings, content: ModuleReader = createModuleReader(settings)): ModuleChecker {
  return async (url, expectedIntegrity, pointer) => {
    const bytes = await content(url, pointer);
    if (expectedIntegrity === undefined) return sri(bytes);
    // An SRI value may list several hashes; it matches when one of them does (the strongest is kept as given).
    const matches = expectedIntegrity.split(/\s+/).some((token) => {
      const algorithm = token.slice(0, token.indexOf('-'));
      return isAlgorithm(algorithm) && sri(bytes, algorithm) === token;
    });
    if (!matches) throw refuse('deploy_integrity_mismatch', `The integrity given for ${url} does not match its content (${sri(bytes)})`, pointer);
    return expectedIntegrity;
  };
}
