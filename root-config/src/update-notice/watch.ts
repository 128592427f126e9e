/**
 * The update watch (a chunk of its own, started after the page has loaded): reads the served import map
 * every 5 minutes and whenever the page becomes visible again (at most once a minute), revalidating with
 * its ETag so an unchanged map is a 304. When a deploy has replaced a module this page runs, and the site
 * config's `isUpdateNotifyEnabled` allows it, a notice offers to reload; once per served version. Read
 * failures and malformed maps are logged and change nothing.
 */
import { $siteConfig, notify, whenTextsReady } from '@kickoff/platform';
import { changedModules, createAnnouncer, isServedImportMap } from './changed-modules';
import { text } from './texts';
import { overriddenNames } from '../overrides/overridden-names';

export const UPDATE_CHECK_MS = 5 * 60_000;
export const VISIBLE_CHECK_GAP_MS = 60_000;
const MAP_URL = '/importmap.json';

export interface UpdateWatchDeps {
  /** The URL the page resolves a module name to (SystemJS), null when its map does not name it. */
  resolve: (name: string) => string | null;
  fetch?: typeof fetch;
  now?: () => number;
  reload?: () => void;
}

export interface UpdateWatch {
  /** One check now (the interval and visibility call it). */
  check(): Promise<void>;
  stop(): void;
}

/**
 * SystemJS's resolution of a name, or null: not named by the page's map, or overridden by the developer
 * (an override is meant to differ from the served map, it is not a new version).
 */
export function systemResolve(name: string): string | null {
  if (overriddenNames().has(name)) return null;
  try {
    return (globalThis as { System?: { resolve(id: string): string } }).System?.resolve(name) ?? null;
  } catch {
    return null;
  }
}

export function startUpdateWatch(deps: UpdateWatchDeps): UpdateWatch {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const reload = deps.reload ?? (() => window.location.reload());
  const announcer = createAnnouncer();
  let etag: string | null = null;
  let lastCheck = 0;
  let running: Promise<void> | null = null;

  const readMap = async (): Promise<void> => {
    lastCheck = now();
    const response = await doFetch(MAP_URL, { cache: 'no-store', headers: etag ? { 'if-none-match': etag } : {} });
    if (response.status === 304) return;
    if (!response.ok) throw new Error(`${MAP_URL}: HTTP ${response.status}`);
    const map: unknown = await response.json();
    if (!isServedImportMap(map)) throw new Error(`${MAP_URL}: not an import map`);
    const version = response.headers.get('etag') ?? JSON.stringify(map.imports);
    etag = response.headers.get('etag');
    const changed = changedModules(deps.resolve, map, window.location.href);
    // The flag first: a version seen while it is off is still announced once it is on.
    if (!$siteConfig.get().isUpdateNotifyEnabled || !announcer.shouldAnnounce(version, changed)) return;
    // The notice's own texts (./texts.ts) before it shows.
    await whenTextsReady();
    notify({
      type: 'alert',
      group: 'app-update',
      severity: 'info',
      title: text('title'),
      text: text('text'),
      autoCloseMs: null,
      dismissible: true,
      actions: [{ labelKey: text('reload'), run: reload }],
    });
  };

  const check = (): Promise<void> => {
    running ??= readMap()
      .catch((err: unknown) => console.error('update check failed', err))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible' && now() - lastCheck >= VISIBLE_CHECK_GAP_MS) void check();
  };
  const timer = setInterval(() => void check(), UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', onVisible);
  return {
    check,
    stop() {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
