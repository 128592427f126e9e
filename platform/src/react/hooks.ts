/**
 * React hooks over platform stores. Components stay thin: they read stores and call store actions.
 */
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $textLanguage, t, type TextOptions } from '../i18n/i18n';
import { $language } from '../stores/language';
import { $route, type CurrentRoute } from '../stores/route';
import { href } from '../routing/links';
import type { RouteParams } from '../routing/types';

/** `t` that re-renders the component when the texts of another language are in. */
export function useT(): (key: string, options?: TextOptions) => string {
  const lang = useStore($textLanguage);
  return useCallback((key: string, options?: TextOptions) => t(key, options), [lang]);
}

export function useRoute(): CurrentRoute | null {
  return useStore($route);
}

/** Builds links in the current language from route names. */
export function useHref(): (name: string, params?: RouteParams, query?: Record<string, string>) => string {
  const lang = useStore($language);
  return useCallback((name: string, params: RouteParams = {}, query?: Record<string, string>) => href(name, params, lang, query), [lang]);
}
