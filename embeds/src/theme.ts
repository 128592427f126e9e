/**
 * The elements' theme hooks, adopted into each shadow root after the modules' sheets: the host page
 * sets `--kickoff-accent`, `--kickoff-radius` and `--kickoff-font` on an element (or any ancestor);
 * inside the shadow root they become the site's own tokens (`--kk-brand` and `--kk-accent`,
 * `--kk-radius`, `--kk-font`), so the parcels' styles follow them. Without them an element keeps the
 * site's tokens: inherited from the Kickoff page it sits on, or the site's defaults on another origin
 * (whose page defines no `--kk-*`). Nothing here styles the host page: the sheet lives in the shadow root.
 */

/** The site's tokens (root-config/src/styles/base.css), the defaults on a page of another origin. */
const SITE_TOKENS: ReadonlyArray<readonly [string, string]> = [
  ['bg', '#f2f4f7'],
  ['surface', '#ffffff'],
  ['surface-2', '#e8ecf1'],
  ['text', '#14181f'],
  ['muted', '#4a5463'],
  ['brand', '#0b5fd6'],
  ['brand-text', '#ffffff'],
  ['accent', '#0a7a3d'],
  ['danger', '#b3261e'],
  ['warning', '#8a5a00'],
  ['border', '#c9d1dc'],
  ['radius', '8px'],
  ['gap', '16px'],
  ['focus', '0 0 0 3px #ffbf47'],
  ['font', "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"],
];

/** Which site token each theme property sets. */
export const THEME_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  '--kickoff-accent': ['brand', 'accent'],
  '--kickoff-radius': ['radius'],
  '--kickoff-font': ['font'],
};

/**
 * `:host` reads the tokens it inherits (a Kickoff page's, with its dark mode) into private names,
 * falling back to the defaults; the body (`part="body"`) sets the tokens from the theme properties or
 * those. Two elements, so a token never refers to itself.
 */
export function themeCss(): string {
  const themed = new Map<string, string>();
  for (const [property, tokens] of Object.entries(THEME_PROPERTIES)) for (const token of tokens) themed.set(token, property);
  const inherited = SITE_TOKENS.map(([token, value]) => `--kickoff-site-${token}: var(--kk-${token}, ${value});`).join(' ');
  const body = SITE_TOKENS.map(([token]) => {
    const property = themed.get(token);
    const site = `var(--kickoff-site-${token})`;
    return `--kk-${token}: ${property ? `var(${property}, ${site})` : site};`;
  }).join(' ');
  return [
    `:host { display: block; ${inherited} }`,
    ':host([hidden]) { display: none; }',
    `[part='body'] { ${body} font-family: var(--kk-font); color: var(--kk-text); }`,
    "[part='body'] a { color: var(--kk-brand); }",
    // The site's shared helpers (root-config's base.css), which a page of another origin lacks.
    ".kk-visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }",
    '.kk-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 40px; padding: 0 16px; border-radius: var(--kk-radius); border: 1px solid transparent; background: var(--kk-brand); color: var(--kk-brand-text); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }',
    ':focus-visible { outline: none; box-shadow: var(--kk-focus); }',
    "[part='message'] { margin: 0; padding: 8px 12px; border: 1px solid #b3261e; border-radius: 8px; color: #b3261e; background: #fff; font: 14px/1.4 system-ui, sans-serif; }",
  ].join('\n');
}

let sheet: CSSStyleSheet | null = null;
/** One sheet for every element (constructable: CSP-safe, no <style> in the page). */
export function themeSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(themeCss());
  }
  return sheet;
}
