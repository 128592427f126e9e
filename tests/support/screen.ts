/**
 * A React screen under test on a fresh page: every platform store reset (inside `act`), the page in
 * English with its texts loaded, the network a `fakeService`, and a React root on a fresh element.
 * Closing it unmounts the root, lets calls still running end, then puts the real fetch back.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { fakeService, type FakeService, type Reply } from './fetch-stub';
import { resetPlatformState } from './platform-state';
import { mountRoot, unmountRoot } from './react';
import { settle } from './wait';

export interface Screen {
  host: HTMLElement;
  root: Root;
  /** The stubbed network: the test's replies, the calls seen. */
  service: FakeService;
  /** Unmounts the root and removes its element (once; `close` skips it after). */
  unmount(): void;
  /** Unmounts, lets calls still running end, then puts the real fetch back (call in `afterEach`). */
  close(): Promise<void>;
}

/** Opens the screen (call in `beforeEach`); the service answers what the test does not with `defaults`. */
export async function openScreen(defaults: (method: string, url: URL) => Reply): Promise<Screen> {
  act(() => resetPlatformState());
  setLanguage('en');
  await whenTextsReady('en');
  const service = fakeService(defaults);
  const mounted = mountRoot();
  let isMounted = true;
  const unmount = () => {
    if (!isMounted) return;
    isMounted = false;
    unmountRoot(mounted);
  };
  return {
    ...mounted,
    service,
    unmount,
    async close() {
      unmount();
      await settle();
      service.restore();
    },
  };
}
