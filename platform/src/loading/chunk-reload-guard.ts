/**
 * Chunk reload guard (shell spec §8 "Route chunk fails to load: the page reloads once, not again
 * within 60 seconds", §9 "chunk reload guard 60 s"). The time of the last reload is kept in the
 * given storage (sessionStorage in the browser) so it survives the reload itself.
 *
 * The page has one guard (`reloadForChunkError`), shared by every module: the root config for
 * chunks of running apps, and the lazy components of the apps and parcels. One instance matters
 * when sessionStorage is unusable: the fallback "reload at most once" lives in the instance.
 */
import { getWebStorage } from '../storage/web-storage';

const CHUNK_ERROR_PATTERN =
  /Loading chunk|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to load|SystemJS Error#3|Error loading/;

/** True for errors typical of a failed dynamic import or script load. */
export function isChunkLoadError(err: unknown): boolean {
  if (typeof err === 'string') return CHUNK_ERROR_PATTERN.test(err);
  if (typeof err !== 'object' || err === null) return false;
  const { name, message } = err as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERN.test(message);
}

interface ChunkReloadGuardDeps {
  /** sessionStorage, or null when unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now?: () => number;
  /** No second reload within this window (default 60000 ms). */
  windowMs?: number;
  key?: string;
}

interface ChunkReloadGuard {
  /** Reloads the page for a chunk error unless it reloaded within the window; returns whether it did. */
  handle(err: unknown): boolean;
}

export const CHUNK_RELOAD_KEY = 'kickoff:chunk-reload-at';

/** Parses a stored time; empty, non-numeric or future values count as "never reloaded". */
function parseStoredTime(raw: string | null, now: number): number | null {
  if (raw === null || !/^\d+(\.\d+)?$/.test(raw.trim())) return null;
  const at = Number(raw);
  return Number.isFinite(at) && at <= now ? at : null;
}

export function createChunkReloadGuard(deps: ChunkReloadGuardDeps): ChunkReloadGuard {
  const now = deps.now ?? (() => Date.now());
  const windowMs = deps.windowMs ?? 60_000;
  const key = deps.key ?? CHUNK_RELOAD_KEY;
  /** Set once the storage failed: from then on this instance reloads at most once. */
  let storageUsable = deps.storage !== null;
  let reloadedWithoutStorage = false;

  function doReload(): boolean {
    deps.reload();
    return true;
  }

  /** 'reload' / 'skip' from the stored time, or 'unavailable' when the storage throws. */
  function checkStorage(storage: Pick<Storage, 'getItem' | 'setItem'>, t: number): 'reload' | 'skip' | 'unavailable' {
    try {
      const last = parseStoredTime(storage.getItem(key), t);
      if (last !== null && t - last < windowMs) return 'skip';
      storage.setItem(key, String(t));
      return 'reload';
    } catch {
      return 'unavailable';
    }
  }

  return {
    handle(err) {
      if (!isChunkLoadError(err)) return false;
      const t = now();
      if (storageUsable && deps.storage) {
        const decision = checkStorage(deps.storage, t);
        if (decision === 'skip') return false;
        if (decision === 'reload') return doReload();
        storageUsable = false;
      }
      if (reloadedWithoutStorage) return false;
      reloadedWithoutStorage = true;
      return doReload();
    },
  };
}

let pageGuard: ChunkReloadGuard | null = null;

/**
 * The page's guard: reloads the page for a chunk load error unless it reloaded within 60 s; returns
 * whether it did. Any other error is ignored (false).
 */
export function reloadForChunkError(err: unknown): boolean {
  pageGuard ??= createChunkReloadGuard({ storage: getWebStorage('session'), reload: () => window.location.reload() });
  return pageGuard.handle(err);
}
