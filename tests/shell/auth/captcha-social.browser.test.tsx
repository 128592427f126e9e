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

  it('shows the server error and does not navigate', async () => {
    const { actions, calls } = fakeActions({
      socialSignIn: async () => ({ ok: false, error: 'Google sign-in is not configured on this server.', code: 'provider_not_configured' }),
      assign: () => undefined,
    });
    view = mount(<SocialButtons />, actions);
    const { host } = view;
    ok(queryRole(host, 'button', 'Sign in with VK'), 'one button per configured network');
    click(byRole(host, 'button', 'Sign in with Google'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'socialSignIn')[0]), JSON.stringify(['google']));
    ok(queryRole(host, 'alert', 'Google sign-in is not configured on this server.'), 'server text shown');
    equal(callsOf(calls, 'assign').length, 0, 'no navigation');
    equal((byRole(host, 'button', 'Sign in with Google') as HTMLButtonElement).disabled, false, 'usable again');
  });

  it('leaves for the network on success, never for a non-web URL', async () => {
    const urls = ['https://accounts.example/oauth?state=1', 'javascript:alert(1)'];
    const { actions, calls } = fakeActions({
      socialSignIn: async () => ({ ok: true, value: { redirectUrl: urls.shift() ?? '' } }),
      assign: () => undefined,
    });
    view = mount(<SocialButtons />, actions);
    click(byRole(view.host, 'button', 'Sign in with Google'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'assign')), JSON.stringify([['https://accounts.example/oauth?state=1']]));
    click(byRole(view.host, 'button', 'Sign in with Google'));
    await settle();
    equal(callsOf(calls, 'assign').length, 1, 'javascript: refused');
    ok(view.host.querySelector('[role="alert"]'), 'with an error');
  });
});
