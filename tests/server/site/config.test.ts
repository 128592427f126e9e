import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import {
  BlockingReasonsGroupSchema,
  ConfigGroupsResponseSchema,
  MaintenanceGroupSchema,
  SiteConfigSchema,
} from '../../../platform/src/schemas/config';
import { MAINTENANCE_TEXT } from '../../../server/site/seed-data';
import { RegistrationReminderGroupSchema, SupportGroupSchema } from '../../../platform/src/schemas/groups';
import { isJsonApiError, startApp } from '../support/helpers';

test('all.json returns every SiteConfigSchema key and passes the schema', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/bff-api/config/all.json?lang=ru' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const body: unknown = res.json();
  const config = v.parse(SiteConfigSchema, body);
  assert.deepEqual(Object.keys(body as object).sort(), Object.keys(SiteConfigSchema.entries).sort());
  assert.equal(config.isRegistrationAllowed, true);
  assert.equal(config.geoCurrency, 'RUB');
  assert.equal(config.defaultLanguage, 'ru');
  assert.equal(config.scrollToTopType, 'arrow');
  assert.deepEqual(config.languages.map((l) => l.code), ['ru', 'en']);
});

test('all.json localizes maintenanceText by lang', async (t) => {
  const { app } = await startApp(t);
  const text = async (query: string): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: `/bff-api/config/all.json${query}` });
    assert.equal(res.statusCode, 200);
    return v.parse(SiteConfigSchema, res.json()).maintenanceText;
  };
  assert.equal(await text('?lang=ru'), MAINTENANCE_TEXT.ru);
  assert.equal(await text('?lang=en'), MAINTENANCE_TEXT.en);
  assert.equal(await text('?lang=EN-gb'), MAINTENANCE_TEXT.en);
  assert.equal(await text(''), MAINTENANCE_TEXT.ru, 'no lang: base value');
  assert.equal(await text('?lang=de'), MAINTENANCE_TEXT.ru, 'no override for de: base value');
});

test('all.json rejects a malformed lang with a JSON:API 400', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/bff-api/config/all.json?lang=r' });
  assert.equal(res.statusCode, 400);
  assert.ok(isJsonApiError(res.json(), 400));
});

test('all.json takes geo from x-country, else from the geo cookie', async (t) => {
  const { app } = await startApp(t);
  const byHeader = v.parse(
    SiteConfigSchema,
    (await app.inject({ method: 'GET', url: '/bff-api/config/all.json', headers: { 'x-country': 'kz' } })).json(),
  );
  assert.equal(byHeader.geoCurrency, 'KZT');
  const byCookie = v.parse(
    SiteConfigSchema,
    (await app.inject({ method: 'GET', url: '/bff-api/config/all.json', headers: { cookie: 'a=1; geo=GB' } })).json(),
  );
  assert.equal(byCookie.geoCurrency, 'GBP');
  const unknown = v.parse(
    SiteConfigSchema,
    (await app.inject({ method: 'GET', url: '/bff-api/config/all.json', headers: { 'x-country': 'ZZ' } })).json(),
  );
  assert.equal(unknown.geoCurrency, 'RUB');
  assert.equal(unknown.geoCountryId, 1);
});

test('group get returns known groups, shaped by their schemas, and caches for 10 minutes', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({
    method: 'GET',
    url: '/bff-api/config/group/get?groups=maintenance,blocking-reasons,registration-reminder,support&lang=ru',
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'public, max-age=600');
  const { groups } = v.parse(ConfigGroupsResponseSchema, res.json());
  const maintenance = v.parse(MaintenanceGroupSchema, groups.maintenance);
  assert.equal(maintenance.isActive, false);
  assert.equal(maintenance.started_at, null);
  const reasons = v.parse(BlockingReasonsGroupSchema, groups['blocking-reasons']);
  const pages = Object.fromEntries(reasons.map((r) => [r.reason, r.page]));
  assert.deepEqual(pages, {
    1: 'block', 2: 'block', 3: 'block', 4: 'site-updates', 5: 'block', 8: 'coming-soon',
    13: 'block-ua', 14: 'block', 16: 'suspension', 17: 'block-ie',
  });
  assert.deepEqual(v.parse(RegistrationReminderGroupSchema, groups['registration-reminder']), { delay: 60, interval: 10 });
  const support = v.parse(SupportGroupSchema, groups.support);
  assert.deepEqual(support.socialLinks.map((s) => s.name), ['Telegram', 'WhatsApp', 'VK']);
  assert.equal(typeof support.email, 'string');
  assert.equal(typeof support.isChatEnabled, 'boolean');
});

test('group get leaves out unknown groups', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=nope, maintenance ,nope' });
  assert.equal(res.statusCode, 200);
  const { groups } = v.parse(ConfigGroupsResponseSchema, res.json());
  assert.deepEqual(Object.keys(groups), ['maintenance']);

  const none = await app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=nope' });
  assert.equal(none.statusCode, 200);
  assert.deepEqual(none.json(), { groups: {} });
});

test('group get accepts repeated groups parameters', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/bff-api/config/group/get?groups=maintenance&groups=support' });
  assert.deepEqual(Object.keys(v.parse(ConfigGroupsResponseSchema, res.json()).groups).sort(), ['maintenance', 'support']);
});

test('group get without groups is a JSON:API 400', async (t) => {
  const { app } = await startApp(t);
  for (const url of ['/bff-api/config/group/get', '/bff-api/config/group/get?groups=', '/bff-api/config/group/get?groups=,,']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 400, url);
    const body: unknown = res.json();
    assert.ok(isJsonApiError(body, 400), url);
    assert.equal((body as { errors: Array<{ code: string }> }).errors[0]?.code, 'missing_parameter');
    assert.notEqual(res.headers['cache-control'], 'public, max-age=600');
  }
});

test('health answers ok', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/health' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { ok: true });
});
