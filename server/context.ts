/** What the route modules share. */
import type { FastifyRequest } from 'fastify';
import type { Env, PreloadedSession } from '../platform/src/schemas/config';
import type { Db } from './db/open';
import type { FileCache } from './http/file-cache';
import type { Stores } from './store/index';

export interface AppContext {
  db: Db;
  stores: Stores;
  /** Absolute path of the build output. */
  distDir: string;
  production: boolean;
  /** Bootstrap environment written into the shell page (validated against EnvSchema). */
  env: Env;
  files: FileCache;
  /** The signed-in user of a request, for the shell page's preload (set by the identity service). */
  sessionOf: (request: FastifyRequest) => PreloadedSession | null;
  /** PRNG seed of the generated demo data and the feed simulator. */
  dataSeed: number;
  /** Status code of the shell page for a URL (default: always 200). */
  shellStatus: (url: string) => number;
}
