/**
 * Which of the page's modules a served import map has replaced (shell spec §1 "an update notice when a
 * new app version exists"; account spec §4 "App version": the current version is the first one seen, a
 * different later version raises an update signal). The version a page runs is the import map it started
 * with, as SystemJS resolves it; a deploy changes a module's URL. Pure: the resolver is passed in.
 */

/** The parts of an import map the check reads. */
export interface ServedImportMap {
  imports: Readonly<Record<string, string>>;
}

/**
 * The reply's shape check: an object whose `imports` maps names to URL strings. Written out rather than a
 * valibot schema: the root config's entry uses valibot too, and a schema here made esbuild move the shared
 * valibot code into a chunk the first visit loads.
 */
export function isServedImportMap(value: unknown): value is ServedImportMap {
  if (typeof value !== 'object' || value === null || !('imports' in value)) return false;
  const imports: unknown = value.imports;
  return typeof imports === 'object' && imports !== null && !Array.isArray(imports) && Object.values(imports).every((url) => typeof url === 'string');
}

/**
 * The Kickoff modules (`@kickoff/*`) the page runs whose URL in `served` differs from the page's own, or
 * that `served` no longer names, sorted. A name only `served` knows (a module deployed for pages this one
 * does not run) is not a new version of this page. `running` answers the absolute URL the page resolves a
 * name to (null when its map does not name it); `base` makes the served URLs absolute the same way.
 */
export function changedModules(running: (name: string) => string | null, served: ServedImportMap, base: string): string[] {
  const changed: string[] = [];
  const names = new Set(Object.keys(served.imports).filter((name) => name.startsWith('@kickoff/')));
  for (const name of names) {
    const mine = running(name);
    if (mine === null) continue;
    const theirs = new URL(served.imports[name] ?? '', base).href;
    if (theirs !== mine) changed.push(name);
  }
  return changed.sort();
}

/**
 * Remembers which served version was announced: `shouldAnnounce(version, changed)` is true once per
 * served version that changes something, so a player who dismissed the notice is not asked again until
 * the next deploy; a map back to the page's own (a rollback) clears it.
 */
export function createAnnouncer(): { shouldAnnounce(version: string, changed: readonly string[]): boolean } {
  let announced: string | null = null;
  return {
    shouldAnnounce(version, changed) {
      if (changed.length === 0) {
        announced = null;
        return false;
      }
      if (version === announced) return false;
      announced = version;
      return true;
    },
  };
}
