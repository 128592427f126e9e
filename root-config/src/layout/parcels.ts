/**
 * Mounts the shell and coupon parcels into the slots of the current layout and unmounts the ones
 * the new layout does not have. Parcels come from modules loaded by import-map name.
 */
import { LAYOUT_SLOTS, mountModuleParcel, type LayoutName, type ModuleParcel, type SlotName } from '@kickoff/platform';
import type { Skeleton } from './skeleton';

type ParcelSlot = Exclude<SlotName, 'content'>;

/** Where each slot's parcel comes from: `@kickoff/shell` exports `parcels.<slot>`, `@kickoff/coupon` exports `parcel`. */
export const parcelSource = (slot: ParcelSlot): { moduleName: string; exportPath: string } =>
  slot === 'coupon' ? { moduleName: '@kickoff/coupon', exportPath: 'parcel' } : { moduleName: '@kickoff/shell', exportPath: `parcels.${slot}` };

export interface ParcelHost {
  apply(layout: LayoutName): Promise<void>;
}

export interface ParcelHostOptions {
  /** A slot's module could not be loaded or its parcel not mounted. */
  onModuleFailed?: (moduleName: string, err: unknown) => void;
}

export function createParcelHost(skeleton: Skeleton, opts: ParcelHostOptions = {}): ParcelHost {
  const mounted = new Map<ParcelSlot, ModuleParcel>();

  let queue = Promise.resolve();
  const apply = async (layout: LayoutName) => {
    const wanted = new Set(LAYOUT_SLOTS[layout].filter((s): s is ParcelSlot => s !== 'content'));
    const unmounts = [...mounted].filter(([slot]) => !wanted.has(slot)).map(async ([slot, parcel]) => {
      mounted.delete(slot);
      await parcel.unmount();
    });
    await Promise.all(unmounts);
    const mounts = [...wanted].filter((slot) => !mounted.has(slot)).map(async (slot) => {
      const { moduleName, exportPath } = parcelSource(slot);
      const parcel = mountModuleParcel(moduleName, exportPath, skeleton.slot(slot), { slot });
      mounted.set(slot, parcel);
      await parcel.mounted.catch((err: unknown) => {
        console.error(`mount ${slot} failed`, err);
        opts.onModuleFailed?.(moduleName, err);
      });
    });
    await Promise.all(mounts);
  };
  return {
    // Layout changes are applied in order, never interleaved.
    apply: (layout) => (queue = queue.then(() => apply(layout))),
  };
}
