/**
 * Mounts the shell and coupon parcels into the slots of the current layout and unmounts the ones
 * the new layout does not have. Parcels come from modules loaded by import-map name.
 */
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { importModule, isLifecycles, LAYOUT_SLOTS, SHELL_PARCELS, type LayoutName, type ShellParcelName, type SlotName } from '@kickoff/platform';
import type { Skeleton } from './skeleton';

type ParcelSlot = Exclude<SlotName, 'content'>;

async function loadShellParcels(): Promise<Partial<Record<ShellParcelName, ParcelConfig>>> {
  const mod = (await importModule('@kickoff/shell')) as { parcels?: Record<string, unknown> };
  const out: Partial<Record<ShellParcelName, ParcelConfig>> = {};
  for (const name of SHELL_PARCELS) {
    const config = mod.parcels?.[name];
    if (isLifecycles(config)) out[name] = config as ParcelConfig;
    else console.warn(`@kickoff/shell does not export parcel "${name}"`);
  }
  return out;
}

async function loadCouponParcel(): Promise<ParcelConfig | null> {
  const mod = (await importModule('@kickoff/coupon')) as { parcel?: unknown };
  if (isLifecycles(mod.parcel)) return mod.parcel as ParcelConfig;
  console.warn('@kickoff/coupon does not export "parcel"');
  return null;
}

export interface ParcelHost {
  apply(layout: LayoutName): Promise<void>;
}

export function createParcelHost(skeleton: Skeleton): ParcelHost {
  const mounted = new Map<ParcelSlot, Parcel>();
  let configs: Promise<Partial<Record<ParcelSlot, ParcelConfig>>> | null = null;
  const load = () =>
    (configs ??= Promise.all([
      loadShellParcels().catch((err) => (console.error('shell parcels failed to load', err), {})),
      loadCouponParcel().catch((err) => (console.error('coupon parcel failed to load', err), null)),
    ]).then(([shell, coupon]) => ({ ...shell, ...(coupon ? { coupon } : {}) })));

  let queue = Promise.resolve();
  const apply = async (layout: LayoutName) => {
    const wanted = new Set(LAYOUT_SLOTS[layout].filter((s): s is ParcelSlot => s !== 'content'));
    const available = await load();
    const unmounts = [...mounted].filter(([slot]) => !wanted.has(slot)).map(async ([slot, parcel]) => {
      mounted.delete(slot);
      await parcel.unmount().catch((err: unknown) => console.error(`unmount ${slot} failed`, err));
    });
    await Promise.all(unmounts);
    const mounts = [...wanted].filter((slot) => !mounted.has(slot)).map(async (slot) => {
      const config = available[slot];
      if (!config) return;
      const parcel = mountRootParcel(config, { domElement: skeleton.slot(slot), slot });
      mounted.set(slot, parcel);
      await parcel.mountPromise.catch((err: unknown) => console.error(`mount ${slot} failed`, err));
    });
    await Promise.all(mounts);
  };
  return {
    // Layout changes are applied in order, never interleaved.
    apply: (layout) => (queue = queue.then(() => apply(layout))),
  };
}
