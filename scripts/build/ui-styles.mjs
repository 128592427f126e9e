// The site's global stylesheets, built as versioned files (account spec §7: "the user-interface CSS is
// loaded by version"; "icon CSS"):
//   dist/ui/ui-<HASH>.css     the base styles (root-config/src/styles/base.css): design tokens, reset,
//                             layout grid, shared kk-* components; linked render-blocking by the shell page;
//   dist/ui/icons-<HASH>.css  the icon classes `.kk-icon--<name>`, one per SVG in root-config/src/styles/icons/,
//                             drawn as CSS masks so an icon takes the text colour; the root config links it
//                             after the page has loaded (decorative, never on the first visit's critical path; base.css sizes the
//                             empty box, so nothing moves when the shapes arrive).
// The names carry a content hash, so the server caches them for a year (server/web/static.ts) and a CDN in
// front of /dist can keep them; the shell page names the current versions with their integrity.
import { transform } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where the sources live, relative to the repository root. */
export const UI_STYLE_SOURCES = { base: 'root-config/src/styles/base.css', icons: 'root-config/src/styles/icons' };

/** `sha384-…`, the Subresource Integrity of a file's bytes. */
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
/** Ten upper-case hex digits of the content's sha256: a name `isHashedName` recognises. */
const contentHash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10).toUpperCase();

/** An SVG as a CSS url(): only the characters CSS or a data URL cannot carry are escaped. */
export function svgDataUrl(svg) {
  const compact = svg.replace(/\s*\n\s*/g, ' ').trim().replace(/"/g, "'");
  return `url("data:image/svg+xml,${compact.replace(/[%#<>{}]/g, (c) => encodeURIComponent(c))}")`;
}

/** The icon stylesheet's text for `{ name: svgSource }`, names sorted. */
export function iconCss(icons) {
  const rules = Object.keys(icons)
    .sort()
    .map((name) => `.kk-icon--${name}{--kk-icon-shape:${svgDataUrl(icons[name])}}`);
  return [
    // The box is sized by the base sheet (base.css `.kk-icon`), so the page never shifts when this one arrives.
    '.kk-icon{background-color:currentColor;-webkit-mask:var(--kk-icon-shape) center/contain no-repeat;mask:var(--kk-icon-shape) center/contain no-repeat}',
    ...rules,
  ].join('\n');
}

/** Reads every `<name>.svg` of the icon folder. */
export async function readIcons(root) {
  const dir = path.join(root, UI_STYLE_SOURCES.icons);
  const icons = {};
  for (const file of (await fs.readdir(dir)).sort()) {
    if (file.endsWith('.svg')) icons[file.slice(0, -4)] = await fs.readFile(path.join(dir, file), 'utf8');
  }
  return icons;
}

async function writeVersioned(outdir, stem, css) {
  const { code } = await transform(css, { loader: 'css', minify: true, charset: 'utf8', target: 'chrome111' });
  const file = `${stem}-${contentHash(code)}.css`;
  await fs.writeFile(path.join(outdir, file), code);
  return { href: `/dist/ui/${file}`, integrity: sri(Buffer.from(code)) };
}

/**
 * Builds both sheets into `<dist>/ui/` (the folder is replaced) and returns their hrefs and integrity:
 * `{ ui: { href, integrity }, icons: { href, integrity }, iconNames }`.
 */
export async function buildUiStyles({ root, dist }) {
  const outdir = path.join(dist, 'ui');
  await fs.rm(outdir, { recursive: true, force: true });
  await fs.mkdir(outdir, { recursive: true });
  const base = await fs.readFile(path.join(root, UI_STYLE_SOURCES.base), 'utf8');
  const icons = await readIcons(root);
  const [ui, iconSheet] = await Promise.all([writeVersioned(outdir, 'ui', base), writeVersioned(outdir, 'icons', iconCss(icons))]);
  return { ui, icons: iconSheet, iconNames: Object.keys(icons).sort() };
}

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell page template with the versioned sheets: `<!--kickoff-ui-css-->` becomes the base sheet's
 * `<link rel="stylesheet">` and a `<meta name="kickoff-icons-css">` naming the icon sheet for the root config.
 */
export function withUiStyles(template, styles) {
  const link = `<link rel="stylesheet" href="${escapeAttr(styles.ui.href)}" integrity="${escapeAttr(styles.ui.integrity)}" crossorigin="anonymous" />`;
  const meta = `<meta name="kickoff-icons-css" content="${escapeAttr(styles.icons.href)}" data-integrity="${escapeAttr(styles.icons.integrity)}" />`;
  if (!template.includes('<!--kickoff-ui-css-->')) throw new Error('root-config/index.html has no <!--kickoff-ui-css--> placeholder');
  return template.replace('<!--kickoff-ui-css-->', `${link}\n    ${meta}`);
}
