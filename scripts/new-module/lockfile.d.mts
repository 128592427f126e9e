/** Types of the lock cut for a new module (lockfile.mjs). */
export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  [key: string]: unknown;
}
export interface Lock {
  name: string;
  version: string;
  lockfileVersion: number;
  requires: boolean;
  packages: Record<string, LockEntry>;
}
export function lockFor(
  repoLock: { packages: Record<string, LockEntry> },
  root: { name: string; version: string; devDependencies: Record<string, string> },
  direct: readonly string[],
  local: Record<string, LockEntry>,
): Lock;
