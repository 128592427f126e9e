/**
 * A stand-in for SystemJS in browser tests: modules by import-map name, resolved when the test
 * says so (`hold`), so loading, cancelling and failing can be driven step by step; and recording
 * parcels for it to serve.
 */
export interface FakeSystem {
  /** Registers `module` under `name`; imports of a held name wait for `release(name)`. */
  define(name: string, module: unknown): void;
  hold(name: string): void;
  release(name: string): void;
  /** Names imported so far, in order. */
  readonly imported: string[];
  /** Removes the fake from `globalThis`. */
  uninstall(): void;
}

export function installFakeSystem(): FakeSystem {
  const modules = new Map<string, unknown>();
  const held = new Map<string, Array<() => void>>();
  const imported: string[] = [];
  const globals = globalThis as { System?: unknown };
  const previous = globals.System;
  globals.System = {
    async import(name: string): Promise<unknown> {
      imported.push(name);
      const waiting = held.get(name);
      if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
      if (!modules.has(name)) throw new Error(`Unable to resolve bare specifier "${name}"`);
      return modules.get(name);
    },
    // No map names a fake module's file: the platform has no manifest to check it against (issue 26).
    resolve: (name: string) => {
      throw new Error(`Unable to resolve bare specifier "${name}" (a fake has no URLs)`);
    },
    delete: () => true,
  };
  return {
    define: (name, module) => void modules.set(name, module),
    hold: (name) => void held.set(name, held.get(name) ?? []),
    release(name) {
      const waiting = held.get(name) ?? [];
      held.delete(name);
      for (const resume of waiting) resume();
    },
    imported,
    uninstall: () => {
      globals.System = previous;
    },
  };
}

/** Plain single-spa lifecycles that write into their element and record every call. */
export function recordingLifecycles(calls: string[]) {
  const text = (props: Record<string, unknown>) => `${String(props['label'] ?? '')}`;
  const element = (props: Record<string, unknown>) => props['domElement'] as HTMLElement;
  return {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props: Record<string, unknown>) => {
      calls.push(`mount ${text(props)}`);
      element(props).textContent = `mounted ${text(props)}`;
    },
    update: async (props: Record<string, unknown>) => {
      calls.push(`update ${text(props)}`);
      element(props).textContent = `updated ${text(props)}`;
    },
    unmount: async (props: Record<string, unknown>) => {
      calls.push('unmount');
      element(props).textContent = '';
    },
  };
}

/** A call a `recordingParcel` recorded. */
export interface ParcelCall {
  call: 'bootstrap' | 'mount' | 'update' | 'unmount';
  /** The props of the call, without single-spa's own (domElement, name, singleSpa, mountParcel, unmountSelf). */
  props: Record<string, unknown>;
}

const SINGLE_SPA_PROPS = new Set(['domElement', 'name', 'singleSpa', 'mountParcel', 'unmountSelf']);
const customProps = (props: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(props).filter(([key]) => !SINGLE_SPA_PROPS.has(key)));

/** Single-spa lifecycles that write their custom props into their element as JSON and record every call. */
export function recordingParcel(calls: ParcelCall[]) {
  const element = (props: Record<string, unknown>) => props['domElement'] as HTMLElement;
  return {
    bootstrap: async (props: Record<string, unknown>) => void calls.push({ call: 'bootstrap', props: customProps(props) }),
    mount: async (props: Record<string, unknown>) => {
      calls.push({ call: 'mount', props: customProps(props) });
      element(props).textContent = JSON.stringify(customProps(props));
    },
    update: async (props: Record<string, unknown>) => {
      calls.push({ call: 'update', props: customProps(props) });
      element(props).textContent = JSON.stringify(customProps(props));
    },
    unmount: async (props: Record<string, unknown>) => {
      calls.push({ call: 'unmount', props: {} });
      element(props).textContent = '';
    },
  };
}
