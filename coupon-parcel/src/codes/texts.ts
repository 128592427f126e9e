/**
 * The `coupon-codes` text namespace (ru, en), registered when a coupon-code component's module is
 * evaluated. The components may be loaded after the coupon parcel started (a lazy chunk), when the
 * parcel's bootstrap has already awaited the texts: `useCodeTexts` loads them then and reports when
 * they are in. Language switches afterwards load every registered namespace before the page shows
 * the new language (platform i18n), so the flag stays true.
 */
import { useEffect, useState } from 'react';
import { addTranslations, whenTextsReady } from '@kickoff/platform';

export const CODES_NS = 'coupon-codes';

addTranslations(CODES_NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });

let ready = false;
let pending: Promise<void> | null = null;

function loadTexts(): Promise<void> {
  pending ??= whenTextsReady().then(
    () => {
      ready = true;
    },
    (err: unknown) => {
      pending = null; // tried again on the next mount
      throw err;
    },
  );
  return pending;
}

/** True once the namespace is loaded (the component renders nothing before, never raw keys). */
export function useCodeTexts(): boolean {
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadTexts().then(
      () => live && setLoaded(true),
      (err: unknown) => console.warn('coupon-code texts failed to load', err),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/** `coupon-codes:key` */
export const k = (key: string): string => `${CODES_NS}:${key}`;
