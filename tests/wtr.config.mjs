// web-test-runner: component tests in Debian Chromium. TypeScript through esbuild; the shared
// vendor names resolve to ESM bundles built here from the same wrappers as dist/vendor (the
// CommonJS plugin cannot load React 19), so tests use one React like the site does.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VENDOR, vendorWrapper, externalShared, safeName } from '../esbuild.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vendorDir = path.join(root, '.cache', 'wtr-vendor');

async function buildTestVendor() {
  await fs.mkdir(vendorDir, { recursive: true });
  const map = {};
  for (const name of VENDOR) {
    const entry = path.join(vendorDir, `${safeName(name)}.entry.mjs`);
    await fs.writeFile(entry, await vendorWrapper(name));
    const outfile = path.join(vendorDir, `${safeName(name)}.js`);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      format: 'esm',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [externalShared(name)],
      logLevel: 'warning',
    });
    map[name] = `/${path.relative(root, outfile)}`;
  }
  return map;
}

const vendorMap = await buildTestVendor();

const isCssImport = (context) => context.path.endsWith('.css') && context.get('sec-fetch-dest') === 'script';

export default {
  rootDir: root,
  files: ['tests/**/*.browser.test.{ts,tsx}'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 5000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html><html><head>
    <script>window.process = { env: { NODE_ENV: 'development', KICKOFF_BUILD_ID: 'test' } };</script>
  </head><body><script type="module" src="${testFramework}"></script></body></html>`,
  plugins: [
    {
      name: 'kickoff-vendor-and-platform',
      resolveImport({ source }) {
        if (vendorMap[source]) return vendorMap[source];
        if (source === '@kickoff/platform') return '/platform/src/index.ts';
        if (source === '@kickoff/platform-wallet') return '/platform-wallet/src/index.ts';
        return undefined;
      },
    },
    // `import css from './x.css'` is the CSS text, as the build's text loader makes it. Only module
    // imports (Sec-Fetch-Dest: script) are turned into JS; a test that fetch()es a stylesheet gets CSS.
    {
      name: 'kickoff-css-text',
      // The same file is fetched as text by some tests and imported as a module by others: cache apart.
      transformCacheKey: (context) => (isCssImport(context) ? 'css-text' : undefined),
      resolveMimeType(context) {
        if (isCssImport(context)) return 'js';
        return undefined;
      },
      transform(context) {
        if (isCssImport(context)) return { body: `export default ${JSON.stringify(context.body)};` };
        return undefined;
      },
    },
    // tsconfig.base.json, not tsconfig.json: the plugin hands the file to esbuild as raw text, which
    // ignores "extends", so the JSX setting (react-jsx) must be in the file named here.
    esbuildPlugin({ ts: true, tsx: true, jsx: 'automatic', tsconfig: path.join(root, 'tsconfig.base.json'), define: { 'process.env.NODE_ENV': '"development"', 'process.env.KICKOFF_BUILD_ID': '"test"' } }),
  ],
};
