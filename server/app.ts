/**
 * The Kickoff reference server: configuration services of the shell spec, the build output
 * and the shell page, over an embedded SQLite database.
 */
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { EnvSchema, type Env } from '../platform/src/schemas/config';
import type { AppContext } from './context';
import { openDatabase } from './db/open';
import { installErrorHandler } from './http/errors';
import { createFileCache } from './http/file-cache';
import { routeStatus } from './http/route-status';
import { installSecurityHeaders } from './http/security-headers';
import { registerBlockRoutes } from './routes/blocks';
import { registerConfigRoutes } from './routes/config';
import { registerGamesPreviewRoutes } from './routes/games-preview';
import { registerHealthRoute } from './routes/health';
import { registerRedirectRoutes } from './routes/redirects';
import { registerShell } from './routes/shell';
import { registerStaticRoutes } from './routes/static';
import { registerTestApi } from './routes/test-api';
import { createStores } from './store/index';
import { DEFAULT_DATA_SEED } from './db/seed';
import { registerFeedRoutes, type FeedOptions } from './feed/index';
import { registerIdentityRoutes } from './identity/index';

export interface BuildAppOptions {
  /** SQLite file (created with its folder if missing); ':memory:' works too. */
  dbFile: string;
  /** Build output folder (index.html, importmap.json, hashed modules). */
  distDir: string;
  production: boolean;
  /** Written into the shell page env; default '0.0.0-dev'. */
  appVersion?: string;
  /** Fastify request logging; default false. */
  logger?: boolean;
  /** Registers /__test/* (default false). Ignored when production is true. */
  testApi?: boolean;
  /** Status code of the shell page for a URL; default: 404 for paths only the route table's catch-all matches. */
  shellStatus?: (url: string) => number;
  /** Feed seed data and simulator (seed, speed, autoStart). */
  feed?: FeedOptions;
}

export const API_BASES: Env['api'] = {
  bff: '/bff-api',
  web: '/web-api',
  redirects: '/redirects-api',
  blocks: '/blocks-api',
  limits: '/limit-service-api',
  social: '/social-api',
};

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const env = v.parse(EnvSchema, { production: opts.production, appVersion: opts.appVersion ?? '0.0.0-dev', api: API_BASES });
  const dataSeed = opts.feed?.seed ?? DEFAULT_DATA_SEED;
  const db = openDatabase(opts.dbFile, dataSeed);
  const app = Fastify({ logger: opts.logger ?? false });
  app.addHook('onClose', async () => {
    if (db.open) db.close();
  });

  const ctx: AppContext = {
    db,
    stores: createStores(db),
    distDir: resolve(opts.distDir),
    production: opts.production,
    env,
    files: createFileCache(),
    shellStatus: opts.shellStatus ?? routeStatus,
    dataSeed,
    sessionOf: () => null,
  };
  const testApi = opts.testApi === true && !opts.production;

  try {
    installSecurityHeaders(app);
    installErrorHandler(app);
    registerHealthRoute(app);
    registerConfigRoutes(app, ctx);
    registerRedirectRoutes(app, ctx);
    registerBlockRoutes(app, ctx);
    registerGamesPreviewRoutes(app, ctx);
    ctx.sessionOf = registerIdentityRoutes(app, ctx, { testApi });
    registerFeedRoutes(app, ctx, { ...opts.feed, testApi });
    registerStaticRoutes(app, ctx);
    if (testApi) registerTestApi(app, ctx);
    else if (opts.testApi === true) app.log.warn('test API requested in production: not registered');
    registerShell(app, ctx);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
