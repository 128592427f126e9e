/**
 * Web service: the build output under /dist (hashed files immutable, the rest revalidated),
 * and the shell page with its CSP and per-request preload. Needs the site service
 * (config, groups, block rule) and the identity service (the signed-in player) for the preload.
 */
import { resolve } from 'node:path';
import { defineService, type Service } from '../service';
import { registerAgeGateRoute } from './age-gate';
import { registerConsentRoute } from './cookie-consent';
import { createFileCache } from './file-cache';
import { routeStatus } from './route-status';
import { registerShellPage } from './shell-page';
import { registerStaticRoutes } from './static';

export interface WebOptions {
  /** Build output folder (index.html, importmap.json, hashed modules). */
  distDir: string;
  /** Status code of the shell page for a URL; default: 404 for paths only the route table's catch-all matches. */
  shellStatus?: (url: string) => number;
  /** Player ids of the staff who get the development overrides in production (./overrides.ts). */
  overrideStaff?: readonly number[];
}

export function createWebService(options: WebOptions): Service {
  return defineService({
    name: 'web',
    dependencies: ['site', 'identity'],
    migrations: { from: 300, to: 399, list: [] },
    async register(app, ctx) {
      const distDir = resolve(options.distDir);
      const files = createFileCache();
      await registerStaticRoutes(app, distDir, files);
      registerAgeGateRoute(app);
      registerConsentRoute(app, () => ctx.clock.now());
      registerShellPage(app, {
        distDir,
        env: ctx.env,
        files,
        shellStatus: options.shellStatus ?? routeStatus,
        overrides: { production: ctx.env.production, staff: new Set(options.overrideStaff ?? []) },
      });
    },
  });
}
