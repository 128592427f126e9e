// A team's project as the kit reads it: the `kickoff` field of its package.json, checked once.
//
//   "kickoff": { "module": "@acme/odds-widget", "entry": "src/index.tsx", "server": "src/server.tsx" }
//
// `module` is the import-map name (any scope but `kickoff`, which is the operator's own build); `entry` exports the
// module's parcels or route application; `server` (optional) its server view (`renderServerView`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/** A project the kit cannot work with; the message says what to change. */
export class ProjectError extends Error {}

const PART = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const RelativeFile = v.pipe(v.string(), v.regex(/^(?!\/)(?!.*\.\.)[\w./-]+\.(?:ts|tsx|js|jsx|mjs)$/, 'a file of the project such as src/index.tsx'));

const KickoffField = v.strictObject({
  module: v.pipe(
    v.string(),
    v.check((name) => {
      const match = /^@([^/]+)\/([^/]+)$/.exec(name);
      return match !== null && PART.test(match[1]) && PART.test(match[2]);
    }, 'an import-map name such as @acme/odds-widget'),
    v.check((name) => !name.startsWith('@kickoff/'), 'the @kickoff scope is the operator\'s own build: choose your team\'s scope'),
  ),
  entry: RelativeFile,
  server: v.optional(RelativeFile),
});

/**
 * The project in `dir`: its import-map name, scope and short name, and the absolute paths of its entry and
 * server view. Throws ProjectError naming the field.
 */
export function readProject(dir) {
  const file = path.join(dir, 'package.json');
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ProjectError(`${file} could not be read: ${error.message}`);
  }
  const parsed = v.safeParse(KickoffField, pkg?.kickoff);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => p.key).join('.') ?? '';
    throw new ProjectError(`package.json "kickoff"${where ? `.${where}` : ''}: ${issue.message}`);
  }
  const { module: name, entry, server } = parsed.output;
  const [scope, short] = name.slice(1).split('/');
  const abs = (relative) => {
    const full = path.join(dir, relative);
    if (!existsSync(full)) throw new ProjectError(`package.json "kickoff": ${relative} does not exist`);
    return full;
  };
  return { dir, name, scope, short, entry: abs(entry), server: server === undefined ? undefined : abs(server) };
}

/** Where the deploy service keeps a team module's files (server/deploy: `PUT /deploy/files/<scope>/<name>/<file>`). */
export const servedPath = (project) => `/dist/teams/${project.scope}/${project.short}/`;

/** The versions the project builds against: the platform SDK's (its contract) and the installed React's. */
export function sharedVersionsOf(dir) {
  const version = (name) => {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (!existsSync(file)) throw new ProjectError(`${name} is not installed in ${dir}: run npm install`);
    return JSON.parse(readFileSync(file, 'utf8')).version;
  };
  const react = version('react');
  const reactDom = version('react-dom');
  return { '@kickoff/platform': version('@kickoff/platform'), react, 'react-dom': reactDom, 'react-dom/client': reactDom };
}
