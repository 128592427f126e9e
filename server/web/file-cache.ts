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

/**
 * `recheckMs`: a file read within this time is served without asking the file system again (a production
 * build's files change only with a deploy; a shell page reads dozens of them per request). 0: every read
 * checks, as development rebuilds need.
 */
export function createFileCache(maxEntries = 1000, recheckMs = 0, now: () => number = Date.now): FileCache {
  const entries = new Map<string, CachedFile>();
  const checked = new Map<string, { at: number; file: CachedFile | undefined }>();
  const read = async (absPath: string): Promise<CachedFile | undefined> => {
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
  };
  return {
    async read(absPath) {
      if (recheckMs <= 0) return read(absPath);
      const at = now();
      const known = checked.get(absPath);
      if (known && at - known.at < recheckMs) return known.file;
      const file = await read(absPath);
      if (checked.size >= maxEntries) checked.clear();
      checked.set(absPath, { at, file });
      return file;
    },
  };
}
