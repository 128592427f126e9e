/** Types of scripts/build/service-worker.mjs for the build and the tests. */
export const SERVICE_WORKER: { readonly entry: string; readonly file: string };
/** Builds dist/sw.js: with dist/sw.js.map in development, with `<dist>-sourcemaps/sw.js.map` in production. */
export function buildServiceWorker(opts: { root: string; dist: string; production: boolean }): Promise<{ file: string }>;
