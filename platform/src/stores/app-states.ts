/**
 * Load state of every route application (shell spec §4), written by the root config's loaders
 * (through `claimRootConfigWriters`) and read by the layout's error block and the debugger page.
 */
import { map, type ReadableAtom } from 'nanostores';
import type { AppLoadState } from '../loading/app-load-state';
import type { AppName } from '../routing/types';

type AppStates = Partial<Record<AppName, AppLoadState>>;

const appStates = map<AppStates>({});

export const $appStates: ReadableAtom<AppStates> = appStates;

/** Platform-internal: the root config gets it through `claimRootConfigWriters`. */
export function setAppState(app: AppName, state: AppLoadState): void {
  appStates.setKey(app, state);
}

/** Platform-internal: tests start from no loaded application. */
export function clearAppStates(): void {
  appStates.set({});
}
