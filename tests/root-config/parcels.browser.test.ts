/**
 * The layout parcels (root-config/src/layout/parcels.ts): each layout's slots get their parcel
 * (`@kickoff/shell` `parcels.<slot>`, `@kickoff/coupon` `parcel`), slots the next layout lacks are
 * unmounted, a module that failed is loaded again when its slot comes back, and layout changes wait
 * for mounts in flight. The modules are fakes served by a fake SystemJS.
 */
import { LAYOUT_SLOTS, type LayoutName, type SlotName } from '@kickoff/platform';
import { createSkeleton, type Skeleton } from '../../root-config/src/layout/skeleton';
import { createParcelHost, type ParcelHost } from '../../root-config/src/layout/parcels';
import { installFakeSystem, type FakeSystem } from '../support/fake-system';
import { settle } from '../support/wait';
import { equal, ok } from '../support/assert';

const PARCEL_SLOTS = [...new Set(Object.values(LAYOUT_SLOTS).flat())].filter((s): s is Exclude<SlotName, 'content'> => s !== 'content');

/**
 * single-spa lifecycles that write `<source>` into their slot and record `mount <slot>` /
 * `unmount <slot>` (an unmount finishes when `unmountGate()` resolves).
 */
function slotParcel(source: string, calls: string[], unmountGate: () => Promise<void> = async () => undefined) {
  const element = (props: Record<string, unknown>) => props['domElement'] as HTMLElement;
  return {
    bootstrap: async () => undefined,
    mount: async (props: Record<string, unknown>) => {
      calls.push(`mount ${String(props['slot'])}`);
      element(props).textContent = source;
    },
    unmount: async (props: Record<string, unknown>) => {
      await unmountGate();
      calls.push(`unmount ${String(props['slot'])}`);
      element(props).textContent = '';
    },
  };
}

describe('layout parcels', () => {
  let system: FakeSystem;
  let root: HTMLElement;
  let skeleton: Skeleton;
  let parcels: ParcelHost;
  let calls: string[];

  const shellModule = () => ({ parcels: Object.fromEntries(PARCEL_SLOTS.filter((s) => s !== 'coupon').map((s) => [s, slotParcel(`shell ${s}`, calls)])) });
  const couponModule = () => ({ parcel: slotParcel('coupon', calls) });
  /** What each parcel slot shows, e.g. `header=shell header`, in slot order; empty slots left out. */
  const shown = () =>
    PARCEL_SLOTS.filter((s) => skeleton.slot(s).textContent)
      .map((s) => `${s}=${skeleton.slot(s).textContent}`)
      .join(', ');
  const expected = (layout: LayoutName) =>
    PARCEL_SLOTS.filter((s) => LAYOUT_SLOTS[layout].includes(s))
      .map((s) => `${s}=${s === 'coupon' ? 'coupon' : `shell ${s}`}`)
      .join(', ');
  const count = (call: string) => calls.filter((c) => c === call).length;

  beforeEach(() => {
    calls = [];
    system = installFakeSystem();
    root = document.createElement('div');
    document.body.append(root);
    skeleton = createSkeleton(root);
    parcels = createParcelHost(skeleton);
  });
  afterEach(() => {
    root.remove();
    system.uninstall();
  });

  it('mounts the parcels of each layout into its slots, from the module each slot names', async () => {
    system.define('@kickoff/shell', shellModule());
    system.define('@kickoff/coupon', couponModule());
    await parcels.apply('main');
    equal(shown(), expected('main'));
    ok(shown().includes('coupon=coupon') && shown().includes('header=shell header'), 'the coupon from @kickoff/coupon, the rest from @kickoff/shell');
    equal(skeleton.slot('content').querySelectorAll('*').length, 2, 'the content slot is left to the applications (status line and app element only)');
    for (const layout of ['headless', 'empty', 'maintenance', 'blocked', 'main'] as const) {
      await parcels.apply(layout);
      equal(shown(), expected(layout), `slots of ${layout}`);
    }
  });

  it('main → empty → main: unmounts what empty lacks, keeps what both have, mounts the rest again', async () => {
    system.define('@kickoff/shell', shellModule());
    system.define('@kickoff/coupon', couponModule());
    await parcels.apply('main');
    await parcels.apply('empty');
    equal(shown(), 'modals=shell modals');
    equal(count('unmount header') + count('unmount coupon') + count('unmount footer'), 3, 'header, coupon and footer unmounted');
    equal(count('unmount modals'), 0, 'modals, in both layouts, stays');
    await parcels.apply('main');
    equal(shown(), expected('main'));
    equal(count('mount header'), 2, 'header mounted again');
    equal(count('mount modals'), 1, 'modals mounted once');
    await parcels.apply('main');
    equal(count('mount header'), 2, 'the same layout again mounts nothing');
  });

  it('loads a module that failed again when its slot comes back', async () => {
    system.define('@kickoff/shell', shellModule()); // @kickoff/coupon is missing: its import fails
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void errors.push(args[0]);
    try {
      await parcels.apply('main');
    } finally {
      console.error = error;
    }
    equal(errors.join(), 'mount coupon failed', 'the failure is logged');
    equal(skeleton.slot('coupon').textContent, '', 'no coupon');
    equal(skeleton.slot('header').textContent, 'shell header', 'the other slots mount regardless');

    system.define('@kickoff/coupon', couponModule()); // deployed meanwhile
    await parcels.apply('empty');
    await parcels.apply('main');
    equal(skeleton.slot('coupon').textContent, 'coupon', 'mounted when the slot came back');
    equal(system.imported.filter((name) => name === '@kickoff/coupon').length, 2, 'imported again');
  });

  it('waits for a mount in flight before unmounting it', async () => {
    system.define('@kickoff/shell', shellModule());
    system.define('@kickoff/coupon', couponModule());
    system.hold('@kickoff/shell');
    const main = parcels.apply('main');
    const empty = parcels.apply('empty');
    let emptyApplied = false;
    void empty.then(() => (emptyApplied = true));
    await settle();
    equal(skeleton.slot('coupon').textContent, 'coupon', 'the coupon (not held) is mounted');
    equal(calls.filter((c) => c.startsWith('unmount')).length, 0, 'nothing unmounted while the shell loads');
    ok(!emptyApplied, 'the layout change waits');

    system.release('@kickoff/shell');
    await Promise.all([main, empty]);
    equal(shown(), expected('empty'));
    ok(calls.indexOf('mount header') >= 0 && calls.indexOf('mount header') < calls.indexOf('unmount header'), `header mounted, then unmounted: ${calls.join(', ')}`);
    equal(count('unmount coupon'), 1);
  });

  it('main → empty → main while the shell loads ends with main mounted once', async () => {
    system.define('@kickoff/shell', shellModule());
    system.define('@kickoff/coupon', couponModule());
    system.hold('@kickoff/shell');
    const changes = [parcels.apply('main'), parcels.apply('empty'), parcels.apply('main')];
    await settle();
    system.release('@kickoff/shell');
    await Promise.all(changes);
    equal(shown(), expected('main'));
    equal(count('mount header') - count('unmount header'), 1, 'one header mounted');
    equal(count('mount modals') - count('unmount modals'), 1, 'one modals parcel mounted');
  });

  it('mounts a slot that comes back only after its old parcel finished unmounting', async () => {
    let finishUnmount = () => undefined as void;
    const unmountGate = () => new Promise<void>((resolve) => (finishUnmount = resolve));
    system.define('@kickoff/shell', shellModule());
    system.define('@kickoff/coupon', { parcel: slotParcel('coupon', calls, unmountGate) });
    await parcels.apply('main');
    const empty = parcels.apply('empty');
    const main = parcels.apply('main');
    await settle();
    equal(count('mount coupon'), 1, 'no second coupon while the first one is unmounting');
    finishUnmount();
    await Promise.all([empty, main]);
    equal(calls.filter((c) => c.endsWith(' coupon')).join(', '), 'mount coupon, unmount coupon, mount coupon');
    equal(skeleton.slot('coupon').textContent, 'coupon', 'the new coupon is shown');
  });
});
