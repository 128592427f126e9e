/**
 * The first view's module graph, preloaded from the shell page (issue 25 item 2): the modules a page runs
 * at once are the root config, the shell's parcels, the coupon in a layout that shows it, and the route's
 * application; each module's entry, its static chunks and the shared modules they import (their
 * `<entry>.deps.json`, written by the build beside the entry) are fetched in parallel from the first
 * bytes of the page instead of one after another as SystemJS discovers them. Each link carries the import
 * map's integrity, so the script SystemJS creates later reuses the preloaded response.
 * Modules loaded on use (the wallet calls, the console, other routes' applications) are never preloaded.
 */
import { createMatcher, LAYOUT_SLOTS, ROUTES, splitLanguage } from '@kickoff/contracts';
import type { CurrentImportMap } from '../deploy/served-map';
import type { ModuleDeps } from './module-manifest';

const matcher = createMatcher(ROUTES);

/** Every page runs these: the root config, then the shell's parcels. */
const ALWAYS = ['@kickoff/root-config', '@kickoff/shell'] as const;

/** The modules the page at `pathname` runs before anything else happens (its route from the shared route table). */
export function firstViewModules(pathname: string): string[] {
  const { rest } = splitLanguage(pathname);
  const { route } = matcher.match(rest);
  const modules: string[] = [...ALWAYS];
  if (LAYOUT_SLOTS[route.layout].includes('coupon')) modules.push('@kickoff/coupon');
  if (route.app) modules.push(`@kickoff/${route.app}`);
  return modules;
}

/** A module's manifest (`<entry>.deps.json`), read by ./module-manifest.ts. */
export { ModuleDepsSchema, type ModuleDeps } from './module-manifest';

export interface PreloadLink {
  href: string;
  integrity: string | undefined;
}

/**
 * The files to preload for `modules`, in discovery order, each once: a module's entry, its chunks, then the
 * modules it imports. A module missing from the map, or an entry without a readable deps file, ends that
 * branch (the browser still loads it the usual way).
 */
export async function preloadLinks(
  modules: readonly string[],
  map: CurrentImportMap,
  readDeps: (entryUrl: string) => Promise<ModuleDeps | undefined>,
): Promise<PreloadLink[]> {
  const links: PreloadLink[] = [];
  const seenFiles = new Set<string>();
  const seenModules = new Set<string>();
  const add = (href: string): void => {
    if (seenFiles.has(href)) return;
    seenFiles.add(href);
    links.push({ href, integrity: map.integrity[href] });
  };
  const queue = [...modules];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seenModules.has(name)) continue;
    seenModules.add(name);
    const entry = map.imports[name];
    if (entry === undefined || !entry.startsWith('/dist/')) continue;
    add(entry);
    const deps = await readDeps(entry);
    if (!deps) continue;
    for (const file of deps.files) add(file);
    queue.push(...deps.modules);
  }
  return links;
}

const escapeAttr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<link rel="preload" as="script">` per file; same-origin, so without `crossorigin`, as SystemJS's scripts. */
export function renderPreloadLinks(links: readonly PreloadLink[]): string {
  return links
    .map((link) => `<link rel="preload" as="script" href="${escapeAttr(link.href)}"${link.integrity ? ` integrity="${escapeAttr(link.integrity)}"` : ''} />`)
    .join('');
}
