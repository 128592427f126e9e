/**
 * The remote-views service (server/remote-views/): the allow-lists' config call, the shell CSP that
 * lists exactly the same origins, the demo views under the protocol (mf-render-mode json, mf-api-version 1)
 * and their absence in production, the env parsing, and the seeded remote-view landings.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { RemoteViewConfigSchema, RemoteViewReplySchema } from '../../../remote-view/src/contracts/reply';
import { LandingSchema } from '../../../apps/promotions/src/contracts/landings';
import { remoteViewOptionsFromEnv } from '../../../server/remote-views/options';
import { SHELL_CSP_DIRECTIVES } from '../../../server/http/security-headers';
import { startApp } from '../support/helpers';

const PROTOCOL = { 'mf-render-mode': 'json', 'mf-api-version': '1' };
const HTML = { accept: 'text/html' };

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name!, sources.sort()]));
}

test('by default only the page origin is allowed: the config call says so and the CSP adds nothing', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/web-api/remote-views/config' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(v.parse(RemoteViewConfigSchema, res.json()), { viewOrigins: [], scriptOrigins: [], codeToEval: false });
  const { app: production } = await startApp(t, { production: true });
  const page = await production.inject({ method: 'GET', url: '/ru', headers: HTML });
  const csp = directives(String(page.headers['content-security-policy']));
  const expected = Object.fromEntries(Object.entries(SHELL_CSP_DIRECTIVES).map(([name, values]) => [name, [...values].sort()]));
  assert.deepEqual(csp, expected);
});

test('configured origins: the config call lists them and the shell CSP allows exactly them', async (t) => {
  const { app } = await startApp(t, {
    production: true,
    remoteViews: { viewOrigins: ['https://views.example'], scriptOrigins: ['https://cdn.example'], codeToEval: true },
  });
  const config = v.parse(RemoteViewConfigSchema, (await app.inject({ method: 'GET', url: '/web-api/remote-views/config' })).json());
  assert.deepEqual(config, { viewOrigins: ['https://views.example'], scriptOrigins: ['https://cdn.example'], codeToEval: false }, 'codeToEval never in production');
  const page = await app.inject({ method: 'GET', url: '/ru', headers: HTML });
  const csp = directives(String(page.headers['content-security-policy']));
  assert.deepEqual(csp['script-src'], ["'self'", 'https://cdn.example']);
  assert.deepEqual(csp['connect-src'], ["'self'", 'https://views.example']);
  assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'", 'https://views.example']);
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.deepEqual(csp['img-src'], ["'self'", 'data:']);
});

test('the demo landing view answers the protocol with a real upcoming game, a style and one script with its integrity', async (t) => {
  const { app } = await startApp(t);
  const refused = await app.inject({ method: 'GET', url: '/demo-remote-views/landing/en/landing-page/remote-derby' });
  assert.equal(refused.statusCode, 406, 'without mf-render-mode json');
  const wrongVersion = await app.inject({ method: 'GET', url: '/demo-remote-views/landing/en/landing-page/remote-derby', headers: { ...PROTOCOL, 'mf-api-version': '2' } });
  assert.equal(wrongVersion.statusCode, 406);

  const res = await app.inject({ method: 'GET', url: '/demo-remote-views/landing/en/landing-page/remote-derby', headers: PROTOCOL });
  assert.equal(res.statusCode, 200);
  const view = v.parse(RemoteViewReplySchema, res.json());
  assert.equal(view.appName, 'derby-landing');
  assert.match(view.body, /<h1>Derby of the week<\/h1>/);
  assert.match(view.body, /<kickoff-coupon><\/kickoff-coupon>/);
  const gameId = Number(/<kickoff-event game-id="(\d+)">/.exec(view.body)?.[1]);
  const line = (await app.inject({ method: 'GET', url: '/web-api/feed/games?section=line&limit=1' })).json() as { games: Array<{ id: number }> };
  assert.equal(gameId, line.games[0]?.id, 'the next game of the line');
  assert.ok(view.style.includes('.derby'));
  assert.equal(view.scriptsToLoad.length, 1);
  const [script] = view.scriptsToLoad;
  const served = await app.inject({ method: 'GET', url: script!.src });
  assert.equal(served.statusCode, 200);
  assert.match(String(served.headers['content-type']), /javascript/);
  assert.equal(script!.integrity, `sha384-${createHash('sha384').update(served.rawPayload).digest('base64')}`);
  assert.equal(view.codeToEval, undefined);

  const ru = v.parse(RemoteViewReplySchema, (await app.inject({ method: 'GET', url: '/demo-remote-views/landing/ru/landing-page/remote-derby', headers: PROTOCOL })).json());
  assert.match(ru.body, /Дерби недели/);
});

test('the hostile demo view carries what the renderer must refuse', async (t) => {
  const { app } = await startApp(t);
  const view = v.parse(RemoteViewReplySchema, (await app.inject({ method: 'GET', url: '/demo-remote-views/hostile/en/x', headers: PROTOCOL })).json());
  assert.ok(view.scriptsToLoad.some((s) => s.src.startsWith('https://evil.example/')));
  assert.ok(view.scriptsToLoad.some((s) => s.integrity === undefined));
  assert.match(view.body, /onerror=/);
  assert.match(view.body, /<script>/);
  assert.ok(view.codeToEval);
});

test('production has no demo views and no demo landings; the config call stays', async (t) => {
  const { app } = await startApp(t, { production: true });
  const res = await app.inject({ method: 'GET', url: '/demo-remote-views/landing/en/x', headers: { ...PROTOCOL, accept: 'application/json' } });
  assert.equal(res.statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: '/demo-remote-views/assets/countdown.js', headers: { accept: 'application/javascript' } })).statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: '/web-api/promotions/landings/remote-derby' })).statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: '/web-api/remote-views/config' })).statusCode, 200);
});

test('the seeded remote-view landing names the demo landing view', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/web-api/promotions/landings/remote-derby?lng=en' });
  assert.equal(res.statusCode, 200);
  const landing = v.parse(LandingSchema, res.json());
  assert.deepEqual(landing.blocks, [{ type: 'remote-view', url: '/demo-remote-views/landing' }]);
});

test('the allow-lists from the environment: origins checked, codeToEval only outside production', () => {
  const env = { KICKOFF_REMOTE_VIEW_ORIGINS: 'https://views.example, https://Views2.example:8443', KICKOFF_REMOTE_SCRIPT_ORIGINS: 'https://cdn.example', KICKOFF_REMOTE_VIEW_EVAL: '1' };
  assert.deepEqual(remoteViewOptionsFromEnv(env, false), { viewOrigins: ['https://views.example', 'https://views2.example:8443'], scriptOrigins: ['https://cdn.example'], codeToEval: true });
  assert.equal(remoteViewOptionsFromEnv(env, true).codeToEval, false);
  assert.deepEqual(remoteViewOptionsFromEnv({}, false), { viewOrigins: [], scriptOrigins: [], codeToEval: false });
  for (const bad of ['*', 'https://cdn.example/path', 'cdn.example', "'unsafe-inline'"]) {
    assert.throws(() => remoteViewOptionsFromEnv({ KICKOFF_REMOTE_SCRIPT_ORIGINS: bad }, false), /KICKOFF_REMOTE_SCRIPT_ORIGINS/, bad);
  }
});
