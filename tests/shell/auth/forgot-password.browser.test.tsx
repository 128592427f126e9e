import { act } from 'react';
import { $modalStack, openModal, type ActionResult } from '@kickoff/platform';
import { resetPlatformState } from '../../support/platform-state';
import { ForgotPassword } from '../../../shell-parcels/src/auth/ForgotPassword';
import { ForgotPasswordModal } from '../../../shell-parcels/src/auth/ForgotPasswordModal';
import { equal, ok } from '../../support/assert';
import { byRole, callsOf, click, description, fakeActions, field, mount, queryRole, settle, type, useEnglish, waitFor, type Mounted } from './helpers';

const noop = () => undefined;

describe('Forgot password', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('tells a wrong code from an expired one, offers a new code, and reaches success', async () => {
    const codeReplies: Array<ActionResult<{ resetToken: string }>> = [
      { ok: false, error: 'auth_code_wrong', code: 'code_wrong', field: 'code' },
      { ok: false, error: 'auth_code_expired', code: 'code_expired', field: 'code' },
      { ok: true, value: { resetToken: 'reset-1' } },
    ];
    let demo = 0;
    let loggedIn = 0;
    const { actions, calls } = fakeActions({
      forgotPasswordCall: async () => ({ ok: true, value: { channel: 'email', expiresIn: 600, demoCode: `11111${demo++}` } }),
      forgotPasswordCode: async () => codeReplies.shift() ?? { ok: false, error: 'x', code: null },
      forgotPasswordSave: async () => ({ ok: true, value: undefined }),
    });
    view = mount(<ForgotPassword onExit={noop} onLogin={() => loggedIn++} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'E-mail, phone or account ID'), 'demo@kickoff.test');
    click(byRole(host, 'button', 'Send code'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'forgotPasswordCall')[0]), JSON.stringify(['demo@kickoff.test']));
    ok(host.textContent?.includes('We sent the code to your e-mail.'));
    ok(host.querySelector('[role="note"]')?.textContent?.includes('Demo: code 111110'), 'demo hint');

    type(field(host, 'Confirmation code'), '000000');
    click(byRole(host, 'button', 'Confirm'));
    await settle();
    const wrong = host.querySelector('[data-code-state]');
    equal(wrong?.getAttribute('data-code-state'), 'wrong');
    equal(wrong?.textContent, 'Wrong code. Check it and try again.');
    equal(queryRole(host, 'button', 'Send a new code'), null, 'a wrong code does not offer a new one');
    ok(description(field(host, 'Confirmation code')).includes('Wrong code'), 'linked to the field');

    click(byRole(host, 'button', 'Confirm'));
    await settle();
    const expired = host.querySelector('[data-code-state]');
    equal(expired?.getAttribute('data-code-state'), 'expired');
    equal(expired?.textContent, 'The code has expired.');
    click(byRole(host, 'button', 'Send a new code'));
    await settle();
    equal(callsOf(calls, 'forgotPasswordCall').length, 2, 'a new code was requested');
    ok(host.querySelector('[role="note"]')?.textContent?.includes('Demo: code 111111'), 'the new demo code');
    equal(host.querySelector('[data-code-state]'), null, 'old message cleared');

    type(field(host, 'Confirmation code'), '111111');
    click(byRole(host, 'button', 'Confirm'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'forgotPasswordCode')[2]), JSON.stringify(['demo@kickoff.test', '111111']));
    ok(host.textContent?.includes('Code confirmed'), 'approve step');

    type(field(host, 'New password'), 'New-pass-1');
    type(field(host, 'Repeat the password'), 'New-pass-2');
    click(byRole(host, 'button', 'Save password'));
    await settle();
    equal(callsOf(calls, 'forgotPasswordSave').length, 0, 'mismatch caught on the client');
    equal(description(field(host, 'Repeat the password')), 'The passwords do not match');
    type(field(host, 'Repeat the password'), 'New-pass-1');
    click(byRole(host, 'button', 'Save password'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'forgotPasswordSave')[0]), JSON.stringify(['reset-1', 'New-pass-1']));
    ok(host.textContent?.includes('Your password has been changed.'));
    click(byRole(host, 'button', 'Log in'));
    equal(loggedIn, 1);
  });

  it('a failed save ends on the error step, whose Close exits', async () => {
    let exited = 0;
    const { actions } = fakeActions({
      forgotPasswordCall: async () => ({ ok: true, value: { channel: 'sms', expiresIn: 600 } }),
      forgotPasswordCode: async () => ({ ok: true, value: { resetToken: 't' } }),
      forgotPasswordSave: async () => ({ ok: false, error: 'Reset link is no longer valid.', code: 'reset_expired' }),
    });
    view = mount(<ForgotPassword onExit={() => exited++} onLogin={noop} />, actions);
    const { host } = view;
    type(field(host, 'E-mail, phone or account ID'), '+79001234567');
    click(byRole(host, 'button', 'Send code'));
    await settle();
    equal(host.querySelector('[role="note"]'), null, 'no demo hint without a demo code');
    type(field(host, 'Confirmation code'), '1234');
    click(byRole(host, 'button', 'Confirm'));
    await settle();
    type(field(host, 'New password'), 'New-pass-1');
    type(field(host, 'Repeat the password'), 'New-pass-1');
    click(byRole(host, 'button', 'Save password'));
    await settle();
    ok(queryRole(host, 'alert', 'Reset link is no longer valid.'));
    click(byRole(host, 'button', 'Close'));
    equal(exited, 1);
  });

  it('in the modal, success "Log in" replaces recovery with the login modal', async () => {
    const { actions } = fakeActions({
      forgotPasswordCall: async () => ({ ok: true, value: { channel: 'sms', expiresIn: 600 } }),
      forgotPasswordCode: async () => ({ ok: true, value: { resetToken: 't' } }),
      forgotPasswordSave: async () => ({ ok: true, value: undefined }),
    });
    act(() => openModal('forgot-password'));
    view = mount(<ForgotPasswordModal />, actions);
    const { host } = view;
    type(field(host, 'E-mail, phone or account ID'), '123456');
    click(byRole(host, 'button', 'Send code'));
    await settle();
    type(field(host, 'Confirmation code'), '1234');
    click(byRole(host, 'button', 'Confirm'));
    await settle();
    type(field(host, 'New password'), 'New-pass-1');
    type(field(host, 'Repeat the password'), 'New-pass-1');
    click(byRole(host, 'button', 'Save password'));
    await settle();
    click(byRole(host, 'button', 'Log in'));
    equal($modalStack.get().map((m) => m.id).join(','), 'login');
  });

  it('a rate-limited code request says when to try again and holds Send code until then', async () => {
    const replies: Array<ActionResult<{ channel: 'email' | 'sms'; expiresIn: number; demoCode?: string }>> = [
      { ok: false, error: 'Too many code requests: try again in 1 s', code: 'too_many_requests', retryAfter: 1 },
      { ok: true, value: { channel: 'sms', expiresIn: 600 } },
    ];
    const { actions, calls } = fakeActions({ forgotPasswordCall: async () => replies.shift() ?? { ok: false, error: 'x', code: null } });
    view = mount(<ForgotPassword onExit={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'E-mail, phone or account ID'), '+7 900 123-45-67');
    click(byRole(host, 'button', 'Send code'));
    await settle();
    const send = byRole(host, 'button', 'Send code') as HTMLButtonElement;
    ok(queryRole(host, 'alert', 'Too many attempts. Try again in 1 s'), 'the wait is told');
    equal(field(host, 'E-mail, phone or account ID').getAttribute('aria-invalid'), null, 'not a problem of the login');
    equal(send.disabled, true);
    await waitFor(() => !send.disabled, 'the wait to end');
    equal(host.querySelector('[role="alert"]'), null);
    click(send);
    await settle();
    equal(callsOf(calls, 'forgotPasswordCall').length, 2);
    ok(host.textContent?.includes('We sent the code by SMS.'));
  });

  it('a new password the policy refuses shows the server reason on the field; the same code step saves the next one', async () => {
    const saves: Array<ActionResult> = [
      { ok: false, error: 'The password must not be a straight run of characters', code: 'weak_password', field: 'password' },
      { ok: true, value: undefined },
    ];
    const { actions, calls } = fakeActions({
      forgotPasswordCall: async () => ({ ok: true, value: { channel: 'email', expiresIn: 600 } }),
      forgotPasswordCode: async () => ({ ok: true, value: { resetToken: 'reset-1' } }),
      forgotPasswordSave: async () => saves.shift() ?? { ok: false, error: 'x', code: null },
    });
    view = mount(<ForgotPassword onExit={noop} onLogin={noop} />, actions);
    const { host } = view;
    await settle();
    type(field(host, 'E-mail, phone or account ID'), 'demo@kickoff.test');
    click(byRole(host, 'button', 'Send code'));
    await settle();
    type(field(host, 'Confirmation code'), '123456');
    click(byRole(host, 'button', 'Confirm'));
    await settle();
    type(field(host, 'New password'), 'abcdefgh');
    type(field(host, 'Repeat the password'), 'abcdefgh');
    click(byRole(host, 'button', 'Save password'));
    await settle();
    const password = field(host, 'New password');
    equal(password.getAttribute('aria-invalid'), 'true');
    ok(description(password).includes('The password must not be a straight run of characters'), description(password));
    equal(host.querySelector('form')?.getAttribute('data-step'), 'save', 'stays on the save step');
    type(field(host, 'New password'), 'Fresh-Pass-1');
    type(field(host, 'Repeat the password'), 'Fresh-Pass-1');
    click(byRole(host, 'button', 'Save password'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'forgotPasswordSave')[1]), JSON.stringify(['reset-1', 'Fresh-Pass-1']), 'the reset token is used again');
    ok(host.textContent?.includes('Your password has been changed'));
  });
});
