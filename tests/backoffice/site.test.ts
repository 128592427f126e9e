/** The console's site screen logic: field kinds and parsing, changed keys, local times, schema issues by field, sections by role. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BlockRuleInputSchema, MaintenanceNoticeSchema, RedirectRuleInputSchema, SiteFlagsPatchSchema } from '../../backoffice/src/contracts/site';
import {
  changedEntries,
  fieldKind,
  fieldText,
  isoToLocalInput,
  issuesByField,
  issuesText,
  localInputToIso,
  parseField,
} from '../../backoffice/src/screens/site/forms';
import { sectionAt, sectionsFor } from '../../backoffice/src/screens/site/sections';

test('a config value gets the input of its kind and is read back as one', () => {
  assert.equal(fieldKind(18), 'number');
  assert.equal(fieldKind('Kickoff'), 'text');
  assert.equal(fieldKind([1, 2]), 'json');
  assert.equal(fieldKind({ a: 1 }), 'json');
  assert.equal(fieldText('json', [1, 2]), '[\n  1,\n  2\n]');
  assert.deepEqual(parseField('number', ' 21 '), { ok: true, value: 21 });
  assert.deepEqual(parseField('number', ''), { ok: false, message: 'must be a number' });
  assert.deepEqual(parseField('number', '2x'), { ok: false, message: 'must be a number' });
  assert.deepEqual(parseField('text', ' as typed '), { ok: true, value: ' as typed ' });
  assert.deepEqual(parseField('json', fieldText('json', [{ code: 'ru' }])), { ok: true, value: [{ code: 'ru' }] });
  assert.deepEqual(parseField('json', '[1,'), { ok: false, message: 'must be valid JSON' });
});

test('only the changed entries are sent', () => {
  assert.deepEqual(changedEntries({ a: true, b: false, c: [1] }, { a: true, b: true, c: [1] }), { b: true });
  assert.deepEqual(changedEntries({ a: [1, 2] }, { a: [2, 1] }), { a: [2, 1] });
  assert.deepEqual(changedEntries({ a: 1 }, { a: 1 }), {});
});

test('datetime-local values and ISO times round-trip in the local zone; empty is null, nonsense undefined', () => {
  const iso = '2026-12-01T02:30:00.000Z';
  assert.equal(localInputToIso(isoToLocalInput(iso)), iso);
  assert.equal(isoToLocalInput(null), '');
  assert.equal(isoToLocalInput('not a time'), '');
  assert.equal(localInputToIso(''), null);
  assert.equal(localInputToIso('2026-13-45T99:99'), undefined);
});

test("the contract schemas' messages come out by field, as the server words them", () => {
  assert.deepEqual(issuesByField(SiteFlagsPatchSchema, { isVipDomain: true }), {});
  assert.deepEqual(issuesByField(SiteFlagsPatchSchema, {}), { '': 'at least one flag' });
  const redirect = issuesByField(RedirectRuleInputSchema, { from: 'old', to: '//evil.example', code: 303 });
  assert.equal(redirect['from'], 'must be a same-origin path starting with /');
  assert.equal(redirect['to'], 'must be a same-origin path starting with /');
  assert.ok(redirect['code']);
  assert.ok(issuesByField(BlockRuleInputSchema, { reason: -1 })['reason']);
  const notice = issuesByField(MaintenanceNoticeSchema, {
    notice: { started_at: 'soon', ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: true, web_state: 0 },
    text: '',
    texts: { EN: 'x' },
  });
  assert.equal(notice['notice.started_at'], 'an ISO time');
  assert.equal(notice['texts.EN'], 'a two-letter language code');
  assert.equal(issuesText({ '': 'at least one flag', 'notice.started_at': 'an ISO time' }), 'at least one flag; notice.started_at: an ISO time');
});

test('an admin sees every site section, a content editor the maintenance notice and redirects, others none', () => {
  assert.deepEqual(sectionsFor(['admin']).map((s) => s.segment), ['flags', 'config', 'maintenance', 'block-rules', 'redirects']);
  assert.deepEqual(sectionsFor(['content_editor']).map((s) => s.segment), ['maintenance', 'redirects']);
  assert.deepEqual(sectionsFor(['trader', 'support_agent']), []);
  assert.equal(sectionAt(null, ['admin'])?.part, 'flags');
  assert.equal(sectionAt(null, ['content_editor'])?.part, 'maintenance');
  assert.equal(sectionAt('block-rules', ['admin'])?.part, 'blockRules');
  assert.equal(sectionAt('block-rules', ['content_editor']), undefined);
  assert.equal(sectionAt('nope', ['admin']), undefined);
});
