/** Which welcome-journey modal is due (shell-parcels/src/welcome/journey.ts; shell spec §1, §4). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { needsCountries, nextJourneyModal, type JourneyState } from '../../../shell-parcels/src/welcome/journey';
import { isQuietMoment } from '../../../shell-parcels/src/ui/quiet-moment';
import { mayShow } from '../../../shell-parcels/src/registration-reminder/schedule';

const base: JourneyState = {
  config: { isWelcomeModalEnabled: true, isFirstDepositBonusModalEnabled: true, isPhoneCountryModalEnabled: true },
  welcomeSeen: false,
  firstDepositBonusShown: false,
  phoneCountryChosen: false,
  geoCountryKnown: false,
  guest: true,
  hasDeposit: null,
  routeName: 'home',
  modalOpen: false,
};
const s = (patch: Partial<JourneyState>, config: Partial<JourneyState['config']> = {}): JourneyState => ({ ...base, ...patch, config: { ...base.config, ...config } });

test('one at a time: welcome, then the phone country, then the first-deposit bonus', () => {
  assert.equal(nextJourneyModal(base), 'welcome');
  assert.equal(nextJourneyModal(s({ welcomeSeen: true })), 'phone-country');
  assert.equal(nextJourneyModal(s({ welcomeSeen: true, phoneCountryChosen: true })), 'first-deposit-bonus');
  assert.equal(nextJourneyModal(s({ welcomeSeen: true, phoneCountryChosen: true, firstDepositBonusShown: true })), null);
});

test('each modal only under its flag', () => {
  const off = { isWelcomeModalEnabled: false, isFirstDepositBonusModalEnabled: false, isPhoneCountryModalEnabled: false };
  assert.equal(nextJourneyModal(s({}, off)), null);
  assert.equal(nextJourneyModal(s({}, { ...off, isWelcomeModalEnabled: true })), 'welcome');
  assert.equal(nextJourneyModal(s({}, { ...off, isPhoneCountryModalEnabled: true })), 'phone-country');
  assert.equal(nextJourneyModal(s({}, { ...off, isFirstDepositBonusModalEnabled: true })), 'first-deposit-bonus');
});

test('never over another modal or an auth form page', () => {
  assert.equal(nextJourneyModal(s({ modalOpen: true })), null);
  for (const routeName of ['login', 'registration', 'forgotpassword']) assert.equal(nextJourneyModal(s({ routeName })), null, routeName);
  assert.equal(nextJourneyModal(s({ routeName: 'live' })), 'welcome');
  assert.equal(nextJourneyModal(s({ routeName: null })), 'welcome');
});

test('the first-deposit bonus: home only, for a visitor or a player without a deposit, once', () => {
  const only = { isWelcomeModalEnabled: false, isPhoneCountryModalEnabled: false };
  assert.equal(nextJourneyModal(s({ routeName: 'live' }, only)), null, 'not off the home page');
  assert.equal(nextJourneyModal(s({ guest: false, hasDeposit: false }, only)), 'first-deposit-bonus');
  assert.equal(nextJourneyModal(s({ guest: false, hasDeposit: true }, only)), null, 'a player who deposited');
  assert.equal(nextJourneyModal(s({ guest: false, hasDeposit: null }, only)), null, 'user config not loaded yet');
  assert.equal(nextJourneyModal(s({ firstDepositBonusShown: true }, only)), null, 'shown before');
});

test('the phone country: a visitor the site cannot place, who has not chosen', () => {
  const only = { isWelcomeModalEnabled: false, isFirstDepositBonusModalEnabled: false };
  assert.equal(nextJourneyModal(s({ geoCountryKnown: true }, only)), null, 'the geo country is a listed one');
  assert.equal(nextJourneyModal(s({ geoCountryKnown: null }, only)), null, 'countries not known yet');
  assert.equal(nextJourneyModal(s({ guest: false }, only)), null, 'a player');
  assert.equal(nextJourneyModal(s({ phoneCountryChosen: true }, only)), null, 'already chosen');
  assert.equal(needsCountries(s({})), true);
  assert.equal(needsCountries(s({ phoneCountryChosen: true })), false);
  assert.equal(needsCountries(s({}, { isPhoneCountryModalEnabled: false })), false);
});

test('the registration reminder uses the same quiet-moment check', () => {
  assert.equal(isQuietMoment({ modalOpen: false, routeName: 'home' }), true);
  assert.equal(isQuietMoment({ modalOpen: true, routeName: 'home' }), false);
  assert.equal(isQuietMoment({ modalOpen: false, routeName: 'login' }), false);
  assert.equal(mayShow({ guest: true, registrationOpen: true, modalOpen: false, routeName: 'registration' }), false);
});
