/**
 * Parcels exported by other modules, mounted by import-map name: the root config's layout slots,
 * the shell's auth page inside the office app (`ShellParcel`) and lit elements on CMS pages
 * (`@kickoff/embeds`). The module is imported at run time, never bundled, so modules stay
 * independent; its export is checked against the lifecycle contract before single-spa sees it.
 */
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { isLifecycles, type LifecycleModule } from '../contracts';
import { importModule } from './import-module';

/** A parcel being mounted, or mounted, from another module. */
export interface ModuleParcel {
  /** Resolves once mounted; rejects when the module, its export or the mount fails. */
  readonly mounted: Promise<void>;
  /** New props for the mounted parcel (after the mount; nothing once unmounted). */
  update(props: Readonly<Record<string, unknown>>): Promise<void>;
  /** Unmounts, or cancels a mount still under way. Never rejects: a failure is logged. */
  unmount(): Promise<void>;
}

const exportAt = (mod: unknown, path: string | undefined): unknown =>
  path === undefined
    ? mod
    : path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), mod);

/**
 * The single-spa lifecycles `moduleName` exports: the module itself (a route application), or the
 * export at `exportPath` (`parcel`, or `parcels.header` for a member of an exported object),
 * checked against `LifecycleModule`.
 */
export async function loadModuleLifecycles(moduleName: string, exportPath?: string): Promise<LifecycleModule> {
  const lifecycles = exportAt(await importModule(moduleName), exportPath);
  if (!isLifecycles(lifecycles)) {
    throw new Error(`${moduleName} does not export single-spa lifecycles${exportPath === undefined ? '' : ` at "${exportPath}"`}`);
  }
  return lifecycles;
}

/** Loads the parcel of `moduleName` at `exportPath` and mounts it into `domElement` with `props`. */
export function mountModuleParcel(
  moduleName: string,
  exportPath: string,
  domElement: HTMLElement,
  props: Readonly<Record<string, unknown>> = {},
): ModuleParcel {
  let parcel: Parcel | null = null;
  let unmounting = false;
  const mounted = loadModuleLifecycles(moduleName, exportPath).then(async (lifecycles) => {
    if (unmounting) return;
    // Checked by loadModuleLifecycles: single-spa's own type is wider than the runtime check can name.
    parcel = mountRootParcel(lifecycles as ParcelConfig, { ...props, domElement });
    await parcel.mountPromise;
  });
  const settled = mounted.then(
    () => true,
    () => false,
  );

  return {
    mounted,
    async update(next) {
      if (!(await settled) || unmounting || !parcel?.update) return;
      // domElement stays in the props: single-spa replaces the custom props with these.
      await parcel.update({ ...next, domElement });
    },
    async unmount() {
      if (unmounting) return;
      unmounting = true;
      // single-spa refuses to unmount a parcel that is still mounting; one that failed has nothing to undo.
      if (!(await settled) || !parcel) return;
      await parcel.unmount().catch((err: unknown) => console.error(`unmount of ${moduleName} ${exportPath} failed`, err));
    },
  };
}
