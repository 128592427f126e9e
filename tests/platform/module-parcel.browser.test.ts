/**
 * Parcels of other modules mounted by import-map name (platform/src/loading/module-parcel.ts), the
 * one helper behind the root config's layout slots, ShellParcel and the lit embeds.
 */
import { loadModuleLifecycles, mountModuleParcel } from '@kickoff/platform';
import { equal, ok, tick } from '../support/assert';
import { installFakeSystem, recordingLifecycles, type FakeSystem } from '../support/fake-system';

describe('mountModuleParcel', () => {
  let system: FakeSystem;
  let host: HTMLElement;
  beforeEach(() => {
    system = installFakeSystem();
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    host.remove();
    system.uninstall();
  });

  it('mounts the export at a dotted path with its props, updates and unmounts it', async () => {
    const calls: string[] = [];
    system.define('@kickoff/shell', { parcels: { header: recordingLifecycles(calls) } });
    const parcel = mountModuleParcel('@kickoff/shell', 'parcels.header', host, { label: 'one' });
    await parcel.mounted;
    equal(host.textContent, 'mounted one');
    await parcel.update({ label: 'two' });
    equal(host.textContent, 'updated two', 'the new props reach the parcel with its element');
    await parcel.unmount();
    equal(host.textContent, '');
    equal(calls.join(','), 'bootstrap,mount one,update two,unmount');
    await parcel.unmount();
    equal(calls.filter((c) => c === 'unmount').length, 1, 'a second unmount does nothing');
  });

  it('refuses an export that is not single-spa lifecycles, naming the module and the path', async () => {
    system.define('@kickoff/coupon', { parcel: { mount: () => undefined } });
    const parcel = mountModuleParcel('@kickoff/coupon', 'parcel', host);
    const error = await parcel.mounted.then(() => null, (err: unknown) => err);
    ok(error instanceof Error && error.message === '@kickoff/coupon does not export single-spa lifecycles at "parcel"', String(error));
    await parcel.unmount(); // nothing mounted: nothing to undo, no throw
    equal(host.textContent, '');
  });

  it('never mounts a parcel unmounted while its module was loading', async () => {
    const calls: string[] = [];
    system.define('@kickoff/coupon', { parcel: recordingLifecycles(calls) });
    system.hold('@kickoff/coupon');
    const parcel = mountModuleParcel('@kickoff/coupon', 'parcel', host);
    const unmounted = parcel.unmount();
    system.release('@kickoff/coupon');
    await unmounted;
    await parcel.mounted;
    await tick();
    equal(calls.length, 0);
    equal(host.textContent, '');
  });

  it('loads a route application module as a whole, checked against the lifecycle contract', async () => {
    const calls: string[] = [];
    system.define('@kickoff/casino', recordingLifecycles(calls));
    system.define('@kickoff/broken', { default: {} });
    ok(typeof (await loadModuleLifecycles('@kickoff/casino')).mount === 'function');
    const error = await loadModuleLifecycles('@kickoff/broken').then(() => null, (err: unknown) => err);
    ok(error instanceof Error && error.message === '@kickoff/broken does not export single-spa lifecycles', String(error));
  });
});
