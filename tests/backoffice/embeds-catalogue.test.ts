/**
 * The console's embed catalogue (backoffice/src/contracts/embeds.ts) against the custom elements
 * `@kickoff/embeds` defines: the same tags in the same order, each with exactly the attributes the element
 * observes, and the same casino sections and limits, so the builder never offers what an element refuses;
 * `<kickoff-module>`'s `module` and `parcel` are checked by the element's own rules.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EMBED_CASINO_SECTIONS, EMBED_CATALOGUE, attributeProblem, catalogueElement } from '@kickoff/backoffice-contracts/embeds';
import { moduleExport, propsFrom, teamModule } from '../../embeds/src/attributes';
import { ELEMENTS } from '../../embeds/src/elements/index';
import { CASINO_SECTIONS, GAME_RAIL_DEFAULT, GAME_RAIL_MAX } from '../../embeds/src/elements/game-rail';
import { TOP_EVENTS_DEFAULT, TOP_EVENTS_MAX } from '../../embeds/src/elements/top-events';
import { MODULE_DEFAULT_EXPORT } from '../../embeds/src/elements/module';

const observed = (element: CustomElementConstructor): string[] => [...((element as unknown as { observedAttributes: Iterable<string> }).observedAttributes ?? [])];

test('the catalogue lists every element @kickoff/embeds defines, with the attributes each observes', () => {
  assert.deepEqual(EMBED_CATALOGUE.map((e) => e.tag), ELEMENTS.map(([tag]) => tag));
  for (const [tag, element] of ELEMENTS) {
    const entry = catalogueElement(tag);
    assert.ok(entry, tag);
    assert.deepEqual(entry.attributes.map((a) => a.name).sort(), observed(element).sort(), tag);
  }
});

test('the choices and limits are the elements’ own', () => {
  assert.deepEqual(EMBED_CASINO_SECTIONS, CASINO_SECTIONS);
  const limit = (tag: string) => {
    const attribute = catalogueElement(tag)?.attributes.find((a) => a.name === 'limit');
    assert.ok(attribute?.kind === 'number', tag);
    return { min: attribute.min, max: attribute.max, fallback: attribute.fallback };
  };
  assert.deepEqual(limit('kickoff-top-events'), { min: 1, max: TOP_EVENTS_MAX, fallback: TOP_EVENTS_DEFAULT });
  assert.deepEqual(limit('kickoff-game-rail'), { min: 1, max: GAME_RAIL_MAX, fallback: GAME_RAIL_DEFAULT });
  const category = catalogueElement('kickoff-game-rail')?.attributes.find((a) => a.name === 'category');
  assert.ok(category?.kind === 'choice');
  assert.deepEqual(category.options, CASINO_SECTIONS);
});

test('<kickoff-module>: the builder accepts a module and a parcel export exactly when the element does, with its wording', () => {
  const attribute = (name: string) => {
    const found = catalogueElement('kickoff-module')?.attributes.find((a) => a.name === name);
    assert.ok(found, name);
    return found;
  };
  const module = attribute('module');
  const parcel = attribute('parcel');
  assert.equal(module.kind, 'module');
  assert.equal(module.required, true);
  assert.ok(parcel.kind === 'export' && !parcel.required);
  assert.equal(parcel.fallback, MODULE_DEFAULT_EXPORT);
  const elementSays = (result: ReturnType<typeof propsFrom>) => (result.ok ? null : result.message);
  for (const value of [
    '@acme/odds-widget', '@beta.team/board_2', '@a/b', '@kickoff-fans/x', `@${'a'.repeat(64)}/${'b'.repeat(64)}`,
    '@kickoff/betting', '@kickoff/x', 'acme', '@Acme/x', '@acme/Odds', '@acme/odds/extra', '@acme/-odds', '@acme/', '@/x', 'acme/x', `@acme/${'a'.repeat(65)}`, '@acme/odds widget',
  ]) {
    assert.equal(attributeProblem(module, value), elementSays(propsFrom({ module: teamModule('module') }, { module: value })), value);
  }
  assert.equal(attributeProblem(module, ''), 'Module (@scope/name) is required');
  for (const value of ['parcel', 'oddsParcel', '_x', '$p', 'a1', 'x'.repeat(64), '1parcel', 'odds-parcel', 'parcels.header', 'x'.repeat(65), 'é']) {
    assert.equal(attributeProblem(parcel, value), elementSays(propsFrom({ parcel: moduleExport('parcel', MODULE_DEFAULT_EXPORT) }, { parcel: value })), value);
  }
  assert.equal(attributeProblem(parcel, ''), null, 'empty: left out, the element uses parcel');
});
