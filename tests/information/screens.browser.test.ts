/**
 * Every information route renders a real page: each route the information app owns is one of the
 * pages the app draws itself (App.tsx) or has a lazy screen in the screen table, and every screen's
 * chunk loads and resolves a component. No route falls back to a placeholder.
 */
import { ROUTES } from '../../platform/src/routing/route-table';
import { INFORMATION_SCREEN_TABLE } from '../../apps/information/src/screens';
import { SPECIAL_PAGES } from '../../apps/information/src/pages/SpecialPage';
import { equal, ok } from '../support/assert';

/** Routes App.tsx draws without the screen table. */
const OWN_PAGES = new Set<string>(['maintenance', 'debugger', 'information-betting-calculator', ...SPECIAL_PAGES]);

describe('information screens', () => {
  it('every information route has a page', () => {
    const missing = ROUTES.filter((r) => r.app === 'information' && !OWN_PAGES.has(r.name) && !INFORMATION_SCREEN_TABLE[r.name]).map((r) => r.name);
    equal(missing.join(', '), '');
  });

  it("every screen's chunk loads and gives a component", async () => {
    for (const [name, load] of Object.entries(INFORMATION_SCREEN_TABLE)) {
      const component = await load();
      ok(typeof component === 'function' || typeof component === 'object', `${name} resolves a component`);
    }
  });
});
