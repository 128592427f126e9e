// A package-lock.json for a new team module, cut from this repository's lock: the same versions, resolved URLs and
// integrity hashes for every package the project needs (its dependencies' closure by Node's resolution in the
// repository's tree, whose layout stays valid for any closed subset). `npm ci` then installs exactly what this
// repository was tested with, from npm's cache when the machine has installed this repository (offline).
import path from 'node:path';

/** The lock entry path a dependency `name` of the package at `from` resolves to (Node's lookup up the tree). */
function resolveIn(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (dir === '') return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/**
 * `repoLock`: this repository's package-lock.json; `direct`: the project's registry dependencies by name;
 * `local`: the project's tarball dependencies, `{ name: { resolved, integrity, version, dependencies } }`.
 * Answers the project's lock (`root` is the project's package.json).
 */
export function lockFor(repoLock, root, direct, local) {
  const packages = repoLock.packages;
  const keep = new Map();
  const missing = [];
  const visit = (from, deps) => {
    for (const name of deps) {
      const at = resolveIn(packages, from, name);
      if (!at) {
        missing.push(`${name} (needed by ${from || 'the project'})`);
        continue;
      }
      if (keep.has(at)) continue;
      const entry = packages[at];
      keep.set(at, entry);
      const next = [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => !entry.peerDependenciesMeta?.[peer]?.optional)];
      visit(at, next.filter((dep) => resolveIn(packages, at, dep) || !(entry.optionalDependencies ?? {})[dep]));
    }
  };
  visit('', direct);
  for (const spec of Object.values(local)) visit('', Object.keys(spec.dependencies ?? {}));
  if (missing.length > 0) throw new Error(`this repository's lock lacks: ${missing.join(', ')}`);
  const out = { '': { name: root.name, version: root.version, devDependencies: root.devDependencies } };
  for (const [name, spec] of Object.entries(local)) out[`node_modules/${name}`] = { version: spec.version, resolved: spec.resolved, integrity: spec.integrity, dev: true, ...(spec.dependencies ? { dependencies: spec.dependencies } : {}), ...(spec.bin ? { bin: spec.bin } : {}) };
  for (const [at, entry] of [...keep].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const { dev, devOptional, peer, ...rest } = entry;
    out[at] = { ...rest, dev: true };
  }
  return { name: root.name, version: root.version, lockfileVersion: 3, requires: true, packages: out };
}

export const posix = (p) => p.split(path.sep).join('/');
