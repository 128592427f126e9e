/**
 * Drawing a first view on the server in passes (platform/src/first-view/draw.ts): what a pass asks for
 * is loaded before the next; a failed load is not asked for again; the page state is entered before each
 * pass and each round of loads; the passes stop at the limit.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drawServerView } from '../../../platform/src/first-view/draw';
import { firstViewFeed, firstViewReply, isServerPass, wantForFirstView } from '../../../platform/src/first-view/first-view';
import * as v from 'valibot';
import { fullReply, makeGame } from '../feed/fixtures';

const Names = v.array(v.string());

test('each pass loads what the previous one missed, until a pass misses nothing', async () => {
  const entered: string[] = [];
  const renders: boolean[] = [];
  const { html, data } = await drawServerView({
    app: '@kickoff/test',
    route: 'home',
    lang: 'en',
    enter: () => entered.push('enter'),
    render: () => {
      renders.push(isServerPass());
      const names = firstViewReply('names|en', Names);
      if (!names) {
        wantForFirstView('request', 'names|en', async () => ['a', 'b']);
        return '<p>loading</p>';
      }
      const feed = firstViewFeed('games|en');
      if (!feed) wantForFirstView('feed', 'games|en', async () => fullReply([makeGame(1)], 7));
      return `<p>${names.join(',')} ${feed ? feed.version : 'no feed'}</p>`;
    },
  });
  assert.equal(html, '<p>a,b 7</p>');
  assert.deepEqual(renders, [true, true, true], 'three passes, each inside a server pass');
  assert.equal(isServerPass(), false, 'not after it');
  assert.deepEqual(data.requests, { 'names|en': ['a', 'b'] });
  assert.equal(data.feeds['games|en']?.version, 7);
  assert.equal(entered.length, 5, 'before each of the 3 passes and each of the 2 rounds of loads');
});

test('a failed load is drawn as missing and not asked for again; the passes stop at the limit', async () => {
  let asked = 0;
  const failing = await drawServerView({
    app: 'x',
    route: 'r',
    lang: 'en',
    enter: () => undefined,
    render: () => {
      wantForFirstView('request', 'down', async () => {
        asked += 1;
        throw new Error('down');
      });
      return firstViewReply('down', Names) ? 'drawn' : 'missing';
    },
  });
  assert.equal(failing.html, 'missing');
  assert.equal(asked, 1);

  let passes = 0;
  await drawServerView({
    app: 'x',
    route: 'r',
    lang: 'en',
    maxPasses: 3,
    enter: () => undefined,
    render: () => {
      passes += 1;
      wantForFirstView('code', `always-new-${passes}`, async () => undefined);
      return '';
    },
  });
  assert.equal(passes, 3);
});

test('outside a pass nothing is asked for', () => {
  let called = false;
  wantForFirstView('request', 'k', async () => {
    called = true;
  });
  assert.equal(called, false);
  assert.equal(isServerPass(), false);
});
