import { act } from 'react';
import type { CaptchaRequestState } from '../../../platform/src/identity/contract';
import { setAuthGroup, setCaptchaRequest } from '../../../platform/src/identity/stores';
import { resetPlatformState } from '../../support/platform-state';
import { CaptchaModal } from '../../../shell-parcels/src/auth/CaptchaModal';
import { SocialButtons } from '../../../shell-parcels/src/auth/SocialButtons';
import { equal, ok } from '../../support/assert';
import { byRole, callsOf, click, fakeActions, field, mount, press, queryRole, settle, type, useEnglish, type Mounted } from './helpers';

const challenge = (time: number): CaptchaRequestState => ({ challenge: { time, image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E' }, error: null, busy: false });

describe('Captcha modal', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    act(() => setCaptchaRequest(challenge(1)));
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('submits the answer, shows the wrong-answer error and asks for a new picture', async () => {
    const { actions, calls } = fakeActions({
      submitCaptcha: async () => {
        setCaptchaRequest({ ...challenge(2), error: 'auth_captcha_wrong' });
      },
      refreshCaptcha: async () => {
        setCaptchaRequest(challenge(3));
      },
      cancelCaptcha: () => undefined,
    });
    view = mount(<CaptchaModal />, actions);
    const { host } = view;
    const img = host.querySelector('img');
    equal(img?.getAttribute('alt'), 'Captcha: solve the sum');
    ok(img?.getAttribute('src')?.startsWith('data:image/svg+xml'), 'the challenge picture');
    click(byRole(host, 'button', 'Continue'));
    equal(callsOf(calls, 'submitCaptcha').length, 0, 'an empty answer is not sent');
    type(field(host, 'Answer'), ' 7 ');
    click(byRole(host, 'button', 'Continue'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'submitCaptcha')[0]), JSON.stringify(['7']));
    ok(queryRole(host, 'alert', 'Wrong answer. Please try again.'), 'wrong answer shown');
    equal(field(host, 'Answer').value, '', 'a new picture clears the answer');
    click(byRole(host, 'button', 'New picture'));
    await settle();
    equal(callsOf(calls, 'refreshCaptcha').length, 1);
  });

  it('ignores an outside click; Esc and Cancel call cancelCaptcha', async () => {
    const { actions, calls } = fakeActions({ cancelCaptcha: () => undefined });
    view = mount(<CaptchaModal />, actions);
    const { host } = view;
    act(() => {
      host.querySelector('.kk-modal')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    equal(callsOf(calls, 'cancelCaptcha').length, 0, 'outside click ignored');
    press('Escape');
    equal(callsOf(calls, 'cancelCaptcha').length, 1, 'Esc cancels');
    click(byRole(host, 'button', 'Cancel'));
    equal(callsOf(calls, 'cancelCaptcha').length, 2);
  });

  it('renders nothing without a challenge', () => {
    act(() => setCaptchaRequest(null));
    const { actions } = fakeActions();
    view = mount(<CaptchaModal />, actions);
    equal(view.host.innerHTML, '');
  });
});

describe('Social buttons', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    act(() => setAuthGroup({ socialNetworks: ['google', 'vk'], loginModes: ['login_password'], registrationTypes: ['one_click'], captchaAfterAttempts: 3 }));
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  const providers = (...networks: string[]) => async () => ({ ok: true as const, value: networks.map((network) => ({ network, demo: false })) });

  it('shows only the networks the server has a provider for; none: no social block at all', async () => {
    const { actions } = fakeActions({ loadSocialProviders: providers('vk', 'telegram') });
    view = mount(<SocialButtons />, actions);
    await settle();
    ok(queryRole(view.host, 'button', 'Sign in with VK'), 'VK: in the group and configured');
    equal(queryRole(view.host, 'button', 'Sign in with Google'), null, 'Google: in the group, not configured');
    equal(queryRole(view.host, 'button', 'Sign in with Telegram'), null, 'Telegram: configured, not in the group');
    view.unmount();
    const none = fakeActions({ loadSocialProviders: providers() });
    view = mount(<SocialButtons />, none.actions);
    await settle();
    equal(view.host.innerHTML, '', 'no providers: nothing');
    view.unmount();
    const failed = fakeActions({ loadSocialProviders: async () => ({ ok: false, error: 'main_network_error', code: null }) });
    view = mount(<SocialButtons purpose="registration" />, failed.actions);
    await settle();
    equal(view.host.innerHTML, '', 'an unknown list: nothing');
  });

  it('names the demo identity provider and starts a registration coming back home from the auth pages', async () => {
    const { actions, calls } = fakeActions({
      loadSocialProviders: async () => ({ ok: true, value: [{ network: 'google', demo: true }] }),
      socialSignIn: async () => ({ ok: true, value: { redirectUrl: 'http://localhost/demo-idp/authorize?state=1' } }),
      assign: () => undefined,
    });
    const before = window.location.href;
    window.history.replaceState(null, '', '/en/registration?social_error=denied');
    try {
      view = mount(<SocialButtons purpose="registration" />, actions);
      await settle();
      ok(queryRole(view.host, 'alert', 'Sign-in was cancelled on the provider’s page.'), 'the callback’s error, translated');
      click(byRole(view.host, 'button', 'Sign up with Google (Demo ID)'));
      await settle();
      equal(JSON.stringify(callsOf(calls, 'socialSignIn')[0]), JSON.stringify(['google', { mode: 'register', returnUrl: '/en/' }]));
      equal(JSON.stringify(callsOf(calls, 'assign')), JSON.stringify([['http://localhost/demo-idp/authorize?state=1']]));
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('shows the server error and does not navigate', async () => {
    const { actions, calls } = fakeActions({
      loadSocialProviders: providers('google', 'vk'),
      socialSignIn: async () => ({ ok: false, error: 'Google sign-in is not configured on this server.', code: 'provider_not_configured' }),
      assign: () => undefined,
    });
    view = mount(<SocialButtons />, actions);
    await settle();
    const { host } = view;
    ok(queryRole(host, 'button', 'Sign in with VK'), 'one button per configured network');
    click(byRole(host, 'button', 'Sign in with Google'));
    await settle();
    equal(callsOf(calls, 'socialSignIn')[0]?.[0], 'google');
    ok(queryRole(host, 'alert', 'Google sign-in is not configured on this server.'), 'server text shown');
    equal(callsOf(calls, 'assign').length, 0, 'no navigation');
    equal((byRole(host, 'button', 'Sign in with Google') as HTMLButtonElement).disabled, false, 'usable again');
  });

  it('leaves for the network on success, never for a non-web URL', async () => {
    const urls = ['https://accounts.example/oauth?state=1', 'javascript:alert(1)'];
    const { actions, calls } = fakeActions({
      loadSocialProviders: providers('google'),
      socialSignIn: async () => ({ ok: true, value: { redirectUrl: urls.shift() ?? '' } }),
      assign: () => undefined,
    });
    view = mount(<SocialButtons />, actions);
    await settle();
    click(byRole(view.host, 'button', 'Sign in with Google'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'assign')), JSON.stringify([['https://accounts.example/oauth?state=1']]));
    click(byRole(view.host, 'button', 'Sign in with Google'));
    await settle();
    equal(callsOf(calls, 'assign').length, 1, 'javascript: refused');
    ok(view.host.querySelector('[role="alert"]'), 'with an error');
  });
});
