/** The console's route table: which sections a member's roles open, and which screen a path shows. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STAFF_ROLES } from '../../backoffice/src/contracts/staff';
import { CONSOLE_SCREENS, screenAt, screenPath, screensFor } from '../../backoffice/src/routing/screens';

test('a member sees exactly the sections one of their roles opens; admin is not a superset', () => {
  assert.deepEqual(screensFor(['admin']).map((s) => s.id).includes('audit'), true);
  for (const screen of screensFor(['trader'])) assert.ok(screen.roles.includes('trader'), `${screen.id} opened to a trader`);
  const both = screensFor(['trader', 'admin']).map((s) => s.id);
  const each = new Set([...screensFor(['trader']), ...screensFor(['admin'])].map((s) => s.id));
  assert.deepEqual(new Set(both), each);
  assert.deepEqual(screensFor([]), []);
});

test('every role opens at least one section, every section names known roles and a unique segment', () => {
  for (const role of STAFF_ROLES) assert.ok(screensFor([role]).length > 0, `the role ${role} opens no section`);
  const segments = CONSOLE_SCREENS.map((s) => s.segment);
  assert.equal(new Set(segments).size, segments.length);
  for (const screen of CONSOLE_SCREENS) for (const role of screen.roles) assert.ok(STAFF_ROLES.includes(role));
});

test('screenAt: home, a section, a section with an item, and odd paths as not found', () => {
  assert.deepEqual(screenAt('/backoffice'), { kind: 'home' });
  assert.deepEqual(screenAt('/backoffice/'), { kind: 'home' });
  const audit = screenAt('/backoffice/audit');
  assert.equal(audit.kind === 'screen' && audit.screen.id, 'audit');
  assert.equal(audit.kind === 'screen' && audit.rest, null);
  const item = screenAt('/backoffice/staff/12');
  assert.equal(item.kind === 'screen' && item.rest, '12');
  const encoded = screenAt('/backoffice/staff/a%20b');
  assert.equal(encoded.kind === 'screen' && encoded.rest, 'a b');
  assert.deepEqual(screenAt('/backoffice/nothing'), { kind: 'not-found' });
  assert.deepEqual(screenAt('/backoffice/staff/1/2'), { kind: 'not-found' });
  assert.deepEqual(screenAt('/backoffice/staff/%E0%A4%A'), { kind: 'not-found' });
  assert.deepEqual(screenAt('/en/office'), { kind: 'not-found' });
});

test('screenPath builds the path screenAt reads back', () => {
  assert.equal(screenPath('audit'), '/backoffice/audit');
  const path = screenPath('staff', 'x/y');
  const back = screenAt(path);
  assert.equal(back.kind === 'screen' && back.rest, 'x/y');
});
