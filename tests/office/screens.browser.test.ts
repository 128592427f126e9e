/**
 * Every office route of the route table renders a real screen (issue 11 item 1): each route the office
 * application owns is either one of the app's own pages (auth, confirm terms, ban page) or has a lazy
 * screen in the screen table, and every screen's chunk loads and resolves a component.
 */
import { ROUTES } from '../../platform/src/routing/route-table';
import { OFFICE_SCREEN_TABLE } from '../../office-parcel/src/screens/index';
import { equal, ok } from '../support/assert';

/** Office routes the app renders without the screen table (App.tsx). */
const OWN_PAGES = new Set(['login', 'auth-app', 'registration', 'forgotpassword', 'confirm', 'block-appeal-history']);

describe('office screens', () => {
  it('every office route has a screen', () => {
    const missing = ROUTES.filter((r) => r.app === 'office' && !OWN_PAGES.has(r.name) && !OFFICE_SCREEN_TABLE[r.name]).map((r) => r.name);
    equal(missing.join(', '), '');
  });

  it("every screen's chunk loads and gives a component", async () => {
    for (const [name, load] of Object.entries(OFFICE_SCREEN_TABLE)) {
      const component = await load();
      ok(typeof component === 'function' || typeof component === 'object', `${name} resolves a component`);
    }
  });
});
