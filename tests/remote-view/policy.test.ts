/**
 * The remote-view renderer's pure rules (remote-view/src/policy.ts) and the protocol's reply schema
 * (remote-view/src/contracts/reply.ts): the spec's retry schedule and reload throttle, the view's
 * address, the origin allow-lists, scripts only with integrity.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { RemoteViewReplySchema, type RemoteViewConfig } from '../../remote-view/src/contracts/reply';
import {
  allowedViewUrl,
  isKickoffElementName,
  isSafeAttributeName,
  reloadAccepted,
  REMOTE_VIEW_DEFAULTS,
  retryDelays,
  scriptVerdict,
  viewAddress,
} from '../../remote-view/src/policy';

const PAGE = 'https://kickoff.example';
const CONFIG: RemoteViewConfig = { viewOrigins: ['https://views.example'], scriptOrigins: ['https://cdn.example'], codeToEval: false };
const SRI = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

test('the spec defaults: timeout 1000 ms, 3 retries from 1000 ms doubling, reload throttled to 1000 ms', () => {
  assert.deepEqual(REMOTE_VIEW_DEFAULTS, { timeoutMs: 1000, retries: 3, firstDelayMs: 1000, reloadThrottleMs: 1000 });
  assert.deepEqual(retryDelays(), [1000, 2000, 4000]);
  assert.deepEqual(retryDelays(5, 250), [250, 500, 1000, 2000, 4000]);
  assert.deepEqual(retryDelays(0), []);
  assert.equal(reloadAccepted(null, 0), true);
  assert.equal(reloadAccepted(5000, 5999), false);
  assert.equal(reloadAccepted(5000, 6000), true);
});

test('the view is fetched at its URL plus the current path', () => {
  assert.equal(viewAddress('/demo-remote-views/landing', '/en/landing-page/remote-derby', PAGE)?.href, `${PAGE}/demo-remote-views/landing/en/landing-page/remote-derby`);
  assert.equal(viewAddress('https://views.example/derby/', '/ru/x?tab=2', PAGE)?.href, 'https://views.example/derby/ru/x?tab=2');
  assert.equal(viewAddress('javascript:alert(1)', '/ru', PAGE), null);
  assert.equal(viewAddress('https://views.example/derby?q=1', '/ru', PAGE), null, 'a view URL with a query of its own is refused');
});

test('views and stylesheets only from the page origin or the allowed view origins', () => {
  assert.ok(allowedViewUrl('/demo-remote-views/landing', CONFIG, PAGE));
  assert.ok(allowedViewUrl('https://views.example/a.css', CONFIG, PAGE));
  assert.equal(allowedViewUrl('https://evil.example/a.css', CONFIG, PAGE), null);
  assert.equal(allowedViewUrl('https://views.example.evil.example/a.css', CONFIG, PAGE), null);
  assert.equal(allowedViewUrl('data:text/css,body{}', CONFIG, PAGE), null);
  assert.equal(allowedViewUrl('//evil.example/a.css', CONFIG, PAGE), null);
});

test('a script loads only from an allowed script origin and only with integrity', () => {
  assert.deepEqual(scriptVerdict({ src: 'https://cdn.example/app.js', integrity: SRI }, CONFIG, PAGE), { ok: true, src: 'https://cdn.example/app.js', integrity: SRI });
  assert.deepEqual(scriptVerdict({ src: '/assets/app.js', integrity: SRI }, CONFIG, PAGE), { ok: true, src: `${PAGE}/assets/app.js`, integrity: SRI });
  const foreign = scriptVerdict({ src: 'https://evil.example/steal.js', integrity: SRI }, CONFIG, PAGE);
  assert.equal(foreign.ok, false);
  assert.match(foreign.ok ? '' : foreign.reason, /evil\.example is not allowed/);
  const viewOrigin = scriptVerdict({ src: 'https://views.example/app.js', integrity: SRI }, CONFIG, PAGE);
  assert.equal(viewOrigin.ok, false, 'a view origin is not a script origin');
  const noSri = scriptVerdict({ src: 'https://cdn.example/app.js' }, CONFIG, PAGE);
  assert.equal(noSri.ok, false);
  assert.match(noSri.ok ? '' : noSri.reason, /no integrity/);
});

test('custom elements: only kickoff-*, attributes never event handlers', () => {
  assert.equal(isKickoffElementName('kickoff-coupon'), true);
  assert.equal(isKickoffElementName('evil-widget'), false);
  assert.equal(isSafeAttributeName('game-id'), true);
  assert.equal(isSafeAttributeName('onclick'), false);
  assert.equal(isSafeAttributeName('onerror'), false);
  assert.equal(isSafeAttributeName('x:href'), false);
});

test('the reply schema: the spec fields, defaults for the optional ones, bad ones refused', () => {
  const reply = v.parse(RemoteViewReplySchema, { body: '<h1>Hi</h1>', appName: 'derby' });
  assert.deepEqual(reply, { body: '<h1>Hi</h1>', appName: 'derby', style: '', cssToLoad: [], scriptsToLoad: [], head: '' });
  const full = { body: '', style: 'h1{}', cssToLoad: ['/a.css'], scriptsToLoad: [{ src: '/a.js', integrity: SRI }], head: '<meta name="a" content="b">', appName: 'a', title: 'T', codeToEval: '1' };
  assert.deepEqual(v.parse(RemoteViewReplySchema, full), full);
  for (const bad of [
    { appName: 'derby' },
    { body: 1, appName: 'derby' },
    { body: '', appName: 'Derby App' },
    { body: '', appName: 'derby', scriptsToLoad: [{ src: 'javascript:alert(1)' }] },
    { body: '', appName: 'derby', scriptsToLoad: [{ src: '/a.js', integrity: 'md5-abc' }] },
    { body: '', appName: 'derby', cssToLoad: ['//evil.example/a.css'] },
  ]) {
    assert.equal(v.safeParse(RemoteViewReplySchema, bad).success, false, JSON.stringify(bad));
  }
});
