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

export function registerStyles(id: string, cssText: string): CSSStyleSheet | null {
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
