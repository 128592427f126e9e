/** Cursor paging in the query string: older and newer pages walk back to the newest, bad cursors are dropped. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cursorState, firstPage, newerPage, olderPage } from '../../backoffice/src/ui/cursor-pages';

const apply = (search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams => {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
};

test('two pages older, then newer twice, is the newest page again', () => {
  let query = new URLSearchParams('action=staff.');
  assert.deepEqual(cursorState(query), { before: undefined, back: [] });
  query = apply(query, olderPage(cursorState(query), 90));
  assert.deepEqual(cursorState(query), { before: '90', back: [] });
  query = apply(query, olderPage(cursorState(query), 40));
  assert.deepEqual(cursorState(query), { before: '40', back: ['90'] });
  query = apply(query, newerPage(cursorState(query)));
  assert.deepEqual(cursorState(query), { before: '90', back: [] });
  query = apply(query, newerPage(cursorState(query)));
  assert.deepEqual(cursorState(query), { before: undefined, back: [] });
  assert.equal(query.get('action'), 'staff.');
});

test('a filter change starts from the newest page; a malformed cursor is ignored', () => {
  const query = apply(new URLSearchParams('before=40&back=90'), firstPage());
  assert.deepEqual(cursorState(query), { before: undefined, back: [] });
  assert.deepEqual(cursorState(new URLSearchParams('before=<script>&back=1')), { before: undefined, back: [] });
  assert.deepEqual(cursorState(new URLSearchParams('before=5&back=1,<x>,2')), { before: '5', back: ['1', '2'] });
});
