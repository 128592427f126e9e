// web-test-runner for a team's component tests, set up like the Kickoff repository's own (tests/wtr.config.mjs):
// Debian's Chromium, TypeScript through esbuild, CSS imported as text, and one copy of each shared library (built
// from the project's node_modules with the site's vendor wrappers), so React, nanostores and the platform (the
// SDK's code) are the single instances a page has.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { VENDOR, externalShared, safeName, vendorWrapper } from './shared.mjs';

/** Chromium: `KICKOFF_CHROMIUM`, else Debian's package. */
export const chromiumPath = () => process.env.KICKOFF_CHROMIUM ?? '/usr/bin/chromium';

async function buildTestVendor(rootDir) {
  const vendorDir = path.join(rootDir, 'node_modules', '.cache', 'kickoff-test-vendor');
  await fs.mkdir(vendorDir, { recursive: true });
  const map = {};
  for (const name of VENDOR) {
    const entry = path.join(vendorDir, `${safeName(name)}.entry.mjs`);
    await fs.writeFile(entry, await vendorWrapper(name, rootDir));
    const outfile = path.join(vendorDir, `${safeName(name)}.js`);
    await build({
      absWorkingDir: rootDir,
      entryPoints: [entry],
      outfile,
      bundle: true,
      format: 'esm',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [externalShared(name, rootDir)],
      logLevel: 'warning',
    });
    map[name] = `/${path.relative(rootDir, outfile).split(path.sep).join('/')}`;
  }
  return map;
}

const isCssImport = (context) => context.path.endsWith('.css') && context.get('sec-fetch-dest') === 'script';

/** The web-test-runner configuration of a project: `export default await kickoffTestRunner({ rootDir })`. */
export async function kickoffTestRunner({ rootDir = process.cwd(), files = ['src/**/*.test.{ts,tsx}'] } = {}) {
  const vendorMap = await buildTestVendor(rootDir);
  return {
    rootDir,
    files,
    nodeResolve: true,
    concurrency: 1,
    testFramework: { config: { timeout: 5000 } },
    browsers: [
      playwrightLauncher({
        product: 'chromium',
        launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] },
      }),
    ],
    plugins: [
      { name: 'kickoff-vendor', resolveImport: ({ source }) => vendorMap[source] },
      {
        name: 'kickoff-css-text',
        transformCacheKey: (context) => (isCssImport(context) ? 'css-text' : undefined),
        resolveMimeType: (context) => (isCssImport(context) ? 'js' : undefined),
        transform: (context) => (isCssImport(context) ? { body: `export default ${JSON.stringify(context.body)};` } : undefined),
      },
      esbuildPlugin({ ts: true, tsx: true, jsx: 'automatic', tsconfig: path.join(rootDir, 'tsconfig.json'), define: { 'process.env.NODE_ENV': '"development"' } }),
    ],
  };
}
