import { act } from 'react';
import { $loginAttempts, $modalStack, closeModal, openModal, type ActionResult } from '@kickoff/platform';
import type { LoginOutcome } from '../../../platform/src/identity/contract';
import { setAuthGroup, setLoginAttempts } from '../../../platform/src/identity/stores';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../../../platform/src/stores/site-config';
import { resetPlatformState } from '../../support/platform-state';
import { LoginForm } from '../../../shell-parcels/src/auth/LoginForm';
import { LoginModal } from '../../../shell-parcels/src/auth/LoginModal';
import { equal, ok } from '../../support/assert';
import { byRole, callsOf, click, description, fakeActions, field, mount, queryRole, settle, setRoute, type, useEnglish, waitFor, type Mounted } from './helpers';

const noop = () => undefined;
const okLogin = async (): Promise<ActionResult<LoginOutcome>> => ({ ok: true, value: { status: 'ok', userId: 7 } });

describe('Login form', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    setRoute('home');
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('switches modes and calls login with the input of each mode', async () => {
    let succeeded = 0;
    const { actions, calls } = fakeActions({ login: okLogin });
    view = mount(<LoginForm onSuccess={() => succeeded++} onForgotPassword={noop} onRegister={noop} />, actions);
    const { host } = view;
    await settle();
    equal(host.querySelectorAll('[role="tab"]').length, 3, 'three mode tabs');

    type(field(host, 'E-mail or account ID'), 'demo@kickoff.test');
    type(field(host, 'Password'), 'Demo-2026!');
    click(field(host, 'Remember me'));
    click(byRole(host, 'button', 'Log in'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'login')[0]), JSON.stringify([{ mode: 'login_password', login: 'demo@kickoff.test', password: 'Demo-2026!', save: true }]));
    equal(succeeded, 1, 'success reported');

    click(byRole(host, 'tab', 'Phone and password'));
    equal(byRole(host, 'tab', 'Phone and password').getAttribute('aria-selected'), 'true');
    const code = field(host, 'Country code');
    equal(code.value, '+7', 'geo country code preselected');
    type(code, '+353');
    type(field(host, 'Phone number'), '87 123 4567');
    type(field(host, 'Password'), 'secret-pw');
    click(byRole(host, 'button', 'Log in'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'login')[1]), JSON.stringify([{ mode: 'phone_password', phoneCode: '+353', phone: '871234567', password: 'secret-pw', save: true }]));
  });

  it('checks empty fields before calling the server', async () => {
    const { actions, calls } = fakeActions({ login: okLogin });
    view = mount(<LoginForm onSuccess={noop} onForgotPassword={noop} onRegister={noop} />, actions);
    await settle();
    click(byRole(view.host, 'button', 'Log in'));
    await settle();
    equal(callsOf(calls, 'login').length, 0, 'no call with empty fields');
    const login = field(view.host, 'E-mail or account ID');
    equal(login.getAttribute('aria-invalid'), 'true');
    equal(description(login), 'Fill in this field');
    equal(document.activeElement, login, 'focus on the first invalid field');
  });

  it('shows the server error and the attempt counter, and blocks a double submit', async () => {
    let release: (r: ActionResult<LoginOutcome>) => void = noop;
    const { actions, calls } = fakeActions({
      login: () => {
        setLoginAttempts($loginAttempts.get() + 1);
        return new Promise((resolve) => (release = resolve));
      },
    });
    view = mount(<LoginForm onSuccess={noop} onForgotPassword={noop} onRegister={noop} />, actions);
    await settle();
    const { host } = view;
    type(field(host, 'E-mail or account ID'), 'demo@kickoff.test');
    type(field(host, 'Password'), 'wrong');
    const submit = host.querySelector<HTMLButtonElement>('button[type="submit"]');
    act(() => {
      submit?.click();
      submit?.click();
    });
    act(() => host.querySelector('form')?.requestSubmit());
    equal(callsOf(calls, 'login').length, 1, 'one request while busy');
    equal(submit?.disabled, true, 'submit disabled while busy');
    await act(async () => release({ ok: false, error: 'auth_wrong_credentials', code: 'wrong_credentials' }));
    await settle();
    equal(byRole(host, 'alert', 'Wrong login or password').textContent, 'Wrong login or password', 'i18n key translated');
    equal(host.querySelector('.kk-auth__attempts')?.textContent, 'Attempt 1');
    equal(submit?.disabled, false);

    click(submit);
    await act(async () => release({ ok: false, error: 'Account locked: call support.', code: null }));
    await settle();
    ok(queryRole(host, 'alert', 'Account locked: call support.'), 'server text shown as written');
    equal(host.querySelector('.kk-auth__attempts')?.textContent, 'Attempt 2');
  });

  it('asks for the two-step code when login answers two_step_required', async () => {
    let succeeded = 0;
    const replies: Array<ActionResult<LoginOutcome>> = [
      { ok: true, value: { status: 'two_step_required', channel: 'sms', demoCode: '654321' } },
      { ok: true, value: { status: 'ok', userId: 7 } },
    ];
    const { actions, calls } = fakeActions({ login: async () => replies.shift() ?? { ok: false, error: 'x', code: null } });
    view = mount(<LoginForm onSuccess={() => succeeded++} onForgotPassword={noop} onRegister={noop} />, actions);
    await settle();
    const { host } = view;
    type(field(host, 'E-mail or account ID'), 'demo@kickoff.test');
    type(field(host, 'Password'), 'Demo-2026!');
    click(byRole(host, 'button', 'Log in'));
    await settle();
    equal(succeeded, 0, 'not signed in yet');
    equal(host.querySelector('form')?.getAttribute('data-step'), 'login_password_two_step_code');
    ok(host.textContent?.includes('We sent a confirmation code by SMS.'));
    ok(host.querySelector('[role="note"]')?.textContent?.includes('Demo: code 654321'), 'demo hint');
    const code = field(host, 'Confirmation code');
    equal(document.activeElement, code, 'focus moves to the code');
    type(code, '654321');
    click(byRole(host, 'button', 'Confirm'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'login')[1]), JSON.stringify([{ mode: 'login_password_two_step_code', code: '654321', save: false }]));
    equal(succeeded, 1);
  });

  it('SMS mode sends a code, shows the demo hint and the resend countdown, then logs in with the code', async () => {
    const { actions, calls } = fakeActions({
      sendLoginSms: async () => ({ ok: true, value: { expiresIn: 300, demoCode: '123456' } }),
      login: okLogin,
    });
    act(() => setAuthGroup({ socialNetworks: [], loginModes: ['sms'], registrationTypes: ['one_click'], captchaAfterAttempts: 3 }));
    view = mount(<LoginForm onSuccess={noop} onForgotPassword={noop} onRegister={noop} />, actions);
    const { host } = view;
    await settle();
    equal(host.querySelectorAll('[role="tab"]').length, 0, 'only the configured mode: no tabs');
    equal(host.querySelector('form')?.getAttribute('data-step'), 'sms');
    type(field(host, 'Phone number'), '9001234567');
    click(byRole(host, 'button', 'Send code'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'sendLoginSms')[0]), JSON.stringify(['+7', '9001234567']));
    ok(host.querySelector('[role="note"]')?.textContent?.includes('Demo: code 123456'), 'demo-only hint shown');
    ok(host.querySelector('[role="note"]')?.textContent?.includes('Demo only'), 'labelled as demo');
    const resend = byRole(host, 'button', /^Send again in \d+ s$/) as HTMLButtonElement;
    equal(resend.disabled, true, 'resend waits for the countdown');
    ok(/in (60|59) s/.test(resend.textContent ?? ''), `60 s countdown: ${resend.textContent}`);
    type(field(host, 'SMS code'), '123456');
    click(byRole(host, 'button', 'Log in'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'login')[0]), JSON.stringify([{ mode: 'sms', code: '123456' }]));
  });

  it('a rate-limited SMS request says "Try again in N s" and holds Send code with a live countdown to 0', async () => {
    const replies: Array<ActionResult<{ expiresIn: number; demoCode?: string }>> = [
      { ok: false, error: 'Too many code requests: try again in 2 s', code: 'too_many_requests', retryAfter: 2 },
      { ok: true, value: { expiresIn: 300 } },
    ];
    const { actions, calls } = fakeActions({ sendLoginSms: async () => replies.shift() ?? { ok: false, error: 'x', code: null } });
    act(() => setAuthGroup({ socialNetworks: [], loginModes: ['sms'], registrationTypes: ['one_click'], captchaAfterAttempts: 3 }));
    view = mount(<LoginForm onSuccess={noop} onForgotPassword={noop} onRegister={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'Phone number'), '9001234567');
    click(byRole(host, 'button', 'Send code'));
    await settle();
    const send = byRole(host, 'button', 'Send code') as HTMLButtonElement;
    const notice = () => host.querySelector('[role="alert"]');
    equal(notice()?.textContent, 'Too many attempts. Try again in 2 s', 'the shell text, not the server sentence');
    equal(notice()?.querySelector('[role="timer"]')?.textContent, 'Try again in 2 s', 'the ticking part is a timer (not re-announced each second)');
    equal(send.disabled, true, 'send held');
    equal(description(send), 'Too many attempts. Try again in 2 s');
    equal(field(host, 'Phone number').getAttribute('aria-invalid'), null, 'not a problem of the phone');
    await waitFor(() => notice()?.textContent === 'Too many attempts. Try again in 1 s', 'the countdown to tick');
    equal(send.disabled, true, 'still held at 1 s');
    await waitFor(() => notice() === null, 'the countdown to reach 0');
    equal(send.disabled, false, 'free again at 0');
    equal(send.getAttribute('aria-describedby'), null);
    click(send);
    await settle();
    equal(callsOf(calls, 'sendLoginSms').length, 2);
    ok(field(host, 'SMS code'), 'the code step once the server sent it');
  });

  it('two-step: too many wrong codes hold Confirm; a rate-limited password login (it sends the code) holds Log in', async () => {
    const replies: Array<ActionResult<LoginOutcome>> = [
      { ok: true, value: { status: 'two_step_required', channel: 'email' } },
      { ok: false, error: 'Too many wrong codes: try again in 45 s', code: 'too_many_attempts', retryAfter: 45 },
      { ok: false, error: 'Too many code requests: try again in 30 s', code: 'too_many_requests', retryAfter: 30 },
    ];
    const { actions, calls } = fakeActions({ login: async () => replies.shift() ?? { ok: false, error: 'x', code: null } });
    act(() => setAuthGroup({ socialNetworks: [], loginModes: ['login_password'], registrationTypes: ['one_click'], captchaAfterAttempts: 3 }));
    view = mount(<LoginForm onSuccess={noop} onForgotPassword={noop} onRegister={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'E-mail or account ID'), 'twostep@kickoff.test');
    type(field(host, 'Password'), 'Demo-2026!');
    click(byRole(host, 'button', 'Log in'));
    await settle();
    type(field(host, 'Confirmation code'), '000000');
    click(byRole(host, 'button', 'Confirm'));
    await settle();
    ok(queryRole(host, 'alert', 'Too many attempts. Try again in 45 s'));
    equal((byRole(host, 'button', 'Confirm') as HTMLButtonElement).disabled, true, 'Confirm held');
    click(byRole(host, 'button', 'Confirm'));
    await settle();
    equal(callsOf(calls, 'login').length, 2, 'a held button sends nothing');
    click(byRole(host, 'button', 'Back'));
    const login = byRole(host, 'button', 'Log in') as HTMLButtonElement;
    equal(login.disabled, false, 'back at the password: that wait belonged to the code');
    click(login);
    await settle();
    ok(queryRole(host, 'alert', 'Too many attempts. Try again in 30 s'));
    equal((byRole(host, 'button', 'Log in') as HTMLButtonElement).disabled, true, 'Log in held');
  });

  it('in the modal: "Forgot password?" opens the recovery modal, "Sign up" is offered, success closes', async () => {
    const { actions } = fakeActions({ login: okLogin });
    act(() => openModal('login'));
    view = mount(<LoginModal />, actions);
    await settle();
    const { host } = view;
    ok(host.querySelector('[role="dialog"][aria-label="Log in"]'), 'dialog named');
    ok(queryRole(host, 'button', 'Sign up'), 'registration link shown');
    click(byRole(host, 'button', 'Forgot password?'));
    equal($modalStack.get().map((m) => m.id).join(','), 'login,forgot-password');
    act(() => closeModal('forgot-password'));
    type(field(host, 'E-mail or account ID'), 'demo@kickoff.test');
    type(field(host, 'Password'), 'Demo-2026!');
    click(byRole(host, 'button', 'Log in'));
    await settle();
    equal($modalStack.get().length, 0, 'closed after success');
  });

  it('hides the registration link when registration may not start', async () => {
    const { actions } = fakeActions();
    act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, isVipDomain: true }));
    view = mount(<LoginForm onSuccess={noop} onForgotPassword={noop} onRegister={noop} />, actions);
    await settle();
    equal(queryRole(view.host, 'button', 'Sign up'), null);
  });
});
