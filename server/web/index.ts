/**
 * Web service: the build output under /dist (hashed files immutable, the rest revalidated),
 * and the shell page with its CSP and per-request preload. Needs the site service
 * (config, groups, block rule) and the identity service (the signed-in player) for the preload.
 */
import { resolve } from 'node:path';
import { defineService, type Service } from '../service';
import { registerAgeGateRoute } from './age-gate';
import { registerConsolePage } from './console-page';
import { registerConsentRoute } from './cookie-consent';
import { registerManifest } from './manifest';
import { createFileCache } from './file-cache';
import { createManifestReader } from './module-manifest';
import { routeStatus } from './route-status';
import { registerServiceWorkerScript } from './service-worker';
import { registerShellPage } from './shell-page';
import { createFirstViews, loopbackOrigin } from './first-view';
import { registerStaticRoutes } from './static';

/**
 * The app icon sizes (account spec §9 "Apple touch icon sizes"), the ones scripts/build/app-icons.mjs
 * writes (`APP_ICON_SIZES`; the server imports nothing from scripts/). tests/server/web/manifest.test.ts
 * fails if the two lists differ.
 */
const APP_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

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
      // A production build changes only with a deploy: its files are checked at most once a second.
      const files = createFileCache(1000, ctx.env.production ? 1000 : 0);
      await registerStaticRoutes(app, distDir, files);
      registerServiceWorkerScript(app, { distDir, files });
      registerAgeGateRoute(app);
      registerConsentRoute(app, () => ctx.clock.now());
      registerManifest(app, { iconSizes: APP_ICON_SIZES });
      registerConsolePage(app, { distDir, env: ctx.env, files });
      // The modules' manifests, parsed once per version of each file, for the first views and the shell page alike.
      const manifests = createManifestReader({ distDir, files, log: app.log });
      const firstViews = createFirstViews({ distDir, files, env: ctx.env, origin: () => loopbackOrigin(app), log: app.log, manifests });
      // The server views of the current import map load with the server, not with its first visitor.
      app.addHook('onListen', async () => {
        try {
          if (app.hasDecorator('currentImportMap')) await firstViews.warm(await app.currentImportMap());
        } catch (err) {
          app.log.warn({ err }, 'server views not loaded ahead; the first visitors load them');
        }
      });
      registerShellPage(app, {
        distDir,
        env: ctx.env,
        files,
        shellStatus: options.shellStatus ?? routeStatus,
        overrides: { production: ctx.env.production, staff: new Set(options.overrideStaff ?? []) },
        firstViews,
        manifests,
      });
    },
  });
}
