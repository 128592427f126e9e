// Kickoff build: every module on its own, as System.register files with content hashes,
// plus shared vendor modules and an import map with integrity hashes.
//
//   npm run build                 all modules
//   npm run build -- betting      one module (its import-map entry is replaced, the rest kept)
//   NODE_ENV=production npm run build
//
// Two steps per module (DESIGN.md §2): esbuild bundles to ESM with code splitting and every shared
// name external; Rollup converts each output file to System.register, chaining esbuild's source map.
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUiStyles, withUiStyles } from './scripts/build/ui-styles.mjs';
import { appIconLinkTags, buildAppIcons } from './scripts/build/app-icons.mjs';
import { buildServiceWorker } from './scripts/build/service-worker.mjs';
import { precompressDist } from './scripts/build/precompress.mjs';
import { buildClassicScript, sourceMapDir } from './scripts/build/classic-script.mjs';
import { buildDemoVideo } from './scripts/build/demo-video.mjs';
import { checkContract, readContract } from './scripts/contract/platform-contract.mjs';
// The build preset teams use in their own repositories (@kickoff/module-kit): the same shared names, esbuild
// options and System.register step, so a module built there is built like the ones here.
import {
  SERVER_VIEW_EXTERNALS,
  SHARED_KICKOFF,
  VENDOR,
  builtForBanner,
  externalShared,
  minifiedCssText,
  moduleBuildOptions,
  safeName,
  serverViewBuildOptions,
  serverViewFile,
  vendorWrapper,
} from './packages/module-kit/lib/shared.mjs';
import { BuildError, requiredVersions as rangesOf, sri, toSystemFile, toSystemModule, writeWithMapBeside } from './packages/module-kit/lib/system.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Output folder: `dist/` (KICKOFF_DIST overrides, e.g. for a production build beside the development one). */
const dist = path.resolve(root, process.env.KICKOFF_DIST ?? 'dist');
const cacheDir = path.join(root, '.cache', 'vendor-entries');
/**
 * Production source maps are build artifacts, not published files: they go to `<dist>-sourcemaps/`
 * (same relative paths) for error tracking, and the served files carry no sourceMappingURL.
 * Development builds keep the maps next to the files.
 */
export { sourceMapDir };
const production = process.env.NODE_ENV === 'production';
/**
 * The build's label, baked into the modules (`process.env.KICKOFF_BUILD_ID`): CI sets it to the commit,
 * so a module can say which build is live (e.g. `buildId`, exported by @kickoff/betting). `dev` by default,
 * so local builds stay byte-for-byte reproducible.
 */
const buildId = process.env.KICKOFF_BUILD_ID ?? 'dev';
const nodeEnv = production ? 'production' : 'development';
process.env.NODE_ENV = nodeEnv; // vendor export names are read with the same NODE_ENV as the build

/**
 * Kickoff modules. One naming rule: the build key and the `dist/<key>/` folder are the last part of
 * the import-map name; `folder` is the source folder (part of the brief, so not always the same word).
 * Everything a module bundles must come from its own folder or a vendor package; Kickoff modules meet
 * only through `@kickoff/platform` (external). `checkBoundaries` enforces it on every build.
 */
export const MODULES = {
  platform: { name: '@kickoff/platform', folder: 'platform' },
  // The platform's wallet calls and their schemas: a second shared entry, imported only by code that
  // loads on use, so the first visit does not carry them (platform-wallet/src/index.ts).
  'platform-wallet': { name: '@kickoff/platform-wallet', folder: 'platform-wallet' },
  'root-config': { name: '@kickoff/root-config', folder: 'root-config' },
  shell: { name: '@kickoff/shell', folder: 'shell-parcels', server: 'shell-parcels/src/server.tsx' },
  coupon: { name: '@kickoff/coupon', folder: 'coupon-parcel', server: 'coupon-parcel/src/server.tsx' },
  // The coupon team's betting calculator: its own import-map entry (built from the coupon's folder,
  // the same maths), so the coupon's entry on the home page's first visit does not carry it.
  'coupon-calculator': { name: '@kickoff/coupon-calculator', folder: 'coupon-parcel', entry: 'coupon-parcel/src/calculator/index.ts' },
  office: { name: '@kickoff/office', folder: 'office-parcel' },
  // The betting and shell teams' parcels for CMS pages (@kickoff/embeds): their own entries, so the
  // betting and shell entries on the home page's first visit carry none of them.
  'betting-embeds': { name: '@kickoff/betting-embeds', folder: 'apps/betting', entry: 'apps/betting/src/embed/index.ts' },
  'shell-embeds': { name: '@kickoff/shell-embeds', folder: 'shell-parcels', entry: 'shell-parcels/src/embed/index.ts' },
  // `server`: the module's server view (issue 25), built for Node beside the browser entry (buildServerView).
  betting: { name: '@kickoff/betting', folder: 'apps/betting', server: 'apps/betting/src/server.tsx' },
  casino: { name: '@kickoff/casino', folder: 'apps/casino', server: 'apps/casino/src/server.tsx' },
  promotions: { name: '@kickoff/promotions', folder: 'apps/promotions', server: 'apps/promotions/src/server.tsx' },
  information: { name: '@kickoff/information', folder: 'apps/information', server: 'apps/information/src/server.tsx' },
  embeds: { name: '@kickoff/embeds', folder: 'embeds' },
  // The operator console (issue 24): its own page (/backoffice/...), never on a player's visit.
  backoffice: { name: '@kickoff/backoffice', folder: 'backoffice' },
  // The domain checker (account spec §7): loaded after the page has loaded, never on the first visit's critical path.
  'domain-check': { name: '@kickoff/domain-check', folder: 'domain-check' },
  // The remote-view renderer (account spec §7 "Remote view"): loaded on use by pages that show a remote view (landings).
  'remote-view': { name: '@kickoff/remote-view', folder: 'remote-view' },
};
for (const [key, mod] of Object.entries(MODULES)) {
  if (mod.name !== `@kickoff/${key}`) throw new Error(`build key "${key}" must be the last part of its import-map name ${mod.name}`);
}
/** A module's entry file. */
export const entryOf = (key) => MODULES[key].entry ?? `${MODULES[key].folder}/src/index.ts`;

export { SERVER_VIEW_EXTERNALS, SHARED_KICKOFF, VENDOR, externalShared, minifiedCssText, safeName, serverViewFile, vendorWrapper };
/**
 * Classic scripts the shell page loads by tag (not System.register modules, no source maps):
 * SystemJS itself, import-map-overrides (development overrides) and the boot script.
 */
export const CLASSIC_SCRIPTS = ['system.min.js', 'import-map-overrides.js', 'boot.js', 'backoffice-boot.js'];

/**
 * Writes a System.register file and its map: in production the map goes to the artifacts folder (never
 * published), in development beside the file with a sourceMappingURL.
 */
async function writeSystemFile(file, code, map) {
  const base = path.basename(file);
  if (production) {
    await fs.writeFile(file, `${code}\n`);
    await fs.rm(`${file}.map`, { force: true });
    if (map) {
      // Vendor packages build in vendor/.tmp/<name>/ and move up to vendor/ afterwards.
      const published = path.relative(dist, file).split(path.sep).join('/').replace(/(^|\/)\.tmp\/[^/]+\//, '$1');
      const artifact = path.join(sourceMapDir(dist), `${published}.map`);
      await fs.mkdir(path.dirname(artifact), { recursive: true });
      await fs.writeFile(artifact, map.toString());
    }
    return;
  }
  await writeWithMapBeside(file, code, map);
}

/** Import-map URL of an output file: always under /dist/, wherever the build wrote it. */
const url = (abs) => `/dist/${path.relative(dist, abs).split(path.sep).join('/')}`;


/**
 * Module boundaries: every file esbuild bundled into a module must sit in the module's own folder or in
 * node_modules. A relative import into another module's folder would build and type-check, and silently
 * ship a second copy of (say) a platform store that never sees updates, so it fails the build, naming the importer.
 */
export function boundaryViolations(key, metafile) {
  const own = path.join(root, MODULES[key].folder) + path.sep;
  const inside = (file) => path.resolve(root, file).startsWith(own) || file.split(/[\\/]/).includes('node_modules');
  const violations = [];
  for (const [importer, input] of Object.entries(metafile.inputs)) {
    if (!inside(importer)) continue;
    for (const imp of input.imports ?? []) {
      if (imp.external || inside(imp.path)) continue;
      violations.push(`${importer} imports "${imp.original ?? imp.path}" (${imp.path}), outside ${MODULES[key].folder}/`);
    }
  }
  return violations;
}

/**
 * The static import closure of one output (esbuild metafile outputs, keys relative to the root): the chunk
 * files it needs before it runs and the shared modules (bare names) they import. Dynamic imports load on use
 * and are left out.
 */
export function staticDeps(outputs, entryKey) {
  const files = [];
  const modules = new Set();
  const seen = new Set([entryKey]);
  const queue = [entryKey];
  while (queue.length > 0) {
    for (const imp of outputs[queue.shift()]?.imports ?? []) {
      if (imp.kind !== 'import-statement') continue;
      if (imp.external) modules.add(imp.path);
      else if (!seen.has(imp.path)) {
        seen.add(imp.path);
        files.push(imp.path);
        queue.push(imp.path);
      }
    }
  }
  return { files, modules: [...modules].sort() };
}

/**
 * `<entry>.deps.json` beside a module's entry file: the URLs of its static chunks and the shared modules it
 * imports at once. The server preloads the first view's graph from them (server/web/module-preload.ts); the
 * file ships inside the module's folder, so a redeployed module brings its own.
 */
async function writeDeps(entryAbs, deps, versions = {}) {
  const body = { files: deps.files.map((f) => url(path.join(root, f))), modules: deps.modules, ...versions };
  await fs.writeFile(`${entryAbs}.deps.json`, `${JSON.stringify(body)}\n`);
}

/**
 * The versions a module's manifest (its `<entry>.deps.json`) states (issue 26): the platform by its contract
 * (platform/contract.json), React and ReactDOM by their packages. The platform and those vendor modules say which
 * version they provide; every other module which range it was built for (a caret range: the same major, at least
 * this minor), for the shared modules it imports.
 */
let versionsOnce;
/** The versions of the platform (its contract) and React, read once per build. */
const sharedVersions = () =>
  (versionsOnce ??= {
    '@kickoff/platform': readContract(root).version,
    react: packageVersion('react'),
    'react-dom': packageVersion('react-dom'),
    'react-dom/client': packageVersion('react-dom'),
  });
const packageVersion = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The platform's `PLATFORM_VERSION` (platform/src/contract/compatibility.ts) is its contract's version. */
const platformVersionDefine = () => ({ 'process.env.KICKOFF_PLATFORM_VERSION': JSON.stringify(sharedVersions()['@kickoff/platform']) });

export function providedVersions(name) {
  return name in sharedVersions() ? { provides: { [name]: sharedVersions()[name] } } : {};
}

/** The ranges of the versioned shared modules any output of a module imports (esbuild metafile). */
export const requiredVersions = (metafile) => rangesOf(metafile, sharedVersions());

async function esbuildModule({ entryPoints, outdir, exceptSelf, extra = {}, convert = true }) {
  await fs.rm(outdir, { recursive: true, force: true });
  if (production) await fs.rm(path.join(sourceMapDir(dist), path.relative(dist, outdir)), { recursive: true, force: true });
  const result = await build({
    ...moduleBuildOptions({ nodeEnv, define: { 'process.env.KICKOFF_BUILD_ID': JSON.stringify(buildId), ...platformVersionDefine() } }),
    absWorkingDir: root,
    entryPoints,
    outdir,
    // New names when the platform or React changes, so a manifest never changes under a published name.
    banner: { js: builtForBanner(sharedVersions()) },
    plugins: [externalShared(exceptSelf, root), minifiedCssText()],
    ...extra,
  });
  const outputs = Object.entries(result.metafile.outputs);
  const jsFiles = outputs.filter(([f]) => f.endsWith('.js')).map(([f]) => path.join(root, f));
  if (convert) await Promise.all(jsFiles.map((file) => toSystemFile(file, writeSystemFile)));
  return { outputs, jsFiles, metafile: result.metafile };
}

async function buildVendor() {
  await fs.mkdir(cacheDir, { recursive: true });
  const imports = {};
  const files = [];
  const outdir = path.join(dist, 'vendor');
  await fs.rm(outdir, { recursive: true, force: true });
  for (const name of VENDOR) {
    const entry = path.join(cacheDir, `${safeName(name)}.mjs`);
    await fs.writeFile(entry, await vendorWrapper(name));
    // Each vendor package builds alone so it can never inline another shared package.
    const sub = path.join(outdir, '.tmp', safeName(name));
    const { outputs, jsFiles } = await esbuildModule({
      entryPoints: { [safeName(name)]: entry },
      outdir: sub,
      exceptSelf: name,
      extra: { splitting: false },
    });
    for (const [f, meta] of outputs) {
      const abs = path.join(root, f);
      if (!existsSync(abs)) continue; // a production map already went to the artifacts folder
      const target = path.join(outdir, path.basename(abs));
      await fs.rename(abs, target);
      if (meta.entryPoint) {
        imports[name] = target;
        await writeDeps(target, { files: [], modules: staticDeps(Object.fromEntries(outputs), f).modules }, providedVersions(name));
      }
    }
    files.push(...jsFiles.map((f) => path.join(outdir, path.basename(f))));
  }
  await fs.rm(path.join(outdir, '.tmp'), { recursive: true, force: true });
  // SystemJS itself and the boot script are plain files referenced by the shell page.
  // Its sourceMappingURL points at a map that is not published: drop the comment.
  // Not the minimal s.js (1.6 KB gzip less): a module that failed to load is retried only once SystemJS
  // forgets it (System.delete, platform importModule), and only system.js has the registry API.
  const systemjs = await fs.readFile(path.join(root, 'node_modules/systemjs/dist/system.min.js'), 'utf8');
  await fs.writeFile(path.join(outdir, 'system.min.js'), systemjs.replace(/\n?\/\/# sourceMappingURL=.*\s*$/, '\n'));
  // import-map-overrides (development overrides, server/web/overrides.ts): the server adds it to the
  // shell page outside production and for allow-listed staff; never part of a player's first visit.
  const overrides = await fs.readFile(path.join(root, 'node_modules/import-map-overrides/dist/import-map-overrides.js'), 'utf8');
  await fs.writeFile(path.join(outdir, 'import-map-overrides.js'), overrides.replace(/\n?\/\/# sourceMappingURL=.*\s*$/, '\n'));
  return { imports, files };
}

async function buildModule(key) {
  const mod = MODULES[key];
  const outdir = path.join(dist, key);
  const { outputs, jsFiles: esmFiles, metafile } = await esbuildModule({
    entryPoints: { index: path.join(root, entryOf(key)) },
    outdir,
    exceptSelf: mod.name,
    convert: false,
  });
  const violations = boundaryViolations(key, metafile);
  if (violations.length > 0) {
    throw new BuildError(
      `${mod.name} crosses its module boundary:\n  ${violations.join('\n  ')}\n` +
        `A module bundles only its own files and vendor packages; reach other modules through '@kickoff/platform' stores and events.`,
    );
  }
  // Lazy import() targets are entry points in the metafile too: pick the module's own entry.
  const source = path.join(root, entryOf(key));
  const entry = (outputs.find(([, meta]) => meta.entryPoint && path.resolve(meta.entryPoint) === source) ?? outputs.find(([, meta]) => meta.entryPoint))?.[0];
  if (!entry) throw new Error(`${key}: no entry output`);
  const { entryFile, jsFiles, deps: local } = await toSystemModule(path.join(root, entry), esmFiles, writeSystemFile);
  const deps = { ...local, files: local.files.map((name) => path.relative(root, path.join(path.dirname(entryFile), name))) };
  await writeDeps(entryFile, deps, mod.name in sharedVersions() ? providedVersions(mod.name) : requiredVersions(metafile));
  if (mod.server) await buildServerView(key, entryFile);
  return { imports: { [mod.name]: entryFile }, files: jsFiles };
}

/**
 * A module's server view (platform/src/first-view/server-view.ts): one self-contained ESM file for Node,
 * with its own copy of the platform and its texts (a render never shares page state with another
 * module's view), and React from the server's node_modules. It ships in the module's folder, named after
 * the browser entry, so a redeployed module brings its own.
 */
async function buildServerView(key, entryAbs) {
  const mod = MODULES[key];
  await build({
    ...serverViewBuildOptions({ nodeEnv, production, define: { 'process.env.KICKOFF_BUILD_ID': JSON.stringify(buildId), ...platformVersionDefine() } }),
    absWorkingDir: root,
    entryPoints: [path.join(root, mod.server)],
    outfile: serverViewFile(entryAbs),
    alias: { '@kickoff/platform/server': path.join(root, 'platform/src/server-view.ts'), '@kickoff/platform': path.join(root, 'platform/src/index.ts') },
    plugins: [minifiedCssText()],
  });
}

/**
 * The shell page: the versioned global stylesheets (scripts/build/ui-styles.mjs) are referenced by their
 * hashed names with integrity, and the app icons (scripts/build/app-icons.mjs) by theirs; the server
 * injects the environment.
 */
async function buildShellPage() {
  const template = await fs.readFile(path.join(root, 'root-config/index.html'), 'utf8');
  const [styles] = await Promise.all([buildUiStyles({ root, dist }), buildAppIcons(dist)]);
  if (!template.includes('<!--kickoff-app-icons-->')) throw new BuildError('root-config/index.html has no <!--kickoff-app-icons--> placeholder');
  const page = withUiStyles(template, styles).replace('<!--kickoff-app-icons-->', () => appIconLinkTags().split('\n').join('\n    '));
  await fs.writeFile(path.join(dist, 'index.html'), page);
  await fs.copyFile(path.join(root, 'root-config/boot.js'), path.join(dist, 'boot.js'));
  // The operator console's page (server/web/console-page.ts): the same stylesheets and import map.
  const consoleTemplate = await fs.readFile(path.join(root, 'backoffice/index.html'), 'utf8');
  await fs.writeFile(path.join(dist, 'backoffice.html'), withUiStyles(consoleTemplate, styles));
  await fs.copyFile(path.join(root, 'backoffice/boot.js'), path.join(dist, 'backoffice-boot.js'));
}

/**
 * The demo game provider's in-game script (apps/casino/frame): not a Kickoff module and not in the
 * import map — the play service's frame page (/casino-frame, sandboxed iframe) loads it by tag. One
 * self-contained classic script, revalidated by ETag (the name has no hash).
 */
export const CASINO_FRAME = { folder: 'casino-frame', entry: 'apps/casino/frame/src/main.ts', file: 'frame.js' };

async function buildCasinoFrame() {
  await buildClassicScript({
    entry: path.join(root, CASINO_FRAME.entry),
    dist,
    file: path.join(CASINO_FRAME.folder, CASINO_FRAME.file),
    production,
    options: { define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) } },
  });
}

async function writeImportMap(results, fresh) {
  const mapFile = path.join(dist, 'importmap.json');
  let map = { imports: {}, integrity: {} };
  if (!fresh) {
    try {
      map = JSON.parse(await fs.readFile(mapFile, 'utf8'));
    } catch {
      /* first build */
    }
  }
  for (const { imports, files, prefix } of results) {
    // Drop integrity entries of files this build replaced.
    for (const key of Object.keys(map.integrity ?? {})) if (key.startsWith(prefix)) delete map.integrity[key];
    for (const [name, file] of Object.entries(imports)) map.imports[name] = url(file);
    for (const file of files) map.integrity[url(file)] = sri(await fs.readFile(file));
  }
  const sorted = {
    imports: Object.fromEntries(Object.entries(map.imports).sort(([a], [b]) => a.localeCompare(b))),
    integrity: Object.fromEntries(Object.entries(map.integrity).sort(([a], [b]) => a.localeCompare(b))),
  };
  const text = `${JSON.stringify(sorted, null, 2)}\n`;
  await fs.writeFile(mapFile, text);
  // The top-level copy is the map a deploy publishes (generated, not tracked: it changes with every build).
  if (dist === path.join(root, 'dist')) await fs.writeFile(path.join(root, 'importmap.json'), text);
  return sorted;
}

async function main() {
  const started = performance.now();
  const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = requested.filter((k) => k !== 'vendor' && !(k in MODULES));
  if (unknown.length) {
    console.error(`Unknown module(s): ${unknown.join(', ')}. Known: vendor, ${Object.keys(MODULES).join(', ')}`);
    process.exit(2);
  }
  const all = requested.length === 0;
  await fs.mkdir(dist, { recursive: true });
  if (all) {
    // A full build leaves only what it writes: folders of renamed or removed modules go. `teams/` is not the
    // build's: it holds the modules teams uploaded through the deploy service (server/deploy), which stay.
    const known = new Set(['vendor', 'ui', 'icons', 'teams', CASINO_FRAME.folder, ...Object.keys(MODULES)]);
    for (const e of await fs.readdir(dist, { withFileTypes: true })) {
      if (e.isDirectory() && !known.has(e.name)) await fs.rm(path.join(dist, e.name), { recursive: true, force: true });
    }
  }
  // The platform's contract (issue 26): its surface must be the recorded one, its version raised by the rule.
  if (all || requested.includes('platform')) {
    const { problems } = await checkContract(root);
    if (problems.length) throw new BuildError(`@kickoff/platform's contract:\n${problems.join('\n')}`);
  }
  const tasks = [];
  if (all || requested.includes('vendor')) {
    tasks.push(buildVendor().then((r) => ({ ...r, prefix: '/dist/vendor/' })));
  }
  for (const key of Object.keys(MODULES)) {
    if (all || requested.includes(key)) tasks.push(buildModule(key).then((r) => ({ ...r, prefix: `/dist/${key}/` })));
  }
  const results = await Promise.all(tasks);
  if (all || requested.includes('root-config')) await buildShellPage();
  if (all || requested.includes('casino')) await buildCasinoFrame();
  // The service worker (scripts/build/service-worker.mjs): dist/sw.js, served at /sw.js with scope /.
  if (all || requested.includes('root-config')) await buildServiceWorker({ root, dist, production });
  // The demo video provider's clip (server/media): development builds only, cached in .cache/demo-video/.
  if (all && !production) await buildDemoVideo({ root, dist });
  const map = await writeImportMap(results, all);
  // Brotli and gzip siblings of every text file, so the server never compresses per request.
  const compressed = await precompressDist(dist);
  const ms = Math.round(performance.now() - started);
  console.log(`kickoff build (${nodeEnv}): ${results.length} module(s), ${Object.keys(map.imports).length} import-map entries, ${compressed} file(s) precompressed, ${ms} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof BuildError ? `build failed: ${err.message}` : err);
    process.exit(1);
  });
}
