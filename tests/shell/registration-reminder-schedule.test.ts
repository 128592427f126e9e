/** The registration reminder's rules (shell-parcels/src/registration-reminder/schedule.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstDue, mayShow, nextAfterShown } from '../../shell-parcels/src/registration-reminder/schedule';

const CONFIG = { delay: 60, interval: 10 };

test('first due: the stored next time, else the delay in seconds from now', () => {
  assert.equal(firstDue(1_000_000, null, CONFIG), 1_060_000);
  assert.equal(firstDue(1_000_000, 5_000_000, CONFIG), 5_000_000, 'the stored time wins, also after a reload');
  assert.equal(firstDue(1_000_000, 10, CONFIG), 10, 'a past stored time is due at once');
});

test('after showing: the interval in minutes; an interval of 0 means once', () => {
  assert.equal(nextAfterShown(1_000_000, CONFIG), 1_600_000);
  assert.equal(nextAfterShown(1_000_000, { delay: 60, interval: 0 }), null);
});

test('only a visitor, only where registration may start, never over a modal or an auth form', () => {
  const ok = { guest: true, registrationOpen: true, modalOpen: false, routeName: 'home' };
  assert.equal(mayShow(ok), true);
  assert.equal(mayShow({ ...ok, routeName: null }), true);
  assert.equal(mayShow({ ...ok, guest: false }), false);
  assert.equal(mayShow({ ...ok, registrationOpen: false }), false, 'a VIP domain or registration closed');
  assert.equal(mayShow({ ...ok, modalOpen: true }), false);
  for (const routeName of ['login', 'registration', 'forgotpassword']) assert.equal(mayShow({ ...ok, routeName }), false, routeName);
});
