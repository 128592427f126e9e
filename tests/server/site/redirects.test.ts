import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { RedirectResponseSchema, type RedirectResponse } from '../../../platform/src/schemas/config';
import { isJsonApiError, startApp, type TestServer } from '../support/helpers';

const URL_PATH = '/redirects-api/api/v1/redirect-light';

async function check(server: TestServer, url: string): Promise<RedirectResponse> {
  const res = await server.app.inject({ method: 'POST', url: URL_PATH, payload: { url } });
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(RedirectResponseSchema, res.json());
}

test('redirect hit on a legacy path', async (t) => {
  const server = await startApp(t);
  assert.deepEqual(await check(server, '/ru/old-promo'), {
    redirect: true,
    code: 301,
    url: '/ru/promotions/first-deposit',
    reasons: ['legacy'],
    breadcrumbs: ['/ru/old-promo', '/ru/promotions/first-deposit'],
  });
});

test('redirect miss', async (t) => {
  const server = await startApp(t);
  assert.deepEqual(await check(server, '/ru/line'), { redirect: false, code: 200, url: null, reasons: [], breadcrumbs: [] });
});

test('redirect keeps the query and ignores the origin', async (t) => {
  const server = await startApp(t);
  const answer = await check(server, 'https://kickoff.example/ru/old-promo?utm_source=x&b=2');
  assert.equal(answer.redirect, true);
  assert.equal(answer.url, '/ru/promotions/first-deposit?utm_source=x&b=2');
  assert.equal((await check(server, '/ru/old-promo/')).url, '/ru/promotions/first-deposit', 'trailing slash');
});

test('a cyclic redirect is answered one hop at a time', async (t) => {
  const server = await startApp(t);
  assert.equal((await check(server, '/ru/loop-a')).url, '/ru/loop-b');
  assert.equal((await check(server, '/ru/loop-b')).url, '/ru/loop-a');
});

test('redirect rejects an invalid body with a JSON:API 400', async (t) => {
  const { app } = await startApp(t);
  const bodies: Array<{ payload?: string; headers?: Record<string, string> }> = [
    { payload: JSON.stringify({}), headers: { 'content-type': 'application/json' } },
    { payload: JSON.stringify({ url: 42 }), headers: { 'content-type': 'application/json' } },
    { payload: JSON.stringify({ url: '' }), headers: { 'content-type': 'application/json' } },
    { payload: '{"url":', headers: { 'content-type': 'application/json' } },
    {},
  ];
  for (const body of bodies) {
    const res = await app.inject({ method: 'POST', url: URL_PATH, ...body });
    assert.equal(res.statusCode, 400, JSON.stringify(body));
    assert.ok(isJsonApiError(res.json(), 400), res.body);
  }
});
