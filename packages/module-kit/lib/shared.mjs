// What every Kickoff module leaves to the import map, and how a shared package becomes one ESM module.
// The Kickoff repository's build (esbuild.config.mjs) and a team's build (./build.mjs) both use these, so a
// module built anywhere imports the same names the page's import map serves.
import { transform } from 'esbuild';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Shared singletons: built once into the site's dist/vendor and never bundled into a module. */
export const VENDOR = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'single-spa',
  'single-spa-react',
  'nanostores',
  '@nanostores/react',
  'i18next',
];

/** Kickoff modules other modules import (external everywhere, resolved by the import map). */
export const SHARED_KICKOFF = ['@kickoff/platform', '@kickoff/platform-wallet'];

/** Every name a module leaves to the import map. */
export const SHARED = new Set([...VENDOR, ...SHARED_KICKOFF]);

/** What a server view leaves to Node's own resolution: React must be the one instance react-dom/server renders with. */
export const SERVER_VIEW_EXTERNALS = ['react', 'react-dom', 'react-dom/server', 'react/jsx-runtime'];

/** `@kickoff/platform` → `kickoff-platform`: a file or folder name for a package name. */
export const safeName = (name) => name.replace(/^@/, '').replace(/[/]/g, '-');

/**
 * An esbuild plugin leaving the shared names external by exact match (`external: ['react-dom']` would also
 * swallow `react-dom/client`); `exceptSelf` is the package being built, when it is one of them.
 */
export function externalShared(exceptSelf, resolveDir = process.cwd()) {
  return {
    name: 'kickoff-external-shared',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (!SHARED.has(args.path) || args.path === exceptSelf) return undefined;
        // CommonJS require() of a shared name inside a vendor bundle goes through an ESM shim,
        // otherwise the browser throws "Dynamic require of 'react' is not supported".
        if (args.kind === 'require-call') return { path: args.path, namespace: 'kickoff-shim' };
        return { path: args.path, external: true };
      });
      b.onLoad({ filter: /.*/, namespace: 'kickoff-shim' }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)};`,
        resolveDir,
      }));
    },
  };
}

/** CSS imported as text (constructable stylesheets) is minified like the code around it. */
export function minifiedCssText() {
  return {
    name: 'kickoff-css-text',
    setup(b) {
      b.onLoad({ filter: /\.css$/ }, async (args) => {
        const source = await fs.readFile(args.path, 'utf8');
        const { code } = await transform(source, { loader: 'css', minify: true, charset: 'utf8' });
        return { contents: code, loader: 'text' };
      });
    },
  };
}

const isIdentifier = (k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default';

/** React 19 ships only CommonJS; the other shared packages are ESM. */
const COMMONJS_VENDOR = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);

/**
 * A wrapper that turns a shared package (installed in `fromDir`'s node_modules) into an ESM module with
 * explicit named exports: the site's vendor modules and the test runner's copies are built from it.
 */
export async function vendorWrapper(name, fromDir = process.cwd()) {
  const spec = JSON.stringify(name);
  const require = createRequire(path.join(fromDir, 'package.json'));
  if (COMMONJS_VENDOR.has(name)) {
    const names = Object.keys(require(name)).filter(isIdentifier);
    return `import M from ${spec};\nexport default M;\nexport const { ${names.join(', ')} } = M;\n`;
  }
  // Resolved from the kit's own folder, which sits in the same node_modules tree as the project's packages.
  const mod = await import(name);
  return `export * from ${spec};\n${'default' in mod ? `export { default } from ${spec};\n` : ''}`;
}

/** The esbuild options every module's browser build shares (ESM with code splitting; ./system.mjs converts it). */
export function moduleBuildOptions({ nodeEnv, define = {} }) {
  return {
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: 'external',
    target: 'es2022',
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: 'asset-[name]-[hash]',
    loader: { '.css': 'text', '.svg': 'text' },
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv), ...define },
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    // Texts stay UTF-8 (served as text/javascript; charset=utf-8): \uXXXX escapes made Cyrillic 3x larger.
    charset: 'utf8',
  };
}

/** The esbuild options of a module's server view (`<entry>.server.mjs`): one ESM file for Node, React left to Node. */
export function serverViewBuildOptions({ nodeEnv, production, define = {} }) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: production,
    jsx: 'automatic',
    external: SERVER_VIEW_EXTERNALS,
    loader: { '.css': 'text', '.svg': 'text' },
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv), ...define },
    logLevel: 'warning',
    legalComments: 'none',
    charset: 'utf8',
  };
}

/** `<entry>.server.mjs` beside a browser entry `<entry>.js`: where the server finds a module's server view. */
export const serverViewFile = (entryAbs) => entryAbs.replace(/\.js$/, '.server.mjs');

/**
 * A comment at the top of each esbuild output naming the platform and React versions the module is built against.
 * It is not in the published file (the System.register step drops comments), but it is in esbuild's content hash:
 * a module rebuilt against another platform gets new file names, so its manifest (`<entry>.deps.json`, which says
 * what it was built for) never changes under a published name.
 */
export const builtForBanner = (versions) => `/* built for ${Object.entries(versions).map(([name, version]) => `${name}@${version}`).join(' ')} */`;
