import { act } from 'react';
import { whenTextsReady, type ActionResult } from '@kickoff/platform';
import type { RegistrationResponse } from '../../../platform/src/schemas/auth';
import { setAuthGroup } from '../../../platform/src/identity/stores';
import { setLanguage } from '../../../platform/src/stores/language';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../../../platform/src/stores/site-config';
import { resetPlatformState } from '../../support/platform-state';
import { RegistrationForm } from '../../../shell-parcels/src/auth/RegistrationForm';
import { equal, ok } from '../../support/assert';
import { byRole, callsOf, click, description, fakeActions, field, mount, queryRole, settle, setRoute, type, useEnglish, waitFor, type Mounted } from './helpers';

const noop = () => undefined;
const AGE_BOX = 'I confirm that I am 18 or older';
const group = (types: Array<'one_click' | 'phone' | 'full' | 'social' | 'pay-and-play'>) => ({
  socialNetworks: ['google' as const], loginModes: ['login_password' as const], registrationTypes: types, captchaAfterAttempts: 3,
});

describe('Registration form', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    setRoute('home');
    act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, geoCountryId: 2, geoCurrency: 'EUR', minAge: 18 }));
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('offers a tab per configured type with geo defaults for country and currency', async () => {
    const { actions } = fakeActions({ loadSocialProviders: async () => ({ ok: true, value: [{ network: 'google', demo: false }] }) });
    act(() => setAuthGroup(group(['one_click', 'full', 'social'])));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    await settle();
    const tabs = [...view.host.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
    equal(tabs.join(','), 'One click,Full,Social networks');
    view.unmount();
    // No provider for the offered networks: no social tab.
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, fakeActions({ loadSocialProviders: async () => ({ ok: true, value: [] }) }).actions);
    await settle();
    equal([...view.host.querySelectorAll('[role="tab"]')].map((t) => t.textContent).join(','), 'One click,Full');
    view.unmount();
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    await settle();
    equal(field(view.host, 'Country').value, '2', 'geoCountryId');
    equal(field(view.host, 'Currency').value, '3', 'geoCurrency EUR');
    equal([...view.host.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name.endsWith('bonus')).length, 3, 'bonus choice 0/1/2');
  });

  it('checks the full form on the client and shows each problem next to its field', async () => {
    const { actions, calls } = fakeActions({ register: async () => ({ ok: true, value: { user_id: 9, login: '9' } }) });
    act(() => setAuthGroup(group(['full'])));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'E-mail'), 'not-an-email');
    type(field(host, 'Password'), 'short');
    type(field(host, 'Date of birth'), `${new Date().getFullYear() - 10}-01-01`);
    click(byRole(host, 'button', 'Sign up'));
    // The check waits for the shared name rule (loaded on use).
    await waitFor(() => field(host, 'E-mail').getAttribute('aria-invalid') === 'true', 'the problems');
    equal(callsOf(calls, 'register').length, 0, 'nothing sent');
    const email = field(host, 'E-mail');
    equal(email.getAttribute('aria-invalid'), 'true');
    equal(description(email), 'Enter an e-mail like name@example.com');
    ok(description(field(host, 'Password')).includes('The password must be at least 8 characters'));
    equal(description(field(host, 'First name')), 'Fill in this field');
    ok(description(field(host, 'Date of birth')).includes('You are too young to register'));
    equal(document.activeElement, email, 'focus on the first invalid field');
  });

  it('checks the names by the shared personal-data rules, with the office profile form\'s texts', async () => {
    const { actions, calls } = fakeActions({ register: async () => ({ ok: true, value: { user_id: 9, login: '9' } }) });
    act(() => setAuthGroup(group(['full'])));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'E-mail'), 'new@kickoff.test');
    type(field(host, 'Password'), 'Secret-2026');
    type(field(host, 'First name'), 'Ann3');
    type(field(host, 'Last name'), 'L'.repeat(61));
    type(field(host, 'Date of birth'), '1990-02-03');
    click(byRole(host, 'button', 'Sign up'));
    await waitFor(() => field(host, 'First name').getAttribute('aria-invalid') === 'true', 'the name problem');
    equal(callsOf(calls, 'register').length, 0, 'nothing sent');
    equal(description(field(host, 'First name')), 'Letters, spaces, hyphens and apostrophes only');
    equal(description(field(host, 'Last name')), 'The text is too long');
    equal(document.activeElement, field(host, 'First name'), 'focus on the first invalid field');
    type(field(host, 'First name'), 'Анна-Мария');
    type(field(host, 'Last name'), "O'Brien");
    click(byRole(host, 'button', 'Sign up'));
    await waitFor(() => callsOf(calls, 'register').length === 1, 'the registration sent');
  });

  it('sends a valid full registration and shows a server field error next to the field', async () => {
    const { actions, calls } = fakeActions({
      register: async (): Promise<ActionResult<RegistrationResponse>> => ({ ok: false, error: 'auth_email_taken', code: 'email_taken', field: 'email' }),
    });
    act(() => setAuthGroup(group(['full'])));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'E-mail'), 'demo@kickoff.test');
    type(field(host, 'Password'), 'Secret-2026');
    type(field(host, 'First name'), 'Ann');
    type(field(host, 'Last name'), 'Lee');
    type(field(host, 'Date of birth'), '1990-02-03');
    click(host.querySelector<HTMLInputElement>('input[name$="bonus"][value="1"]'));
    click(byRole(host, 'button', 'Sign up'));
    await settle();
    const sent = callsOf(calls, 'register')[0]?.[0];
    equal(JSON.stringify(sent), JSON.stringify({
      type: 'full', country_id: 2, currency_id: 3, first_deposit_bonus_choice: 1, method: 'email', email: 'demo@kickoff.test',
      password: 'Secret-2026', name: 'Ann', surname: 'Lee', date_birthday: '1990-02-03',
    }));
    const email = field(host, 'E-mail');
    equal(email.getAttribute('aria-invalid'), 'true');
    equal(description(email), 'This e-mail is already registered');
    equal(host.querySelector('[role="alert"]'), null, 'a field error, not a general alert');
  });

  it('one-click shows the generated login and password once, with Copy, then continues', async () => {
    let done = 0;
    const copied: string[] = [];
    const { actions, calls } = fakeActions({
      register: async () => ({ ok: true, value: { user_id: 123456, login: '123456', password: 'xK9-pass-77' } }),
      copyText: async (text) => {
        copied.push(text);
      },
    });
    setRoute('home', '?ref=PROMO7');
    act(() => setAuthGroup(group(['one_click', 'phone'])));
    view = mount(<RegistrationForm onDone={() => done++} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    equal(field(host, 'Promo code (optional)').value, 'PROMO7', 'ref query prefilled');
    click(field(host, AGE_BOX));
    click(byRole(host, 'button', 'Sign up'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'register')[0]?.[0]), JSON.stringify({ type: 'one_click', country_id: 2, currency_id: 3, first_deposit_bonus_choice: 0, ref_code: 'PROMO7', age_confirmed: true }));
    equal(host.querySelector('[data-credential="login"]')?.textContent, '123456');
    equal(host.querySelector('[data-credential="password"]')?.textContent, 'xK9-pass-77');
    ok(host.textContent?.includes('the password is shown only once'), 'save note');
    equal(done, 0, 'waits for the player');
    click(byRole(host, 'button', 'Copy'));
    await settle();
    equal(copied[0], 'E-mail or account ID: 123456\nPassword: xK9-pass-77');
    equal(host.querySelector('[role="status"]')?.textContent, 'Copied');
    click(byRole(host, 'button', 'Continue'));
    equal(done, 1);
  });

  it('phone registration sends the SMS, shows the demo hint and sends the code with the password', async () => {
    const { actions, calls } = fakeActions({
      sendRegistrationSms: async () => ({ ok: true, value: { expiresIn: 300, demoCode: '4321' } }),
      register: async () => ({ ok: true, value: { user_id: 5, login: '5' } }),
    });
    let done = 0;
    act(() => setAuthGroup(group(['phone'])));
    view = mount(<RegistrationForm onDone={() => done++} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'Phone number'), '871234567');
    click(byRole(host, 'button', 'Send code'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'sendRegistrationSms')[0]), JSON.stringify(['+353', '871234567']));
    ok(host.querySelector('[role="note"]')?.textContent?.includes('Demo: code 4321'));
    type(field(host, 'SMS code'), '4321');
    type(field(host, 'Password'), 'Secret-2026');
    click(field(host, AGE_BOX));
    click(byRole(host, 'button', 'Sign up'));
    await settle();
    const sent = callsOf(calls, 'register')[0]?.[0] as Record<string, unknown> | undefined;
    equal(sent?.['sms_code'], '4321');
    equal(sent?.['phone_number'], '871234567');
    equal(sent?.['age_confirmed'], true);
    equal(done, 1);
  });

  it('one-click, phone and pay-and-play need the required age box: unticked, its error is next to it; ticked, age_confirmed is sent', async () => {
    const { actions, calls } = fakeActions({ register: async () => ({ ok: true, value: { user_id: 9, login: '9', password: 'Gen-12345' } }) });
    act(() => setAuthGroup(group(['one_click', 'phone', 'full', 'pay-and-play'])));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    const box = field(host, AGE_BOX);
    ok(box instanceof HTMLInputElement && box.type === 'checkbox', 'a check box named by its label');
    equal((box as HTMLInputElement).required, true, 'required');
    equal((box as HTMLInputElement).checked, false, 'never ticked for the player');
    click(byRole(host, 'button', 'Sign up'));
    await settle();
    equal(callsOf(calls, 'register').length, 0, 'nothing sent without the confirmation');
    const refused = field(host, AGE_BOX);
    equal(refused.getAttribute('aria-invalid'), 'true');
    equal(description(refused), 'Confirm your age to register');
    equal(document.activeElement, refused, 'focus on the box');
    click(refused);
    equal(refused.getAttribute('aria-invalid'), null, 'ticking clears the error');
    click(byRole(host, 'button', 'Sign up'));
    await settle();
    equal((callsOf(calls, 'register')[0]?.[0] as Record<string, unknown> | undefined)?.['age_confirmed'], true);

    view.unmount();
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    await settle();
    for (const tab of ['By phone', 'Pay and Play']) {
      click(byRole(view.host, 'tab', tab));
      equal((field(view.host, AGE_BOX) as HTMLInputElement).required, true, `${tab} asks for it`);
    }
    click(byRole(view.host, 'tab', 'Full'));
    equal([...view.host.querySelectorAll('input[type="checkbox"]')].length, 0, 'full registration checks the birth date instead');
  });

  it('the age box names the site minimum age, with the Russian plural form', async () => {
    const { actions } = fakeActions();
    act(() => setAuthGroup(group(['one_click'])));
    act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, minAge: 21 }));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    await settle();
    ok(field(view.host, 'I confirm that I am 21 or older'));
    await act(async () => {
      setLanguage('ru');
      await whenTextsReady('ru');
    });
    ok(field(view.host, 'Подтверждаю, что мне исполнился 21 год'));
    act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, minAge: 18 }));
    ok(field(view.host, 'Подтверждаю, что мне исполнилось 18 лет'));
  });

  it('a password the server policy refuses (weak_password) shows the server reason on the password field', async () => {
    const { actions } = fakeActions({
      register: async (): Promise<ActionResult<RegistrationResponse>> => ({
        ok: false, error: 'This password is too common: choose another one', code: 'weak_password', field: 'password',
      }),
    });
    act(() => setAuthGroup(group(['full'])));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'E-mail'), 'ann@kickoff.test');
    type(field(host, 'Password'), 'password1');
    type(field(host, 'First name'), 'Ann');
    type(field(host, 'Last name'), 'Lee');
    type(field(host, 'Date of birth'), '1990-02-03');
    click(byRole(host, 'button', 'Sign up'));
    await settle();
    const password = field(host, 'Password');
    equal(password.getAttribute('aria-invalid'), 'true');
    ok(description(password).includes('This password is too common: choose another one'), description(password));
    equal(document.activeElement, password, 'focus on the password');
    equal(host.querySelector('[role="alert"]'), null, 'a field error, not a general alert');
  });

  it('a rate-limited registration says when to try again and holds Sign up until then', async () => {
    const replies: Array<ActionResult<RegistrationResponse>> = [
      { ok: false, error: 'Too many registrations: try again in 1 s', code: 'too_many_requests', retryAfter: 1 },
      { ok: true, value: { user_id: 9, login: '9', password: 'Gen-12345' } },
    ];
    const { actions, calls } = fakeActions({ register: async () => replies.shift() ?? { ok: false, error: 'x', code: null } });
    act(() => setAuthGroup(group(['one_click'])));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    click(field(host, AGE_BOX));
    click(byRole(host, 'button', 'Sign up'));
    await settle();
    const submit = byRole(host, 'button', 'Sign up') as HTMLButtonElement;
    ok(queryRole(host, 'alert', 'Too many attempts. Try again in 1 s'), 'the wait is told');
    equal(submit.disabled, true, 'held');
    equal(description(submit), 'Too many attempts. Try again in 1 s', 'the held button points at the reason');
    await waitFor(() => !submit.disabled, 'the wait to end');
    equal(host.querySelector('[role="alert"]'), null, 'the notice goes at 0');
    click(submit);
    await settle();
    equal(callsOf(calls, 'register').length, 2);
    ok(host.querySelector('[data-credential="login"]'), 'registered');
  });

  it('pay-and-play: the account starts at zero and the deposit started with the provider is paid on its page, linked', async () => {
    let done = 0;
    let left = 0;
    const { actions, calls } = fakeActions({
      register: async () => ({ ok: true, value: { user_id: 12, login: '+353871234567', deposit: { amount: 1500.5, currencyId: 3, iso: 'EUR', paymentId: 41, redirectUrl: '/demo-pay/checkout/dp_0123456789abcdef01234567?lng=en' } } }),
    });
    act(() => setAuthGroup(group(['pay-and-play'])));
    view = mount(<RegistrationForm onDone={() => done++} onLogin={noop} onLeave={() => left++} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'Phone number'), '871234567');
    type(field(host, 'Deposit amount'), '1500,5');
    click(field(host, AGE_BOX));
    click(byRole(host, 'button', 'Sign up'));
    await settle();
    const sent = callsOf(calls, 'register')[0]?.[0] as Record<string, unknown> | undefined;
    equal(sent?.['deposit_amount'], 1500.5);
    equal(sent?.['age_confirmed'], true);
    const heading = host.querySelector('h3');
    equal(heading?.textContent, 'Your account has been created');
    equal(document.activeElement, heading, 'focus on the notice');
    const text = host.textContent ?? '';
    ok(text.includes('Its balance is 0: no money has been taken or credited yet.'), text);
    ok(text.includes('Pay your deposit of 1,500.5 EUR on the payment provider\'s page: it is credited once the provider confirms it.'), text);
    equal(done, 0, 'waits for the player');
    const link = byRole(host, 'link', 'Go to payment');
    equal(link.getAttribute('href'), '/demo-pay/checkout/dp_0123456789abcdef01234567?lng=en');
    const stay = (e: Event) => e.preventDefault(); // the test page must not navigate
    document.addEventListener('click', stay);
    try {
      click(link);
    } finally {
      document.removeEventListener('click', stay);
    }
    equal(left, 1, 'following the link leaves the form (the modal closes)');
    click(byRole(host, 'button', 'Continue'));
    equal(done, 1);
  });

  it('the social tab shows the server error of a network and does not navigate', async () => {
    const { actions, calls } = fakeActions({
      loadSocialProviders: async () => ({ ok: true, value: [{ network: 'google', demo: false }] }),
      socialSignIn: async () => ({ ok: false, error: 'auth_provider_not_configured', code: 'provider_not_configured' }),
    });
    act(() => setAuthGroup(group(['social'])));
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    equal(queryRole(host, 'button', 'Sign up'), null, 'no submit for the social type');
    click(byRole(host, 'button', 'Sign up with Google'));
    await settle();
    ok(queryRole(host, 'alert', 'Sign-in with this network is not available at the moment'));
    equal(callsOf(calls, 'assign').length, 0);
  });
});
