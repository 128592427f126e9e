/**
 * Module styles as constructable stylesheets: each module registers its CSS text once; the sheet is
 * adopted by the document (not when embedded in another site's page) and by shadow roots (lit embeds). CSP-safe: no <style>
 * injection, no inline attributes.
 */
import { isEmbedded } from '../env/env';
import { SERVER_STYLE_ATTR } from './server-style-attr';

export { SERVER_STYLE_ATTR };

const sheets = new Map<string, CSSStyleSheet>();
/** Shadow roots that follow the registered sheets (embeds): a module loaded later adds its sheet. */
const sheetListeners = new Set<() => void>();

/** Calls `listener` whenever a new sheet is registered; returns the unsubscribe function. */
export function onStyleSheetsChange(listener: () => void): () => void {
  sheetListeners.add(listener);
  return () => sheetListeners.delete(listener);
}

const serverStyleTexts = new Map<string, string>();

/** Outside a browser (a server render): the sheets registered so far, by id. */
export function registeredStyleTexts(): ReadonlyMap<string, string> {
  return serverStyleTexts;
}

/** A module's CSS text as a lazy chunk (`() => import('./styles.css')`): see `registerStyles`. */
export type StyleLoader = () => Promise<{ default: string }>;

/** Sheets whose text is still loading (`registerStyles` with a loader on a page the server did not draw). */
const pendingSheets = new Set<Promise<unknown>>();

/** Resolves when every sheet registered with a loader so far has its text (lifecycles await it before a first render). */
export function whenStylesReady(): Promise<void> {
  return Promise.all(pendingSheets).then(() => undefined);
}

/**
 * Registers a module's sheet. `css` is its text, or a loader of it: on a page the server drew, the text is
 * already there (the server's `<style>`), so the module's own copy is never fetched (the first visit does not
 * carry the same rules twice); elsewhere the loader runs at once and the module's first render waits for it
 * (`whenStylesReady`).
 */
export function registerStyles(id: string, css: string | StyleLoader): CSSStyleSheet | null {
  if (typeof css === 'string') return adoptText(id, css);
  const drawn = typeof document === 'undefined' ? null : document.querySelector(`style[${SERVER_STYLE_ATTR}="${CSS.escape(id)}"]`);
  if (drawn) return adoptText(id, drawn.textContent ?? '');
  const loading = css().then(
    (m) => void adoptText(id, m.default),
    (err: unknown) => console.error(`styles ${id} did not load`, err),
  );
  pendingSheets.add(loading);
  void loading.finally(() => pendingSheets.delete(loading));
  return null;
}

function adoptText(id: string, cssText: string): CSSStyleSheet | null {
  if (typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') {
    // A server render: the page gets the text in a <style> (server/web/first-view.ts).
    serverStyleTexts.set(id, cssText);
    return null;
  }
  let sheet = sheets.get(id);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(id, sheet);
    for (const listener of sheetListeners) listener();
  } else {
    sheet.replaceSync(cssText);
  }
  // Embedded in another site's page, the sheets go only into the elements' shadow roots: the host
  // page's own styles are never touched.
  if (!isEmbedded() && !document.adoptedStyleSheets.includes(sheet)) {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  // The same rules the server wrote for its first view: the adopted sheet replaces them.
  document.querySelector(`style[${SERVER_STYLE_ATTR}="${CSS.escape(id)}"]`)?.remove();
  return sheet;
}

/** Every registered sheet, for shadow roots that need the same look as the page. */
export function allStyleSheets(): CSSStyleSheet[] {
  return [...sheets.values()];
}
