/**
 * Applies the page's view mode (platform `decideViewMode`): `<html data-view="mobile|desktop">`, or
 * no attribute when the layout follows the screen width. A `platform_type` choice is kept in
 * sessionStorage for the rest of the browser session (a broken stored value counts as none).
 */
import * as v from 'valibot';
import { decideViewMode, getWebStorage, readStored, writeStored } from '@kickoff/platform';

const STORAGE_KEY = 'kk.viewMode';
const StoredViewSchema = v.picklist(['mobile', 'desktop']);

export function applyViewMode(search: string, doc: Document = document, storage: Storage | null = getWebStorage('session')): void {
  const decision = decideViewMode({
    search,
    stored: readStored(storage, STORAGE_KEY, StoredViewSchema),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  if (decision.remember) writeStored(storage, STORAGE_KEY, decision.remember);
  if (decision.mode === 'auto') delete doc.documentElement.dataset['view'];
  else doc.documentElement.dataset['view'] = decision.mode;
}
