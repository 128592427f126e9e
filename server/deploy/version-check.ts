/**
 * The deploy service's refusal of a module built for another platform (issue 26): every module's manifest
 * (`<entry>.deps.json` beside its entry) says which ranges of the platform and React it was built for, and the
 * platform's and React's manifests which versions they provide. A write whose map would pair a module with a
 * platform or React outside its range is refused with 409 `incompatible_platform`, naming both versions:
 * a new module checked against the published platform, and a new platform or React against every module.
 * A module without a readable manifest declares nothing (modules built before the contract existed).
 */
import * as v from 'valibot';
import { describeIncompatibility, incompatibilities, ModuleManifestSchema, type VersionProblem } from '@kickoff/contracts';
import { HttpError } from '../http/errors';
import type { ImportMap } from './import-map';
import type { ModuleReader } from './module-check';

/** The shared modules whose manifests say which version they provide. */
export const VERSION_PROVIDERS: readonly string[] = ['@kickoff/platform', 'react', 'react-dom', 'react-dom/client'];

type Manifest = v.InferOutput<typeof ModuleManifestSchema>;

/** Where teams' uploaded modules live (./uploads.ts). */
const TEAM_FILES = '/dist/teams/';

/** Throws 409 `incompatible_platform` when `next` pairs a module with a platform or React it was not built for. */
export type VersionCheck = (current: ImportMap, next: ImportMap) => Promise<void>;

export function createVersionCheck(read: ModuleReader): VersionCheck {
  // A URL's files never change (their names carry their hashes): each manifest is read once.
  const manifests = new Map<string, Promise<Manifest | null>>();
  const manifestOf = (url: string): Promise<Manifest | null> => {
    let pending = manifests.get(url);
    if (!pending) {
      pending = read(`${url}.deps.json`, '/imports')
        .then((bytes) => v.parse(ModuleManifestSchema, JSON.parse(Buffer.from(bytes).toString('utf8'))))
        .catch(() => {
          // Not there (yet) or broken: asked again next time, so a manifest uploaded after a refusal is read.
          manifests.delete(url);
          return null;
        });
      manifests.set(url, pending);
    }
    return pending;
  };

  return async (current, next) => {
    const changed = Object.keys(next.imports).filter((name) => next.imports[name] !== current.imports[name]);
    if (changed.length === 0) return;
    const provides: Record<string, string> = {};
    for (const name of VERSION_PROVIDERS) {
      const url = next.imports[name];
      const version = url ? (await manifestOf(url))?.provides?.[name] : undefined;
      if (version !== undefined) provides[name] = version;
    }
    // A new platform or React must fit every module; a new module must fit what is published.
    const toCheck = changed.some((name) => VERSION_PROVIDERS.includes(name)) ? Object.keys(next.imports) : changed;
    const refused: Array<{ module: string; problems: VersionProblem[] }> = [];
    for (const module of toCheck.sort()) {
      if (VERSION_PROVIDERS.includes(module)) continue;
      const url = next.imports[module] as string;
      const manifest = await manifestOf(url);
      // A team's module (uploaded under /dist/teams/) must say what it was built for: without its manifest it
      // could run on any platform. The operator's build writes one for every module.
      if (manifest === null && url.startsWith(TEAM_FILES)) {
        throw new HttpError(422, 'deploy_manifest_missing', `${module}: ${url}.deps.json, the manifest the kit's build writes beside the entry, was not uploaded`, {
          pointer: `/imports/${module.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        });
      }
      const problems = incompatibilities(manifest?.requires ?? {}, provides);
      if (problems.length > 0) refused.push({ module, problems });
    }
    if (refused.length === 0) return;
    const detail = refused.map(({ module, problems }) => describeIncompatibility(module, problems, 'the map publishes')).join('; ');
    throw new HttpError(409, 'incompatible_platform', detail, { pointer: '/imports' }, {
      incompatible: refused.flatMap(({ module, problems }) => problems.map((p) => ({ module, shared: p.name, builtFor: p.range, published: p.runs }))),
    });
  };
}
