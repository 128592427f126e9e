/**
 * Identity at start-up (platform/src/identity/startup.ts): for a guest the server preloaded as such,
 * nothing of the identity runtime runs on the first visit (no session check), reads carry the stored
 * fingerprint, and the first write starts the runtime and goes through its interceptors; a page the
 * server said nothing about starts it at once.
 */
import * as v from 'valibot';
import { api } from '../../platform/src/api/shared-client';
import { resetPreloadForTests } from '../../platform/src/env/preload';
import { FINGERPRINT_STORAGE_KEY } from '../../platform/src/identity/fingerprint-record';
import { adoptPreloadedSession } from '../../platform/src/identity/preloaded-session';
import { startIdentity } from '../../platform/src/identity/startup';
import { resetPlatformState } from '../support/platform-state';
import { equal, tick } from '../support/assert';
import { json, stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';

describe('identity start-up', () => {
  const calls: { method: string; path: string; fingerprint: string | null }[] = [];
  const seen = () => calls.map((c) => `${c.method} ${c.path} ${c.fingerprint ?? '-'}`);
  const sessionChecked = () => calls.some((c) => c.path.endsWith('/session-check'));
  let restoreFetch: () => void = () => {};
  let stop: (() => void) | null = null;

  beforeEach(() => {
    resetPlatformState();
    localStorage.clear();
    calls.length = 0;
    localStorage.setItem(FINGERPRINT_STORAGE_KEY, JSON.stringify({ token: 'fp-stored', componentsData: '{}', expiresAt: Date.now() + 3_600_000 }));
    restoreFetch = stubFetch((url, init) => {
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, fingerprint: new Headers(init?.headers).get('x-hd') });
      return url.pathname.endsWith('/session-check') ? json({ user_id: null }) : json({});
    });
  });
  afterEach(() => {
    stop?.();
    stop = null;
    restoreFetch();
    resetPreloadForTests();
    localStorage.clear();
  });

  it('a preloaded guest: reads carry the stored fingerprint and no identity call is made until a write starts the runtime', async () => {
    resetPreloadForTests(JSON.stringify({ lang: 'en', session: null }));
    adoptPreloadedSession('en');
    stop = startIdentity();
    await api.request({ service: 'web', path: 'feed/sports', schema: v.unknown() });
    await tick(50);
    equal(seen().join(' | '), 'GET /web-api/feed/sports fp-stored', 'one read, nothing else');

    await api.request({ service: 'web', method: 'POST', path: 'ping', body: {}, schema: v.unknown() });
    await waitFor(sessionChecked, () => `the started runtime's session check (calls: ${seen().join(' | ')})`);
    equal(calls.find((c) => c.method === 'POST')?.fingerprint, 'fp-stored', 'the write went through the runtime\'s interceptors');
  });

  it('a page the server said nothing about starts the runtime at once', async () => {
    resetPreloadForTests(JSON.stringify({ lang: 'en' }));
    adoptPreloadedSession('en');
    stop = startIdentity();
    await waitFor(sessionChecked, () => `the session check (calls: ${seen().join(' | ')})`);
  });
});
