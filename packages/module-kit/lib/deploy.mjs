// The deploy service's client (server/deploy, docs/api.md "Deploy service"): upload a module's files, then PATCH
// the environment's import map with the module's entry and the integrity of its files under If-Match (one retry
// after a 412: someone deployed meanwhile). The Kickoff repository's `npm run deploy` uses the same calls.
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildProject, uploadableFiles } from './build.mjs';

/** A refused or failed deploy; the message is one line for the terminal. */
export class DeployError extends Error {}

/** The JSON:API error of a refused call, as one line. */
export async function failure(response, what) {
  let detail = `${response.status} ${response.statusText}`;
  try {
    const body = await response.json();
    const error = body.errors?.[0];
    if (error) detail = `${response.status} ${error.code}: ${error.detail}`;
  } catch {
    // not JSON
  }
  return new DeployError(`${what} failed: ${detail}`);
}

const reach = (server) => (error) => {
  throw new DeployError(`cannot reach ${server}: ${error.cause?.message ?? error.message}`);
};

/** The environment's map and its ETag (`"v<n>"`). */
export async function readMap({ server, env }) {
  const url = `${server}/deploy/import-map.json?env=${encodeURIComponent(env)}`;
  const response = await fetch(url).catch(reach(server));
  if (!response.ok) throw await failure(response, `GET ${url}`);
  return { etag: response.headers.get('etag'), map: await response.json() };
}

function patchMap({ server, env, token }, etag, name, entry) {
  return fetch(`${server}/deploy/import-map.json?env=${encodeURIComponent(env)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'if-match': etag },
    body: JSON.stringify({ imports: { [name]: entry.url }, integrity: entry.integrity }),
  }).catch(reach(server));
}

/**
 * Points `name` at `entry` ({ url, integrity }) in the environment's map; prints and answers old → new URL and
 * the new version.
 */
export async function publishEntry(options, name, entry, log = console.log) {
  let read = await readMap(options);
  let response = await patchMap(options, read.etag, name, entry);
  if (response.status === 412) {
    log(`the ${options.env} map changed meanwhile (${read.etag}): re-reading it and retrying once`);
    read = await readMap(options);
    response = await patchMap(options, read.etag, name, entry);
  }
  if (!response.ok) throw await failure(response, `PATCH ${options.server}/deploy/import-map.json`);
  const etag = response.headers.get('etag') ?? '';
  const version = /^"v(\d+)"$/.exec(etag)?.[1] ?? '?';
  const oldUrl = read.map.imports?.[name] ?? '(none)';
  if (oldUrl === entry.url) log(`${name} (${options.env}): already ${entry.url}, unchanged at version ${version}`);
  else log(`${name} (${options.env}): ${oldUrl} → ${entry.url}, version ${version}`);
  return { oldUrl, newUrl: entry.url, version: Number(version) };
}

/** Uploads one file to the deploy service (`PUT /deploy/files/<scope>/<name>/<file>`); answers whether it was new. */
export async function uploadFile({ server, token }, project, file) {
  const target = `${server}/deploy/files/${project.scope}/${project.short}/${encodeURIComponent(path.basename(file))}`;
  const response = await fetch(target, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    body: await fs.readFile(file),
  }).catch(reach(server));
  if (!response.ok) throw await failure(response, `PUT ${target}`);
  return (await response.json()).data?.created === true;
}

/**
 * A team's deploy: a production build (unless `build: false`, which ships `dist/` as it is), every file uploaded
 * (a file already there with the same bytes is kept: names are content hashes), then the map patched.
 */
export async function deployProject(dir, options, log = console.log) {
  const outDir = path.join(dir, 'dist');
  const built = options.build === false ? await readBuilt(dir, outDir) : await buildProject(dir, { production: true, outDir });
  const files = await uploadableFiles(outDir);
  let created = 0;
  for (const name of files) if (await uploadFile(options, built.project, path.join(outDir, name))) created += 1;
  log(`${built.name}: ${files.length} file(s) uploaded (${created} new) to ${options.server}`);
  return publishEntry(options, built.name, { url: built.url, integrity: built.integrity }, log);
}

/** The last build's entry (`dist/importmap.json`), for a deploy without a build. */
async function readBuilt(dir, outDir) {
  const { readProject } = await import('./project.mjs');
  const project = readProject(dir);
  let map;
  try {
    map = JSON.parse(await fs.readFile(path.join(outDir, 'importmap.json'), 'utf8'));
  } catch {
    throw new DeployError(`${outDir}/importmap.json is missing: build first (kickoff-module build)`);
  }
  const url = map.imports?.[project.name];
  if (typeof url !== 'string') throw new DeployError(`${outDir}/importmap.json has no ${project.name} entry: build first`);
  return { project, name: project.name, url, integrity: map.integrity ?? {} };
}
