/**
 * The console's embed catalogue (backoffice/src/contracts/embeds.ts) against the custom elements
 * `@kickoff/embeds` defines: the same tags in the same order, each with exactly the attributes the element
 * observes, and the same casino sections and limits, so the builder never offers what an element refuses.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EMBED_CASINO_SECTIONS, EMBED_CATALOGUE, catalogueElement } from '@kickoff/backoffice-contracts/embeds';
import { ELEMENTS } from '../../embeds/src/elements/index';
import { CASINO_SECTIONS, GAME_RAIL_DEFAULT, GAME_RAIL_MAX } from '../../embeds/src/elements/game-rail';
import { TOP_EVENTS_DEFAULT, TOP_EVENTS_MAX } from '../../embeds/src/elements/top-events';

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
