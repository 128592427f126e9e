/** `t` for the `betting` namespace, re-rendering on language change. */
import { useCallback } from 'react';
import { useT } from '@kickoff/platform';

export type BT = (key: string, options?: Record<string, unknown>) => string;

export function useBT(): BT {
  const t = useT();
  return useCallback((key: string, options?: Record<string, unknown>) => t(`betting:${key}`, options), [t]);
}
