// esbuild's ESM output → System.register files (DESIGN.md §2): the second step of every Kickoff module's build,
// in the Kickoff repository (esbuild.config.mjs) and in a team's own (./build.mjs), so both ship the same format.
import { transform } from 'esbuild';
import { rollup } from 'rollup';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A build failure whose message says everything (printed without a stack). */
export class BuildError extends Error {}

/** Subresource integrity of a file's bytes, as the import map's `integrity` holds it. */
export const sri = (buf) => `sha384-${createHash('sha384').update(buf).digest('base64')}`;

/** The System.register file minified as a whole (about 3 KB gzip off the site's first visit). */
export async function minifyWrapper(code) {
  const out = await transform(code, { minify: true, target: 'es2022', charset: 'utf8', legalComments: 'none', sourcemap: 'external' });
  return { code: out.code, map: out.map };
}

/** Rollup's warnings, less the expected ones (esbuild output is already one graph with cycles and empty files). */
export function quietRollup(w, warn) {
  if (w.code === 'CIRCULAR_DEPENDENCY' || w.code === 'EMPTY_BUNDLE') return;
  warn(w);
}

const readWithMap = async (id) => {
  const code = await fs.readFile(id, 'utf8');
  const map = JSON.parse(await fs.readFile(`${id}.map`, 'utf8').catch(() => 'null'));
  return { code: code.replace(/\/\/# sourceMappingURL=.*$/m, ''), map };
};

/**
 * One ESM file (plus its esbuild map) → System.register, written by `write(file, code, map)` (the caller
 * decides where the map goes). Used for the vendor modules, each a single file.
 */
export async function toSystemFile(file, write) {
  const bundle = await rollup({
    input: file,
    external: (_id, importer) => importer !== undefined,
    treeshake: false,
    onwarn: quietRollup,
    plugins: [{ name: 'kickoff-input-map', load: (id) => (id === file ? readWithMap(id) : null) }],
  });
  const { output } = await bundle.generate({
    format: 'system',
    // Rollup writes the System.register wrapper readable (indented, every imported name spelled out twice in
    // the setters): minify it again, names included; Rollup chains this map onto the one above.
    plugins: [{ name: 'kickoff-minify-wrapper', renderChunk: (code) => minifyWrapper(code) }],
    sourcemap: 'hidden',
    exports: 'auto',
    sourcemapFile: file,
  });
  await bundle.close();
  await write(file, output[0].code, output[0].map);
}

/**
 * A module's esbuild output (ESM entry, lazy entries, shared chunks) → System.register files, in one Rollup
 * pass over the whole module. esbuild splits code the entry shares with a lazy part into chunks of their own,
 * which the entry then loads one by one; Rollup knows a lazy part only runs after the entry and keeps that
 * code in the entry's file (the home page's first visit: 7 betting files fewer, about 2 KB gzip). A file that
 * is one esbuild output keeps that output's name; a merged one is named after the content hashes of all it
 * holds. The ESM files are removed; each System.register file is written by `write(file, code, map)`.
 * Answers the entry's file, every file, and the entry's static deps (chunk file names and shared modules).
 */
export async function toSystemModule(entryAbs, esmFiles, write) {
  const own = new Set(esmFiles);
  const bundle = await rollup({
    input: entryAbs,
    // Shared names (the import map's) stay imports; the module's own files are read with their esbuild maps.
    external: (id, importer) => importer !== undefined && !id.startsWith('.') && !path.isAbsolute(id),
    treeshake: false,
    // The entry may export more than its own names (the code its lazy parts share with it): no facade file.
    preserveEntrySignatures: 'allow-extension',
    onwarn: quietRollup,
    plugins: [
      {
        name: 'kickoff-module-files',
        load(id) {
          if (!own.has(id)) throw new BuildError(`${id} is not an output of this module's esbuild step`);
          return readWithMap(id);
        },
      },
    ],
  });
  const nameOf = (chunk) => {
    const ids = chunk.moduleIds.filter((id) => own.has(id));
    if (ids.length === 0) throw new BuildError(`${entryAbs}: Rollup made a file of none of the module's outputs`);
    if (ids.length === 1) return path.basename(ids[0]);
    const digest = createHash('sha256').update(ids.map((id) => path.basename(id)).sort().join('\n')).digest();
    return `${chunk.isEntry ? 'index' : 'chunk'}-${base32(digest).slice(0, 8)}.js`;
  };
  const { output } = await bundle.generate({
    format: 'system',
    sourcemap: 'hidden',
    exports: 'auto',
    entryFileNames: nameOf,
    chunkFileNames: nameOf,
    plugins: [{ name: 'kickoff-minify-wrapper', renderChunk: (code) => minifyWrapper(code) }],
  });
  await bundle.close();
  const outdir = path.dirname(entryAbs);
  await Promise.all(esmFiles.flatMap((f) => [fs.rm(f, { force: true }), fs.rm(`${f}.map`, { force: true })]));
  const chunks = output.filter((o) => o.type === 'chunk');
  const jsFiles = [];
  for (const chunk of chunks) {
    const file = path.join(outdir, chunk.fileName);
    jsFiles.push(file);
    await write(file, chunk.code, chunk.map);
  }
  const entryChunk = chunks.find((c) => c.isEntry);
  if (!entryChunk) throw new BuildError(`${entryAbs}: Rollup wrote no entry`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = [];
  const modules = new Set();
  const queue = [entryChunk];
  while (queue.length > 0) {
    for (const imp of queue.shift().imports) {
      const dep = byName.get(imp);
      if (!dep) modules.add(imp);
      else if (!files.includes(imp)) {
        files.push(imp);
        queue.push(dep);
      }
    }
  }
  return { entryFile: path.join(outdir, entryChunk.fileName), jsFiles, deps: { files, modules: [...modules].sort() } };
}

/** Writes a System.register file with its map beside it (development builds and a team's builds). */
export async function writeWithMapBeside(file, code, map) {
  await fs.writeFile(file, `${code}\n//# sourceMappingURL=${path.basename(file)}.map\n`);
  if (map) await fs.writeFile(`${file}.map`, map.toString());
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** esbuild's hash alphabet (upper-case base32), so merged files look like the others. */
export function base32(bytes) {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * The ranges a module's manifest states for the versioned shared modules its outputs import (esbuild
 * metafile): a caret range of each version in `versions` (`{ '@kickoff/platform': '1.1.0', react: '19.…' }`),
 * i.e. the same major, at least this minor.
 */
export function requiredVersions(metafile, versions) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs)) for (const imp of output.imports) if (imp.external && imp.path in versions) names.add(imp.path);
  if (names.size === 0) return {};
  return { requires: Object.fromEntries([...names].sort().map((name) => [name, `^${versions[name]}`])) };
}
