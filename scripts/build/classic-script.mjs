// Classic scripts the build bundles outside the import map (the casino frame script, the service worker):
// one minified ES2022 IIFE each, with source maps handled like every other script: a linked map beside the
// file in development; in production no published map, the map kept as a build artifact in
// `<dist>-sourcemaps/` (same relative path) and the file naming none.
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where production source maps go: build artifacts beside `<dist>`, never published. */
export const sourceMapDir = (distDir) => `${distDir}-sourcemaps`;

/**
 * Bundles `entry` into `<dist>/<file>`; `options` adds esbuild options (define, tsconfig, charset, ...).
 * Answers the output path.
 */
export async function buildClassicScript({ entry, dist, file, production, options = {} }) {
  const outfile = path.join(dist, file);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    sourcemap: production ? 'external' : 'linked',
    logLevel: 'warning',
    ...options,
  });
  if (production) {
    const artifact = path.join(sourceMapDir(dist), `${file}.map`);
    await fs.mkdir(path.dirname(artifact), { recursive: true });
    await fs.rename(`${outfile}.map`, artifact);
  }
  return outfile;
}
