import assert from 'node:assert/strict';
import { test } from 'node:test';
import { visibleTermsChanges, type TermsChange } from '../../office-parcel/src/contracts/terms';

const change = (title: string, tags: string[]): TermsChange => ({ version: 2, title, summary: '', tags });

test('confirm terms: untagged changes always, tagged ones only with an allowed tag (account spec §5)', () => {
  const changes = [change('general', []), change('sport', ['sport']), change('casino', ['casino']), change('both', ['casino', 'cyber'])];
  assert.deepEqual(visibleTermsChanges(changes, ['sport', 'cyber']).map((c) => c.title), ['general', 'sport', 'both']);
  assert.deepEqual(visibleTermsChanges(changes, []).map((c) => c.title), ['general']);
  assert.deepEqual(visibleTermsChanges(changes, ['sport', 'casino', 'cyber']).map((c) => c.title), ['general', 'sport', 'casino', 'both']);
});
