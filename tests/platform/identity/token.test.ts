/** Token validity, the token service (60 s promise reuse, failures rethrown) and the single-flight refresher. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTokenRefresher, createTokenService, decodeTokenClaims, isTokenValid, tokenUserId } from '../../../platform/src/identity/token';
import { makeJwt, tokenFor } from './helpers';

const NOW = 1_700_000_000_000;

test('a token is valid only if it exists, has an expiry and the expiry is in the future', () => {
  assert.equal(isTokenValid(makeJwt({ sub: '7', exp: NOW / 1000 + 60 }), NOW), true);
  assert.equal(isTokenValid(makeJwt({ sub: '7', exp: NOW / 1000 - 1 }), NOW), false, 'expired');
  assert.equal(isTokenValid(makeJwt({ sub: '7', exp: NOW / 1000 }), NOW), false, 'expires right now');
  assert.equal(isTokenValid(makeJwt({ sub: '7' }), NOW), false, 'no exp claim');
  assert.equal(isTokenValid(makeJwt({ sub: '7', exp: 'soon' }), NOW), false, 'exp not a number');
  assert.equal(isTokenValid(null, NOW), false);
  assert.equal(isTokenValid('', NOW), false);
  assert.equal(isTokenValid('not-a-jwt', NOW), false);
  assert.equal(isTokenValid('a.%%%.c', NOW), false, 'payload not base64');
  assert.equal(isTokenValid(`a.${Buffer.from('not json').toString('base64url')}.c`, NOW), false);
});

test('claims are decoded from base64url (UTF-8 safe) and the user id comes from sub', () => {
  const token = makeJwt({ sub: '42', exp: NOW / 1000 + 60, sid: 'сессия?>>' });
  assert.deepEqual(decodeTokenClaims(token), { sub: '42', exp: NOW / 1000 + 60, sid: 'сессия?>>' });
  assert.equal(tokenUserId(token, NOW), 42);
  assert.equal(tokenUserId(makeJwt({ sub: 'abc', exp: NOW / 1000 + 60 }), NOW), null);
  assert.equal(tokenUserId(makeJwt({ sub: '42', exp: NOW / 1000 - 60 }), NOW), null);
});

function service(fetchToken: () => Promise<string | null>, opts: { stored?: () => string | undefined } = {}) {
  let now = NOW;
  let calls = 0;
  const errors: unknown[] = [];
  const tokens = createTokenService({
    fetchToken: () => {
      calls += 1;
      return fetchToken();
    },
    now: () => now,
    ...(opts.stored ? { storedToken: opts.stored } : {}),
    log: { error: (...a) => void errors.push(a), warn: () => undefined },
  });
  return { tokens, calls: () => calls, advance: (ms: number) => void (now += ms), errors };
}

test('the gettoken promise is reused for 60 s, then fetched again', async () => {
  const s = service(async () => null); // a guest: no token to cache
  const [a, b] = await Promise.all([s.tokens.getToken(), s.tokens.getToken()]);
  assert.equal(a, null);
  assert.equal(b, null);
  s.advance(59_000);
  await s.tokens.getToken();
  assert.equal(s.calls(), 1, 'same promise within 60 s');
  s.advance(1_000);
  await s.tokens.getToken();
  assert.equal(s.calls(), 2, 'a new fetch after 60 s');
});

test('a cached valid token is returned without fetching until it expires', async () => {
  const s = service(async () => tokenFor(7, NOW, 120_000));
  const first = await s.tokens.getToken();
  s.advance(90_000);
  assert.equal(await s.tokens.getToken(), first);
  assert.equal(s.calls(), 1);
  s.advance(40_000); // past the token's expiry
  await s.tokens.getToken();
  assert.equal(s.calls(), 2);
});

test('a failed fetch is logged and rethrown, and the next call fetches again', async () => {
  let fail = true;
  const s = service(async () => {
    if (fail) throw new Error('boom');
    return tokenFor(7, NOW);
  });
  await assert.rejects(s.tokens.getToken(), /boom/);
  assert.equal(s.errors.length, 1);
  fail = false;
  assert.ok(await s.tokens.getToken());
  assert.equal(s.calls(), 2);
});

test('the stored cookie token is used while valid, and never again once dropped', async () => {
  const cookie = tokenFor(7, NOW);
  const fresh = tokenFor(7, NOW, 3_600_000, 'fresh');
  const s = service(async () => fresh, { stored: () => cookie });
  assert.equal(await s.tokens.getToken(), cookie);
  assert.equal(s.calls(), 0);
  s.tokens.dropToken();
  assert.equal(await s.tokens.getToken(), fresh);
  assert.equal(s.calls(), 1);
});

test('the refresher is single-flight and expires the session once when the refresh fails', async () => {
  let release: (token: string | null) => void = () => undefined;
  const s = service(() => new Promise<string | null>((resolve) => (release = resolve)));
  let expired = 0;
  const refresher = createTokenRefresher(s.tokens, () => void (expired += 1));
  const gen = refresher.generation();
  const all = Promise.all(Array.from({ length: 10 }, () => refresher.refresh(gen)));
  release(null);
  assert.deepEqual(await all, Array(10).fill(null));
  assert.equal(s.calls(), 1);
  assert.equal(expired, 1);
  // A caller holding a token from before that refresh gets its result, without a new fetch.
  assert.equal(await refresher.refresh(gen), null);
  assert.equal(s.calls(), 1);
  assert.equal(expired, 1);
});

test('the refresher drops the old token and hands out the new one', async () => {
  const tokens = [tokenFor(7, NOW, 3_600_000, 'one'), tokenFor(7, NOW, 3_600_000, 'two')];
  const s = service(async () => tokens.shift() ?? null);
  const refresher = createTokenRefresher(s.tokens, () => assert.fail('must not expire'));
  const first = await s.tokens.getToken();
  const second = await refresher.refresh(refresher.generation());
  assert.notEqual(second, first);
  assert.equal(await s.tokens.getToken(), second);
});
