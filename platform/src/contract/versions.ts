/**
 * The platform contract's versions (issue 26): semantic versions `major.minor.patch`, the caret ranges a module
 * declares (`^1.4.0`: the same major, at least that minor and patch), and the rule that ties a surface change to
 * a version raise: an export removed or changed needs a new major, an export added a new minor. Pure: the build,
 * the deploy service and the root config all use it.
 */

export interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
}

const VERSION = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;

/** `1.4.0` → its parts; anything else (pre-releases, ranges, `v1.4.0`) → null. */
export function parseVersion(text: string): Version | null {
  const m = VERSION.exec(text);
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) } : null;
}

export const formatVersion = (v: Version): string => `${v.major}.${v.minor}.${v.patch}`;

const compare = (a: Version, b: Version): number => a.major - b.major || a.minor - b.minor || a.patch - b.patch;

/**
 * Whether `version` satisfies `range`: an exact version, or a caret range (`^1.4.0`: 1.4.0 up to, not including,
 * 2.0.0; `^0.3.1`: 0.3.1 up to 0.4.0, as npm reads it). A malformed range or version satisfies nothing.
 */
export function satisfies(range: string, version: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  if (!range.startsWith('^')) {
    const exact = parseVersion(range);
    return exact !== null && compare(exact, v) === 0;
  }
  const min = parseVersion(range.slice(1));
  if (!min || compare(v, min) < 0) return false;
  return min.major > 0 ? v.major === min.major : v.major === 0 && v.minor === min.minor;
}

/** The caret range a module built against `version` declares. */
export const caretOf = (version: string): string => `^${version}`;

/** A surface: export name (`type Name` for a type-only export) → a digest of its signature. */
export type Surface = Readonly<Record<string, string>>;

export type Bump = 'major' | 'minor' | 'none';

export interface SurfaceChange {
  readonly bump: Bump;
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

/** What changed from one surface to the next, and the raise it needs. */
export function surfaceChange(before: Surface, after: Surface): SurfaceChange {
  const added = Object.keys(after).filter((name) => !(name in before)).sort();
  const removed = Object.keys(before).filter((name) => !(name in after)).sort();
  const changed = Object.keys(after).filter((name) => name in before && before[name] !== after[name]).sort();
  const bump: Bump = removed.length > 0 || changed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
  return { bump, added, removed, changed };
}

/** `version` raised by `bump` (a major resets minor and patch; a minor resets patch; none changes nothing). */
export function raise(version: string, bump: Bump): string {
  const v = parseVersion(version);
  if (!v) throw new Error(`not a version: ${version}`);
  if (bump === 'major') return formatVersion({ major: v.major + 1, minor: 0, patch: 0 });
  if (bump === 'minor') return formatVersion({ major: v.major, minor: v.minor + 1, patch: 0 });
  return version;
}

/** Whether going from `before` to `after` raises the version at least as much as `bump` asks (patch raises are free). */
export function raisedEnough(before: string, after: string, bump: Bump): boolean {
  const a = parseVersion(before);
  const b = parseVersion(after);
  if (!a || !b || compare(b, a) < 0) return false;
  if (bump === 'major') return b.major > a.major;
  if (bump === 'minor') return b.major > a.major || b.minor > a.minor;
  return true;
}
