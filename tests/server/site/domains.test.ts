/**
 * GET /web-api/site/domains (the domain checker's official addresses): the configured list, the
 * defaults without one (outside production the request's host and its loopback variants, in production
 * the request's host alone, with a start-up warning), the cache header, and KICKOFF_OFFICIAL_DOMAINS
 * refused at start-up when an entry is not an address.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { DomainListSchema, type DomainList } from '../../../domain-check/src/contracts/domains';
import { resolveSecurityConfig, securityOverridesFromEnv } from '../../../server/http/security-config';
import { domainListFor, unconfiguredDomainsWarning } from '../../../server/site/routes/domains';
import { isJsonApiError, startApp, type TestServer } from '../support/helpers';

const PATH = '/web-api/site/domains';

async function domains(server: TestServer, host: string): Promise<{ list: DomainList; cacheControl: unknown }> {
  const res = await server.app.inject({ method: 'GET', url: PATH, headers: { host } });
  assert.equal(res.statusCode, 200, res.body);
  return { list: v.parse(DomainListSchema, res.json()), cacheControl: res.headers['cache-control'] };
}

test('the configured list: the first address is the primary, whatever host the request came to', async (t) => {
  const server = await startApp(t, { security: { officialDomains: ['Kickoff.Example', 'mirror.kickoff.example:8443', 'kickoff.example'] } });
  const { list, cacheControl } = await domains(server, 'phish.example');
  assert.deepEqual(list, { primary: 'kickoff.example', official: ['kickoff.example', 'mirror.kickoff.example:8443'] }, 'lower-cased, each once');
  assert.equal(cacheControl, 'public, max-age=300');
});

test('KICKOFF_OFFICIAL_DOMAINS: comma-separated, trimmed, lower-cased, a trailing dot dropped', () => {
  const overrides = securityOverridesFromEnv({ KICKOFF_OFFICIAL_DOMAINS: ' Kickoff.Example. , 127.0.0.1:5189,,mirror.kickoff.example ' });
  assert.deepEqual(overrides.officialDomains, ['kickoff.example', '127.0.0.1:5189', 'mirror.kickoff.example']);
  assert.equal(securityOverridesFromEnv({}).officialDomains, undefined, 'unset: not configured');
  assert.equal(securityOverridesFromEnv({ KICKOFF_OFFICIAL_DOMAINS: '  ' }).officialDomains, undefined, 'blank: not configured');
  assert.deepEqual(resolveSecurityConfig().officialDomains, [], 'the default list is empty');
});

test('KICKOFF_OFFICIAL_DOMAINS with an entry that is not an address fails at start-up, naming the entry', () => {
  const bad = ['https://kickoff.example', 'kickoff.example/ru', 'kickoff.example:0', 'kickoff.example:70000', 'kick off.example', '-kickoff.example', 'user@kickoff.example', '300.1.1.1', '*.kickoff.example'];
  for (const entry of bad) {
    assert.throws(
      () => securityOverridesFromEnv({ KICKOFF_OFFICIAL_DOMAINS: `kickoff.example,${entry}` }),
      (err: unknown) => err instanceof Error && err.message.startsWith('KICKOFF_OFFICIAL_DOMAINS: ') && err.message.includes(`"${entry.toLowerCase()}"`),
      entry,
    );
  }
});

test('a bad official address given to buildApp refuses to start', async (t) => {
  await assert.rejects(startApp(t, { security: { officialDomains: ['https://kickoff.example'] } }), /"https:\/\/kickoff\.example" is not an address/);
});

test('not configured, outside production: the request host plus its localhost and 127.0.0.1 variants on the same port', async (t) => {
  const server = await startApp(t);
  assert.deepEqual((await domains(server, 'kickoff.test:5189')).list, {
    primary: 'kickoff.test:5189',
    official: ['kickoff.test:5189', 'localhost:5189', '127.0.0.1:5189'],
  });
  assert.deepEqual((await domains(server, '127.0.0.1:5189')).list, { primary: '127.0.0.1:5189', official: ['127.0.0.1:5189', 'localhost:5189'] });
  assert.deepEqual((await domains(server, 'LocalHost')).list, { primary: 'localhost', official: ['localhost', '127.0.0.1'] }, 'no port: none added');
  assert.equal((await domains(server, 'localhost')).cacheControl, 'public, max-age=300');
});

test('not configured, in production: the request host alone, and a start-up warning', async (t) => {
  const server = await startApp(t, { production: true, testApi: false });
  assert.deepEqual((await domains(server, 'kickoff.example')).list, { primary: 'kickoff.example', official: ['kickoff.example'] });
  assert.match(unconfiguredDomainsWarning({ officialDomains: [], production: true }) ?? '', /KICKOFF_OFFICIAL_DOMAINS is not set/);
  assert.equal(unconfiguredDomainsWarning({ officialDomains: ['kickoff.example'], production: true }), undefined, 'configured: no warning');
  assert.equal(unconfiguredDomainsWarning({ officialDomains: [], production: false }), undefined, 'development: no warning');
});

test('not configured: a Host header that is not an address is refused, not echoed', async (t) => {
  const server = await startApp(t, { production: true, testApi: false });
  const res = await server.app.inject({ method: 'GET', url: PATH, headers: { host: 'kickoff.example/<script>' } });
  assert.equal(res.statusCode, 400, res.body);
  assert.ok(isJsonApiError(res.json(), 400), res.body);
  assert.deepEqual(domainListFor({ officialDomains: [], production: true }, 'Kickoff.Example.'), { primary: 'kickoff.example', official: ['kickoff.example'] }, 'a trailing dot is dropped');
  assert.deepEqual(domainListFor({ officialDomains: [], production: false }, '[::1]:5189'), { primary: '[::1]:5189', official: ['[::1]:5189', 'localhost:5189', '127.0.0.1:5189'] });
});
