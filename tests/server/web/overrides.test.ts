/**
 * Development overrides (issue 14 item 3): import-map-overrides on every page outside production, in
 * production only on the pages of allow-listed staff; placed between the import map and SystemJS; the
 * CSP adds only the developer's own machine, and only to scripts and fetches.
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { SHELL_CSP_DIRECTIVES } from '../../../server/http/security-headers';
import { LOCAL_DEV_SOURCES, overridesAllowed, overridesCspDirectives, parseOverrideStaff, withOverrides } from '../../../server/web/overrides';
import { DEMO, startIdentity } from '../identity/support';

const HTML = { accept: 'text/html' };
const INDEX =
  '<!doctype html><html><head><!--kickoff-env--><script type="systemjs-importmap" src="/importmap.json"></script>\n' +
  '    <script src="/dist/vendor/system.min.js" defer></script></head><body><div id="kickoff-root"></div></body></html>';
const SCRIPT = '<script src="/dist/vendor/import-map-overrides.js"></script>';
const hasOverrides = (html: string): boolean => html.includes(SCRIPT) && html.includes('<import-map-overrides-full');
const sourcesOf = (csp: string, name: string): string[] => csp.split(';').map((p) => p.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];

test('who gets the overrides: everyone outside production, only staff in production', () => {
  assert.equal(overridesAllowed({ production: false, staff: new Set() }, null), true);
  assert.equal(overridesAllowed({ production: true, staff: new Set([10000001]) }, null), false);
  assert.equal(overridesAllowed({ production: true, staff: new Set([10000001]) }, 10000002), false);
  assert.equal(overridesAllowed({ production: true, staff: new Set([10000001]) }, 10000001), true);
});

test('the script goes after the import map and before SystemJS, the UI at the end of the body', () => {
  const html = withOverrides(INDEX);
  const map = html.indexOf('systemjs-importmap');
  const overrides = html.indexOf(SCRIPT);
  const system = html.indexOf('system.min.js');
  assert.ok(map < overrides && overrides < system, 'import map, overrides, SystemJS');
  assert.ok(html.indexOf('<import-map-overrides-full') < html.indexOf('</body>'));
  assert.equal(withOverrides('<html>no loader</html>'), '<html>no loader</html>', 'a page without SystemJS is left alone');
});

test('the overrides CSP adds the local machine to scripts and fetches and changes nothing else', () => {
  const csp = overridesCspDirectives();
  for (const [name, values] of Object.entries(SHELL_CSP_DIRECTIVES)) {
    const expected = name === 'script-src' || name === 'connect-src' ? [...values, ...LOCAL_DEV_SOURCES] : [...values];
    assert.deepEqual(csp[name], expected, name);
  }
  assert.ok(LOCAL_DEV_SOURCES.every((source) => /^https?:\/\/(localhost|127\.0\.0\.1):\*$/.test(source)));
});

test('KICKOFF_OVERRIDE_STAFF: player ids, anything else refused at start-up', () => {
  assert.deepEqual(parseOverrideStaff(undefined), []);
  assert.deepEqual(parseOverrideStaff(' 10000001, 10000005 '), [10000001, 10000005]);
  assert.throws(() => parseOverrideStaff('10000001,*'), /not a player id/);
  assert.throws(() => parseOverrideStaff('admin'), /not a player id/);
});

test('a development server puts the overrides on every shell page', async (t) => {
  const s = await startIdentity(t);
  await writeFile(join(s.distDir, 'index.html'), INDEX);
  const res = await s.browser.call('GET', '/ru', { headers: HTML });
  assert.equal(res.statusCode, 200);
  assert.ok(hasOverrides(res.body));
  assert.ok(sourcesOf(String(res.headers['content-security-policy']), 'script-src').includes('http://localhost:*'));
});

test('production: a guest and a player get the strict page, an allow-listed staff member the overrides', async (t) => {
  const s = await startIdentity(t, { production: true, withDemoPlayers: true, overrideStaff: [DEMO.demo.id] });
  await writeFile(join(s.distDir, 'index.html'), INDEX);
  const guest = await s.browser.call('GET', '/ru', { headers: HTML });
  assert.equal(hasOverrides(guest.body), false);
  assert.deepEqual(sourcesOf(String(guest.headers['content-security-policy']), 'script-src'), ["'self'"]);

  const player = await s.newBrowser();
  await player.signIn(DEMO.unverified.email);
  assert.equal(hasOverrides((await player.call('GET', '/ru', { headers: HTML })).body), false);

  const staff = await s.newBrowser();
  await staff.signIn(DEMO.demo.email);
  const page = await staff.call('GET', '/ru', { headers: HTML });
  assert.ok(hasOverrides(page.body));
  assert.ok(sourcesOf(String(page.headers['content-security-policy']), 'script-src').includes('http://127.0.0.1:*'));
});
