/**
 * Reads files with their sha256 ETag, re-reading only when size or mtime change.
 * The cache is bounded (oldest entries are dropped first).
 */
import { readFile, stat } from 'node:fs/promises';
import { strongEtag } from '../http/etag';

export interface CachedFile {
  body: Buffer;
  etag: string;
  mtimeMs: number;
  size: number;
}

export interface FileCache {
  /** The file, or undefined when it does not exist or is not a regular file. */
  read(absPath: string): Promise<CachedFile | undefined>;
}

export function createFileCache(maxEntries = 1000): FileCache {
  const entries = new Map<string, CachedFile>();
  return {
    async read(absPath) {
      let info;
      try {
        info = await stat(absPath);
      } catch {
        entries.delete(absPath);
        return undefined;
      }
      if (!info.isFile()) return undefined;
      const cached = entries.get(absPath);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
      let body: Buffer;
      try {
        body = await readFile(absPath);
      } catch {
        return undefined;
      }
      const file: CachedFile = { body, etag: strongEtag(body), mtimeMs: info.mtimeMs, size: info.size };
      entries.delete(absPath);
      entries.set(absPath, file);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return file;
    },
  };
}
