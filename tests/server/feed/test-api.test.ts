import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp } from '../support/helpers';
import { feedApp, feedState, post } from './support';

test('POST /__test/feed/tick advances the simulated clock and returns the new version', async (t) => {
  const server = await feedApp(t);
  const before = await feedState(server);
  const res = await post(server, '/__test/feed/tick', { seconds: 120 });
  assert.equal(res.statusCode, 200);
  const report = res.json<{ version: number; simNow: number }>();
  assert.equal(report.simNow, before.simNow + 120);
  assert.ok(report.version > before.version);
  assert.deepEqual(await feedState(server), { ...before, version: report.version, simNow: before.simNow + 120 });
  const zero = await post(server, '/__test/feed/tick', { seconds: 0 });
  assert.equal(zero.json<{ version: number }>().version, report.version, 'no time, no change');
  for (const body of [{}, { seconds: -1 }, { seconds: 'ten' }, { seconds: 1, extra: true }]) {
    const bad = await post(server, '/__test/feed/tick', body);
    assert.equal(bad.statusCode, 400, JSON.stringify(body));
    assert.equal(bad.json<{ errors: Array<{ code: string }> }>().errors[0]?.code, 'invalid_body');
  }
});

test('POST /__test/feed/block and /__test/feed/odd validate and 404 unknown ids', async (t) => {
  const server = await feedApp(t);
  assert.equal((await post(server, '/__test/feed/block', { marketId: 99_999_999, blocked: true })).statusCode, 404);
  assert.equal((await post(server, '/__test/feed/odd', { oddId: 99_999_999, coef: 2 })).statusCode, 404);
  assert.equal((await post(server, '/__test/feed/odd', { oddId: 1, coef: 1 })).statusCode, 400);
  assert.equal((await post(server, '/__test/feed/block', { marketId: 1 })).statusCode, 400);
  const ok = await post(server, '/__test/feed/odd', { oddId: 1, coef: 2.5 });
  assert.equal(ok.statusCode, 200);
  assert.equal(server.db.prepare<[], { coef: number }>('SELECT coef FROM feed_odds WHERE id = 1').get()?.coef, 2.5);
});

test('the feed test API does not exist without testApi or in production', async (t) => {
  const off = await startApp(t, { testApi: false, feed: { autoStart: false } });
  assert.equal((await off.app.inject({ method: 'POST', url: '/__test/feed/tick', payload: { seconds: 1 } })).statusCode, 404);
  const production = await startApp(t, { production: true, testApi: true, feed: { autoStart: false } });
  assert.equal((await production.app.inject({ method: 'POST', url: '/__test/feed/odd', payload: { oddId: 1, coef: 2 } })).statusCode, 404);
  assert.equal((await production.app.inject({ method: 'GET', url: '/web-api/feed/games?section=live' })).statusCode, 200, 'the feed itself is served');
});

test('with autoStart the simulator runs on its own timer at the configured speed', async (t) => {
  const server = await startApp(t, { feed: { speed: 60 } });
  const before = await feedState(server);
  await new Promise((resolve) => setTimeout(resolve, 2300));
  const after = await feedState(server);
  assert.ok(after.simNow - before.simNow >= 60, `advanced ${after.simNow - before.simNow} s`);
  assert.ok(after.version > before.version);
});

test('with speed 0 the timer leaves the feed frozen', async (t) => {
  const server = await startApp(t, { feed: { speed: 0 } });
  const before = await feedState(server);
  await new Promise((resolve) => setTimeout(resolve, 1300));
  assert.deepEqual(await feedState(server), before);
});
