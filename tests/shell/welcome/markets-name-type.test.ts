/** The market-name type's resolution (shell-parcels/src/display/markets-name-type.ts; account spec §5: the site's default only when allowed). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { DisplayGroupSchema } from '../../../platform/src/schemas/display-group';
import {
  configMarketsNameType, DEFAULT_MARKETS_NAME_TYPE, keptMarketsNameType, MARKETS_NAME_TYPES, resolveMarketsNameType,
} from '../../../shell-parcels/src/display/markets-name-type';

test('the site default counts only when it is an allowed value', () => {
  assert.equal(configMarketsNameType({ defaultMarketsNameType: 1 }), 1);
  assert.equal(configMarketsNameType({ defaultMarketsNameType: 0 }), 0);
  for (const value of [2, -1, 0.5, '1', null, {}, [1], true, undefined]) {
    assert.equal(configMarketsNameType({ defaultMarketsNameType: value }), undefined, JSON.stringify(value));
  }
  for (const group of [undefined, null, 1, 'x', [{ defaultMarketsNameType: 1 }]]) assert.equal(configMarketsNameType(group), undefined);
});

test('the player\'s cookie comes first, then the allowed site default, then full names', () => {
  assert.equal(DEFAULT_MARKETS_NAME_TYPE, 0);
  assert.equal(resolveMarketsNameType(keptMarketsNameType('0'), configMarketsNameType({ defaultMarketsNameType: 1 })), 0, 'a player who chose keeps it');
  assert.equal(resolveMarketsNameType(keptMarketsNameType(undefined), configMarketsNameType({ defaultMarketsNameType: 1 })), 1, 'never chose: the site default');
  assert.equal(resolveMarketsNameType(keptMarketsNameType(undefined), configMarketsNameType({ defaultMarketsNameType: 7 })), 0, 'a disallowed default is ignored');
  assert.equal(resolveMarketsNameType(keptMarketsNameType('7'), configMarketsNameType({})), 0, 'a disallowed cookie is ignored');
  assert.equal(keptMarketsNameType(' 1 '), 1);
  assert.equal(keptMarketsNameType('{}'), undefined);
  assert.equal(keptMarketsNameType('null'), undefined);
});

test('the browser\'s allowed values are those the server\'s display group schema accepts', () => {
  for (const value of [...MARKETS_NAME_TYPES, 2, -1, '0']) {
    const server = v.safeParse(DisplayGroupSchema, { defaultMarketsNameType: value }).success;
    assert.equal(server, configMarketsNameType({ defaultMarketsNameType: value }) !== undefined, JSON.stringify(value));
  }
  assert.ok(v.safeParse(DisplayGroupSchema, {}).success, 'the default is optional');
});
