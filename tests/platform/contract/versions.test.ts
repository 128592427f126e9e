/** The platform contract's version rules (platform/src/contract/versions.ts, issue 26). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseVersion, raise, raisedEnough, satisfies, surfaceChange } from '../../../platform/src/contract/versions';

test('parseVersion takes major.minor.patch only', () => {
  assert.deepEqual(parseVersion('1.4.0'), { major: 1, minor: 4, patch: 0 });
  for (const bad of ['1.4', 'v1.4.0', '1.4.0-beta', '01.4.0', '1.4.0.1', '^1.4.0', '']) assert.equal(parseVersion(bad), null, bad);
});

test('a caret range keeps the major (and the minor under 1.0.0); an exact version only itself', () => {
  assert.ok(satisfies('^1.4.0', '1.4.0'));
  assert.ok(satisfies('^1.4.0', '1.9.3'));
  assert.ok(!satisfies('^1.4.0', '1.3.9'), 'an older minor lacks what the module was built with');
  assert.ok(!satisfies('^1.4.0', '2.0.0'), 'a new major may have removed what it uses');
  assert.ok(satisfies('^0.3.1', '0.3.5'));
  assert.ok(!satisfies('^0.3.1', '0.4.0'));
  assert.ok(satisfies('19.2.1', '19.2.1'));
  assert.ok(!satisfies('19.2.1', '19.2.2'));
  assert.ok(!satisfies('^1.x', '1.4.0'), 'a malformed range satisfies nothing');
  assert.ok(!satisfies('^1.4.0', 'latest'));
});

test('a caret range of a version is satisfied exactly by the versions of the same major not below it', () => {
  const version = fc.tuple(fc.nat(5), fc.nat(5), fc.nat(5));
  fc.assert(
    fc.property(version, version, ([a, b, c], [x, y, z]) => {
      const expected = a > 0 ? x === a && (y > b || (y === b && z >= c)) : x === 0 && y === b && z >= c;
      return satisfies(`^${a}.${b}.${c}`, `${x}.${y}.${z}`) === expected;
    }),
  );
});

test('the surface change decides the raise: removed or changed → major, added → minor', () => {
  const before = { a: '1', b: '2', 'type C': '3' };
  assert.equal(surfaceChange(before, { ...before }).bump, 'none');
  assert.deepEqual(surfaceChange(before, { ...before, d: '4' }), { bump: 'minor', added: ['d'], removed: [], changed: [] });
  assert.deepEqual(surfaceChange(before, { a: '1', 'type C': '3' }), { bump: 'major', added: [], removed: ['b'], changed: [] });
  assert.deepEqual(surfaceChange(before, { ...before, b: '9', e: '5' }), { bump: 'major', added: ['e'], removed: [], changed: ['b'] });
});

test('raise and raisedEnough agree: a raise by the rule is enough, less is not, going back never is', () => {
  assert.equal(raise('1.4.2', 'major'), '2.0.0');
  assert.equal(raise('1.4.2', 'minor'), '1.5.0');
  assert.equal(raise('1.4.2', 'none'), '1.4.2');
  assert.ok(raisedEnough('1.4.2', '2.0.0', 'major'));
  assert.ok(!raisedEnough('1.4.2', '1.9.0', 'major'), 'a removed export needs a new major');
  assert.ok(raisedEnough('1.4.2', '1.5.0', 'minor'));
  assert.ok(!raisedEnough('1.4.2', '1.4.3', 'minor'), 'an added export needs a new minor');
  assert.ok(raisedEnough('1.4.2', '1.4.3', 'none'), 'a patch raise is free');
  assert.ok(!raisedEnough('1.4.2', '1.4.1', 'none'), 'never backwards');
  fc.assert(
    fc.property(fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20)), fc.constantFrom('major', 'minor', 'none' as const), ([a, b, c], bump) =>
      raisedEnough(`${a}.${b}.${c}`, raise(`${a}.${b}.${c}`, bump), bump),
    ),
  );
});
