/**
 * Phone masks in the shell's phone inputs (account spec §3 "Phone mask", §7 "Phone countries and phone
 * masks: fetch"): the registration/login phone fields write the number with the chosen country's mask
 * (the country picker chooses it, the number is rewritten), show the mask as the placeholder, and the
 * callback form writes a full number with the mask of the code it starts with and refuses a short one.
 */
import { act, useState } from 'react';
import type { Root } from 'react-dom/client';
import { whenTextsReady, type Country } from '@kickoff/platform';
import { setLanguage } from '../../../platform/src/stores/language';
import { PhoneFields } from '../../../shell-parcels/src/auth/fields';
import { CallbackForm } from '../../../shell-parcels/src/support/CallbackForm';
import { resetPlatformState } from '../../support/platform-state';
import { equal, ok } from '../../support/assert';
import { json } from '../../support/fetch-stub';
import { actUntil, mountRoot, typeInto, unmountRoot } from '../../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const COUNTRIES: Country[] = [
  { id: 1, name: 'Russia', country_code: 'RU', tel_code: '+7' },
  { id: 2, name: 'Ukraine', country_code: 'UA', tel_code: '+380' },
];
const MASKS = { data: [
  { CountryId: 1, Mask: '+7 (###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 2, Mask: '+380 (##) ###-##-##', Min: 9, Max: 9 },
] };

function Phone() {
  const [code, setCode] = useState('+7');
  const [number, setNumber] = useState('');
  return <PhoneFields idPrefix="t" countries={COUNTRIES} code={code} number={number} onCode={setCode} onNumber={setNumber} />;
}

describe('phone masks in the shell', () => {
  let host: HTMLElement;
  let root: Root;
  let posts: unknown[];
  const realFetch = window.fetch;

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    posts = [];
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === '/web-api/reference/phone-masks') return json(MASKS);
      if (url.pathname === '/web-api/office/support/callback') {
        posts.push(JSON.parse(String(init?.body)));
        return json({ data: { id: 1, phone: '+79001234567' } }, 201);
      }
      return json({}, 404);
    }) as typeof fetch;
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  it('writes the national number in the chosen country\'s mask; the picker changes the mask', async () => {
    act(() => root.render(<Phone />));
    const number = host.querySelector<HTMLInputElement>('#t-phone');
    const code = host.querySelector<HTMLSelectElement>('#t-phone-code');
    if (!number || !code) throw new Error('no phone fields');
    equal(host.querySelector(`label[for="t-phone"]`)?.textContent, 'Phone number', 'named by its label');
    await actUntil(() => number.placeholder === '(___) ___-__-__', 'the mask of +7 as the placeholder');
    typeInto(number, '9001234567');
    equal(number.value, '(900) 123-45-67');
    typeInto(number, '(900) 123-45-678');
    equal(number.value, '(900) 123-45-67', 'no more digits than the mask holds');
    act(() => {
      code.value = '+380';
      code.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await actUntil(() => number.placeholder === '(__) ___-__-__', 'the Ukrainian mask');
    equal(number.value, '(90) 012-34-56', 'the digits rewritten in the new mask');
  });

  it('the callback form writes a full number by its code\'s mask and refuses one too short for it', async () => {
    act(() => root.render(<CallbackForm excluded={[]} onClose={() => undefined} />));
    const phone = () => host.querySelector<HTMLInputElement>('#kk-callback-phone');
    await actUntil(() => phone() !== null, 'the form');
    const input = phone();
    if (!input) return;
    await actUntil(() => {
      typeInto(input, '+79001234567');
      return input.value === '+7 (900) 123-45-67';
    }, 'the number in the Russian mask');
    typeInto(input, '+7 900 123 45');
    equal(input.value, '+7 (900) 123-45');
    act(() => host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await actUntil(() => input.getAttribute('aria-invalid') === 'true', 'too short for +7');
    equal(posts.length, 0, 'nothing sent');
    typeInto(input, '+380 50 123 45 67');
    equal(input.value, '+380 (50) 123-45-67');
    act(() => host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await actUntil(() => posts.length === 1, 'sent');
    ok(JSON.stringify(posts[0]).includes('"phone":"+380501234567"'), JSON.stringify(posts[0]));
  });
});
