import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { GamesPreviewResponseSchema } from '../../../platform/src/schemas/games';
import { routeStatus } from '../../../server/web/route-status';
import { startApp } from '../support/helpers';

test('games-preview light lists games and finds a legacy route', async (t) => {
  const { app } = await startApp(t);
  const all = await app.inject({ method: 'GET', url: '/web-api/games-preview/light?whence=legacy&lng=ru' });
  assert.equal(all.statusCode, 200);
  const list = v.parse(GamesPreviewResponseSchema, all.json());
  assert.ok(list.games.length >= 6);
  assert.ok(list.games.some((g) => g.route === 'dragon-bonus'));
  const one = await app.inject({ method: 'GET', url: '/web-api/games-preview/light?oldRoute=nardy' });
  assert.deepEqual(v.parse(GamesPreviewResponseSchema, one.json()).games.map((g) => g.route), ['backgammon']);
  const none = await app.inject({ method: 'GET', url: '/web-api/games-preview/light?oldRoute=unknown' });
  assert.deepEqual(none.json(), { games: [] });
  const bad = await app.inject({ method: 'GET', url: '/web-api/games-preview/light?lng=russian' });
  assert.equal(bad.statusCode, 400);
});

test('shell page status comes from the route table', async (t) => {
  assert.equal(routeStatus('/ru'), 200);
  assert.equal(routeStatus('/ru/live/football'), 200);
  assert.equal(routeStatus('/ru/print-coupon/12'), 200);
  assert.equal(routeStatus('/ru/print-coupon/12a'), 404);
  assert.equal(routeStatus('/ru/no-such-page'), 404);
  assert.equal(routeStatus('/line/football'), 200, 'no language: the browser redirects');
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/ru/no-such-page', headers: { accept: 'text/html' } });
  assert.equal(res.statusCode, 404);
  assert.match(res.body, /kickoff-env/);
});
