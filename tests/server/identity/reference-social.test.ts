import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { CountriesResponseSchema, CurrenciesResponseSchema, PhoneMasksResponseSchema } from '../../../platform/src/schemas/auth';
import { expectError, startIdentity } from './support';

test('reference/countries by language', async (t) => {
  const { app } = await startIdentity(t);
  const ru = v.parse(CountriesResponseSchema, (await app.inject({ method: 'GET', url: '/web-api/reference/countries?lng=ru' })).json()).data;
  const en = v.parse(CountriesResponseSchema, (await app.inject({ method: 'GET', url: '/web-api/reference/countries?lng=en' })).json()).data;
  assert.ok(ru.length >= 10);
  assert.deepEqual(ru[0], { id: 1, name: 'Россия', country_code: 'RU', tel_code: '+7' });
  assert.deepEqual(en[0], { id: 1, name: 'Russia', country_code: 'RU', tel_code: '+7' });
  const codes = en.map((c) => c.country_code);
  for (const code of ['RU', 'KZ', 'UA', 'GB', 'DE', 'HR', 'US']) assert.ok(codes.includes(code), code);
  assert.equal(en.find((c) => c.country_code === 'KZ')?.tel_code, '+7');
  assert.equal(en.find((c) => c.country_code === 'HR')?.name, 'Croatia');
  const noLang = await app.inject({ method: 'GET', url: '/web-api/reference/countries' });
  assert.equal(noLang.headers['cache-control'], 'public, max-age=3600');
  assert.deepEqual(v.parse(CountriesResponseSchema, noLang.json()).data, ru, 'Russian by default');
  expectError(await app.inject({ method: 'GET', url: '/web-api/reference/countries?lng=123' }), 400, 'invalid_parameter');
});

test('reference/phone-masks and reference/currencies', async (t) => {
  const { app } = await startIdentity(t);
  const masks = v.parse(PhoneMasksResponseSchema, (await app.inject({ method: 'GET', url: '/web-api/reference/phone-masks' })).json()).data;
  assert.deepEqual(masks[0], { CountryId: 1, Mask: '+7 (###) ###-##-##', Min: 10, Max: 10 });
  assert.ok(masks.every((m) => m.Min <= m.Max));
  const currencies = v.parse(CurrenciesResponseSchema, (await app.inject({ method: 'GET', url: '/web-api/reference/currencies' })).json()).data;
  const isos = currencies.map((c) => c.iso);
  for (const iso of ['RUB', 'USD', 'EUR', 'KZT', 'UAH', 'GBP', 'HRK']) assert.ok(isos.includes(iso), iso);
  assert.deepEqual(currencies[0], { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian ruble' });
});

test('social API in production without providers: every call answers 503 provider_not_configured, never a fake success', async (t) => {
  // (Outside production the demo identity provider stands in for Google: social-*.test.ts.)
  const { app } = await startIdentity(t, { production: true });
  expectError(await app.inject({ method: 'GET', url: '/social-api/oauth/google-one-tap/clientId' }), 503, 'provider_not_configured');
  const boundary = 'kickoffboundary';
  const multipart =
    `--${boundary}\r\nContent-Disposition: form-data; name="credential"\r\n\r\nfake-jwt\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nru\r\n--${boundary}--\r\n`;
  const oneTap = await app.inject({
    method: 'POST',
    url: '/social-api/oauth/google-one-tap',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipart,
  });
  expectError(oneTap, 503, 'provider_not_configured');
  const start = expectError(await app.inject({ method: 'POST', url: '/social-api/oauth/start', payload: { network: 'google' } }), 503, 'provider_not_configured');
  assert.equal(start.detail, 'Sign-in with google is not configured on this server');
  expectError(await app.inject({ method: 'POST', url: '/social-api/oauth/start', payload: { network: 'myspace' } }), 400, 'invalid_body');
});
