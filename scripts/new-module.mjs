// npm run new-module -- <@scope/name> --out <dir> [--no-lock]
//
// Writes a standalone project for a team's module outside this repository (issue 26): a React parcel with its
// server view, component tests (web-test-runner) and server-view tests, a README, and the scripts start, test,
// build and deploy, all run by @kickoff/module-kit. The kit and the platform SDK (@kickoff/platform at the
// contract's version) are packed into <dir>/kickoff-packages/ as npm tarballs and installed from there, the way a
// team would install them from the operator's registry. A package-lock.json cut from this repository's pins every
// other package to the versions this repository is tested with (--no-lock leaves the resolution to npm).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlatformSdk, SDK_PEERS } from './contract/sdk.mjs';
import { lockFor } from './new-module/lockfile.mjs';
import { templates } from './new-module/templates.mjs';
import { projectReadme } from './new-module/readme.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: npm run new-module -- <@scope/name> --out <dir> [--no-lock]';
const PART = /^[a-z0-9][a-z0-9._-]{0,63}$/;

class UsageError extends Error {}

export function parseArgs(argv) {
  const options = { name: undefined, out: undefined, lock: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-lock') options.lock = false;
    else if (arg === '--out') options.out = argv[++i];
    else if (arg.startsWith('--out=')) options.out = arg.slice('--out='.length);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}\n${USAGE}`);
    else if (options.name === undefined) options.name = arg;
    else throw new UsageError(USAGE);
  }
  if (!options.name || !options.out) throw new UsageError(USAGE);
  const match = /^@([^/]+)\/([^/]+)$/.exec(options.name);
  if (!match || !PART.test(match[1]) || !PART.test(match[2])) throw new UsageError(`${options.name}: a module is named @scope/name (lower case, digits, . _ -)`);
  if (match[1] === 'kickoff') throw new UsageError('the @kickoff scope is the operator\'s own build: name the module with your team\'s scope, e.g. @acme/odds-widget');
  return { ...options, scope: match[1], short: match[2], out: path.resolve(options.out) };
}

const installed = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const sha512 = (file) => `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

/** `npm pack` of a folder into `dest`; answers the tarball's path. */
function pack(folder, dest) {
  const out = execFileSync('npm', ['pack', folder, '--pack-destination', dest, '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return path.join(dest, JSON.parse(out)[0].filename);
}

export async function createModule(options, log = console.log) {
  const { name, scope, short, out } = options;
  if (existsSync(out) && readdirSync(out).length > 0) throw new UsageError(`${out} is not empty`);
  const relative = path.relative(root, out);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new UsageError(`${out} is inside this repository: a team's module lives in its own repository`);
  }
  const key = `${scope}-${short}`;
  const packages = path.join(out, 'kickoff-packages');
  mkdirSync(packages, { recursive: true });
  // The platform SDK at the contract's version, and the kit, as the tarballs a registry would serve.
  const sdk = await buildPlatformSdk(root, path.join(root, 'packages', 'platform-sdk'));
  const sdkTarball = pack(sdk.dir, packages);
  const kitTarball = pack(path.join(root, 'packages', 'module-kit'), packages);
  const kit = JSON.parse(readFileSync(path.join(root, 'packages', 'module-kit', 'package.json'), 'utf8'));

  const registry = [...SDK_PEERS, 'react-dom', 'typescript', '@types/react', '@types/react-dom'];
  const devDependencies = {
    '@kickoff/module-kit': `file:kickoff-packages/${path.basename(kitTarball)}`,
    '@kickoff/platform': `file:kickoff-packages/${path.basename(sdkTarball)}`,
    ...Object.fromEntries(registry.sort().map((dep) => [dep, installed(dep)])),
  };
  const pkg = {
    name: `@${scope}/${short}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: `${name}: a Kickoff module (a parcel for Kickoff pages)`,
    scripts: {
      start: 'kickoff-module start',
      build: 'kickoff-module build',
      test: 'tsc -p tsconfig.json && kickoff-module test',
      deploy: 'kickoff-module deploy',
    },
    kickoff: { module: name, entry: 'src/index.tsx', server: 'src/server.tsx' },
    devDependencies,
  };
  const files = { 'package.json': `${JSON.stringify(pkg, null, 2)}\n`, 'README.md': projectReadme({ name, key, platform: sdk.version }), ...templates({ name, scope, short, key }) };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
  }
  if (options.lock) {
    const repoLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    const local = {
      '@kickoff/module-kit': { version: kit.version, resolved: `file:kickoff-packages/${path.basename(kitTarball)}`, integrity: sha512(kitTarball), dependencies: kit.dependencies, bin: kit.bin },
      '@kickoff/platform': { version: sdk.version, resolved: `file:kickoff-packages/${path.basename(sdkTarball)}`, integrity: sha512(sdkTarball) },
    };
    const lock = lockFor(repoLock, pkg, registry, local);
    writeFileSync(path.join(out, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  }
  log(`${name} written to ${out} (platform ${sdk.version}, kit ${kit.version}).\nNext:\n  cd ${out}\n  npm ci        # or npm install\n  npm test\n  npm start     # against a running Kickoff site\n  npm run deploy`);
  return { out, pkg };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await createModule(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof UsageError ? `new-module: ${error.message}` : error);
    process.exit(1);
  }
}
