/**
 * The office's personal details with the spec's other personal-data fields (middle name, birth place,
 * region, city, document series, issuer) against a stubbed fetch: every field named by its label, the
 * shared rules checked before sending (each problem next to its field, the first focused, nothing sent),
 * good values sent and shown back; and the security screen's phone written with the code's mask.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { actUntil, typeInto, mountRoot, unmountRoot } from '../support/react';
import { inputByLabel } from '../support/dom';
import { ProfileEdit } from '../../office-parcel/src/account/ProfileEdit';
import { SecurityScreen } from '../../office-parcel/src/security/security-screen';
import type { Profile } from '../../office-parcel/src/contracts/profile';
import type { SecurityState } from '../../office-parcel/src/contracts/security';
import { equal, ok } from '../support/assert';
import { json } from '../support/fetch-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const b64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify({ sub: '10000001', exp: 4_102_444_800 }))}.signature`;

const PROFILE: Profile = {
  name: 'Ivan', surname: 'Petrov', middle_name: null, date_birthday: '1990-02-03', birth_place: null, region: null, city: null, document_type_id: 1,
  passport_series: null, passport: null, passport_date: null, passport_end_date: null, passport_issued_by: null, registration_address: null, inn: null,
};
const MASKS = { data: [
  { CountryId: 1, Mask: '+7 (###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 2, Mask: '+380 (##) ###-##-##', Min: 9, Max: 9 },
] };
const STATE: SecurityState = {
  protectionLevel: 60, protectionStatus: 'normal',
  protectionMethods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: true },
  activationType: 1, email: 'demo@kickoff.test', phone: null, changedPassDayCount: null, secretQuestion: null, events: [],
};

interface Call { path: string; method: string; body: unknown }

describe('office personal data and phone masks', () => {
  let host: HTMLElement;
  let root: Root;
  let calls: Call[];
  let profile: Profile;
  const realFetch = window.fetch;
  const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/web-api/office/profile');

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    profile = { ...PROFILE };
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      const raw = init?.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const method = init?.method ?? 'GET';
      if (url.pathname === '/web-api/user/gettoken') return json({ data: { token: TOKEN } });
      calls.push({ path: url.pathname, method, body });
      if (url.pathname === '/web-api/office/profile') {
        if (method === 'POST') profile = { ...profile, ...(body as Partial<Profile>) };
        return json({ data: { profile, locked: false, minAge: 18 } });
      }
      if (url.pathname === '/web-api/reference/phone-masks') return json(MASKS);
      if (url.pathname === '/web-api/office/security/state') return json({ state: STATE });
      return json({}, 404);
    }) as typeof fetch;
    ({ host, root } = mountRoot());
    act(() => setSessionUser(10000001));
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  it('names every new field by its label; refuses bad values next to their fields before sending; sends good ones', async () => {
    act(() => root.render(<ProfileEdit />));
    await actUntil(() => host.querySelector('form') !== null, 'the form');
    const field = (label: string) => inputByLabel(host, label);
    for (const label of ['Middle name', 'Place of birth', 'Region', 'City', 'Document series', 'Issued by']) ok(field(label), label);
    ok(field('Document series').getAttribute('aria-describedby')?.includes('hint'), 'the series has its format hint');

    typeInto(field('Middle name'), 'R2-D2');
    typeInto(field('Document series'), '12345');
    typeInto(field('Issued by'), '12 police');
    act(() => host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await actUntil(() => field('Middle name').getAttribute('aria-invalid') === 'true', 'the own checks');
    equal(field('Document series').getAttribute('aria-invalid'), 'true');
    equal(field('Issued by').getAttribute('aria-invalid'), 'true');
    const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    equal(errorOf('Middle name'), 'Letters, spaces, hyphens and apostrophes only');
    equal(errorOf('Document series'), 'The series does not fit the chosen document');
    equal(document.activeElement, field('Middle name'), 'the first field with a problem is focused');
    equal(posts().length, 0, 'nothing sent');

    typeInto(field('Middle name'), 'Ivanovich');
    typeInto(field('Place of birth'), 'Saint Petersburg');
    typeInto(field('Document series'), '45 10');
    typeInto(field('Issued by'), 'Department of the Interior, Moscow');
    act(() => host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await actUntil(() => posts().length === 1 && host.textContent?.includes('Your personal details are saved') === true, 'saved');
    const sent = posts()[0]?.body as Record<string, unknown>;
    equal(sent['middle_name'], 'Ivanovich');
    equal(sent['birth_place'], 'Saint Petersburg');
    equal(sent['passport_series'], '45 10');
    equal(sent['passport_issued_by'], 'Department of the Interior, Moscow');
    equal(field('Middle name').value, 'Ivanovich', 'the saved value is shown');
    equal(field('Middle name').getAttribute('aria-invalid'), null);
  });

  it('the security screen writes the phone number with the code\'s mask and rewrites it when the code changes', async () => {
    act(() => root.render(<SecurityScreen />));
    await actUntil(() => host.querySelector('[name="phoneNumber"]') !== null, 'the phone form');
    const number = host.querySelector<HTMLInputElement>('[name="phoneNumber"]');
    const code = host.querySelector<HTMLInputElement>('[name="phoneCode"]');
    if (!number || !code) throw new Error('no phone fields');
    await actUntil(() => number.placeholder === '(___) ___-__-__', 'the mask of +7 as the placeholder');
    typeInto(number, '9001234567');
    equal(number.value, '(900) 123-45-67');
    typeInto(code, '+380');
    equal(number.value, '(90) 012-34-56', 'the same digits in the Ukrainian mask');
    equal(number.placeholder, '(__) ___-__-__');
  });
});
