/**
 * Server-drawn parts (issue 25) of a module a developer points elsewhere with import-map-overrides: the
 * server drew them with the deployed version, so his build would hydrate markup it did not draw. They
 * are emptied (and their rules removed) before anything mounts, and his build draws them afresh.
 */
import { PARCEL_MARK, SERVER_STYLE_MODULE_ATTR, SERVER_VIEW_ATTR, type SlotName } from '@kickoff/platform';
import { parcelSource } from './parcels';

/** The import-map name of the module whose server view `mark` (a `data-server-view` value) is. */
export function drawingModule(mark: string): string {
  return mark.startsWith(PARCEL_MARK) ? parcelSource(mark.slice(PARCEL_MARK.length) as Exclude<SlotName, 'content'>).moduleName : mark;
}

export function dropOverriddenViews(root: HTMLElement, overridden: ReadonlySet<string>): void {
  if (overridden.size === 0) return;
  for (const el of root.querySelectorAll<HTMLElement>(`[${SERVER_VIEW_ATTR}]`)) {
    if (!overridden.has(drawingModule(el.getAttribute(SERVER_VIEW_ATTR) ?? ''))) continue;
    el.removeAttribute(SERVER_VIEW_ATTR);
    el.replaceChildren();
  }
  // The deployed version's rules go too: the overriding build registers its own.
  for (const style of root.ownerDocument.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLE_MODULE_ATTR}]`)) {
    if (overridden.has(style.getAttribute(SERVER_STYLE_MODULE_ATTR) ?? '')) style.remove();
  }
}
