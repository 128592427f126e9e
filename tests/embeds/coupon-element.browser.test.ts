/** `<kickoff-coupon>` mounts the coupon module's parcel in its shadow root and unmounts it when removed. */
import '../../embeds/src/index';
import { equal, tick } from '../support/assert';
import { installFakeSystem, recordingLifecycles, type FakeSystem } from '../support/fake-system';

describe('<kickoff-coupon>', () => {
  let system: FakeSystem;
  beforeEach(() => {
    system = installFakeSystem();
  });
  afterEach(() => system.uninstall());

  async function waitFor(check: () => boolean, what: string): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if (check()) return;
      await tick(10);
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('mounts @kickoff/coupon `parcel` into its shadow root and unmounts it on removal', async () => {
    const calls: string[] = [];
    system.define('@kickoff/coupon', { parcel: recordingLifecycles(calls) });
    const element = document.createElement('kickoff-coupon');
    document.body.append(element);
    const slot = () => element.shadowRoot?.querySelector('[data-parcel]');
    await waitFor(() => slot()?.textContent === 'mounted ', 'the coupon parcel');
    equal(system.imported.join(','), '@kickoff/coupon');
    element.remove();
    await waitFor(() => calls.includes('unmount'), 'the unmount');
    equal(slot()?.textContent, '');
  });

  it('mounts nothing when removed before the module arrived', async () => {
    const calls: string[] = [];
    system.define('@kickoff/coupon', { parcel: recordingLifecycles(calls) });
    system.hold('@kickoff/coupon');
    const element = document.createElement('kickoff-coupon');
    document.body.append(element);
    await waitFor(() => system.imported.length === 1, 'the import');
    element.remove();
    system.release('@kickoff/coupon');
    await tick(20);
    equal(calls.length, 0);
  });
});
