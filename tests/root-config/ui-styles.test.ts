/**
 * The versioned global stylesheets (scripts/build/ui-styles.mjs): hashed names the server caches for a
 * year, integrity that matches the bytes, one icon class per SVG, and the platform's icon list equal to
 * the SVG folder.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ICON_NAMES } from '../../platform/src/ui/icons';
import { isHashedName } from '../../server/web/static';
import { buildUiStyles, iconCss, readIcons, svgDataUrl, UI_STYLE_SOURCES, withUiStyles } from '../../scripts/build/ui-styles.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test('the platform icon list is exactly the SVG folder', async () => {
  const files = readdirSync(path.join(root, UI_STYLE_SOURCES.icons)).filter((f) => f.endsWith('.svg')).map((f) => f.slice(0, -4)).sort();
  assert.deepEqual([...ICON_NAMES].sort(), files);
  assert.deepEqual(Object.keys(await readIcons(root)).sort(), files);
});

test('an SVG becomes a data URL CSS can carry', () => {
  const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg">\n  <path fill="#fff" d="M0 0h1"/>\n</svg>');
  assert.match(url, /^url\("data:image\/svg\+xml,/);
  assert.ok(!url.slice(5, -2).includes('"'), 'no double quote inside the url()');
  assert.ok(!/[<>#{}]/.test(url.slice(5, -2)), 'angle brackets, hashes and braces are escaped');
  assert.ok(url.includes('%23fff'), 'the colour survives as %23');
  assert.ok(!url.includes('\n'));
});

test('every icon gets its class, sorted, after the mask rule', () => {
  const css = iconCss({ b: '<svg/>', a: '<svg/>' });
  const lines = css.split('\n');
  assert.match(lines[0] ?? '', /^\.kk-icon\{.*mask:var\(--kk-icon-shape\)/);
  assert.deepEqual(lines.slice(1).map((l) => l.slice(0, l.indexOf('{'))), ['.kk-icon--a', '.kk-icon--b']);
});

test('the build writes hashed sheets whose integrity matches their bytes', async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'kickoff-ui-'));
  const styles = await buildUiStyles({ root, dist });
  for (const sheet of [styles.ui, styles.icons]) {
    const name = sheet.href.slice('/dist/ui/'.length);
    assert.ok(isHashedName(name), `${name} is cached as immutable`);
    const bytes = readFileSync(path.join(dist, 'ui', name));
    assert.equal(sheet.integrity, `sha384-${createHash('sha384').update(bytes).digest('base64')}`);
  }
  assert.match(readFileSync(path.join(dist, 'ui', styles.ui.href.slice(9)), 'utf8'), /--kk-brand: ?#0b5fd6/);
  const icons = readFileSync(path.join(dist, 'ui', styles.icons.href.slice(9)), 'utf8');
  for (const name of ICON_NAMES) assert.ok(icons.includes(`.kk-icon--${name}{`), `${name} has a class`);
  // Same sources, same names: a rebuild does not bust the cache.
  const again = await buildUiStyles({ root, dist: mkdtempSync(path.join(tmpdir(), 'kickoff-ui-')) });
  assert.deepEqual(again, styles);
});

test('the shell template gets the base sheet link and the icon sheet meta', () => {
  const styles = { ui: { href: '/dist/ui/ui-ABC123DEF0.css', integrity: 'sha384-x' }, icons: { href: '/dist/ui/icons-0123456789.css', integrity: 'sha384-y' }, iconNames: [] };
  const html = withUiStyles('<head><!--kickoff-ui-css--></head>', styles);
  assert.match(html, /<link rel="stylesheet" href="\/dist\/ui\/ui-ABC123DEF0.css" integrity="sha384-x" crossorigin="anonymous" \/>/);
  assert.match(html, /<meta name="kickoff-icons-css" content="\/dist\/ui\/icons-0123456789.css" data-integrity="sha384-y" \/>/);
  assert.throws(() => withUiStyles('<head></head>', styles), /placeholder/);
});
