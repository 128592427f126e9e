/**
 * The information app's betting-calculator page (apps/information/src/pages/BettingCalculatorPage.tsx):
 * it mounts the coupon module's `calculator` parcel by import-map name (a fake SystemJS stands in
 * for the import map), and when the module cannot be loaded it says so and retries on request.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { BettingCalculatorPage } from '../../apps/information/src/pages/BettingCalculatorPage';
import '../../apps/information/src/i18n';
import { resetPlatformState } from '../support/platform-state';
import { installFakeSystem, recordingLifecycles, type FakeSystem } from '../support/fake-system';
import { equal, ok, tick } from '../support/assert';
import { waitFor } from '../support/wait';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('information/betting-calculator page', () => {
  let system: FakeSystem;
  let host: HTMLElement;
  let root: Root;

  const text = () => (host.textContent ?? '').replace(/\s+/g, ' ');
  const alert = () => host.querySelector<HTMLElement>('[role="alert"]');
  /** Mount work finishes in promise callbacks and timers outside act: let each round commit inside act, then look. */
  const until = async (check: () => boolean, what: string) => {
    for (let round = 0; round < 400 && !check(); round++) {
      await act(async () => {
        await tick(5);
      });
    }
    if (!check()) throw new Error(`timed out waiting for ${what}`);
  };

  beforeEach(async () => {
    act(() => resetPlatformState());
    setLanguage('en');
    await whenTextsReady('en');
    act(() =>
      setRoute({
        name: 'information-betting-calculator',
        params: {},
        lang: 'en',
        layout: 'main',
        app: 'information',
        path: '/information/betting-calculator',
        search: '',
        theme: null,
        data: {},
      }),
    );
    system = installFakeSystem();
    ({ host, root } = mountRoot());
  });

  afterEach(() => {
    unmountRoot({ host, root });
    system.uninstall();
  });

  it('shows the page title and mounts @kickoff/coupon-calculator’s calculator parcel, unmounting it with the page', async () => {
    const calls: string[] = [];
    system.define('@kickoff/coupon-calculator', { calculator: recordingLifecycles(calls) });
    act(() => root.render(<BettingCalculatorPage />));
    equal(host.querySelector('h1')?.textContent, 'Betting calculator');
    ok(text().includes('Loading the calculator…'), 'a loading state while the module loads');
    await until(() => calls.includes('mount '), 'the parcel mount');
    equal(host.querySelector('[data-parcel="calculator"]')?.textContent, 'mounted ');
    ok(!text().includes('Loading the calculator…'), 'the loading state is gone');
    equal(system.imported.join(','), '@kickoff/coupon-calculator');
    equal(document.title, 'Betting calculator — Kickoff');
    act(() => root.unmount());
    await waitFor(() => calls.includes('unmount'), 'the parcel unmount');
    root = createRoot(host); // for afterEach
  });

  it('says the calculator could not be loaded, and a retry loads the module again', async () => {
    const calls: string[] = [];
    act(() => root.render(<BettingCalculatorPage />)); // @kickoff/coupon-calculator is not defined yet: its import fails
    await until(() => alert() !== null, 'the error block');
    ok(alert()?.textContent?.includes('The betting calculator could not be loaded.'));
    const retry = alert()?.querySelector('button');
    equal(retry?.textContent, 'Try again');
    equal(document.activeElement, retry, 'the retry button takes the focus');

    system.define('@kickoff/coupon-calculator', { calculator: recordingLifecycles(calls) });
    act(() => retry?.click());
    await until(() => calls.includes('mount '), 'the parcel mount after the retry');
    equal(alert(), null);
    equal(system.imported.filter((name) => name === '@kickoff/coupon-calculator').length, 2, 'the module was imported again');
    equal(host.querySelectorAll('[data-parcel="calculator"]').length, 1);
  });
});
