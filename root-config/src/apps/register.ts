/**
 * Registers the route applications. Each one loads through a remote-app loader (3 retries from
 * 1000 ms, doubling; reload on command at most once a second) whose state is published in
 * `$appStates` (through the root config's writer). Mount/unmount acquire and release the app's
 * single view, so an app that no page uses goes back to not-exist.
 */
import { registerApplication, triggerAppChange, type LifeCycles } from 'single-spa';
import {
  createRemoteAppLoader,
  emit,
  loadModuleLifecycles,
  AppLoadState,
  type AppName,
} from '@kickoff/platform';
import type { RouteDriver } from '../routing/driver';
import { APP_ID } from '../layout/skeleton';

export const APPS: readonly AppName[] = ['betting', 'casino', 'office', 'promotions', 'information'];

/** single-spa does not retry loading an app within this many ms of its load error (+ a margin). */
const SINGLE_SPA_LOAD_RETRY_MS = 200 + 20;

type Fn = (props: unknown) => Promise<unknown>;
const asArray = (x: unknown): Fn[] => (Array.isArray(x) ? (x as Fn[]) : [x as Fn]);

export interface RegisterAppsDeps {
  /** Publishes an app's load state (`$appStates`). */
  setAppState: (app: AppName, state: AppLoadState) => void;
  /** Called after every state change. */
  onStateChange: () => void;
}

export interface RegisteredApps {
  /** Reloads an app in error on command; false when the loader's throttle refused it. */
  reload(app: AppName): boolean;
}

export function registerApps(driver: RouteDriver, deps: RegisterAppsDeps): RegisteredApps {
  const reloaders = new Map<AppName, () => boolean>();
  for (const app of APPS) {
    const loader = createRemoteAppLoader(() => loadModuleLifecycles(`@kickoff/${app}`));
    // A reload on command finishes outside single-spa's own loading: ask it to look again. It
    // ignores a load retry within 200 ms of the failure, so the ask waits until that window is over.
    let reloading = false;
    let failedAt = 0;
    loader.$state.subscribe((state) => {
      deps.setAppState(app, state);
      deps.onStateChange();
      if (reloading && state !== AppLoadState.Loading) {
        reloading = false;
        if (state === AppLoadState.Ready) {
          const wait = Math.max(0, failedAt + SINGLE_SPA_LOAD_RETRY_MS - Date.now());
          setTimeout(() => void triggerAppChange(), wait);
        }
      }
    });
    reloaders.set(app, () => (reloading = loader.reload()));
    registerApplication({
      name: `@kickoff/${app}`,
      activeWhen: driver.activeWhen(app),
      customProps: { domElementGetter: () => document.getElementById(APP_ID) },
      app: async (): Promise<LifeCycles> => {
        // single-spa asks again on every reroute; an app in error stays in error (with its error
        // block) until the player presses reload, which restarts the loader itself.
        if (loader.$state.get() === AppLoadState.Error) {
          failedAt = Date.now();
          throw loader.lastError;
        }
        try {
          const mod = await loader.load();
          return {
            bootstrap: asArray(mod.bootstrap),
            mount: [
              async () => {
                loader.acquire('content');
                await loader.load(); // not-exist → ready with the cached module
              },
              ...asArray(mod.mount),
            ],
            unmount: [
              ...asArray(mod.unmount),
              async () => loader.release('content'),
            ],
          } as LifeCycles;
        } catch (err) {
          failedAt = Date.now();
          emit('kickoff:app-error', { app, message: err instanceof Error ? err.message : String(err) });
          throw err;
        }
      },
    });
  }
  return { reload: (app) => reloaders.get(app)?.() ?? false };
}
