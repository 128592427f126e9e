/** The shell page preloads the session behind the HttpOnly cookie (user id and ban state). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { PreloadSchema, PreloadedSessionSchema } from '../../../platform/src/schemas/config';
import { DEMO, startIdentity } from './support';

const HTML = { accept: 'text/html' };

async function preloadedSession(browser: { call: (m: 'GET', url: string, o: { headers: Record<string, string> }) => Promise<{ body: string }> }): Promise<unknown> {
  // A page a ban leaves open: the server sends a banned player from any other page to the ban page.
  const res = await browser.call('GET', '/ru/office/history', { headers: HTML });
  const match = /<script type="application\/json" id="kickoff-preload">(.*?)<\/script>/s.exec(res.body);
  assert.ok(match?.[1], 'preload block');
  return v.parse(PreloadSchema, JSON.parse(match[1])).session;
}

test('a guest page preloads a null session; a signed-in one the user id and ban state', async (t) => {
  const server = await startIdentity(t);
  assert.equal(await preloadedSession(server.browser), null);

  await server.browser.signIn(DEMO.demo.email);
  assert.deepEqual(v.parse(PreloadedSessionSchema, await preloadedSession(server.browser)), { userId: DEMO.demo.id, banLevel: 0, banVersion: 0 });

  const banned = await server.newBrowser();
  await banned.signIn(DEMO.banned.email);
  assert.deepEqual(v.parse(PreloadedSessionSchema, await preloadedSession(banned)), { userId: DEMO.banned.id, banLevel: 53, banVersion: 1 });

  await server.browser.post('auth/disconnect');
  assert.equal(await preloadedSession(server.browser), null, 'after logout the page is a guest page again');
});
