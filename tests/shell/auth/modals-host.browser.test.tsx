import { act } from 'react';
import { $modalStack, openModal } from '@kickoff/platform';
import { setCaptchaRequest } from '../../../platform/src/identity/stores';
import { resetPlatformState } from '../../support/platform-state';
import { Modals } from '../../../shell-parcels/src/modals/Modals';
import { AuthPageParcel } from '../../../shell-parcels/src/auth/AuthPageParcel';
import { equal, ok } from '../../support/assert';
import { byRole, callsOf, click, fakeActions, field, mount, press, settle, setRoute, type, useEnglish, waitFor, type Mounted } from './helpers';

const dialogs = (host: HTMLElement) => [...host.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute('aria-label'));

describe('Modal host', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    setRoute('sports');
  });
  afterEach(async () => {
    await settle();
    view?.unmount();
    view = null;
  });

  it('renders the real login form and draws the captcha step above it, keeping the form', async () => {
    const { actions, calls } = fakeActions({ cancelCaptcha: () => setCaptchaRequest(null) });
    view = mount(<Modals />, actions);
    const { host } = view;
    act(() => openModal('login'));
    await waitFor(() => dialogs(host).includes('Log in'), 'the login dialog');
    type(field(host, 'E-mail or account ID'), 'demo@kickoff.test');

    act(() => setCaptchaRequest({ challenge: { time: 1, image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E' }, error: null, busy: false }));
    await waitFor(() => dialogs(host).includes('Security check'), 'the captcha dialog');
    equal(dialogs(host).join(','), 'Log in,Security check', 'captcha above login');
    equal(field(host, 'E-mail or account ID').value, 'demo@kickoff.test', 'the login form kept its state');

    press('Escape');
    equal(callsOf(calls, 'cancelCaptcha').length, 1, 'Esc reaches only the top dialog');
    await waitFor(() => !dialogs(host).includes('Security check'), 'captcha closed');
    equal(dialogs(host).join(','), 'Log in', 'login still open');
    equal($modalStack.get().map((m) => m.id).join(','), 'login');
  });

  it('drops a captcha entry without a challenge', async () => {
    const { actions } = fakeActions();
    view = mount(<Modals />, actions);
    act(() => openModal('captcha'));
    await waitFor(() => $modalStack.get().length === 0, 'the empty captcha entry to go');
    equal(view.host.querySelector('[role="dialog"]'), null);
  });

  it('draws a notice with its text and an OK button that closes it (its code loads on the first notice)', async () => {
    const { actions } = fakeActions();
    view = mount(<Modals />, actions);
    const host = view.host;
    act(() => openModal('notice', { text: 'Plain notice text' }));
    await waitFor(() => dialogs(host).length > 0, 'the notice dialog');
    equal(dialogs(view.host).join(','), 'Information', 'the default title');
    equal(view.host.querySelector('[data-modal="notice"]')?.textContent, 'Plain notice text');
    click(byRole(view.host, 'button', 'OK'));
    equal($modalStack.get().length, 0);
    act(() => openModal('notice', { text: 'Second', title: 'Heads up' }));
    equal(dialogs(view.host).join(','), 'Heads up', 'a title of its own');
    click(byRole(view.host, 'button', 'Close'));
    equal($modalStack.get().length, 0);
  });

  it('never draws an empty notice: one without a text is logged and closed', async () => {
    const { actions } = fakeActions();
    view = mount(<Modals />, actions);
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args[0]);
    try {
      act(() => openModal('notice', { text: '  ' }));
      await waitFor(() => $modalStack.get().length === 0, 'the empty notice to close');
    } finally {
      console.error = error;
    }
    equal(view.host.querySelector('[role="dialog"]'), null);
    equal(JSON.stringify(logged), JSON.stringify(['notice dialog opened without a text']));
  });

  it('opens password recovery for a guest on home with showForgotPasswordModal=1', async () => {
    const { actions } = fakeActions();
    setRoute('home', '?showForgotPasswordModal=1');
    view = mount(<Modals />, actions);
    const { host } = view;
    await waitFor(() => dialogs(host).includes('Password recovery'), 'the recovery dialog');
    ok(field(host, 'E-mail, phone or account ID'), 'the real recovery form');
  });

  it('"Sign up" in the login modal replaces it with the registration modal', async () => {
    const { actions } = fakeActions();
    view = mount(<Modals />, actions);
    const { host } = view;
    act(() => openModal('login'));
    await waitFor(() => dialogs(host).includes('Log in'), 'the login dialog');
    click(byRole(host, 'button', 'Sign up'));
    equal($modalStack.get().map((m) => m.id).join(','), 'registration');
    await waitFor(() => dialogs(host).includes('Sign up'), 'the registration dialog');
    ok(host.querySelector('[role="tab"]'), 'the real registration form');
  });
});

describe('authPage parcel', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    setRoute('registration');
  });
  afterEach(async () => {
    await settle();
    view?.unmount();
    view = null;
  });

  it('renders the form chosen by the mode prop as a page, login for an unknown mode', async () => {
    const { actions } = fakeActions();
    view = mount(<AuthPageParcel mode="registration" />, actions);
    const page = () => view?.host.querySelector('.kk-auth-page');
    await waitFor(() => !!page(), 'the page');
    equal(page()?.getAttribute('data-mode'), 'registration');
    equal(view.host.querySelector('h1')?.textContent, 'Sign up');
    equal(view.host.querySelector('[role="dialog"]'), null, 'not a modal');
    view.rerender(<AuthPageParcel mode="nonsense" />);
    await waitFor(() => page()?.getAttribute('data-mode') === 'login', 'the login page');
    ok(field(view.host, 'E-mail or account ID'));
  });
});
