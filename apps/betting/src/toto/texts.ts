/**
 * Texts of the toto coupon form and "my coupons" (namespace `toto`), registered when the toto page's
 * chunk loads, so the home page's first visit does not carry them. `useTotoTexts` says when they are
 * ready in the current language; `useTT` is `t` for the namespace.
 */
import { useCallback, useEffect, useState } from 'react';
import { $language, addTranslations, useStore, useT, whenTextsReady } from '@kickoff/platform';

let registered = false;

function register(): void {
  if (registered) return;
  registered = true;
  addTranslations('toto', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
}

/** Registers the namespace and loads it in the current language; true once loaded. */
export function useTotoTexts(): boolean {
  const lang = useStore($language);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useEffect(() => {
    register();
    let live = true;
    // A bundle that fails to load leaves the keys on screen rather than a skeleton forever.
    void whenTextsReady(lang).catch(() => undefined).then(() => {
      if (live) setReadyFor(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return readyFor === lang;
}

export type TT = (key: string, options?: Record<string, unknown>) => string;

export function useTT(): TT {
  const t = useT();
  return useCallback((key: string, options?: Record<string, unknown>) => t(`toto:${key}`, options), [t]);
}
