/**
 * The import map a deploy publishes (`{ imports, integrity }`, the shape `npm run build` writes to
 * dist/importmap.json): its valibot schema, its canonical text, and the per-module differences between
 * two maps that the history records.
 */
import * as v from 'valibot';

/** A bare module specifier: `@kickoff/betting`, or a vendor name such as `react-dom/client`. */
export const SpecifierSchema = v.pipe(
  v.string(),
  v.maxLength(214),
  v.regex(/^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*(?:\/[A-Za-z0-9._~-]+)*$/, 'a bare module specifier such as @kickoff/betting'),
);

/** A module URL: a path under /dist/ on this server, or an absolute http(s) URL. */
export const ModuleUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check(isModuleUrl, 'a /dist/… path or an http(s) URL'),
);

/** A subresource-integrity value (`sha384-<base64>`; sha256 and sha512 are accepted too). */
export const IntegritySchema = v.pipe(v.string(), v.regex(/^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'an SRI hash such as sha384-…'));

export const ImportMapSchema = v.strictObject({
  imports: v.record(SpecifierSchema, ModuleUrlSchema),
  integrity: v.optional(v.record(ModuleUrlSchema, IntegritySchema), {}),
});

/** An import map as stored and served. */
export interface ImportMap {
  imports: Readonly<Record<string, string>>;
  integrity: Readonly<Record<string, string>>;
}

export function isModuleUrl(url: string): boolean {
  if (url.startsWith('/dist/')) return !url.includes('\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export const EMPTY_MAP: ImportMap = { imports: {}, integrity: {} };

const sortedRecord = (record: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The text a write stores and serves: keys sorted, two-space indent, final newline (like the build). */
export function serializeMap(map: ImportMap): string {
  return `${JSON.stringify({ imports: sortedRecord(map.imports), integrity: sortedRecord(map.integrity) }, null, 2)}\n`;
}

export function sameMap(a: ImportMap, b: ImportMap): boolean {
  return serializeMap(a) === serializeMap(b);
}

/** Parses stored or uploaded map text; undefined when it is not JSON or fails the schema. */
export function parseMapText(text: string): ImportMap | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = v.safeParse(ImportMapSchema, json);
  return result.success ? { imports: result.output.imports, integrity: result.output.integrity } : undefined;
}

/** One module's change between two versions of a map (null: absent). `module` is null for a change outside `imports`. */
export interface MapChange {
  module: string | null;
  oldUrl: string | null;
  newUrl: string | null;
  oldIntegrity: string | null;
  newIntegrity: string | null;
}

/** What changed per module from `before` to `after`, by module name; one module-less row when only other integrity entries changed. */
export function diffMaps(before: ImportMap, after: ImportMap): MapChange[] {
  const names = [...new Set([...Object.keys(before.imports), ...Object.keys(after.imports)])].sort();
  const changes: MapChange[] = [];
  for (const name of names) {
    const oldUrl = before.imports[name] ?? null;
    const newUrl = after.imports[name] ?? null;
    const oldIntegrity = oldUrl === null ? null : (before.integrity[oldUrl] ?? null);
    const newIntegrity = newUrl === null ? null : (after.integrity[newUrl] ?? null);
    if (oldUrl !== newUrl || oldIntegrity !== newIntegrity) changes.push({ module: name, oldUrl, newUrl, oldIntegrity, newIntegrity });
  }
  if (changes.length === 0 && !sameMap(before, after)) changes.push({ module: null, oldUrl: null, newUrl: null, oldIntegrity: null, newIntegrity: null });
  return changes;
}

/** The folder of a URL: everything up to its last `/` (`/dist/betting/` for `/dist/betting/index-X.js`). */
export const folderOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

/**
 * Drops the integrity entries a replaced URL leaves behind: the old URL's own entry once no import
 * names it, and, when the new URL is in the same folder (a module's new build, which replaces its whole
 * folder as `npm run build -- <module>` does), every entry directly in that folder no import names
 * (the old build's chunks). Entries of other folders and of URLs an import names stay.
 */
function dropReplaced(integrity: Record<string, string>, oldUrl: string | undefined, newUrl: string | undefined, imports: Readonly<Record<string, string>>): void {
  if (oldUrl === undefined || oldUrl === newUrl) return;
  const named = new Set(Object.values(imports));
  const folder = folderOf(oldUrl);
  const sameFolder = newUrl !== undefined && folderOf(newUrl) === folder;
  for (const url of Object.keys(integrity)) {
    if (named.has(url)) continue;
    if (url === oldUrl || (sameFolder && folderOf(url) === folder)) delete integrity[url];
  }
}

/** The map with `name` pointing at `url` (and its integrity entry). */
export function setModule(map: ImportMap, name: string, url: string, integrity: string): ImportMap {
  const imports = { ...map.imports, [name]: url };
  const entries = { ...map.integrity };
  dropReplaced(entries, map.imports[name], url, imports);
  entries[url] = integrity;
  return { imports, integrity: entries };
}

/** The map without `name`. */
export function removeModule(map: ImportMap, name: string): ImportMap {
  const imports = { ...map.imports };
  delete imports[name];
  const entries = { ...map.integrity };
  dropReplaced(entries, map.imports[name], undefined, imports);
  return { imports, integrity: entries };
}

/** The map with more integrity entries (a module's chunks). */
export function withIntegrity(map: ImportMap, entries: Readonly<Record<string, string>>): ImportMap {
  return { imports: map.imports, integrity: { ...map.integrity, ...entries } };
}
