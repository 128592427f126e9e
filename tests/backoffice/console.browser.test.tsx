/**
 * The console against a stubbed staff API: the two-step sign-in with the server's errors in the form,
 * the frame showing only the member's sections, a 401 from any call returning to the sign-in form, a
 * malformed reply shown as an error with a retry, and the reason dialog that needs a reason and keeps the
 * call's error inside.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { ConsoleApp } from '../../backoffice/src/App';
import { $signInStep, $staff } from '../../backoffice/src/session/store';
import { startRouter } from '../../backoffice/src/routing/router';
import { ReasonDialog } from '../../backoffice/src/ui/Dialog';
import { equal, ok } from '../support/assert';
import { json, jsonApiError, stubFetch } from '../support/fetch-stub';
import { actUntil as until, mountRoot, typeInto, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ADMIN = { id: 6, email: 'admin@staff.kickoff.test', name: 'Ada Admin', roles: ['admin'], active: true, createdAt: '2026-01-01T00:00:00.000Z' };
const TRADER = { ...ADMIN, id: 1, email: 'trader@staff.kickoff.test', name: 'Tess Trader', roles: ['trader'] };

const byLabel = (host: HTMLElement, text: string): HTMLInputElement => {
  const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.startsWith(text));
  const input = label?.querySelector('input, textarea, select');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled ${text}`);
  return input;
};
const button = (host: ParentNode, name: string): HTMLButtonElement => {
  const found = [...host.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const submit = (host: ParentNode, name: string) => act(() => button(host, name).click());
const alertText = (host: ParentNode) => host.querySelector('[role="alert"]')?.textContent ?? '';

describe('console sign-in and frame', () => {
  let mounted: { host: HTMLElement; root: Root };
  let restore: () => void;
  let me: () => Response;
  let seen: string[];

  beforeEach(() => {
    history.replaceState(null, '', '/backoffice');
    startRouter();
    $staff.set({ status: 'loading' });
    $signInStep.set('password');
    seen = [];
    me = () => jsonApiError(401, 'staff_unauthorized', 'Sign in as staff first');
  });
  afterEach(() => {
    unmountRoot(mounted);
    restore();
  });

  it('password, then code: the server errors show in the form, then the frame shows only the member sections', async () => {
    let codes = 0;
    restore = stubFetch((url, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
      seen.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/staff-api/me') return me();
      if (url.pathname === '/staff-api/auth/password') {
        return body.password === 'right-password'
          ? json({ data: { step: 'totp', expiresAt: '2026-11-28T12:05:00.000Z' } })
          : jsonApiError(401, 'staff_credentials', 'Wrong e-mail or password');
      }
      if (url.pathname === '/staff-api/auth/totp') {
        codes += 1;
        return codes === 1 ? jsonApiError(401, 'staff_code_invalid', 'Wrong authenticator code') : json({ data: TRADER });
      }
      return json({}, 404);
    });
    mounted = mountRoot();
    act(() => mounted.root.render(<ConsoleApp />));
    const { host } = mounted;
    await until(() => host.querySelector('h1')?.textContent === 'Staff sign-in', 'the sign-in form');
    typeInto(byLabel(host, 'E-mail'), 'trader@staff.kickoff.test');
    typeInto(byLabel(host, 'Password'), 'wrong');
    submit(host, 'Continue');
    await until(() => alertText(host) === 'Wrong e-mail or password', 'the credentials error');
    typeInto(byLabel(host, 'Password'), 'right-password');
    submit(host, 'Continue');
    await until(() => host.querySelector('input[autocomplete="one-time-code"]') !== null, 'the code step');
    typeInto(byLabel(host, 'Authenticator code'), '12a3456');
    equal(byLabel(host, 'Authenticator code').value, '123456', 'only digits are kept');
    submit(host, 'Sign in');
    await until(() => alertText(host) === 'Wrong authenticator code', 'the code error');
    submit(host, 'Sign in');
    await until(() => host.querySelector('h1')?.textContent === 'Welcome, Tess Trader', 'the console start');
    const sections = [...host.querySelectorAll('nav a')].map((a) => a.textContent);
    ok(!sections.includes('Audit log') && !sections.includes('Staff'), `a trader sees no admin section: ${sections.join(', ')}`);
    equal(document.activeElement, host.querySelector('h1'), 'focus on the heading');
  });

  it('a 401 from any later call returns to the sign-in form; a malformed reply is an error with a retry', async () => {
    me = () => json({ data: ADMIN });
    let audit = 0;
    restore = stubFetch((url) => {
      if (url.pathname === '/staff-api/me') return me();
      if (url.pathname === '/staff-api/staff') return json({ data: [ADMIN] });
      if (url.pathname === '/staff-api/audit') {
        audit += 1;
        if (audit === 1) return json({ data: [{ id: 'not a number' }], meta: { next: null } });
        if (audit === 2) return json({ data: [], meta: { next: null } });
        return jsonApiError(401, 'staff_unauthorized', 'Sign in as staff first');
      }
      return json({}, 404);
    });
    history.replaceState(null, '', '/backoffice/audit');
    mounted = mountRoot();
    act(() => mounted.root.render(<ConsoleApp />));
    const { host } = mounted;
    await until(() => alertText(host).includes('does not understand'), 'the malformed reply error');
    submit(host, 'Try again');
    await until(() => host.querySelector('td.bo-empty') !== null, 'the empty log after the retry');
    const action = byLabel(host, 'Action');
    typeInto(action, 'staff.');
    submit(host, 'Apply');
    await until(() => host.querySelector('h1')?.textContent === 'Staff sign-in', 'back to the sign-in form');
    equal($staff.get().status, 'signed-out');
  });
});

describe('reason dialog', () => {
  let mounted: { host: HTMLElement; root: Root };
  afterEach(() => unmountRoot(mounted));

  it('needs a reason, shows the call error inside and stays open, closes only on success', async () => {
    const reasons: string[] = [];
    let fail = true;
    let closed = false;
    mounted = mountRoot();
    act(() =>
      mounted.root.render(
        <ReasonDialog
          title="Reject document 7"
          confirmLabel="Reject"
          onCancel={() => (closed = true)}
          onConfirm={async (reason) => {
            reasons.push(reason);
            if (fail) {
              fail = false;
              throw new Error('The document was decided meanwhile');
            }
            closed = true;
          }}
        />,
      ),
    );
    const dialog = document.querySelector('dialog');
    ok(dialog?.open, 'the dialog is open (modal)');
    const textarea = dialog!.querySelector('textarea')!;
    equal(document.activeElement, textarea, 'focus in the reason');
    submit(dialog!, 'Reject');
    equal(reasons.length, 0, 'no call without a reason');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(textarea, '  Blurred photo  ');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    submit(dialog!, 'Reject');
    await until(() => alertText(dialog!) === 'The document was decided meanwhile', 'the error inside the dialog');
    ok(!closed && dialog!.open, 'still open');
    submit(dialog!, 'Reject');
    await until(() => closed, 'closed after success');
    equal(reasons.join('|'), 'Blurred photo|Blurred photo', 'the reason trimmed');
  });
});
