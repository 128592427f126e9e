// A team's module build: the Kickoff site's preset (./shared.mjs, ./system.mjs) on the project's entry.
//
//   dist/index-<hash>.js            the entry, System.register, with its chunks (chunk-<hash>.js)
//   dist/index-<hash>.js.deps.json  the manifest: static chunks, shared modules, the platform and React ranges
//   dist/index-<hash>.server.mjs    the server view, when the project has one (for Node; never uploaded)
//   dist/importmap.json             the module's import-map entry and the integrity of every file
//
// Source maps go beside the files in development and to `dist-sourcemaps/` in production (never published).
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { builtForBanner, externalShared, minifiedCssText, moduleBuildOptions, serverViewBuildOptions, serverViewFile } from './shared.mjs';
import { BuildError, requiredVersions, sri, toSystemModule, writeWithMapBeside } from './system.mjs';
import { readProject, servedPath, sharedVersionsOf } from './project.mjs';

/**
 * A team's module may import its own files, packages it bundles, the shared libraries and `@kickoff/platform`;
 * another Kickoff module never (its state is reached through platform stores and events). The wallet calls
 * (`@kickoff/platform-wallet`: placing, coupons, codes) are not part of a team's contract: money is written only by
 * the operator's modules, and a team's parcel adds a bet with the `kickoff:add-bet` event like any odds button.
 */
const TEAM_KICKOFF = new Set(['@kickoff/platform']);
function onlySharedKickoff(alsoAllowed = []) {
  return {
    name: 'kickoff-module-boundary',
    setup(b) {
      b.onResolve({ filter: /^@kickoff\// }, (args) => {
        if (TEAM_KICKOFF.has(args.path) || alsoAllowed.includes(args.path)) return undefined;
        return {
          errors: [
            {
              text:
                args.path === '@kickoff/platform-wallet'
                  ? '"@kickoff/platform-wallet" (the wallet calls) is not open to team modules: add a bet with the kickoff:add-bet event and let the bet slip place it'
                  : `"${args.path}" is another Kickoff module: a team's module imports only @kickoff/platform and reaches the others through platform stores and events`,
            },
          ],
        };
      });
    },
  };
}

/** Writes a production file without a map reference; its map goes to the artifacts folder. */
const productionWriter = (outDir) => async (file, code, map) => {
  await fs.writeFile(file, `${code}\n`);
  if (map) {
    const artifact = path.join(`${outDir}-sourcemaps`, `${path.relative(outDir, file)}.map`);
    await fs.mkdir(path.dirname(artifact), { recursive: true });
    await fs.writeFile(artifact, map.toString());
  }
};

/**
 * Builds the project in `dir`. `publicPath` is the URL folder the files will be served from (default: where the
 * deploy service's upload call keeps them, `/dist/teams/<scope>/<name>/`); `banner` adds code to the top of every
 * file (the dev server's live reload). Answers { project, name, url, integrity, entryFile, files, serverView }.
 */
export async function buildProject(dir, { production = true, publicPath, outDir = path.join(dir, 'dist'), banner } = {}) {
  const project = readProject(dir);
  const base = publicPath ?? servedPath(project);
  const nodeEnv = production ? 'production' : 'development';
  const versions = sharedVersionsOf(dir);
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.rm(`${outDir}-sourcemaps`, { recursive: true, force: true });
  const result = await build({
    ...moduleBuildOptions({ nodeEnv }),
    absWorkingDir: dir,
    entryPoints: { index: project.entry },
    outdir: outDir,
    banner: { js: [builtForBanner(versions), banner].filter(Boolean).join('\n') },
    plugins: [onlySharedKickoff(), externalShared(project.name, dir), minifiedCssText()],
  });
  const outputs = Object.entries(result.metafile.outputs);
  const esmFiles = outputs.filter(([f]) => f.endsWith('.js')).map(([f]) => path.resolve(dir, f));
  const entry = outputs.find(([, meta]) => meta.entryPoint && path.resolve(dir, meta.entryPoint) === project.entry)?.[0];
  if (!entry) throw new BuildError(`${project.name}: esbuild wrote no entry for ${path.relative(dir, project.entry)}`);
  const write = production ? productionWriter(outDir) : writeWithMapBeside;
  const { entryFile, jsFiles, deps } = await toSystemModule(path.resolve(dir, entry), esmFiles, write);
  const url = (file) => `${base}${path.relative(outDir, file).split(path.sep).join('/')}`;
  const manifest = { files: deps.files.map((name) => url(path.join(outDir, name))), modules: deps.modules, ...requiredVersions(result.metafile, versions) };
  await fs.writeFile(`${entryFile}.deps.json`, `${JSON.stringify(manifest)}\n`);
  let serverView;
  if (project.server) {
    serverView = serverViewFile(entryFile);
    await build({
      ...serverViewBuildOptions({ nodeEnv, production }),
      absWorkingDir: dir,
      entryPoints: [project.server],
      outfile: serverView,
      // The server view bundles the platform's code from the SDK (`@kickoff/platform/server` besides the platform).
      plugins: [onlySharedKickoff(['@kickoff/platform/server']), minifiedCssText()],
    });
  }
  const integrity = {};
  for (const file of jsFiles.sort()) integrity[url(file)] = sri(await fs.readFile(file));
  const map = { imports: { [project.name]: url(entryFile) }, integrity };
  await fs.writeFile(path.join(outDir, 'importmap.json'), `${JSON.stringify(map, null, 2)}\n`);
  return { project, name: project.name, url: url(entryFile), integrity, entryFile, files: jsFiles, manifest, serverView };
}

/** The files a deploy uploads: the module's System.register files, their maps and its manifest (never the server view). */
export async function uploadableFiles(outDir) {
  if (!existsSync(outDir)) return [];
  return (await fs.readdir(outDir)).filter((name) => /\.(?:js|js\.map|deps\.json)$/.test(name)).sort();
}
