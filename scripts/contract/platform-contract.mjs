// The platform's versioned contract (issue 26): platform/contract.json holds the version, the surface it
// describes (scripts/contract/surface.mjs) and the release before it. The build refuses a platform whose
// surface differs from the file (run `npm run contract`) or whose version does not follow the rule from the
// previous release (platform/src/contract/versions.ts: removed or changed → major, added → minor).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { readSurface } from './surface.mjs';

export const CONTRACT_FILE = 'platform/contract.json';
const CACHE_FILE = '.cache/platform-surface.json';

const rules = () => tsImport('../../platform/src/contract/versions.ts', import.meta.url);

/** Every file the surface depends on: the platform's sources and the compiler's options. */
function inputsDigest(root) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
    }
  };
  walk(path.join(root, 'platform/src'));
  for (const file of ['tsconfig.json', 'tsconfig.base.json', 'node_modules/typescript/package.json']) {
    if (existsSync(path.join(root, file))) hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** The current surface, read once per change of the platform's sources (about 3 s; cached in .cache/). */
export function currentSurface(root) {
  const key = inputsDigest(root);
  const cache = path.join(root, CACHE_FILE);
  try {
    const cached = JSON.parse(readFileSync(cache, 'utf8'));
    if (cached.key === key) return cached.surface;
  } catch {
    /* no cache yet */
  }
  const surface = readSurface(root);
  mkdirSync(path.dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify({ key, surface }));
  return surface;
}

export function readContract(root) {
  return JSON.parse(readFileSync(path.join(root, CONTRACT_FILE), 'utf8'));
}

const list = (label, names) => (names.length ? `  ${label}: ${names.join(', ')}` : '');

/**
 * Checks the recorded contract against the code and the version rule. Returns { version, problems }:
 * problems is empty when the platform may be built.
 */
export async function checkContract(root, surface = currentSurface(root), contract = readContract(root)) {
  const { surfaceChange, raisedEnough, parseVersion } = await rules();
  const problems = [];
  if (!parseVersion(contract.version)) problems.push(`${CONTRACT_FILE}: "${contract.version}" is not a version (major.minor.patch)`);
  const drift = surfaceChange(contract.surface, surface);
  if (drift.added.length || drift.removed.length || drift.changed.length) {
    problems.push(
      [
        `the platform's public surface is not the one ${CONTRACT_FILE} records for ${contract.version}:`,
        list('added', drift.added),
        list('removed', drift.removed),
        list('changed', drift.changed),
        `  run \`npm run contract\` to raise the version by the rule (${drift.bump}) and record the surface.`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  if (contract.previous) {
    const since = surfaceChange(contract.previous.surface, contract.surface);
    if (!raisedEnough(contract.previous.version, contract.version, since.bump)) {
      problems.push(
        [
          `${CONTRACT_FILE}: ${contract.previous.version} → ${contract.version} does not follow the rule: this change needs a ${since.bump} raise`,
          list('added', since.added),
          list('removed', since.removed),
          list('changed', since.changed),
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }
  }
  return { version: contract.version, problems };
}

/**
 * Records the current surface: when it differs from the file, the version is raised by the rule and the file's
 * contract becomes `previous`. Returns { from, to, change } (to === from when nothing changed).
 */
export async function recordContract(root, surface = currentSurface(root)) {
  const { surfaceChange, raise } = await rules();
  const contract = readContract(root);
  const change = surfaceChange(contract.surface, surface);
  if (change.bump === 'none' && change.changed.length === 0) return { from: contract.version, to: contract.version, change };
  const next = { version: raise(contract.version, change.bump), surface, previous: { version: contract.version, surface: contract.surface } };
  writeFileSync(path.join(root, CONTRACT_FILE), `${JSON.stringify(next, null, 2)}\n`);
  return { from: contract.version, to: next.version, change };
}
