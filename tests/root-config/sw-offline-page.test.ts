import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OFFLINE_PAGE_CSP, offlineLanguage, offlinePage } from '../../root-config/src/service-worker/offline-page';

const hrefOf = (html: string): string | undefined => /<a href="([^"]*)" data-offline-retry>/.exec(html)?.[1];
const langOf = (html: string): string | undefined => /<html lang="([a-z]+)">/.exec(html)?.[1];

test('the language is the first path segment, Russian by default', () => {
  assert.equal(offlineLanguage('https://kickoff.example/en/line'), 'en');
  assert.equal(offlineLanguage('https://kickoff.example/EN/line'), 'en');
  assert.equal(offlineLanguage('https://kickoff.example/en'), 'en');
  assert.equal(offlineLanguage('https://kickoff.example/ru/line'), 'ru');
  assert.equal(offlineLanguage('https://kickoff.example/'), 'ru');
  assert.equal(offlineLanguage('https://kickoff.example/de/line'), 'ru');
  assert.equal(offlineLanguage('https://kickoff.example/english/x'), 'ru');
  assert.equal(offlineLanguage('https://kickoff.example/line?lang=en'), 'ru');
});

test('English: says the connection is lost, <html lang="en">, a "Try again" link to the same address', () => {
  const html = offlinePage('https://kickoff.example/en/line/football/123?tab=live');
  assert.match(html, /^<!doctype html>/);
  assert.equal(langOf(html), 'en');
  assert.match(html, /<title>No connection — Kickoff<\/title>/);
  assert.match(html, /<h1>You are offline<\/h1>/);
  assert.match(html, /connection to the internet is lost/);
  assert.match(html, />Try again<\/a>/);
  assert.equal(hrefOf(html), '/en/line/football/123?tab=live');
});

test('Russian by default, with Russian texts', () => {
  const html = offlinePage('https://kickoff.example/');
  assert.equal(langOf(html), 'ru');
  assert.match(html, /<h1>Нет соединения с интернетом<\/h1>/);
  assert.match(html, />Попробовать ещё раз<\/a>/);
  assert.equal(hrefOf(html), '/');
  assert.equal(langOf(offlinePage('https://kickoff.example/ru/casino')), 'ru');
});

test('no script, an inline style only, and a CSP that allows nothing else', () => {
  const html = offlinePage('https://kickoff.example/ru');
  assert.doesNotMatch(html, /<script|\son[a-z]+=|javascript:/i);
  assert.match(html, /<style>[^<]+<\/style>/);
  assert.match(OFFLINE_PAGE_CSP, /default-src 'none'/);
  assert.match(OFFLINE_PAGE_CSP, /style-src 'unsafe-inline'/);
  assert.doesNotMatch(OFFLINE_PAGE_CSP, /script-src/);
});

test('the URL is escaped and the link stays on this origin', () => {
  const html = offlinePage(`https://kickoff.example/en/x"><script>alert(1)</script>?q='&a=<b>`);
  assert.doesNotMatch(html, /<script|<b>/);
  const href = hrefOf(html) ?? '';
  assert.ok(href.startsWith('/en/x'), href);
  assert.doesNotMatch(href, /["<>']/, href);
  // What the URL parser leaves as it is (quotes in the path, & in the query) is escaped.
  assert.match(offlinePage("https://kickoff.example/en/a'b?x=1&y=2"), /href="\/en\/a&#39;b\?x=1&amp;y=2"/);
  // A path that reads as another host keeps its exact path on this origin.
  const sneaky = hrefOf(offlinePage('https://kickoff.example//evil.example/en')) ?? '';
  assert.equal(sneaky, '/.//evil.example/en');
  const resolved = new URL(sneaky, 'https://kickoff.example/ru');
  assert.equal(resolved.origin, 'https://kickoff.example');
  assert.equal(resolved.pathname, '//evil.example/en');
  assert.equal(hrefOf(offlinePage('not a url at all')), '/not%20a%20url%20at%20all');
});
