/**
 * The server's one reader of module manifests: `<entry>.deps.json`, written by the build beside each module's
 * entry (esbuild.config.mjs; issue 25 item 2 and issue 26), with the module's static chunks and the shared modules
 * it imports (`files`, `modules`: the shell page's preloads, ./module-preload.ts), the ranges of the platform and
 * React it was built for (`requires`: the preload block's table, the first view's fit check) and, for the
 * platform's and React's own, the versions they provide (`provides`).
 *
 * A manifest is read through the web service's file cache (./file-cache.ts: a file is read again only when its size
 * or mtime change) and parsed once per version of the file: the parsed value is kept by entry URL with the file's
 * ETag (the sha256 of its bytes), so the shell page and the first views, which ask for the same manifests on every
 * request, neither parse JSON nor run the schema again until the file's bytes change. A file that is not a manifest
 * is logged once per version and answers undefined, as a missing one does: the module's graph is not preloaded and
 * its versions are not checked (the browser still loads it the usual way).
 */
import { join } from 'node:path';
import * as v from 'valibot';
import { ModuleManifestSchema } from '@kickoff/contracts';
import type { FileCache } from './file-cache';

/** A module's manifest as the server reads it: the preloads' parts and the platform's (../../platform/src/contract/manifest.ts). */
export const ModuleDepsSchema = v.object({
  files: v.array(v.pipe(v.string(), v.startsWith('/dist/'))),
  modules: v.array(v.string()),
  ...ModuleManifestSchema.entries,
});
export type ModuleDeps = v.InferOutput<typeof ModuleDepsSchema>;

/** The manifest beside a module entry `/dist/…` of the import map; undefined when it is absent, broken or not under /dist/. */
export type ManifestReader = (entryUrl: string) => Promise<ModuleDeps | undefined>;

export interface ManifestReaderOptions {
  distDir: string;
  files: FileCache;
  /** Where a broken manifest is told (the app's logger). */
  log: { warn(message: string): void };
  /** The most entries whose parsed manifest is kept (the oldest is dropped first); a build has a few dozen. */
  maxEntries?: number;
}

export function createManifestReader(opts: ManifestReaderOptions): ManifestReader {
  const maxEntries = opts.maxEntries ?? 1000;
  /** By entry URL: the ETag of the bytes last parsed and what they parsed to (undefined: not a manifest). */
  const parsed = new Map<string, { etag: string; manifest: ModuleDeps | undefined }>();
  return async (entryUrl) => {
    if (!entryUrl.startsWith('/dist/')) return undefined;
    const file = await opts.files.read(join(opts.distDir, `${entryUrl.slice('/dist/'.length)}.deps.json`));
    if (!file) return undefined;
    const known = parsed.get(entryUrl);
    if (known?.etag === file.etag) return known.manifest;
    let manifest: ModuleDeps | undefined;
    try {
      const result = v.safeParse(ModuleDepsSchema, JSON.parse(file.body.toString('utf8')));
      manifest = result.success ? result.output : undefined;
    } catch {
      manifest = undefined;
    }
    if (!manifest) opts.log.warn(`${entryUrl}.deps.json is not a module manifest: its graph is not preloaded and its versions are not checked`);
    parsed.delete(entryUrl);
    parsed.set(entryUrl, { etag: file.etag, manifest });
    if (parsed.size > maxEntries) {
      const oldest = parsed.keys().next().value;
      if (oldest !== undefined) parsed.delete(oldest);
    }
    return manifest;
  };
}
