/**
 * A module's manifest (`<entry>.deps.json`, written by the build beside its entry, issue 26) and the pure check
 * of its requirements, and the sentence naming a misfit: shared by the browser's refusal (./compatibility.ts) and the
 * deploy service's (409).
 */
import * as v from 'valibot';
import { parseVersion, satisfies } from './versions';

/** A module's manifest: the parts these checks read (the server's module preloads read the rest). */
export const ModuleManifestSchema = v.object({
  requires: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(64)))),
  provides: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(64)))),
});

export interface VersionProblem {
  /** The shared module: `@kickoff/platform`, `react`, `react-dom`. */
  readonly name: string;
  /** What the module was built for. */
  readonly range: string;
  /** What runs (the page) or is published (the map). */
  readonly runs: string;
}

/**
 * The requirements `running` does not meet. A shared module that is not known, or runs from unbuilt sources
 * (not a version), is not judged.
 */
export function incompatibilities(requires: Readonly<Record<string, string>>, running: Readonly<Record<string, string>>): VersionProblem[] {
  const problems: VersionProblem[] = [];
  for (const [name, range] of Object.entries(requires)) {
    const runs = running[name];
    if (runs === undefined || parseVersion(runs) === null) continue;
    if (!satisfies(range, runs)) problems.push({ name, range, runs });
  }
  return problems;
}

/**
 * The sentence naming what `module` was built for and what runs instead: `<module> was built for <name> <range>
 * [and …], but <where> <name> <version> [and …]`, `where` saying what holds the other versions ("this page runs",
 * "the map publishes"). The browser's refusal (./compatibility.ts) and the deploy service's say it alike.
 * Not part of the platform's public surface (platform/src/index.ts does not export it).
 */
export function describeIncompatibility(module: string, problems: readonly VersionProblem[], where: string): string {
  const list = (part: (problem: VersionProblem) => string): string => problems.map(part).join(' and ');
  return `${module} was built for ${list((p) => `${p.name} ${p.range}`)}, but ${where} ${list((p) => `${p.name} ${p.runs}`)}`;
}
