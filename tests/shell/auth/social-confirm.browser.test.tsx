import { act } from 'react';
import type { ActionResult, SocialRegistrationDetails } from '@kickoff/platform';
import { setAuthGroup } from '../../../platform/src/identity/stores';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../../../platform/src/stores/site-config';
import { resetPlatformState } from '../../support/platform-state';
import { RegistrationForm } from '../../../shell-parcels/src/auth/RegistrationForm';
import { equal, ok } from '../../support/assert';
import { byRole, callsOf, click, description, fakeActions, mount, queryRole, settle, setRoute, useEnglish, type Mounted } from './helpers';

const noop = () => undefined;
const TOKEN = 'A'.repeat(20) + '_b-c'.repeat(6);
const AGE_BOX = 'I confirm that I am 21 or older';
const ANNA: SocialRegistrationDetails = { network: 'google', name: 'Anna Demo', email: 'anna.demo@example.com' };
const loaded = (details: SocialRegistrationDetails) => async (): Promise<ActionResult<SocialRegistrationDetails>> => ({ ok: true, value: details });

const checkbox = (host: HTMLElement, name: string): HTMLInputElement => {
  const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
  const input = label?.querySelector('input');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no check box "${name}"`);
  return input;
};

describe('Registration form: a new social player’s age confirmation (?social_confirm=)', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    // minAge 21: the box's text and the server's wording follow the site's minimum age.
    act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, minAge: 21 }));
    act(() => setAuthGroup({ socialNetworks: ['google'], loginModes: ['login_password'], registrationTypes: ['one_click', 'social'], captchaAfterAttempts: 3 }));
    setRoute('registration', `?social_confirm=${TOKEN}`);
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('shows who registers instead of the types, with a loading state first', async () => {
    let answer: (result: ActionResult<SocialRegistrationDetails>) => void = noop;
    const { actions, calls } = fakeActions({ loadSocialRegistration: () => new Promise((resolve) => (answer = resolve)) });
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    ok(queryRole(host, 'status', 'Loading your registration…'), 'loading');
    equal(host.querySelectorAll('[role="tab"]').length, 0, 'no registration types');
    equal(JSON.stringify(callsOf(calls, 'loadSocialRegistration')), JSON.stringify([[TOKEN]]));
    await act(async () => answer({ ok: true, value: ANNA }));
    await settle();
    equal(host.querySelector('h2')?.textContent, 'Complete your registration');
    ok(host.textContent?.includes('You signed in with Google.'), 'the network');
    const details = host.querySelector('dl');
    equal(details?.getAttribute('aria-label'), 'Details from Google');
    equal([...(details?.querySelectorAll('dd') ?? [])].map((d) => d.textContent).join(' | '), 'Anna Demo | anna.demo@example.com');
    equal(checkbox(host, AGE_BOX).checked, false, 'the age box of the other types, unticked');
    ok(byRole(host, 'button', 'Create account'));
    equal(queryRole(host, 'status', 'Loading your registration…'), null);
  });

  it('refuses without the box in the browser, shows the server’s field error under it, then posts and navigates', async () => {
    const replies: Array<ActionResult<{ redirectUrl: string }>> = [
      { ok: false, error: 'Confirm that you are at least 21 years old', code: 'invalid_field', field: 'age_confirmed' },
      { ok: true, value: { redirectUrl: '/en/live' } },
    ];
    const { actions, calls } = fakeActions({
      loadSocialRegistration: loaded({ network: 'telegram', name: 'Boris Test', email: null }),
      completeSocialRegistration: async () => replies.shift() ?? { ok: false, error: 'unexpected', code: null },
      assign: noop,
    });
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    ok(host.textContent?.includes('not given'), 'Telegram gives no e-mail');
    click(byRole(host, 'button', 'Create account'));
    await settle();
    equal(callsOf(calls, 'completeSocialRegistration').length, 0, 'not sent without the box');
    const box = checkbox(host, AGE_BOX);
    equal(box.getAttribute('aria-invalid'), 'true');
    equal(description(box), 'Confirm your age to register');
    equal(document.activeElement, box, 'focus on the box');

    click(box);
    equal(box.getAttribute('aria-invalid'), null, 'ticking clears the error');
    click(byRole(host, 'button', 'Create account'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'completeSocialRegistration')), JSON.stringify([[TOKEN, true]]));
    equal(description(checkbox(host, AGE_BOX)), 'Confirm that you are at least 21 years old', 'the server’s check, under the box');
    equal(callsOf(calls, 'assign').length, 0);

    click(byRole(host, 'button', 'Create account'));
    await settle();
    equal(callsOf(calls, 'completeSocialRegistration').length, 2);
    equal(JSON.stringify(callsOf(calls, 'assign')), JSON.stringify([['/en/live']]), 'to the return path, like the social buttons');
  });

  it('an expired, used or foreign token says so and offers the social buttons again; a malformed one is not even sent', async () => {
    const { actions, calls } = fakeActions({
      loadSocialRegistration: async () => ({ ok: false, error: 'No pending social registration of this browser has this token', code: 'bad_state' }),
      loadSocialProviders: async () => ({ ok: true, value: [{ network: 'google', demo: true }] }),
    });
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    await settle();
    ok(queryRole(view.host, 'alert', /has expired or was already used/), 'the expired text, not the server’s detail');
    ok(queryRole(view.host, 'button', 'Sign up with Google (Demo ID)'), 'start again');
    equal(queryRole(view.host, 'button', 'Create account'), null);
    view.unmount();

    setRoute('registration', '?social_confirm=nope');
    const malformed = fakeActions({ loadSocialProviders: async () => ({ ok: true, value: [] }) });
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, malformed.actions);
    await settle();
    ok(queryRole(view.host, 'alert', /has expired or was already used/));
    equal(callsOf(malformed.calls, 'loadSocialRegistration').length, 0);
    equal(callsOf(calls, 'completeSocialRegistration').length, 0);
  });

  it('a refusal at the end (e-mail taken meanwhile) shows the social text and ends the step', async () => {
    const { actions } = fakeActions({
      loadSocialRegistration: loaded(ANNA),
      completeSocialRegistration: async () => ({ ok: false, error: 'Social registration refused: email_taken', code: 'email_taken' }),
      loadSocialProviders: async () => ({ ok: true, value: [] }),
    });
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    click(checkbox(host, AGE_BOX));
    click(byRole(host, 'button', 'Create account'));
    await settle();
    ok(queryRole(host, 'alert', 'This e-mail already belongs to a player. Sign in with your password.'));
    equal(queryRole(host, 'button', 'Create account'), null);
  });

  it('without the parameter the registration types are shown as before', async () => {
    setRoute('registration', '');
    const { actions } = fakeActions({ loadSocialProviders: async () => ({ ok: true, value: [{ network: 'google', demo: false }] }) });
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    await settle();
    equal([...view.host.querySelectorAll('[role="tab"]')].map((t) => t.textContent).join(','), 'One click,Social networks');
  });
});
