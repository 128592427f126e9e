/**
 * Which promotions routes the server draws (issue 25, apps/promotions/src/server.tsx): the public
 * promotion, bonus, offer and casino promotion pages; never the club points and awards pages (a
 * player's) nor the landings (their Kickoff elements define themselves in the browser).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROUTES } from '../../platform/src/routing/route-table';
import { drawnOnServer } from '../../apps/promotions/src/screens/index';

test('the public promotion pages are drawn by the server', () => {
  const drawn = ['promotions', 'promotion', 'promo', 'bonus', 'bonus-section', 'bonus-rule', 'bonus-partner', 'bonus-landing', 'offers', 'offers-section'];
  const casino = ['bonus-casino', 'bonus-casino-promo', 'bonus-casino-tournaments', 'bonus-casino-tournament', 'bonus-casino-promotion', 'bonus-casino-item'];
  for (const name of [...drawn, ...casino]) assert.equal(drawnOnServer(name), true, name);
});

test("a player's pages, the landings and other apps' routes are left to the browser", () => {
  for (const name of ['points', 'betting-awards', 'landing-page', 'promotion-landing', 'home', 'information', 'toString']) assert.equal(drawnOnServer(name), false, name);
  for (const route of ROUTES.filter((r) => drawnOnServer(r.name))) assert.equal(route.app, 'promotions', route.name);
});
