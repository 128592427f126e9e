/**
 * The page of element tests with real parcels: the platform's stores fresh and in English, the
 * modules served by a fake SystemJS as the import map would, the network stubbed if the parcels call
 * services. Closing it removes the test's elements, lets their parcels unmount, then puts back the
 * real fetch, SystemJS and the embedding origin (`embedFrom`).
 */
import { whenTextsReady } from '@kickoff/platform';
import { resetEmbedding } from '../../platform/src/env/env';
import { setLanguage } from '../../platform/src/stores/language';
import { installFakeSystem } from './fake-system';
import { stubFetch, type FetchHandler } from './fetch-stub';
import { resetPlatformState } from './platform-state';
import { settle } from './wait';

export interface EmbedPageOptions {
  /** The modules by import-map name, e.g. `{ '@kickoff/casino': casino }`. */
  modules: Record<string, unknown>;
  /** A selector for the elements the tests add (removed on close). */
  elements: string;
  /** The services the parcels call; without it fetch is left alone. */
  network?: FetchHandler;
}

/** Opens the page (call in `beforeEach`); returns the function that closes it (call in `afterEach`). */
export async function openEmbedPage({ modules, elements, network }: EmbedPageOptions): Promise<() => Promise<void>> {
  resetPlatformState();
  setLanguage('en');
  await whenTextsReady('en');
  const restoreFetch = network ? stubFetch(network) : () => undefined;
  const system = installFakeSystem();
  for (const [name, module] of Object.entries(modules)) system.define(name, module);
  return async () => {
    for (const element of document.querySelectorAll(elements)) element.remove();
    await settle(10);
    restoreFetch();
    system.uninstall();
    resetEmbedding();
  };
}
