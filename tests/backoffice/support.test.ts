/** The support screen's pure parts: filters from the query string, the inbox call's URL, the ticket id of a path, the assignment buttons. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InboxQuerySchema } from '@kickoff/backoffice-contracts/support';
import * as v from 'valibot';
import { ANY_FILTERS, assignmentChoices, filterQuery, filtersOf, inboxUrl, ticketIdOf } from '../../backoffice/src/screens/support/inbox-state';

test('filters: known values are kept, unknown ones read as any', () => {
  assert.deepEqual(filtersOf(new URLSearchParams('status=answered&assigned=me&kind=chat&before=1.2')), { status: 'answered', assigned: 'me', kind: 'chat' });
  assert.deepEqual(filtersOf(new URLSearchParams('status=pending&assigned=them&kind=mail')), ANY_FILTERS);
  assert.deepEqual(filtersOf(new URLSearchParams('')), ANY_FILTERS);
});

test('filterQuery: the defaults leave the query string', () => {
  assert.deepEqual(filterQuery(ANY_FILTERS), { status: null, assigned: null, kind: null });
  assert.deepEqual(filterQuery({ status: 'open', assigned: 'none', kind: 'ticket' }), { status: 'open', assigned: 'none', kind: 'ticket' });
});

test('inboxUrl: the filters and the cursor, in a query the server schema accepts', () => {
  assert.equal(inboxUrl(ANY_FILTERS, undefined), '/staff-api/support/tickets');
  const url = inboxUrl({ status: 'closed', assigned: 'me', kind: '' }, '1764331215000.42');
  assert.equal(url, '/staff-api/support/tickets?status=closed&assigned=me&before=1764331215000.42');
  const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
  const parsed = v.parse(InboxQuerySchema, query);
  assert.deepEqual(parsed, { status: 'closed', assigned: 'me', before: { at: 1764331215000, id: 42 }, limit: 50 });
});

test('ticketIdOf: a positive integer segment, anything else is no ticket', () => {
  assert.equal(ticketIdOf('42'), 42);
  assert.equal(ticketIdOf(null), null);
  for (const rest of ['0', '-1', '4.2', 'abc', '', '1234567890123456']) assert.equal(ticketIdOf(rest), null, rest);
});

test('assignmentChoices: assign to me unless mine, unassign while held, nothing on a closed ticket', () => {
  assert.deepEqual(assignmentChoices({ status: 'open', assignee: null }, 7), ['me']);
  assert.deepEqual(assignmentChoices({ status: 'answered', assignee: { staffId: 7 } }, 7), ['nobody']);
  assert.deepEqual(assignmentChoices({ status: 'open', assignee: { staffId: 8 } }, 7), ['me', 'nobody']);
  assert.deepEqual(assignmentChoices({ status: 'closed', assignee: { staffId: 7 } }, 7), []);
});
