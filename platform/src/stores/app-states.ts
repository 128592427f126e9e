/**
 * Load state of every route application (shell spec §4), written by the root config's loaders and
 * read by the layout to show the error block with its reload button.
 */
import { map } from 'nanostores';
import type { AppLoadState } from '../loading/app-load-state';
import type { AppName } from '../routing/types';

export const $appStates = map<Partial<Record<AppName, AppLoadState>>>({});
/** Reload command per app (throttled by the loader); set by the root config. */
export const appReloaders = new Map<AppName, () => boolean>();

export function reloadApp(app: AppName): boolean {
  return appReloaders.get(app)?.() ?? false;
}
