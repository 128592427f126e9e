/**
 * The root config's refusal of a module built for another platform (issue 26). Every module's build writes a
 * manifest beside its entry (`<entry>.deps.json`) with the ranges it was built for (`"requires":
 * {"@kickoff/platform": "^1.1.0", "react": "^19.3.1"}`); before a module is imported, its requirements (listed by
 * the server in the page's preload block, or read from the manifest) are checked against what this page runs: the platform's own version and React's. A module that does not fit is
 * not run: `IncompatibleModuleError` (never retried), a console line naming both versions, and the error block
 * where the module would have been; the rest of the page goes on.
 */
import * as v from 'valibot';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { describeIncompatibility, incompatibilities, ModuleManifestSchema, type VersionProblem } from './manifest';
import { preloadedModuleRequirements } from '../env/preload';

export { incompatibilities, ModuleManifestSchema, type VersionProblem };

/** The platform's contract version (platform/contract.json), set by the build; unbuilt sources (tests) say '0.0.0-source'. */
export const PLATFORM_VERSION: string = process.env.KICKOFF_PLATFORM_VERSION ?? '0.0.0-source';

/** The versions this page runs, by shared module name. */
export function runningVersions(): Readonly<Record<string, string>> {
  return { '@kickoff/platform': PLATFORM_VERSION, react: reactVersion, 'react-dom': reactDomVersion, 'react-dom/client': reactDomVersion };
}

export class IncompatibleModuleError extends Error {
  override readonly name = 'IncompatibleModuleError';
  constructor(
    readonly module: string,
    readonly problems: readonly VersionProblem[],
  ) {
    super(`${describeIncompatibility(module, problems, 'this page runs')}: not mounted`);
  }
}

export const isIncompatibleModule = (err: unknown): err is IncompatibleModuleError => err instanceof Error && err.name === 'IncompatibleModuleError';

/** The page's table names this server's files by path (`/dist/…`); SystemJS resolves them to absolute URLs. */
function tableKey(url: string): string {
  if (typeof location === 'undefined') return url;
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? parsed.pathname : parsed.href;
  } catch {
    return url;
  }
}

/** Manifests read so far, by entry URL (a URL's file never changes: its name carries its hash). */
const manifests = new Map<string, Promise<v.InferOutput<typeof ModuleManifestSchema> | null>>();

/**
 * The manifest of the module at `url`: from the page's preload block when the server listed it (no request),
 * otherwise read beside the file (a module a developer overrides, or a page the server did not write); null when
 * there is none or it cannot be read: such a module declares nothing and is run, with a warning.
 */
function manifestOf(module: string, url: string, fetchFn: typeof fetch): Promise<v.InferOutput<typeof ModuleManifestSchema> | null> {
  const listed = preloadedModuleRequirements()?.[tableKey(url)];
  if (listed) return Promise.resolve({ requires: listed });
  let pending = manifests.get(url);
  if (!pending) {
    pending = fetchFn(`${url}.deps.json`, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return v.parse(ModuleManifestSchema, await res.json());
      })
      .catch((err: unknown) => {
        manifests.delete(url);
        console.warn(`${module}: no readable manifest beside ${url} (${err instanceof Error ? err.message : String(err)}); its versions are not checked`);
        return null;
      });
    manifests.set(url, pending);
  }
  return pending;
}

/** Throws `IncompatibleModuleError` (after a console line naming both versions) when `module` at `url` does not fit this page. */
export async function assertCompatible(module: string, url: string, fetchFn: typeof fetch = (input, init) => fetch(input, init)): Promise<void> {
  const manifest = await manifestOf(module, url, fetchFn);
  const problems = incompatibilities(manifest?.requires ?? {}, runningVersions());
  if (problems.length === 0) return;
  const error = new IncompatibleModuleError(module, problems);
  console.error(error.message);
  throw error;
}
