import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { BlockResponseSchema } from '../../../platform/src/schemas/config';
import { isJsonApiError, startApp, type TestServer } from '../support/helpers';

const URL_PATH = '/blocks-api/api/v2/block';

async function block(server: TestServer, headers: Record<string, string>): Promise<{ displayTypeId: number; templateTypeId: number }> {
  const res = await server.app.inject({ method: 'POST', url: URL_PATH, headers, payload: { auth: false, url: '/ru' } });
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(BlockResponseSchema, res.json()).data;
}

test('block by x-country header (case-insensitive)', async (t) => {
  const server = await startApp(t);
  assert.deepEqual(await block(server, { 'x-country': 'UA' }), { displayTypeId: 13, templateTypeId: 1 });
  assert.equal((await block(server, { 'x-country': 'ie' })).displayTypeId, 17);
  assert.equal((await block(server, { 'x-country': 'xx' })).displayTypeId, 1);
});

test('block by geo cookie', async (t) => {
  const server = await startApp(t);
  assert.equal((await block(server, { cookie: 'lang=ru; geo=ua' })).displayTypeId, 13);
});

test('the header wins over the cookie', async (t) => {
  const server = await startApp(t);
  assert.equal((await block(server, { 'x-country': 'RU', cookie: 'geo=UA' })).displayTypeId, 0);
});

test('not blocked: allowed country or unknown country', async (t) => {
  const server = await startApp(t);
  assert.deepEqual(await block(server, { 'x-country': 'RU' }), { displayTypeId: 0, templateTypeId: 0 });
  assert.deepEqual(await block(server, {}), { displayTypeId: 0, templateTypeId: 0 });
  assert.deepEqual(await block(server, { 'x-country': '' }), { displayTypeId: 0, templateTypeId: 0 });
});

test('fails closed: a malformed x-country is refused (400 invalid_header), never read as "not blocked"', async (t) => {
  const server = await startApp(t);
  for (const value of ['UKR', 'U', '1A', 'UA;RU', 'UA, RUS', 'UA,,RU', '<script>']) {
    const res = await server.app.inject({ method: 'POST', url: URL_PATH, headers: { 'x-country': value }, payload: { auth: false, url: '/ru' } });
    assert.equal(res.statusCode, 400, value);
    assert.ok(isJsonApiError(res.json(), 400));
    assert.equal((res.json() as { errors: Array<{ code: string }> }).errors[0]?.code, 'invalid_header');
  }
});

test('a list appended by a proxy blocks when any entry is blocked (fail closed), whatever the order', async (t) => {
  const server = await startApp(t);
  assert.equal((await block(server, { 'x-country': 'UA, RU' })).displayTypeId, 13, 'the attack: read as not blocked before');
  assert.equal((await block(server, { 'x-country': 'RU, UA' })).displayTypeId, 13);
  assert.equal((await block(server, { 'x-country': 'RU, DE' })).displayTypeId, 0);
  assert.equal((await block(server, { 'x-country': ' ie ' })).displayTypeId, 17);
});

test('block rejects an invalid body', async (t) => {
  const { app } = await startApp(t);
  for (const payload of [{}, { auth: 'yes', url: '/' }, { auth: true }]) {
    const res = await app.inject({ method: 'POST', url: URL_PATH, payload, headers: { 'x-country': 'UA' } });
    assert.equal(res.statusCode, 400);
    assert.ok(isJsonApiError(res.json(), 400));
  }
});
