/**
 * Registers the route applications. Each one loads through a remote-app loader (3 retries from
 * 1000 ms, doubling; reload on command at most once a second) whose state is published in
 * `$appStates`. Mount/unmount acquire and release the app's single view, so an app that no page
 * uses goes back to not-exist.
 */
import { registerApplication, type LifeCycles } from 'single-spa';
import {
  $appStates,
  appReloaders,
  createRemoteAppLoader,
  emit,
  importModule,
  isLifecycles,
  type AppName,
} from '@kickoff/platform';
import type { RouteDriver } from '../routing/driver';
import { APP_ID } from '../layout/skeleton';

export const APPS: readonly AppName[] = ['betting', 'casino', 'office', 'promotions', 'information'];

type Fn = (props: unknown) => Promise<unknown>;
const asArray = (x: unknown): Fn[] => (Array.isArray(x) ? (x as Fn[]) : [x as Fn]);

export function registerApps(driver: RouteDriver, onStateChange: () => void): void {
  for (const app of APPS) {
    const loader = createRemoteAppLoader(async () => {
      const mod = await importModule(`@kickoff/${app}`);
      if (!isLifecycles(mod)) throw new Error(`@kickoff/${app} does not export single-spa lifecycles`);
      return mod;
    });
    loader.$state.subscribe((state) => {
      $appStates.setKey(app, state);
      onStateChange();
    });
    appReloaders.set(app, () => loader.reload());
    registerApplication({
      name: `@kickoff/${app}`,
      activeWhen: driver.activeWhen(app),
      customProps: { domElementGetter: () => document.getElementById(APP_ID) },
      app: async (): Promise<LifeCycles> => {
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
          emit('kickoff:app-error', { app, message: err instanceof Error ? err.message : String(err) });
          throw err;
        }
      },
    });
  }
}

