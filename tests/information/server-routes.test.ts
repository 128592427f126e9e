/**
 * Which information routes the server draws (issue 25, apps/information/src/server.tsx): every
 * content screen a player lands on, never the payment page (its route guard runs in the browser) nor
 * the pages the app draws without the screen table (special pages, maintenance, the debugger).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROUTES } from '../../platform/src/routing/route-table';
import { drawnOnServer, INFORMATION_SCREEN_TABLE } from '../../apps/information/src/screens';

test('the content screens are drawn by the server, the payment page and the rest are not', () => {
  for (const name of ['information', 'information-rules', 'information-about', 'information-contacts', 'news', 'betting-alphabet', 'ourpartners', 'mobile', 'information-cash-terminals']) {
    assert.equal(drawnOnServer(name), true, name);
  }
  for (const name of ['information-payment', 'information-betting-calculator', 'maintenance', 'debugger', 'block', 'not-found', 'toString', 'promotions']) {
    assert.equal(drawnOnServer(name), false, name);
  }
});

test('every drawn route is an information route with a screen', () => {
  const drawn = ROUTES.filter((r) => drawnOnServer(r.name));
  assert.ok(drawn.length > 10);
  for (const route of drawn) {
    assert.equal(route.app, 'information', route.name);
    assert.ok(INFORMATION_SCREEN_TABLE[route.name], route.name);
  }
});
