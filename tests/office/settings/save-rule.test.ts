/** The settings screen's save rule (spec §5, §8): revert unless cancelled, status-2 messages first, at most 3 errors; link tokens from the URL. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCancel, saveErrors, settledValue, shouldRevert, visibleErrors } from '../../../office-parcel/src/settings/save-rule';
import { linkFailure, linkToken } from '../../../office-parcel/src/settings/links/link-token';

/** The shape of the platform's ApiError that the rule reads (status, code, body). */
const apiError = (status: number, body: unknown, code: string | null = null) => Object.assign(new Error('x'), { name: 'ApiError', status, code, body });
const refusal = (detail: string, status = 2) => apiError(422, { errors: [{ status: '422', code: 'invalid_setting_value', detail, meta: { status } }] });
const abort = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

test('a cancel (AbortError or status 499) keeps the new value and shows nothing; every other failure reverts', () => {
  assert.equal(isCancel(abort()), true);
  assert.equal(isCancel(apiError(499, null)), true);
  assert.equal(shouldRevert(abort()), false);
  assert.deepEqual(saveErrors(abort()), []);
  for (const err of [apiError(500, null), refusal('No'), new TypeError('Failed to fetch'), 'weird', null]) assert.equal(shouldRevert(err), true, String(err));
});

test('settledValue: success keeps, a failure reverts to the previous value, a cancel keeps, a newer choice stays', () => {
  assert.equal(settledValue(1, 1, 0, null), 1);
  assert.equal(settledValue(1, 1, 0, apiError(500, null)), 0);
  assert.equal(settledValue(1, 1, 0, abort()), 1);
  assert.equal(settledValue(2, 1, 0, apiError(500, null)), 2, 'changed again meanwhile: the newer choice stays');
  const same = (a: readonly number[], b: readonly number[]) => a.join() === b.join();
  assert.deepEqual(settledValue([1, 2], [1, 2], [1], apiError(500, null), same), [1]);
});

test('errors: status-2 messages with priority 1, otherwise main_query_error with priority 2', () => {
  assert.deepEqual(saveErrors(refusal('hide_balance takes one of 0, 1')), [{ text: 'hide_balance takes one of 0, 1', priority: 1 }]);
  assert.deepEqual(saveErrors(refusal('Server message', 5)), [{ text: 'main_query_error', priority: 2 }], 'other statuses: the default text');
  assert.deepEqual(saveErrors(apiError(500, { errors: [{ detail: 'boom' }] })), [{ text: 'main_query_error', priority: 2 }]);
  assert.deepEqual(saveErrors(new TypeError('Failed to fetch')), [{ text: 'main_query_error', priority: 2 }]);
});

test('at most 3 errors, priority 1 first (newest first within a priority), each text once', () => {
  const list = [
    { text: 'main_query_error', priority: 2 },
    { text: 'a', priority: 1 },
    { text: 'main_query_error', priority: 2 },
    { text: 'b', priority: 1 },
    { text: 'c', priority: 1 },
    { text: 'd', priority: 1 },
  ];
  assert.deepEqual(visibleErrors(list), [{ text: 'a', priority: 1 }, { text: 'b', priority: 1 }, { text: 'c', priority: 1 }]);
  assert.deepEqual(visibleErrors([{ text: 'main_query_error', priority: 2 }, { text: 'x', priority: 1 }]), [{ text: 'x', priority: 1 }, { text: 'main_query_error', priority: 2 }]);
  assert.equal(visibleErrors(list, 2).length, 2);
});

test('link tokens: read from ?token=, refused when missing or malformed; failures by error code', () => {
  assert.equal(linkToken('?token=10000001.news.1790000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ'), '10000001.news.1790000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
  assert.equal(linkToken(''), null);
  assert.equal(linkToken('?token=short'), null);
  assert.equal(linkToken('?token=has%20space%20inside'), null);
  assert.equal(linkFailure(apiError(410, null, 'link_expired')), 'expired');
  assert.equal(linkFailure(apiError(409, null, 'link_used')), 'used');
  assert.equal(linkFailure(apiError(404, null, 'link_invalid')), 'invalid');
  assert.equal(linkFailure(new TypeError('Failed to fetch')), 'error');
});
