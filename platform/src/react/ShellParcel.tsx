/**
 * Mounts a parcel exported by `@kickoff/shell` inside another application's page (the office app's
 * login and registration pages show the shell's auth forms). The module is loaded by its
 * import-map name at run time, never imported at build time, so the two modules stay independent.
 */
import { useEffect, useRef, useState } from 'react';
import type { ShellPageParcelName } from '../contracts';
import { mountModuleParcel, type ModuleParcel } from '../loading/module-parcel';

interface ShellParcelProps {
  name: ShellPageParcelName;
  props?: Record<string, unknown>;
  /** Shown while the module loads and if it fails. */
  fallback?: React.ReactNode;
}

export function ShellParcel({ name, props = {}, fallback = null }: ShellParcelProps) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<ModuleParcel | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const latestProps = useRef(props);
  latestProps.current = props;

  useEffect(() => {
    if (!host.current) return;
    let cancelled = false;
    const mounted = mountModuleParcel('@kickoff/shell', `pageParcels.${name}`, host.current, latestProps.current);
    parcel.current = mounted;
    mounted.mounted.then(
      () => !cancelled && setState('ready'),
      (err: unknown) => {
        console.error(`shell page parcel ${name} failed`, err);
        if (!cancelled) setState('error');
      },
    );
    return () => {
      cancelled = true;
      parcel.current = null;
      void mounted.unmount();
    };
  }, [name]);

  const propsKey = JSON.stringify(props);
  useEffect(() => {
    if (state === 'ready') parcel.current?.update({ ...latestProps.current }).catch((err: unknown) => console.warn('parcel update failed', err));
  }, [propsKey, state]);

  return (
    <>
      {state !== 'ready' && fallback}
      <div ref={host} data-shell-parcel={name} />
    </>
  );
}
