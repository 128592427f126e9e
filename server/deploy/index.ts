/**
 * Deploy service (migrations 780-799): the import maps the site loads, per environment, with their
 * history. `GET /importmap.json` serves the current `default` map (`?env=` another); the deploy API
 * under `/deploy` changes them with bearer tokens, ETag/If-Match concurrency, origin and integrity
 * checks, history and rollback (docs/api.md, "Deploy service"; server/deploy/README.md); `PUT /deploy/files/…`
 * stores the files of a module built in a team's own repository under `dist/teams/` (uploads.ts). At start-up
 * and after the test API's reset the build's `dist/importmap.json` is published when it is a new build
 * (outside production also when the file changes: follow-build.ts).
 * The maps live in the server's SQLite file, or in PostgreSQL with `databaseUrl`.
 */
import { resolve } from 'node:path';
import { defineService, type Service } from '../service';
import { createDeployGuard } from './auth';
import { deployMigrations } from './migrations';
import { createModuleChecker, createModuleReader } from './module-check';
import { createVersionCheck } from './version-check';
import { DEFAULT_FETCH_TIMEOUT_MS, type DeployOptions } from './options';
import { createPostgresDeployStore } from './postgres-store';
import { createBuildFollower } from './follow-build';
import { BUILD_ENV, buildCommit, publishBuild, readBuildMapSync, type BuildMap } from './publish-build';
import { registerDeployRoutes } from './routes';
import { createServedMapCache, registerServedMap } from './served-map';
import { createSqliteDeployStore } from './sqlite-store';
import type { DeployStore } from './store';
import { registerUploadRoutes } from './uploads';

export interface DeployServiceOptions extends DeployOptions {
  /** The build folder (the web service's): its importmap.json is published, its files are /dist/…. */
  distDir: string;
}

export function createDeployService(options: DeployServiceOptions): Service {
  const distDir = resolve(options.distDir);
  const postgres = options.databaseUrl !== undefined && options.databaseUrl !== '';
  const served = createServedMapCache();

  return defineService({
    name: 'deploy',
    migrations: { from: 780, to: 799, list: deployMigrations },
    seed(db) {
      // The SQLite store publishes the build inside the start-up and reset transactions; PostgreSQL at registration.
      if (postgres) return;
      const store = createSqliteDeployStore(db).sync;
      const request = buildCommit(store.current(BUILD_ENV), store.lastBuild(BUILD_ENV), readBuildMapSync(distDir), Date.now());
      if (request) store.commit(request);
    },
    reset(db) {
      served.clear();
      // A shared PostgreSQL store is not the test API's to empty.
      if (!postgres) createSqliteDeployStore(db).sync.clear();
    },
    async register(app, ctx) {
      const warnInvalid = (build: BuildMap): void => {
        if (build.kind === 'invalid') app.log.warn(`${build.file} fails the import-map schema: not published`);
      };
      let store: DeployStore;
      if (postgres) {
        store = await createPostgresDeployStore(options.databaseUrl ?? '');
        app.addHook('onClose', () => store.close());
        warnInvalid((await publishBuild(store, distDir, ctx.clock.now())).build);
      } else {
        store = createSqliteDeployStore(ctx.db);
        warnInvalid(readBuildMapSync(distDir));
      }
      const follow = options.followBuild ?? !ctx.env.production;
      app.decorateRequest('deployActor', null);
      registerServedMap(app, store, served, follow ? createBuildFollower(store, distDir, () => ctx.clock.now(), warnInvalid) : undefined);
      const moduleSettings = { distDir, allowedOrigins: options.allowedOrigins ?? [], fetchTimeoutMs: options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS };
      const readModule = createModuleReader(moduleSettings);
      const guard = createDeployGuard({ tokens: options.tokens ?? [], testApi: ctx.testApi });
      registerDeployRoutes(app, {
        store,
        checkModule: createModuleChecker(moduleSettings, readModule),
        checkVersions: createVersionCheck(readModule),
        guard,
        now: () => ctx.clock.now(),
      });
      registerUploadRoutes(app, { distDir, guard });
    },
  });
}
