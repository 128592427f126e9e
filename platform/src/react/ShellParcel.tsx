/**
 * Mounts a parcel exported by `@kickoff/shell` inside another application's page (the office app's
 * login and registration pages show the shell's auth forms). The module is loaded by its
 * import-map name at run time, never imported at build time, so the two modules stay independent.
 */
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { importModule, isLifecycles, type ShellPageParcelName } from '../contracts';

export interface ShellParcelProps {
  name: ShellPageParcelName;
  props?: Record<string, unknown>;
  /** Shown while the module loads and if it fails. */
  fallback?: React.ReactNode;
}

async function loadShellPageParcel(name: ShellPageParcelName): Promise<ParcelConfig> {
  const mod = (await importModule('@kickoff/shell')) as { pageParcels?: Record<string, unknown> };
  const config = mod.pageParcels?.[name];
  if (!isLifecycles(config)) throw new Error(`@kickoff/shell does not export page parcel "${name}"`);
  return config as ParcelConfig;
}

export function ShellParcel({ name, props = {}, fallback = null }: ShellParcelProps) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const latestProps = useRef(props);
  latestProps.current = props;

  useEffect(() => {
    let cancelled = false;
    loadShellPageParcel(name)
      .then((config) => {
        if (cancelled || !host.current) return;
        parcel.current = mountRootParcel(config, { domElement: host.current, ...latestProps.current });
        return parcel.current.mountPromise.then(() => !cancelled && setState('ready'));
      })
      .catch((err: unknown) => {
        console.error(`shell page parcel ${name} failed`, err);
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      if (mounted) void mounted.unmount().catch((err: unknown) => console.error(`unmount ${name} failed`, err));
    };
  }, [name]);

  const propsKey = JSON.stringify(props);
  useEffect(() => {
    const p = parcel.current;
    if (state === 'ready' && p?.update) void p.update({ ...latestProps.current }).catch((err: unknown) => console.warn('parcel update failed', err));
  }, [propsKey, state]);

  return (
    <>
      {state !== 'ready' && fallback}
      <div ref={host} data-shell-parcel={name} />
    </>
  );
}
