// The service worker (account spec §7: "the service worker script"): root-config/service-worker/sw.ts
// bundled into one classic script, dist/sw.js, which the server sends at /sw.js (server/web/service-worker.ts)
// so its scope can be the whole site. Not a System.register module and not in the import map: the
// browser fetches and updates it on its own. Minified ES2022. Source maps as for every other script
// (esbuild.config.mjs): linked beside it in development (served at /sw.js.map); in production none is
// published, the map is a build artifact in `<dist>-sourcemaps/sw.js.map` and the file names no map.
// No version is baked in on purpose: the browser reinstalls a worker whenever its bytes change, so the
// same code keeps the same worker across deploys and no player pays for a needless update.
import path from 'node:path';
import { buildClassicScript } from './classic-script.mjs';

/** The worker's source, relative to the repository root, and its output, relative to dist/. */
export const SERVICE_WORKER = { entry: 'root-config/service-worker/sw.ts', file: 'sw.js' };

export async function buildServiceWorker({ root, dist, production }) {
  const file = await buildClassicScript({
    entry: path.join(root, SERVICE_WORKER.entry),
    dist,
    file: SERVICE_WORKER.file,
    production,
    options: {
      platform: 'browser',
      tsconfig: path.join(root, 'root-config/service-worker/tsconfig.json'),
      legalComments: 'none',
      charset: 'utf8', // the offline page's texts as they are (the server sends the file as UTF-8)
    },
  });
  return { file };
}
