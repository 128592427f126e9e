/** Unit tests of the remote app load state machine: all 16 (from, to) pairs, table-driven. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  AppLoadState,
  InvalidTransitionError,
  appLoadStateName,
  canTransition,
  transition,
} from '../../../platform/src/loading/app-load-state';

const { NotExist, Error: Err, Loading, Ready } = AppLoadState;

/** Expected result for every pair (shell spec §4 "Remote app loading"). */
const TABLE: ReadonlyArray<readonly [AppLoadState, AppLoadState, boolean]> = [
  [NotExist, NotExist, false],
  [NotExist, Err, false],
  [NotExist, Loading, true],
  [NotExist, Ready, true],
  [Err, NotExist, true],
  [Err, Err, false],
  [Err, Loading, true],
  [Err, Ready, false],
  [Loading, NotExist, true],
  [Loading, Err, true],
  [Loading, Loading, false],
  [Loading, Ready, true],
  [Ready, NotExist, true],
  [Ready, Err, false],
  [Ready, Loading, false],
  [Ready, Ready, false],
];

describe('AppLoadState', () => {
  it('has the spec numeric values', () => {
    assert.deepEqual(AppLoadState, { NotExist: -2, Error: -1, Loading: 1, Ready: 2 });
  });

  it('the table covers all 16 pairs exactly once', () => {
    const keys = new Set(TABLE.map(([from, to]) => `${from}>${to}`));
    assert.equal(keys.size, 16);
    assert.equal(TABLE.filter(([, , ok]) => ok).length, 8);
  });

  for (const [from, to, allowed] of TABLE) {
    const label = `${appLoadStateName(from)} -> ${appLoadStateName(to)} is ${allowed ? 'allowed' : 'forbidden'}`;
    it(label, () => {
      assert.equal(canTransition(from, to), allowed);
      if (allowed) {
        assert.equal(transition(from, to), to);
      } else {
        assert.throws(
          () => transition(from, to),
          (err: unknown) =>
            err instanceof InvalidTransitionError &&
            err.name === 'InvalidTransitionError' &&
            err.from === from &&
            err.to === to &&
            err.message === `Invalid app load state transition: ${appLoadStateName(from)} -> ${appLoadStateName(to)}`,
        );
      }
    });
  }
});
