/**
 * The office security screen against a stubbed fetch: the protection level band and methods, the
 * password form (its own checks before any call, the server's refusal on the named field, success with
 * the ended sessions), two-step on with the password, phone binding by code (the demo code shown), the
 * recent events, and a failed load with retry. Also the documents screen's upload refusals and status.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { actUntil, typeInto, mountRoot, unmountRoot } from '../support/react';
import { SecurityScreen } from '../../office-parcel/src/security/security-screen';
import { VerificationScreen } from '../../office-parcel/src/security/documents-screens';
import type { SecurityState } from '../../office-parcel/src/contracts/security';
import type { DocumentsResponse } from '../../office-parcel/src/contracts/documents';
import { equal, ok } from '../support/assert';
import { json } from '../support/fetch-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Call {
  path: string;
  method: string;
  body: unknown;
}
type Handler = (call: Call) => Response;
const refusal = (status: number, code: string, pointer?: string) =>
  json({ errors: [{ status: String(status), code, detail: code, ...(pointer ? { source: { pointer } } : {}) }] }, status);

/** A signed-in player's token as the identity runtime reads it (claims only; the stub never checks the signature). */
const b64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify({ sub: '10000001', exp: 4_102_444_800 }))}.signature`;

const STATE: SecurityState = {
  protectionLevel: 60,
  protectionStatus: 'normal',
  protectionMethods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: true, enable_security_question: false, enable_email_auth: true },
  activationType: 2,
  email: 'demo@kickoff.test',
  phone: { code: '+7', number: '9001234567' },
  changedPassDayCount: null,
  secretQuestion: null,
  events: [],
};

describe('office security screen', () => {
  let host: HTMLElement;
  let root: Root;
  let handler: Handler;
  let calls: Call[];
  const realFetch = window.fetch;

  const q = <E extends Element>(selector: string) => host.querySelector<E>(selector);
  const section = (title: string) => [...host.querySelectorAll<HTMLElement>('section')].find((s) => s.querySelector('h2')?.textContent === title);
  const input = (scope: HTMLElement | undefined, label: string) => {
    const l = [...(scope?.querySelectorAll('label') ?? [])].find((x) => x.textContent === label);
    return l ? (host.querySelector<HTMLInputElement>(`#${CSS.escape(l.htmlFor)}`) ?? undefined) : undefined;
  };
  const button = (scope: HTMLElement | undefined, name: string) => [...(scope?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
  const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path.endsWith(path));

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      const raw = init?.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const call = { path: url.pathname, method: init?.method ?? 'GET', body };
      // After a change the screen reads the user config again (the identity runtime asks for a token first).
      if (url.pathname === '/web-api/user/gettoken') return json({ data: { token: TOKEN } });
      calls.push(call);
      return handler(call);
    }) as typeof fetch;
    ({ host, root } = mountRoot());
    act(() => setSessionUser(10000001));
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  it('shows the protection band, the methods and no events', async () => {
    handler = (call) => (call.path === '/web-api/office/security/state' ? json({ state: STATE }) : json({}, 404));
    act(() => root.render(<SecurityScreen />));
    await actUntil(() => q('meter') !== null, 'the level');
    equal(q('h1')?.textContent, 'Security');
    equal(q<HTMLMeterElement>('meter')?.value, 60);
    equal(q('meter')?.getAttribute('aria-label'), 'Account protection level');
    ok(q('[data-band="normal"]')?.textContent?.includes('Normal · 60 of 100'));
    equal(q('[data-method="enable_phone_binding"]')?.getAttribute('data-on'), 'true');
    ok(q('[data-method="enable_two_factor_auth"]')?.textContent?.includes('Two-step sign-in: off'), 'the state is in the accessible text');
    ok(host.textContent?.includes('No changes yet.'));
  });

  it('password change: the form checks first, shows the server refusal on its field, then the success', async () => {
    let reply: Response = refusal(400, 'wrong_password', '/currentPassword');
    handler = (call) => {
      if (call.path === '/web-api/office/security/state') return json({ state: STATE });
      if (call.path === '/web-api/office/security/password') return reply;
      return json({}, 404);
    };
    act(() => root.render(<SecurityScreen />));
    await actUntil(() => section('Change password') !== undefined, 'the form');
    const form = section('Change password');
    const current = input(form, 'Current password');
    const next = input(form, 'New password');
    const repeat = input(form, 'Repeat the new password');
    ok(current && next && repeat, 'labelled fields');
    if (!current || !next || !repeat) return;

    typeInto(current, 'Old-pass-1');
    typeInto(next, 'short');
    typeInto(repeat, 'other');
    act(() => button(form, 'Change password')?.click());
    await actUntil(() => next.getAttribute('aria-invalid') === 'true', 'the own checks');
    ok(form?.textContent?.includes('At least 8 characters'));
    ok(form?.textContent?.includes('The passwords do not match'));
    equal(posts('/security/password').length, 0, 'nothing sent');

    typeInto(next, 'Blue-harbour-77');
    typeInto(repeat, 'Blue-harbour-77');
    act(() => button(form, 'Change password')?.click());
    await actUntil(() => current.getAttribute('aria-invalid') === 'true', 'the refusal on the current password');
    ok(form?.textContent?.includes('Wrong password'));
    equal(document.getElementById(current.getAttribute('aria-describedby') ?? '')?.textContent, 'Wrong password', 'described by its error');
    const sent = posts('/security/password')[0]?.body;
    equal(JSON.stringify(sent), JSON.stringify({ currentPassword: 'Old-pass-1', newPassword: 'Blue-harbour-77' }));

    reply = json({
      state: { ...STATE, protectionLevel: 70, protectionStatus: 'good', changedPassDayCount: 0, events: [{ at: '2026-11-23T10:00:00.000Z', kind: 'password_changed', ip: '127.0.0.1' }] },
      endedSessions: 2,
    });
    typeInto(current, 'Demo-2026!');
    act(() => button(form, 'Change password')?.click());
    await actUntil(() => form?.querySelector('[role="status"]')?.textContent === 'Password changed. Other sessions ended: 2.', 'the success');
    equal(current.value, '', 'the fields are emptied');
    equal(q<HTMLMeterElement>('meter')?.value, 70);
    ok(q('[data-event="password_changed"]')?.textContent?.includes('127.0.0.1'));
  });

  it('two-step on with the password; phone binding by code shows the demo code and the bound phone', async () => {
    const unbound: SecurityState = { ...STATE, phone: null, activationType: 1, protectionMethods: { ...STATE.protectionMethods, enable_phone_binding: false } };
    handler = (call) => {
      switch (call.path) {
        case '/web-api/office/security/state':
          return json({ state: unbound });
        case '/web-api/office/security/two-step/on':
          return json({ state: { ...unbound, protectionMethods: { ...unbound.protectionMethods, enable_two_factor_auth: true } } });
        case '/web-api/office/security/phone/code':
          return json({ expiresIn: 300, sentTo: '+7900*****01', demoCode: '424242' });
        case '/web-api/office/security/phone/bind':
          return (call.body as { code: string }).code === '424242'
            ? json({ state: { ...unbound, phone: { code: '+7', number: '9005550101' }, activationType: 2 } })
            : refusal(400, 'code_wrong');
        default:
          return json({}, 404);
      }
    };
    act(() => root.render(<SecurityScreen />));
    await actUntil(() => section('Two-step sign-in') !== undefined, 'the two-step block');
    const twoStep = section('Two-step sign-in');
    const password = input(twoStep, 'Password to confirm');
    ok(button(twoStep, 'Turn on two-step sign-in')?.disabled, 'needs the password');
    if (password) typeInto(password, 'Demo-2026!');
    act(() => button(twoStep, 'Turn on two-step sign-in')?.click());
    await actUntil(() => q('[data-two-step="on"]') !== null, 'two-step on');
    ok(q('[data-two-step="on"]')?.textContent?.includes('Two-step sign-in is on.'));
    equal(JSON.stringify(posts('/two-step/on')[0]?.body), JSON.stringify({ password: 'Demo-2026!' }));

    const phone = section('Phone binding');
    ok(phone?.textContent?.includes('No phone is bound.'));
    const number = input(phone, 'Phone number');
    if (number) typeInto(number, '900 555-01-01');
    act(() => button(phone, 'Get an SMS code')?.click());
    await actUntil(() => host.querySelector('[data-demo-code="424242"]') !== null, 'the demo code');
    equal(JSON.stringify(posts('/phone/code')[0]?.body), JSON.stringify({ phoneCode: '+7', phoneNumber: '9005550101' }));
    const code = input(phone, 'Code from the SMS');
    if (code) typeInto(code, '111111');
    act(() => button(phone, 'Bind the phone')?.click());
    await actUntil(() => phone?.querySelector('[role="alert"]')?.textContent === 'Wrong code', 'a wrong code');
    if (code) typeInto(code, '424242');
    act(() => button(phone, 'Bind the phone')?.click());
    await actUntil(() => phone?.querySelector('[data-phone]')?.getAttribute('data-phone') === '+79005550101', 'the bound phone');
    equal(phone?.querySelector('[role="status"]')?.textContent, 'The phone is bound.');
  });

  it('a failed load shows an error with retry that recovers', async () => {
    let up = false;
    handler = () => (up ? json({ state: STATE }) : json({ errors: [{ status: '500', detail: 'boom' }] }, 500));
    act(() => root.render(<SecurityScreen />));
    await actUntil(() => q('[data-state="error"]') !== null, 'the error');
    equal(q('[role="alert"] .kk-error-block__title')?.textContent, 'Could not load your security settings');
    up = true;
    act(() => button(host, 'Retry')?.click());
    await actUntil(() => q('meter') !== null, 'the recovered screen');
  });

  it('documents: no file is refused in the browser; a refused type is explained; an upload shows pending', async () => {
    const empty: DocumentsResponse = {
      state: { phase: 'not_started', verification_status: 0, user_status_id: 0, internal_verification_status: 0, requested_additional_document: false, is_need_identification: false, verification_types: [] },
      documents: [],
    };
    const doc = { id: 7, kind: 'passport', fileName: 'scan.pdf', mediaType: 'application/pdf', size: 10, uploadedAt: '2026-11-23T10:00:00.000Z', status: 'pending', comment: null } as const;
    let uploadReply = refusal(415, 'unsupported_document_type', '/file');
    handler = (call) => {
      if (call.path !== '/web-api/office/documents') return json({}, 404);
      if (call.method === 'GET') return json(empty);
      return uploadReply;
    };
    act(() => root.render(<VerificationScreen />));
    await actUntil(() => q('[data-phase="not_started"]') !== null, 'the state');
    ok(host.textContent?.includes('No documents yet.'));
    const form = q<HTMLFormElement>('form');
    act(() => button(form ?? undefined, 'Upload')?.click());
    await actUntil(() => form?.querySelector('[role="alert"]')?.textContent === 'Choose a file', 'the own check');
    equal(calls.filter((c) => c.method === 'POST').length, 0);

    const file = q<HTMLInputElement>('input[type="file"]');
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    act(() => {
      if (file) file.files = transfer.files;
      file?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => button(form ?? undefined, 'Upload')?.click());
    await actUntil(() => form?.querySelector('[role="alert"]')?.textContent === 'Only JPEG, PNG or PDF files are accepted', 'the refusal');
    const sent = calls.find((c) => c.method === 'POST')?.body;
    ok(sent instanceof FormData && sent.get('kind') === 'passport' && sent.get('file') instanceof File, 'a multipart form with kind and file');

    uploadReply = json({ document: doc, state: { ...empty.state, phase: 'pending', user_status_id: 1, verification_status: 1 }, documents: [doc] }, 201);
    act(() => button(form ?? undefined, 'Upload')?.click());
    await actUntil(() => q('[data-phase="pending"]') !== null, 'pending');
    ok(q('[data-document-status="pending"]')?.textContent?.includes('Under review'));
    equal(q<HTMLAnchorElement>('[data-document-status="pending"] a')?.getAttribute('href'), '/web-api/office/documents/7/file');
  });
});
