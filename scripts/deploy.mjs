// npm run deploy -- <module> [--env name] [--server url] [--token token] [--dist folder] [--no-build]
//
// Ships one module through the deploy service (server/deploy/README.md):
//   1. builds it into a staging folder (`node esbuild.config.mjs <module>` with KICKOFF_DIST) and copies
//      the new hashed files into <dist>/<module>/ beside the old ones (open tabs and rollbacks keep working);
//   2. records the new entry in <dist>/importmap.json, the way the one-module build does, so the server's
//      start-up "publish the build" agrees with the deploy;
//   3. reads the server's map of the environment with its ETag and PATCHes it (/deploy/import-map.json:
//      the module's entry and the integrity of its files) with If-Match (on 412 it re-reads the map and
//      retries once), then prints old → new URL and the version.
// --no-build deploys the entry already in <dist>/importmap.json. The token comes from --token,
// KICKOFF_DEPLOY_TOKEN, or the development token `dev-deploy-token` (a server with the demo switch).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The deploy service's client, shared with teams' deploys (@kickoff/module-kit).
import { DeployError, publishEntry } from '../packages/module-kit/lib/deploy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: npm run deploy -- <module> [--env name] [--server http://127.0.0.1:8080] [--token token] [--dist dist] [--no-build]';


/** The command line: one module key and the options. */
export function parseArgs(argv, env = process.env) {
  const options = {
    module: undefined,
    env: 'default',
    server: env.KICKOFF_DEPLOY_SERVER ?? `http://127.0.0.1:${env.PORT ?? 8080}`,
    token: env.KICKOFF_DEPLOY_TOKEN ?? 'dev-deploy-token',
    dist: env.KICKOFF_DIST ?? 'dist',
    build: true,
  };
  const valued = { '--env': 'env', '--server': 'server', '--token': 'token', '--dist': 'dist' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag === '--no-build') options.build = false;
    else if (flag in valued) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') throw new DeployError(`${flag} needs a value\n${USAGE}`);
      options[valued[flag]] = value;
    } else if (flag.startsWith('-')) throw new DeployError(`unknown option ${flag}\n${USAGE}`);
    else if (options.module === undefined) options.module = flag;
    else throw new DeployError(`one module at a time\n${USAGE}`);
  }
  if (options.module === undefined) throw new DeployError(USAGE);
  if (!/^[a-z0-9-]+$/.test(options.module) || options.module === 'vendor') {
    throw new DeployError(`${options.module}: give a module's build key such as betting (vendor ships with a full build)`);
  }
  options.server = options.server.replace(/\/+$/, '');
  options.dist = path.resolve(root, options.dist);
  return options;
}

const readJson = async (file) => JSON.parse(await fs.readFile(file, 'utf8'));

/** Writes beside the target and renames, so a reader never sees half a file. */
async function writeAtomically(file, content) {
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, content);
  await fs.rename(temp, file);
}

/** Copies files missing from `to` (hashed names: an existing file already has the same content). */
async function copyNewFiles(from, to) {
  if (!existsSync(from)) return 0;
  await fs.mkdir(to, { recursive: true });
  let copied = 0;
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copied += await copyNewFiles(source, target);
    else if (!existsSync(target)) {
      await fs.copyFile(source, `${target}.${process.pid}.tmp`);
      await fs.rename(`${target}.${process.pid}.tmp`, target);
      copied += 1;
    }
  }
  return copied;
}

const sortedRecord = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Builds the module in a staging folder, copies its new files into the dist folder, and updates
 * <dist>/importmap.json like the one-module build (the entry replaced, the folder's integrity entries
 * replaced); answers the new URL and integrity.
 */
async function buildIntoDist(key, dist, name) {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'kickoff-deploy-'));
  try {
    const result = spawnSync(process.execPath, ['esbuild.config.mjs', key], { cwd: root, stdio: 'inherit', env: { ...process.env, KICKOFF_DIST: staging } });
    if (result.status !== 0) throw new DeployError(`the build of ${key} failed`);
    const built = await readJson(path.join(staging, 'importmap.json'));
    const url = built.imports?.[name];
    if (typeof url !== 'string') throw new DeployError(`the build wrote no ${name} entry: is ${key} a module?`);
    const prefix = `/dist/${key}/`;
    const copied = await copyNewFiles(path.join(staging, key), path.join(dist, key));
    await copyNewFiles(path.join(`${staging}-sourcemaps`, key), path.join(`${dist}-sourcemaps`, key));
    for (const other of await fs.readdir(staging)) {
      if (other !== key && other !== 'importmap.json') console.warn(`note: ${other} (built with ${key}) is not deployed through the import map: ship it with a full build`);
    }
    const mapFile = path.join(dist, 'importmap.json');
    const map = existsSync(mapFile) ? await readJson(mapFile) : { imports: {}, integrity: {} };
    map.imports = { ...map.imports, [name]: url };
    map.integrity = Object.fromEntries(Object.entries(map.integrity ?? {}).filter(([file]) => !file.startsWith(prefix)));
    for (const [file, hash] of Object.entries(built.integrity ?? {})) if (file.startsWith(prefix)) map.integrity[file] = hash;
    const text = `${JSON.stringify({ imports: sortedRecord(map.imports), integrity: sortedRecord(map.integrity) }, null, 2)}\n`;
    await writeAtomically(mapFile, text);
    // The build keeps a top-level copy of the map beside dist/ (tests/build/bundles.test.ts compares them).
    if (dist === path.join(root, 'dist')) await writeAtomically(path.join(root, 'importmap.json'), text);
    console.log(`${key}: ${copied} new file(s) in ${path.relative(root, path.join(dist, key)) || path.join(dist, key)}`);
    return { url, integrity: folderIntegrity(built, prefix) };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(`${staging}-sourcemaps`, { recursive: true, force: true });
  }
}

/** The integrity entries of the module's folder (its entry and chunks): the server checks each against the file. */
const folderIntegrity = (map, prefix) => Object.fromEntries(Object.entries(map.integrity ?? {}).filter(([file]) => file.startsWith(prefix)));

/** The entry already in <dist>/importmap.json (--no-build). */
async function builtEntry(dist, key, name) {
  const map = await readJson(path.join(dist, 'importmap.json'));
  const url = map.imports?.[name];
  if (typeof url !== 'string') throw new DeployError(`${path.join(dist, 'importmap.json')} has no ${name} entry: build it first`);
  return { url, integrity: folderIntegrity(map, `/dist/${key}/`) };
}

export async function deploy(options) {
  const name = `@kickoff/${options.module}`;
  const entry = options.build ? await buildIntoDist(options.module, options.dist, name) : await builtEntry(options.dist, options.module, name);
  return publishEntry(options, name, entry);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await deploy(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof DeployError ? `deploy: ${error.message}` : error);
    process.exit(1);
  }
}
