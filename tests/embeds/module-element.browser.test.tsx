/**
 * `<kickoff-module module="@scope/name" parcel="…">`: a team's parcel (made with `reactLifecycles`, as a
 * module of its own repository exports it) on a fake SystemJS. The parcel mounts in the element's shadow
 * root from the export `parcel` names (default `parcel`); a bad `module` or `parcel` shows the inline
 * message and imports nothing; a module that is not in the import map, has no parcel at the export or was
 * built for another React shows "… could not be loaded"; a change of `module` or `parcel` unmounts the old
 * parcel and mounts the new one in a new wrapper. (The attribute matrix: elements.browser.test.ts.)
 */
import { useEffect } from 'react';
import type { AppProps } from 'single-spa';
import { reactLifecycles } from '@kickoff/platform';
import '../../embeds/src/index';
import { addElement, bodyOf, messageOf, rendered, shadowOf } from '../support/elements';
import { openEmbedPage } from '../support/embed-page';
import { json } from '../support/fetch-stub';
import { equal, ok } from '../support/assert';
import { settle, waitFor } from '../support/wait';

/** What the teams' parcels did, in order: `mount <name>`, `unmount <name>`. */
let events: string[] = [];

/** A team's parcel: a React component made into single-spa lifecycles with the platform's `reactLifecycles`. */
function teamParcel(name: string) {
  function Widget(_props: AppProps) {
    useEffect(() => {
      events.push(`mount ${name}`);
      return () => void events.push(`unmount ${name}`);
    }, []);
    return <p className="team-widget">{`${name} widget`}</p>;
  }
  return reactLifecycles(Widget);
}

const acme = { parcel: teamParcel('acme'), oddsParcel: teamParcel('acme odds') };
const beta = { parcel: teamParcel('beta') };
/** A module built for another React: its manifest (beside its file) says so. */
const OLD_URL = 'https://cdn.team.test/old-widget/index-OLD.js';

const widget = (element: Element) => shadowOf(element).querySelector<HTMLElement>('[part="body"] .team-widget');

describe('<kickoff-module>', () => {
  let closePage: () => Promise<void>;
  let imported: string[];
  /** Imports of a held module wait until the test calls the function (`release`). */
  let held: Map<string, Promise<void>>;

  beforeEach(async () => {
    events = [];
    closePage = await openEmbedPage({
      modules: { '@acme/odds-widget': acme, '@beta.team/board_2': beta, '@old/widget': { parcel: teamParcel('old') } },
      elements: 'kickoff-module',
      network: (url) => (url.href === `${OLD_URL}.deps.json` ? json({ requires: { react: '^18.2.0' } }) : json({ errors: [] }, 404)),
    });
    // The fake names no URLs; the old module's URL lets the platform read its manifest and refuse it.
    const system = (globalThis as unknown as { System: { import(name: string): Promise<unknown>; resolve(name: string): string } }).System;
    const resolve = system.resolve;
    const load = system.import.bind(system);
    imported = [];
    held = new Map();
    system.resolve = (name) => (name === '@old/widget' ? OLD_URL : resolve(name));
    system.import = async (name) => {
      imported.push(name);
      await held.get(name);
      return load(name);
    };
  });

  afterEach(() => closePage());

  it("mounts the module's `parcel` export in the shadow root, in part=\"body\"", async () => {
    const element = await addElement('kickoff-module', { module: '@acme/odds-widget' });
    await waitFor(() => widget(element) !== null, 'the widget');
    equal(widget(element)?.textContent, 'acme widget');
    await waitFor(() => events.length > 0, "the widget's effect"); // React runs effects after the commit
    await settle();
    equal(events.join(','), 'mount acme');
    equal(messageOf(element), null);
    equal(document.querySelector('.team-widget'), null, 'nothing in the light DOM');
    equal(imported.join(','), '@acme/odds-widget');
  });

  it('`parcel` names another export; a scope with dots and a name with underscores are import-map names too', async () => {
    const odds = await addElement('kickoff-module', { module: '@acme/odds-widget', parcel: 'oddsParcel' });
    const board = await addElement('kickoff-module', { module: '@beta.team/board_2' });
    await waitFor(() => widget(odds) !== null && widget(board) !== null, 'both widgets');
    equal(widget(odds)?.textContent, 'acme odds widget');
    equal(widget(board)?.textContent, 'beta widget');
  });

  for (const [attributes, message] of [
    [{ module: '@kickoff/betting' }, 'module cannot be a @kickoff module: use that module\'s own element'],
    [{ module: 'acme' }, "module must be a team module's import-map name: @scope/name"],
    [{ module: '@Acme/x' }, "module must be a team module's import-map name: @scope/name"],
    [{ module: '@acme/odds-widget', parcel: 'odds.parcel' }, 'parcel must be the name of a module export'],
    [{}, "module must be a team module's import-map name: @scope/name"],
  ] as const) {
    it(`${JSON.stringify(attributes)}: the inline message, nothing imported or mounted`, async () => {
      const element = await addElement('kickoff-module', attributes);
      await settle();
      ok(messageOf(element)?.startsWith(message), `message: ${messageOf(element)}`);
      ok(shadowOf(element).querySelector('[part="message"][data-invalid]'));
      equal(bodyOf(element), null);
      equal(imported.length, 0, 'nothing imported');
      equal(events.length, 0, 'nothing mounted');
    });
  }

  it('a module missing from the import map shows "… could not be loaded", mounts nothing', async () => {
    const element = await addElement('kickoff-module', { module: '@acme/not-deployed' });
    await waitFor(() => messageOf(element) !== null, 'the message');
    equal(messageOf(element), '@acme/not-deployed could not be loaded');
    ok(shadowOf(element).querySelector('[part="message"][role="alert"][data-failed]'));
    equal(bodyOf(element), null);
    equal(events.length, 0);
  });

  it('a module without a parcel at `parcel` shows the same message', async () => {
    const element = await addElement('kickoff-module', { module: '@acme/odds-widget', parcel: 'missingParcel' });
    await waitFor(() => messageOf(element) !== null, 'the message');
    equal(messageOf(element), '@acme/odds-widget could not be loaded');
    equal(events.length, 0);
  });

  it('a module built for another React is never run: the same message', async () => {
    const element = await addElement('kickoff-module', { module: '@old/widget' });
    await waitFor(() => messageOf(element) !== null, 'the message');
    equal(messageOf(element), '@old/widget could not be loaded');
    equal(imported.length, 0, 'refused before SystemJS imports it');
    equal(events.length, 0);
  });

  it('a new `module` unmounts the old parcel and mounts the new one in a new wrapper', async () => {
    const element = await addElement('kickoff-module', { module: '@acme/odds-widget' });
    await waitFor(() => widget(element) !== null && events.length === 1, 'the acme widget');
    const firstBody = bodyOf(element);
    element.setAttribute('module', '@beta.team/board_2');
    await rendered(element);
    await waitFor(() => widget(element)?.textContent === 'beta widget', 'the beta widget');
    await settle();
    equal(events.join(','), 'mount acme,unmount acme,mount beta');
    ok(bodyOf(element) !== firstBody, 'a new wrapper');
    equal(firstBody?.isConnected, false, 'the old wrapper is gone');
    equal(shadowOf(element).querySelectorAll('.team-widget').length, 1, 'one widget');
  });

  it('a new `parcel` remounts too; an unrelated attribute change does not', async () => {
    const element = await addElement('kickoff-module', { module: '@acme/odds-widget' });
    await waitFor(() => widget(element) !== null && events.length === 1, 'the widget');
    element.setAttribute('data-campaign', 'spring');
    await settle();
    equal(events.join(','), 'mount acme');
    element.setAttribute('parcel', 'oddsParcel');
    await waitFor(() => widget(element)?.textContent === 'acme odds widget', 'the odds widget');
    await settle();
    equal(events.join(','), 'mount acme,unmount acme,mount acme odds');
    element.removeAttribute('parcel');
    await waitFor(() => widget(element)?.textContent === 'acme widget', 'the default export again');
    await settle();
    equal(events.join(','), 'mount acme,unmount acme,mount acme odds,unmount acme odds,mount acme');
  });

  it('after a failed load a new `module` mounts; a bad one unmounts and shows the message', async () => {
    const element = await addElement('kickoff-module', { module: '@acme/not-deployed' });
    await waitFor(() => messageOf(element) !== null, 'the failure');
    element.setAttribute('module', '@acme/odds-widget');
    await waitFor(() => widget(element) !== null, 'the widget');
    equal(messageOf(element), null);
    element.setAttribute('module', '@kickoff/coupon');
    await rendered(element);
    await waitFor(() => events.includes('unmount acme'), 'the unmount');
    ok(messageOf(element)?.startsWith('module cannot be a @kickoff module'));
    equal(imported.includes('@kickoff/coupon'), false);
  });

  it('after a failed load, moving the element tries again', async () => {
    const element = await addElement('kickoff-module', { module: '@acme/not-deployed' });
    await waitFor(() => messageOf(element) !== null, 'the failure');
    element.remove();
    document.body.append(element);
    await waitFor(() => imported.filter((name) => name === '@acme/not-deployed').length === 2, 'a second import');
    await waitFor(() => messageOf(element) === '@acme/not-deployed could not be loaded', 'the message again');
  });

  it('a module changed while the first still loads mounts only the second', async () => {
    let release!: () => void;
    held.set('@acme/odds-widget', new Promise<void>((resolve) => (release = resolve)));
    const element = await addElement('kickoff-module', { module: '@acme/odds-widget' });
    await waitFor(() => imported.includes('@acme/odds-widget'), 'the first import');
    element.setAttribute('module', '@beta.team/board_2');
    await rendered(element);
    release();
    await waitFor(() => widget(element)?.textContent === 'beta widget', 'the beta widget');
    await settle(10);
    equal(events.join(','), 'mount beta');
    equal(shadowOf(element).querySelectorAll('.team-widget').length, 1);
  });

  it('removing the element unmounts the parcel', async () => {
    const element = await addElement('kickoff-module', { module: '@acme/odds-widget' });
    await waitFor(() => widget(element) !== null, 'the widget');
    element.remove();
    await waitFor(() => events.includes('unmount acme'), 'the unmount');
  });
});
