/**
 * Team modules' files: `PUT /deploy/files/<scope>/<name>/<file>` (a deploy write: bearer token) stores one file of a
 * module built in a team's own repository, the raw bytes as `application/octet-stream` (8 MiB at most), at
 * `<distDir>/teams/<scope>/<name>/<file>`, so `GET /dist/teams/…` (server/web/static.ts) serves it and a PATCH of the
 * map can name it (its module and version checks read /dist/ paths from the same folder). Only what a browser loads
 * is taken: `.js` (System.register), `.js.map` and the `<entry>.deps.json` manifest; never a server view
 * (`.server.mjs`): the server does not run a team's code. The scope `kickoff` is the operator's own build.
 * A file's name carries its content's hash, so files are immutable: the same bytes again are 200, other bytes 409
 * `deploy_file_exists`, a new file 201. Each file is written beside its place and published with a hard link (all
 * of it or nothing, and a file that is there is never replaced), then given `.br`/`.gz` siblings by the build's rule
 * (scripts/build/precompress.mjs), written the same way.
 */
import { randomBytes } from 'node:crypto';
import { access, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ModuleManifestSchema } from '@kickoff/contracts';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { resolveInside } from '../web/safe-path';
import type { DeployGuard } from './auth';
import { sri } from './module-check';

export interface UploadRouteDeps {
  /** The server's build folder: team files go to `<distDir>/teams/`. */
  distDir: string;
  /** The write guard of the deploy API (deploy tokens). */
  guard: DeployGuard;
}

/** The folder of team modules under the build folder (`/dist/teams/…`). */
export const TEAMS_FOLDER = 'teams';
/** The scope of the operator's own build (`@kickoff/…`): no team uploads into it. */
export const RESERVED_SCOPE = 'kickoff';
export const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
/** The files of a module's browser build: entries and chunks, their source maps, the entry's manifest. */
export const UPLOADABLE_SUFFIXES = ['.js', '.js.map', '.deps.json'] as const;
const MANIFEST_SUFFIX = '.deps.json';
const UPLOAD_TYPE = 'application/octet-stream';
const PREFIX = '/deploy/files/';
/** `''`, `deploy`, `files`. */
const PREFIX_SEGMENTS = 3;

// The build's rule (scripts/build/precompress.mjs): JavaScript and JSON of 1 KiB or more, brotli 11 and gzip 9;
// source maps are left alone (developer tools only).
const MIN_PRECOMPRESS_BYTES = 1024;
const ENCODED_SUFFIXES = ['.br', '.gz'] as const;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

const NameSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'must be 1-64 lower-case letters, digits, dots, underscores or dashes, starting with a letter or a digit'),
);
const FileSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must be a file name of 1-128 letters, digits, dots, underscores or dashes, starting with a letter or a digit'),
  v.check(
    (file) => UPLOADABLE_SUFFIXES.some((suffix) => file.endsWith(suffix)),
    (issue) =>
      String(issue.input).endsWith('.server.mjs')
        ? "is a server view (.server.mjs): the server never runs a team's code, so views are not uploaded"
        : 'must end in .js, .js.map or .deps.json',
  ),
);

export interface UploadTarget {
  scope: string;
  name: string;
  file: string;
  /** `/dist/teams/<scope>/<name>/<file>`. */
  url: string;
}

function checked(schema: typeof NameSchema | typeof FileSchema, value: string | undefined, parameter: 'scope' | 'name' | 'file'): string {
  const result = validate(schema, value ?? '');
  if (!result.ok) throw new HttpError(400, 'invalid_parameter', `${parameter} ${result.detail}`, { parameter });
  return result.value;
}

/**
 * The scope, module and file a request names: the segments of its path below /deploy/files/, each decoded on its
 * own (an encoded slash stays inside its segment and fails the name, and so does `..`); throws 400
 * `invalid_parameter` or 403 `deploy_scope_reserved`.
 */
export function uploadTarget(segments: readonly string[]): UploadTarget {
  const [scope, name, ...rest] = segments;
  const target = { scope: checked(NameSchema, scope, 'scope'), name: checked(NameSchema, name, 'name'), file: checked(FileSchema, rest.join('/'), 'file') };
  if (target.scope === RESERVED_SCOPE) {
    throw new HttpError(403, 'deploy_scope_reserved', `The scope ${RESERVED_SCOPE} is the operator's own build: upload under your team's scope`, { parameter: 'scope' });
  }
  return { ...target, url: `/dist/${TEAMS_FOLDER}/${target.scope}/${target.name}/${target.file}` };
}

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // its `%` fails the names
  }
};

/** The router decodes the whole wildcard (`a%2Fb` becomes two segments): the raw path is split first. */
const targetOf = (request: FastifyRequest): UploadTarget => uploadTarget((request.url.split('?')[0] ?? '').split('/').slice(PREFIX_SEGMENTS).map(decoded));

const precompressible = (file: string, size: number): boolean => !file.endsWith('.map') && size >= MIN_PRECOMPRESS_BYTES;

/** A temporary name beside `target`: a dot file, which /dist/ never serves. */
const tempBeside = (target: string): string => join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);

const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false);

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | undefined)?.code;

/** Replaces `target` with `bytes` at once: written beside it, then renamed over it. */
async function replaceAtomically(target: string, bytes: Uint8Array): Promise<void> {
  const temp = tempBeside(target);
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** File systems without hard links: the file is renamed into place when it is still absent (a narrow race). */
const NO_HARD_LINKS: ReadonlySet<string> = new Set(['ENOSYS', 'ENOTSUP', 'EOPNOTSUPP', 'EPERM', 'EXDEV']);

/** Creates `target` with `bytes` unless a file is there (true: created); readers see all of it or nothing. */
async function createOnce(target: string, bytes: Uint8Array): Promise<boolean> {
  const temp = tempBeside(target);
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    try {
      // Unlike rename, link never replaces: of two writers of a new name exactly one creates it.
      await link(temp, target);
      return true;
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return false;
      if (!NO_HARD_LINKS.has(errorCode(error) ?? '')) throw error;
      if (await exists(target)) return false;
      await rename(temp, target);
      return true;
    }
  } finally {
    await rm(temp, { force: true });
  }
}

/** Writes the `.br` and `.gz` siblings the build would (missing ones only, unless `all`); removes any for a file that gets none. */
async function writeSiblings(target: string, bytes: Buffer, all: boolean): Promise<void> {
  if (!precompressible(target, bytes.length)) {
    await Promise.all(ENCODED_SUFFIXES.map((suffix) => rm(target + suffix, { force: true })));
    return;
  }
  if (!all) {
    const present = await Promise.all(ENCODED_SUFFIXES.map((suffix) => exists(target + suffix)));
    if (present.every(Boolean)) return;
  }
  const [br, gz] = await Promise.all([brotli(bytes, BROTLI_OPTIONS), gzip(bytes, { level: 9 })]);
  await Promise.all([replaceAtomically(`${target}.br`, br), replaceAtomically(`${target}.gz`, gz)]);
}

export function registerUploadRoutes(app: FastifyInstance, deps: UploadRouteDeps): void {
  const distDir = deps.distDir;

  // Raw bodies only on this route: its own scope, so the rest of the API keeps JSON only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(UPLOAD_TYPE, { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.put(
      `${PREFIX}*`,
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        config: { contentTypes: [UPLOAD_TYPE] },
        // The token and the names are checked before the body is read: no 8 MiB for a refused caller.
        onRequest: [deps.guard, async (request) => void targetOf(request)],
      },
      async (request, reply) => {
        const target = targetOf(request);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new HttpError(415, 'unsupported_media_type', `Send the file's bytes as ${UPLOAD_TYPE}`);
        if (target.file.endsWith(MANIFEST_SUFFIX)) {
          let manifest: unknown;
          try {
            manifest = JSON.parse(body.toString('utf8'));
          } catch {
            throw new HttpError(400, 'invalid_body', `${target.file} is not JSON`, { pointer: '/' });
          }
          const parsed = validate(ModuleManifestSchema, manifest);
          if (!parsed.ok) throw new HttpError(400, 'invalid_body', `${target.file} is not a module manifest: ${parsed.detail}`, { pointer: '/' });
        }

        const folder = join(distDir, TEAMS_FOLDER, target.scope, target.name);
        await mkdir(folder, { recursive: true });
        // A symbolic link must not lead the write out of the build folder.
        if ((await resolveInside(distDir, `${TEAMS_FOLDER}/${target.scope}/${target.name}`)) === undefined) {
          throw new Error(`${folder} is not inside the build folder`);
        }
        const path = join(folder, target.file);
        const created = await createOnce(path, body);
        if (!created) {
          const existing = await readFile(path);
          if (!existing.equals(body)) {
            throw new HttpError(409, 'deploy_file_exists', `${target.url} exists with other content: a file's name carries its content's hash, so changed content needs a new name`, { parameter: 'file' }, { url: target.url, integrity: sri(existing) });
          }
        }
        // A repeated upload completes the siblings a broken one may have left out.
        await writeSiblings(path, body, created);

        if (created) reply.code(201).header('location', target.url);
        return reply.header('cache-control', 'no-store').send({ data: { url: target.url, integrity: sri(body), created } });
      },
    );
  });
}
