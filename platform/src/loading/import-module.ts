/**
 * Loading a Kickoff module by its import-map name, in the browser: SystemJS's registry, never a build-time
 * import, and never a module built for another platform (../contract/compatibility.ts, issue 26).
 */
import { assertCompatible } from '../contract/compatibility';

interface SystemLoader {
  import(name: string): Promise<unknown>;
  resolve(name: string): string;
  delete(url: string): boolean;
}

const resolvedUrl = (system: SystemLoader, name: string): string | null => {
  try {
    return system.resolve(name);
  } catch {
    return null; // not in the map: the import below says so
  }
};

/**
 * Loads a Kickoff module by its import-map name (SystemJS registry, never a build-time import).
 * SystemJS remembers a failed load; the entry is deleted so that a retry fetches the file again.
 */
export async function importModule(name: string): Promise<unknown> {
  const system = (globalThis as { System?: SystemLoader }).System;
  if (!system) throw new Error(`SystemJS is not loaded; cannot import ${name}`);
  // A module built for another platform or React is never run (its manifest says what it was built for).
  const url = resolvedUrl(system, name);
  if (url !== null) await assertCompatible(name, url);
  try {
    return await system.import(name);
  } catch (err) {
    try {
      system.delete(system.resolve(name));
    } catch {
      // the name did not resolve: nothing cached to forget
    }
    throw err;
  }
}
