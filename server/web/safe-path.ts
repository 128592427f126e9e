/**
 * Maps a request path below a root folder to a file inside it, or undefined.
 * Rejects NUL bytes, `..` and dot-file segments, backslashes, absolute paths and symlinks leading outside.
 */
import { realpath } from 'node:fs/promises';
import { isAbsolute, resolve, sep } from 'node:path';

export async function resolveInside(root: string, relative: string): Promise<string | undefined> {
  if (!relative || relative.includes('\0') || relative.includes('\\') || isAbsolute(relative)) return undefined;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  const absRoot = resolve(root);
  const candidate = resolve(absRoot, relative);
  if (!candidate.startsWith(absRoot + sep)) return undefined;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(absRoot), realpath(candidate)]);
    return realFile.startsWith(realRoot + sep) ? candidate : undefined;
  } catch {
    return undefined;
  }
}
