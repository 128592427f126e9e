/**
 * Every Kickoff element on a fake SystemJS: its attributes are validated (a bad or missing one shows
 * an inline message and imports nothing), its parcel is the module export the import map names, an
 * attribute change updates the mounted parcel (never a remount), the wrapper is `part="body"` and the
 * theme properties (`--kickoff-accent`, `--kickoff-radius`, `--kickoff-font`) reach inside the shadow root.
 */
import '../../embeds/src/index';
import { ELEMENTS } from '../../embeds/src/elements/index';
import { addElement, bodyOf, messageOf, rendered, shadowOf } from '../support/elements';
import { installFakeSystem, recordingParcel, type FakeSystem, type ParcelCall } from '../support/fake-system';
import { equal, ok } from '../support/assert';
import { settle, waitFor } from '../support/wait';

interface Case {
  name: string;
  module: string;
  exportName: string;
  /** Attributes of a valid element and the props they give. */
  valid: Record<string, string>;
  props: Record<string, unknown>;
  /** A change of attributes and the props after it. */
  change: Record<string, string>;
  changed: Record<string, unknown>;
  /** Bad attributes and the message each shows. */
  bad: Array<[Record<string, string | null>, string]>;
}

const CASES: Case[] = [
  {
    name: 'kickoff-event',
    module: '@kickoff/betting-embeds',
    exportName: 'eventParcel',
    valid: { 'game-id': '42' },
    props: { gameId: 42 },
    change: { 'game-id': '43' },
    changed: { gameId: 43 },
    bad: [
      [{ 'game-id': null }, 'game-id must be a positive whole number'],
      [{ 'game-id': '0' }, 'game-id must be a positive whole number'],
      [{ 'game-id': '-3' }, 'game-id must be a positive whole number'],
      [{ 'game-id': '4.5' }, 'game-id must be a positive whole number'],
      [{ 'game-id': 'abc' }, 'game-id must be a positive whole number'],
      [{ 'game-id': '99999999999999999' }, 'game-id must be a positive whole number'],
    ],
  },
  {
    name: 'kickoff-top-events',
    module: '@kickoff/betting-embeds',
    exportName: 'topEventsParcel',
    valid: { sport: 'football' },
    props: { sport: 'football', limit: 5 },
    change: { limit: '12' },
    changed: { sport: 'football', limit: 12 },
    bad: [
      [{ sport: null }, 'sport must be a slug (lower-case letters, digits and hyphens)'],
      [{ sport: 'Foot ball' }, 'sport must be a slug (lower-case letters, digits and hyphens)'],
      [{ sport: 'football', limit: '0' }, 'limit must be a whole number from 1 to 20'],
      [{ sport: 'football', limit: '21' }, 'limit must be a whole number from 1 to 20'],
      [{ sport: 'football', limit: 'five' }, 'limit must be a whole number from 1 to 20'],
    ],
  },
  {
    name: 'kickoff-game-tile',
    module: '@kickoff/casino',
    exportName: 'gameTileParcel',
    valid: { 'game-id': '7' },
    props: { gameId: 7 },
    change: { 'game-id': '8' },
    changed: { gameId: 8 },
    bad: [
      [{ 'game-id': null }, 'game-id must be a positive whole number'],
      [{ 'game-id': '07x' }, 'game-id must be a positive whole number'],
    ],
  },
  {
    name: 'kickoff-game-rail',
    module: '@kickoff/casino',
    exportName: 'gameRailParcel',
    valid: { category: 'crash-games' },
    props: { category: 'crash-games', limit: 8 },
    change: { category: 'slots', limit: '3' },
    changed: { category: 'slots', limit: 3 },
    bad: [
      [{ category: null }, 'category must be one of: slots, live-casino, crash-games'],
      [{ category: 'crash' }, 'category must be one of: slots, live-casino, crash-games'],
      [{ category: 'slots', limit: '49' }, 'limit must be a whole number from 1 to 48'],
    ],
  },
  {
    name: 'kickoff-promo',
    module: '@kickoff/promotions',
    exportName: 'promoParcel',
    valid: { 'promotion-id': 'crash-week' },
    props: { promotionId: 'crash-week' },
    change: { 'promotion-id': 'welcome-bonus' },
    changed: { promotionId: 'welcome-bonus' },
    bad: [
      [{ 'promotion-id': null }, 'promotion-id must be a slug (lower-case letters, digits and hyphens)'],
      [{ 'promotion-id': '../admin' }, 'promotion-id must be a slug (lower-case letters, digits and hyphens)'],
    ],
  },
  {
    name: 'kickoff-login-button',
    module: '@kickoff/shell-embeds',
    exportName: 'loginButtonParcel',
    valid: {},
    props: {},
    change: { 'data-campaign': 'spring' },
    changed: {},
    bad: [],
  },
  {
    // A team's parcel: the attributes choose the module and its export, and are not props (a change of
    // them remounts: tests/embeds/module-element.browser.test.tsx).
    name: 'kickoff-module',
    module: '@acme/odds-widget',
    exportName: 'parcel',
    valid: { module: '@acme/odds-widget' },
    props: {},
    change: { 'data-campaign': 'spring' },
    changed: {},
    bad: [
      [{ module: null }, "module must be a team module's import-map name: @scope/name"],
      [{ module: '@kickoff/betting' }, 'module cannot be a @kickoff module'],
      [{ module: 'acme' }, "module must be a team module's import-map name: @scope/name"],
      [{ module: '@Acme/x' }, "module must be a team module's import-map name: @scope/name"],
      [{ module: '@acme/Odds' }, "module must be a team module's import-map name: @scope/name"],
      [{ module: '@acme/odds/extra' }, "module must be a team module's import-map name: @scope/name"],
      [{ module: '@acme/-odds' }, "module must be a team module's import-map name: @scope/name"],
      [{ module: ' @acme/odds-widget' }, "module must be a team module's import-map name: @scope/name"],
      [{ module: `@acme/${'a'.repeat(65)}` }, "module must be a team module's import-map name: @scope/name"],
      [{ parcel: '' }, 'parcel must be the name of a module export'],
      [{ parcel: '1parcel' }, 'parcel must be the name of a module export'],
      [{ parcel: 'parcels.header' }, 'parcel must be the name of a module export'],
      [{ parcel: 'odds-parcel' }, 'parcel must be the name of a module export'],
    ],
  },
];

describe('Kickoff elements', () => {
  let system: FakeSystem;
  let calls: ParcelCall[];
  const count = (call: ParcelCall['call']) => calls.filter((c) => c.call === call).length;

  beforeEach(() => {
    calls = [];
    system = installFakeSystem();
  });
  afterEach(async () => {
    for (const c of CASES) for (const element of document.querySelectorAll(c.name)) element.remove();
    await settle();
    system.uninstall();
  });

  it('every element is defined, once', () => {
    equal(ELEMENTS.length, 8);
    for (const [name, element] of ELEMENTS) equal(customElements.get(name), element, name);
  });

  for (const c of CASES) {
    describe(`<${c.name}>`, () => {
      beforeEach(() => {
        // One module per case: the export the element asks for, recording into `calls`.
        system.define(c.module, { [c.exportName]: recordingParcel(calls) });
      });

      it(`mounts ${c.module} \`${c.exportName}\` with the props of its attributes, in part="body"`, async () => {
        const element = await addElement(c.name, c.valid);
        await waitFor(() => count('mount') === 1, 'the mount');
        equal(system.imported.join(','), c.module);
        equal(JSON.stringify(calls.find((x) => x.call === 'mount')?.props), JSON.stringify(c.props));
        const body = bodyOf(element);
        ok(body, 'the wrapper is part="body"');
        equal(body?.textContent, JSON.stringify(c.props), 'the parcel renders inside the wrapper');
        equal(messageOf(element), null);
      });

      it('an attribute change updates the mounted parcel: no remount', async () => {
        const element = await addElement(c.name, c.valid);
        await waitFor(() => count('mount') === 1, 'the mount');
        const body = bodyOf(element);
        for (const [key, value] of Object.entries(c.change)) element.setAttribute(key, value);
        await rendered(element);
        if (Object.keys(c.changed).length > 0) {
          await waitFor(() => calls.some((x) => x.call === 'update' && JSON.stringify(x.props) === JSON.stringify(c.changed)), 'the update with the new props');
        }
        await settle();
        equal(count('mount'), 1, 'mounted once');
        equal(count('unmount'), 0, 'never unmounted');
        equal(bodyOf(element), body, 'the same wrapper');
        equal(system.imported.length, 1, 'imported once');
      });

      it('a module that cannot be loaded (here: no parcel at the export) shows "… could not be loaded" in place of the parcel', async () => {
        system.define(c.module, { somethingElse: recordingParcel(calls) });
        const element = await addElement(c.name, c.valid);
        await waitFor(() => messageOf(element) !== null, 'the message');
        equal(messageOf(element), `${c.module} could not be loaded`);
        equal(shadowOf(element).querySelector('[part="message"]')?.getAttribute('role'), 'alert');
        equal(bodyOf(element), null, 'no parcel wrapper');
        equal(count('mount'), 0);
      });

      for (const [attributes, message] of c.bad) {
        it(`${JSON.stringify(attributes)} shows "${message}…" and imports nothing`, async () => {
          const valid = Object.fromEntries(Object.entries({ ...c.valid, ...attributes }).filter((e): e is [string, string] => e[1] !== null));
          const element = await addElement(c.name, valid);
          await settle();
          ok(messageOf(element)?.startsWith(message), `message: ${messageOf(element)}`);
          equal(shadowOf(element).querySelector('[part="message"]')?.getAttribute('role'), 'alert');
          equal(bodyOf(element), null, 'no parcel wrapper');
          equal(system.imported.length, 0, 'the module is not imported');
        });
      }

      if (c.bad.length > 0) {
        it('a valid element made invalid unmounts its parcel and shows the message; made valid again it mounts', async () => {
          const [attributes, message] = c.bad[0] as [Record<string, string | null>, string];
          const element = await addElement(c.name, c.valid);
          await waitFor(() => count('mount') === 1, 'the mount');
          for (const [key, value] of Object.entries(attributes)) {
            if (value === null) element.removeAttribute(key);
            else element.setAttribute(key, value);
          }
          await rendered(element);
          await waitFor(() => count('unmount') === 1, 'the unmount');
          ok(messageOf(element)?.startsWith(message));
          for (const [key, value] of Object.entries(c.valid)) element.setAttribute(key, value);
          for (const key of Object.keys(attributes)) if (!(key in c.valid)) element.removeAttribute(key);
          await rendered(element);
          await waitFor(() => count('mount') === 2, 'mounted again');
        });
      }
    });
  }
});

describe('Kickoff elements: theming', () => {
  let system: FakeSystem;
  let calls: ParcelCall[];
  beforeEach(() => {
    calls = [];
    system = installFakeSystem();
    system.define('@kickoff/betting-embeds', { eventParcel: recordingParcel(calls) });
  });
  afterEach(async () => {
    for (const element of document.querySelectorAll('kickoff-event, .theme-box')) element.remove();
    await settle();
    system.uninstall();
  });

  it('--kickoff-accent, --kickoff-radius and --kickoff-font on the host set the site tokens inside the shadow root', async () => {
    const element = await addElement('kickoff-event', { 'game-id': '1' });
    await waitFor(() => calls.some((c) => c.call === 'mount'), 'the mount');
    const body = bodyOf(element) as HTMLElement;
    const before = getComputedStyle(body);
    equal(before.getPropertyValue('--kk-brand').trim(), '#0b5fd6', "the site's default without a theme (this page defines no --kk-*)");
    element.style.setProperty('--kickoff-accent', 'rgb(200, 30, 90)');
    element.style.setProperty('--kickoff-radius', '3px');
    element.style.setProperty('--kickoff-font', 'Georgia, serif');
    const style = getComputedStyle(body);
    equal(style.getPropertyValue('--kk-brand').trim(), 'rgb(200, 30, 90)');
    equal(style.getPropertyValue('--kk-accent').trim(), 'rgb(200, 30, 90)');
    equal(style.getPropertyValue('--kk-radius').trim(), '3px');
    equal(style.fontFamily, 'Georgia, serif', 'the wrapper uses the font');
    // A parcel's element styled with the site's tokens follows the theme.
    const probe = document.createElement('button');
    probe.className = 'kk-button';
    body.append(probe);
    equal(getComputedStyle(probe).backgroundColor, 'rgb(200, 30, 90)');
    equal(getComputedStyle(probe).borderTopLeftRadius, '3px');
  });

  it('the theme is inherited from an ancestor too, and ::part(body) is styleable by the host page', async () => {
    const box = document.body.appendChild(document.createElement('div'));
    box.className = 'theme-box';
    box.style.setProperty('--kickoff-accent', 'rgb(1, 2, 3)');
    const pageStyle = document.createElement('style');
    pageStyle.textContent = 'kickoff-event::part(body) { outline: 2px solid rgb(9, 8, 7); }';
    document.head.append(pageStyle);
    try {
      const element = await addElement('kickoff-event', { 'game-id': '1' }, box);
      await waitFor(() => calls.some((c) => c.call === 'mount'), 'the mount');
      const body = bodyOf(element) as HTMLElement;
      equal(getComputedStyle(body).getPropertyValue('--kk-brand').trim(), 'rgb(1, 2, 3)');
      equal(getComputedStyle(body).outlineColor, 'rgb(9, 8, 7)', '::part(body) reaches the wrapper');
    } finally {
      pageStyle.remove();
    }
  });

  it("keeps the tokens of a Kickoff page it sits on (its dark mode) when no theme is set", async () => {
    const box = document.body.appendChild(document.createElement('div'));
    box.className = 'theme-box';
    box.style.setProperty('--kk-brand', 'rgb(50, 60, 70)');
    box.style.setProperty('--kk-text', 'rgb(237, 241, 246)');
    const element = await addElement('kickoff-event', { 'game-id': '1' }, box);
    await waitFor(() => calls.some((c) => c.call === 'mount'), 'the mount');
    const body = bodyOf(element) as HTMLElement;
    equal(getComputedStyle(body).getPropertyValue('--kk-brand').trim(), 'rgb(50, 60, 70)');
    equal(getComputedStyle(body).color, 'rgb(237, 241, 246)');
    element.style.setProperty('--kickoff-accent', 'rgb(4, 5, 6)');
    equal(getComputedStyle(body).getPropertyValue('--kk-brand').trim(), 'rgb(4, 5, 6)', 'a theme property still wins');
  });

  it('the inline message is themed apart and the host page styles never reach it', async () => {
    const element = await addElement('kickoff-event', { 'game-id': 'x' });
    const message = shadowOf(element).querySelector('[part="message"]') as HTMLElement;
    ok(message);
    equal(getComputedStyle(message).color, 'rgb(179, 38, 30)');
  });
});
