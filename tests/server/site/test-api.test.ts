import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { BlockResponseSchema, ConfigGroupsResponseSchema, RedirectResponseSchema, SiteConfigSchema } from '../../../platform/src/schemas/config';
import { MAINTENANCE_TEXT } from '../../../server/site/seed-data';
import { isJsonApiError, startApp, type TestServer } from '../support/helpers';

async function siteConfig(server: TestServer, lang = 'ru'): Promise<v.InferOutput<typeof SiteConfigSchema>> {
  return v.parse(SiteConfigSchema, (await server.app.inject({ method: 'GET', url: `/bff-api/config/all.json?lang=${lang}` })).json());
}

test('test API is disabled in production, even when asked for', async (t) => {
  const server = await startApp(t, { production: true, testApi: true });
  for (const [method, url] of [['PUT', '/__test/site-config'], ['PUT', '/__test/groups/maintenance'], ['POST', '/__test/reset']] as const) {
    const res = await server.app.inject({ method, url, payload: {} });
    assert.equal(res.statusCode, 404, `${method} ${url}`);
    assert.ok(isJsonApiError(res.json(), 404));
  }
  assert.equal((await siteConfig(server)).minAge, 18);
});

test('test API is off unless enabled', async (t) => {
  const { app } = await startApp(t, { testApi: undefined });
  const res = await app.inject({ method: 'POST', url: '/__test/reset' });
  assert.equal(res.statusCode, 404);
});

test('PUT /__test/site-config merges and persists', async (t) => {
  const server = await startApp(t);
  const res = await server.app.inject({
    method: 'PUT',
    url: '/__test/site-config',
    payload: { isMaintenanceDate: true, maintenanceText: 'Works until 12:00', minAge: 21 },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(v.parse(SiteConfigSchema, res.json()).minAge, 21);
  const ru = await siteConfig(server, 'ru');
  assert.equal(ru.isMaintenanceDate, true);
  assert.equal(ru.minAge, 21);
  assert.equal(ru.companyName, 'Kickoff', 'other keys untouched');
  assert.equal(ru.maintenanceText, 'Works until 12:00', 'a base value replaces the localized overrides');
  assert.equal((await siteConfig(server, 'en')).maintenanceText, 'Works until 12:00');
});

test('PUT /__test/site-config?lang= sets a localized override', async (t) => {
  const server = await startApp(t);
  const res = await server.app.inject({ method: 'PUT', url: '/__test/site-config?lang=en', payload: { maintenanceText: 'EN only' } });
  assert.equal(res.statusCode, 200);
  assert.equal((await siteConfig(server, 'en')).maintenanceText, 'EN only');
  assert.equal((await siteConfig(server, 'ru')).maintenanceText, MAINTENANCE_TEXT.ru);
});

test('PUT /__test/site-config rejects unknown keys and wrong types', async (t) => {
  const server = await startApp(t);
  for (const payload of [{ nope: 1 }, { minAge: 'old' }, { scrollToTopType: 'up' }, { autoLogoffInactiveMinutes: 0 }]) {
    const res = await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload });
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.ok(isJsonApiError(res.json(), 400));
  }
  assert.equal((await siteConfig(server)).minAge, 18);
});

test('PUT /__test/groups/:name validates known groups and stores any other', async (t) => {
  const server = await startApp(t);
  const maintenance = {
    started_at: '2030-01-01T00:00:00Z', ended_at: '2030-01-01T02:00:00Z',
    notify_started_at: '2029-12-31T22:00:00Z', notify_ended_at: '2030-01-01T02:00:00Z', isActive: true, web_state: 1,
  };
  assert.equal((await server.app.inject({ method: 'PUT', url: '/__test/groups/maintenance', payload: maintenance })).statusCode, 200);
  const bad = await server.app.inject({ method: 'PUT', url: '/__test/groups/maintenance', payload: { isActive: 'yes' } });
  assert.equal(bad.statusCode, 400);
  assert.equal((await server.app.inject({ method: 'PUT', url: '/__test/groups/promo-banner', payload: { slides: [1, 2] } })).statusCode, 200);
  assert.equal((await server.app.inject({ method: 'PUT', url: '/__test/groups/Bad%20Name', payload: {} })).statusCode, 400);
  const reasons = [{ reason: 4, page: 'site-updates' }, { reason: 99, page: 'block' }];
  assert.equal((await server.app.inject({ method: 'PUT', url: '/__test/groups/blocking-reasons', payload: reasons })).statusCode, 200);

  const res = await server.app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=maintenance,promo-banner,blocking-reasons' });
  const { groups } = v.parse(ConfigGroupsResponseSchema, res.json());
  assert.deepEqual(groups, { maintenance, 'promo-banner': { slides: [1, 2] }, 'blocking-reasons': reasons });
});

test('the display group holds only an allowed default market-name type', async (t) => {
  const server = await startApp(t);
  const put = (payload: unknown) => server.app.inject({ method: 'PUT', url: '/__test/groups/display', payload: payload as object });
  assert.equal((await put({ defaultMarketsNameType: 2 })).statusCode, 400);
  assert.equal((await put({ defaultMarketsNameType: '1' })).statusCode, 400);
  assert.equal((await put({ defaultMarketsNameType: 1 })).statusCode, 200);
  const res = await server.app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=display' });
  assert.deepEqual(v.parse(ConfigGroupsResponseSchema, res.json()).groups, { display: { defaultMarketsNameType: 1 } });
});

test('PUT /__test/redirects and /__test/block-rules/:country', async (t) => {
  const server = await startApp(t);
  const { app } = server;
  assert.equal((await app.inject({ method: 'PUT', url: '/__test/redirects', payload: { from: '/ru/a', to: '/ru/b', code: 302 } })).statusCode, 200);
  assert.equal((await app.inject({ method: 'PUT', url: '/__test/redirects', payload: { from: '/ru/a', to: '//evil.com' } })).statusCode, 400);
  const hit = v.parse(RedirectResponseSchema, (await app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload: { url: '/ru/a' } })).json());
  assert.deepEqual([hit.code, hit.url], [302, '/ru/b']);
  await app.inject({ method: 'PUT', url: '/__test/redirects', payload: { from: '/ru/a', to: null } });
  const miss = v.parse(RedirectResponseSchema, (await app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload: { url: '/ru/a' } })).json());
  assert.equal(miss.redirect, false);

  const blockOf = async (country: string): Promise<number> =>
    v.parse(BlockResponseSchema, (await app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', headers: { 'x-country': country }, payload: { auth: false, url: '/' } })).json()).data.displayTypeId;
  assert.equal((await app.inject({ method: 'PUT', url: '/__test/block-rules/ru', payload: { reason: 4 } })).statusCode, 200);
  assert.equal(await blockOf('RU'), 4);
  await app.inject({ method: 'PUT', url: '/__test/block-rules/UA', payload: { reason: 0 } });
  assert.equal(await blockOf('UA'), 0);
});

test('POST /__test/reset restores the defaults', async (t) => {
  const server = await startApp(t);
  await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { minAge: 21, maintenanceText: 'x' } });
  await server.app.inject({ method: 'PUT', url: '/__test/groups/registration-reminder', payload: { delay: 1, interval: 1 } });
  await server.app.inject({ method: 'PUT', url: '/__test/block-rules/UA', payload: { reason: 0 } });
  const res = await server.app.inject({ method: 'POST', url: '/__test/reset' });
  assert.equal(res.statusCode, 200);
  const ru = await siteConfig(server, 'ru');
  assert.equal(ru.minAge, 18);
  assert.equal((await siteConfig(server, 'en')).maintenanceText, MAINTENANCE_TEXT.en);
  const groups = (await server.app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=registration-reminder' })).json();
  assert.deepEqual(groups, { groups: { 'registration-reminder': { delay: 60, interval: 10 } } });
  const block = (await server.app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', headers: { 'x-country': 'UA' }, payload: { auth: false, url: '/' } })).json();
  assert.deepEqual(block, { data: { displayTypeId: 13, templateTypeId: 1 } });
});
