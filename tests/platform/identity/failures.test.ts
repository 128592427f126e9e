/** Failed calls as action results: the server's text, the field it names and, on a 429, the seconds to wait. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, NetworkError, parseErrorBody } from '../../../platform/src/api/errors';
import { failureOf, retryAfterOf } from '../../../platform/src/identity/failures';

const jsonApi = (status: number, code: string, detail: string, extra: Record<string, unknown> = {}) => ({
  errors: [{ status: String(status), code, detail, ...extra }],
});

test('a 429 carries meta.retryAfter as whole seconds, with the code and the server text', () => {
  const body = jsonApi(429, 'too_many_requests', 'Too many code requests: try again in 42 s', { meta: { retryAfter: 42 } });
  assert.deepEqual(failureOf(parseErrorBody(429, body)), {
    ok: false, error: 'Too many code requests: try again in 42 s', code: 'too_many_requests', retryAfter: 42,
  });
  const attempts = jsonApi(429, 'too_many_attempts', 'Too many wrong codes', { meta: { retryAfter: 3599.2 } });
  assert.equal(failureOf(parseErrorBody(429, attempts)).retryAfter, 3600, 'rounded up, never earlier than allowed');
});

test('retryAfter: the longest positive finite wait; none when absent or malformed', () => {
  assert.equal(retryAfterOf({ errors: [{ meta: { retryAfter: 5 } }, { meta: { retryAfter: 30 } }] }), 30);
  assert.equal(retryAfterOf({ errors: [{ meta: { retryAfter: '42' } }] }), undefined, 'a string is not a number of seconds');
  assert.equal(retryAfterOf({ errors: [{ meta: { retryAfter: -1 } }, { meta: { retryAfter: Number.POSITIVE_INFINITY } }] }), undefined);
  assert.equal(retryAfterOf({ errors: [{ code: 'x' }] }), undefined);
  assert.equal(retryAfterOf('Too Many Requests'), undefined);
  assert.equal(retryAfterOf(null), undefined);
  const proxy = failureOf(new ApiError(429, [], null, '<html>Too Many Requests</html>'));
  assert.equal('retryAfter' in proxy, false, 'a 429 without a wait still fails, with no countdown');
  const notLimited = failureOf(parseErrorBody(400, jsonApi(400, 'code_wrong', 'Wrong code', { meta: { retryAfter: 9 } })));
  assert.equal('retryAfter' in notLimited, false, 'only a 429 is a wait');
});

test('weak_password names the password field and keeps the policy reason; ban and origin keep their codes', () => {
  const weak = jsonApi(400, 'weak_password', 'This password is too common: choose another one', { source: { pointer: '/password' } });
  assert.deepEqual(failureOf(parseErrorBody(400, weak)), {
    ok: false, error: 'This password is too common: choose another one', code: 'weak_password', field: 'password',
  });
  assert.equal(failureOf(parseErrorBody(403, jsonApi(403, 'banned', 'Your account is restricted'))).code, 'banned');
  assert.equal(failureOf(parseErrorBody(403, jsonApi(403, 'forbidden_origin', 'This request must come from the site itself'))).code, 'forbidden_origin');
  assert.deepEqual(failureOf(new NetworkError()), { ok: false, error: 'main_network_error', code: null });
});
