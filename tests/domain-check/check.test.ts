/**
 * The domain checker's verdict (domain-check/src/check.ts): which page addresses count as official
 * (case, trailing dot, default and other ports, `www.` not implied) and the link to the same page on
 * the primary address (https, path, query and fragment kept, never another host).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { domainVerdict, type OfficialAddresses } from '../../domain-check/src/check';

const LIST: OfficialAddresses = { primary: 'kickoff.example', official: ['kickoff.example', 'mirror.kickoff.example', 'kickoff.example:8443', '127.0.0.1:5189'] };

const page = (href: string) => new URL(href);
const isOfficial = (href: string, list: OfficialAddresses = LIST): boolean => domainVerdict(page(href), list).official;

test('a listed host is official; case and a trailing dot do not matter', () => {
  assert.equal(isOfficial('https://kickoff.example/ru/line'), true);
  assert.equal(isOfficial('https://mirror.kickoff.example/'), true);
  assert.equal(isOfficial('https://KICKOFF.Example/'), true);
  assert.equal(isOfficial('https://kickoff.example./ru'), true);
  assert.equal(isOfficial('https://mirror.kickoff.example./'), true);
  assert.equal(isOfficial('https://kickoff.example/', { primary: 'kickoff.example', official: ['Kickoff.Example.'] }), true, 'a list entry is compared the same way');
});

test('ports: the default port is the same as none, any other port must match', () => {
  assert.equal(isOfficial('https://kickoff.example:443/'), true);
  assert.equal(isOfficial('http://kickoff.example:80/'), true);
  assert.equal(isOfficial('https://kickoff.example:8443/'), true, 'listed with that port');
  assert.equal(isOfficial('https://kickoff.example:8080/'), false, 'a port that is not listed');
  assert.equal(isOfficial('https://mirror.kickoff.example:8443/'), false, 'the port is listed for another host');
  assert.equal(isOfficial('http://127.0.0.1:5189/'), true);
  assert.equal(isOfficial('http://127.0.0.1:5190/'), false);
  assert.equal(isOfficial('http://127.0.0.1/'), false);
  assert.equal(isOfficial('https://kickoff.example/', { primary: 'kickoff.example:443', official: ['kickoff.example:443'] }), true, 'a listed default port');
});

test('www. and other look-alikes are not implied', () => {
  assert.equal(isOfficial('https://www.kickoff.example/'), false);
  assert.equal(isOfficial('https://kickoff.example.phish.example/'), false);
  assert.equal(isOfficial('https://xkickoff.example/'), false);
  assert.equal(isOfficial('https://kickoff.examples/'), false);
  assert.equal(isOfficial('https://localhost:5189/'), false, 'loopback variants only when listed');
});

test('the primary address is official even when the list leaves it out', () => {
  assert.equal(isOfficial('https://kickoff.example/', { primary: 'kickoff.example', official: ['mirror.kickoff.example'] }), true);
});

test('off the list: the same page on the primary address, over https', () => {
  assert.deepEqual(domainVerdict(page('http://phish.example:8080/ru/line/football?sport=1&x=%20y#top'), LIST), {
    official: false,
    primaryUrl: 'https://kickoff.example/ru/line/football?sport=1&x=%20y#top',
    primaryOrigin: 'https://kickoff.example',
  });
  assert.deepEqual(domainVerdict(page('https://www.kickoff.example/'), { primary: 'kickoff.example:8443', official: ['kickoff.example:8443'] }), {
    official: false,
    primaryUrl: 'https://kickoff.example:8443/',
    primaryOrigin: 'https://kickoff.example:8443',
  });
});

test('a loopback primary keeps the page scheme (a development server)', () => {
  const dev: OfficialAddresses = { primary: '127.0.0.1:5189', official: ['127.0.0.1:5189'] };
  assert.deepEqual(domainVerdict(page('http://localhost:5189/en/casino?a=1'), dev), {
    official: false,
    primaryUrl: 'http://127.0.0.1:5189/en/casino?a=1',
    primaryOrigin: 'http://127.0.0.1:5189',
  });
  const named: OfficialAddresses = { primary: 'localhost:5189', official: ['localhost:5189'] };
  assert.equal(domainVerdict(page('http://127.0.0.1:5189/'), named).official, false);
  assert.deepEqual(domainVerdict(page('http://127.0.0.1:5189/'), named), { official: false, primaryUrl: 'http://localhost:5189/', primaryOrigin: 'http://localhost:5189' });
});

test('a path that looks like another host stays a path on the primary address', () => {
  const verdict = domainVerdict({ protocol: 'https:', host: 'phish.example', pathname: '//evil.example/x', search: '', hash: '' }, LIST);
  assert.equal(verdict.official, false);
  if (!verdict.official) {
    assert.equal(new URL(verdict.primaryUrl).host, 'kickoff.example');
    assert.equal(new URL(verdict.primaryUrl).pathname, '//evil.example/x');
  }
});
