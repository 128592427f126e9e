/**
 * The composition root of the Kickoff reference server: opens the database, applies every service's
 * migrations, seeds every service, then registers the HTTP infrastructure and the service plugins in
 * order (server/services.ts). server/README.md describes the service shape.
 */
import { limitBodyTime } from './http/slow-body';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { API_BASES, EnvSchema } from '@kickoff/contracts';
import { createClock, type Clock } from './clock';
import { concatMigrations, runMigrations, type Migration } from './db/migrate';
import { openDatabase, type Db } from './db/open';
import { useServingBusyTimeout } from './db/busy';
import type { DeployOptions } from './deploy/options';
import type { RemoteViewOptions } from './remote-views/options';
import type { FeedOptions } from './feed/options';
import { httpInfrastructure } from './http/infrastructure';
import { resolveSecurityConfig, type SecurityOverrides } from './http/security-config';
import type { SeedOptions, Service, ServiceContext } from './service';
import { createServices } from './services';
import { registerResetRoute } from './test-api';

/** PRNG seed of the generated demo data (feed). */
export const DEFAULT_DATA_SEED = 2026;

export interface BuildAppOptions {
  /** SQLite file (created with its folder if missing); ':memory:' works too. */
  dbFile: string;
  /** Build output folder (index.html, importmap.json, hashed modules). */
  distDir: string;
  production: boolean;
  /** Written into the shell page env; default '0.0.0-dev'. */
  appVersion?: string;
  /** The browser's service worker switch (default true; false, `KICKOFF_SERVICE_WORKER=off`, unregisters it). */
  serviceWorker?: boolean;
  /** Fastify request logging; default false. */
  logger?: boolean;
  /**
   * The demo switch (default false; ignored when production is true): registers /__test/* and puts
   * `demoCode` in code replies. docs/security.md says what it exposes.
   */
  testApi?: boolean;
  /** Overrides of the security settings (origins, body limits, login failures, rate limits). */
  security?: SecurityOverrides;
  /**
   * Fastify's `trustProxy`: which proxies' X-Forwarded-For/-Proto/-Host to believe (true, a hop
   * count, or addresses/CIDRs). Default false: the socket is the client.
   */
  trustProxy?: boolean | number | string | string[];
  /** The server clock (default: real time). */
  clock?: Clock;
  /** Status code of the shell page for a URL; default: 404 for paths only the route table's catch-all matches. */
  shellStatus?: (url: string) => number;
  /** Player ids of the staff who get the development overrides in production (`KICKOFF_OVERRIDE_STAFF`). */
  overrideStaff?: readonly number[];
  /** Feed seed data and simulator (seed, speed, autoStart). */
  feed?: FeedOptions;
  /**
   * Folder of uploaded verification documents (outside the web root). Default: `documents` beside the
   * database file (a temporary folder for ':memory:').
   */
  documentsDir?: string;
  /** Deploy tokens, allowed module origins and the PostgreSQL deploy store (`server/deploy/options.ts`). */
  deploy?: DeployOptions;
  /** The remote-view allow-lists and codeToEval switch (`server/remote-views/options.ts`; default: same origin only). */
  remoteViews?: RemoteViewOptions;
  /**
   * The demo parts: demo players, their balances and bonuses, demo promo codes and the demo payment
   * provider. Default: on in development; production never has them, whatever this says.
   */
  demo?: boolean;
  /**
   * The most a client may take to send a request's body once its headers are in (ms; default 30 000).
   * A body that trickles in is answered 408 and its socket closed (server/http/slow-body.ts).
   */
  requestTimeoutMs?: number;
  /**
   * Development tools' own routes, registered after the services with the app's database connection (the
   * placing benchmark's baseline path, scripts/bench/plain-placing.ts). A production build refuses them.
   */
  toolPlugins?: readonly FastifyPluginAsync<ToolPluginOptions>[];
}

/** What a development tool plugin is registered with. */
export interface ToolPluginOptions {
  db: Db;
}

/** The default of `requestTimeoutMs`: long enough for a 10 MB document upload on a slow line. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Where uploaded documents are stored when no folder is given. */
export function defaultDocumentsDir(dbFile: string): string {
  return dbFile === ':memory:' ? join(tmpdir(), `kickoff-documents-${process.pid}`) : join(dirname(dbFile), 'documents');
}

/** Every service's migrations in version order (ranges checked for overlaps). */
export function serviceMigrations(services: readonly Service[]): Migration[] {
  return concatMigrations(services.map((service) => service.migrations));
}

/** Seeds every service in order, in one IMMEDIATE transaction (each seed is idempotent). */
export function seedServices(db: Db, services: readonly Service[], opts: SeedOptions): void {
  db.transaction(() => {
    for (const service of services) service.seed(db, opts);
  }).immediate();
}

type FastifyTrust = boolean | string | string[] | ((address: string, hop: number) => boolean);

/** A hop count becomes the function Fastify's types want (the nearest `n` hops are trusted). */
function fastifyTrustProxy(trust: BuildAppOptions['trustProxy']): FastifyTrust {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust ?? false;
}

/** Migrates the database to every service's latest version and seeds every service. */
export function prepareDatabase(db: Db, services: readonly Service[], opts: SeedOptions): void {
  runMigrations(db, serviceMigrations(services));
  seedServices(db, services, opts);
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  if (opts.toolPlugins?.length && opts.production) throw new Error('tool plugins are development tools: a production start has none');
  const env = v.parse(EnvSchema, {
    production: opts.production,
    appVersion: opts.appVersion ?? '0.0.0-dev',
    // Absent means on: only the kill switch is written into the page.
    ...(opts.serviceWorker === false ? { serviceWorker: false } : {}),
    api: API_BASES,
  });
  const dataSeed = opts.feed?.seed ?? DEFAULT_DATA_SEED;
  const services = createServices({
    web: { distDir: opts.distDir, ...(opts.shellStatus ? { shellStatus: opts.shellStatus } : {}), ...(opts.overrideStaff ? { overrideStaff: opts.overrideStaff } : {}) },
    ...(opts.feed ? { feed: opts.feed } : {}),
    documents: { dir: opts.documentsDir ?? defaultDocumentsDir(opts.dbFile) },
    ...(opts.deploy ? { deploy: opts.deploy } : {}),
    ...(opts.remoteViews ? { remoteViews: opts.remoteViews } : {}),
  });
  const demo = opts.production ? false : (opts.demo ?? true);
  const db = openDatabase(opts.dbFile);
  try {
    prepareDatabase(db, services, { dataSeed, demo });
    useServingBusyTimeout(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const security = resolveSecurityConfig(opts.security);
  const clock = opts.clock ?? createClock();
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: fastifyTrustProxy(opts.trustProxy) });
  limitBodyTime(app, opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  app.addHook('onClose', async () => {
    if (db.open) db.close();
  });
  const testApi = opts.testApi === true && !opts.production;
  const ctx: ServiceContext = { db, env, testApi, dataSeed, demo, clock, security };
  try {
    await app.register(httpInfrastructure, { clock, security, production: opts.production });
    for (const service of services) await app.register(service.plugin, ctx);
    for (const plugin of opts.toolPlugins ?? []) await app.register(plugin, { db });
    if (testApi) registerResetRoute(app, db, services, { dataSeed }, clock);
    else if (opts.testApi === true) app.log.warn('test API requested in production: not registered');
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
