/**
 * The support button: the menu loads on the first click with the `support` config group; the chat leads
 * to office/support; the callback item only for a signed-in player in a language the group does not
 * exclude; the lazy callback form checks the phone, posts to the support service and reads its refusals.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setSessionUser } from '../../platform/src/stores/session';
import { SupportButton } from '../../shell-parcels/src/support/SupportButton';
import { normalizePhone } from '../../shell-parcels/src/support/CallbackForm';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok, tick } from '../support/assert';
import { json } from '../support/fetch-stub';
import { actUntil as until, mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const GROUP = { socialLinks: [{ name: 'Telegram', link: 'https://t.me/kickoff', iconName: 'telegram' }], email: 'help@kickoff.test', isChatEnabled: true, callbackExcludedLanguages: ['en'] };


interface Call { method: string; url: URL; body: unknown }

describe('support button', () => {
  let host: HTMLElement;
  let root: Root;
  let calls: Call[];
  let callbackReply: () => Response;
  const realFetch = window.fetch;
  const items = () => [...host.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const item = (name: string) => items().find((el) => el.textContent === name);
  const toggle = () => host.querySelector<HTMLButtonElement>('.kk-support__button');

  beforeEach(async () => {
    resetPlatformState();
    localStorage.clear();
    calls = [];
    callbackReply = () => json({ data: { id: 1, phone: '+79991234567', preferredTime: 'asap', language: 'ru', createdAt: 1 } }, 201);
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: new URL(String(input), location.href), body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      if (call.url.pathname.endsWith('/config/group/get')) return json({ groups: { support: GROUP } });
      if (call.url.pathname === '/web-api/office/support/callback') return callbackReply();
      return json({}, 404);
    }) as typeof fetch;
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
    localStorage.clear();
  });

  it('loads nothing before the first click; a guest gets chat, e-mail and social links but no callback', async () => {
    setLanguage('ru');
    await whenTextsReady('ru');
    act(() => root.render(<SupportButton />));
    await act(async () => tick(50));
    equal(calls.length, 0, 'no config call before the click');
    equal(toggle()?.getAttribute('aria-expanded'), 'false');
    act(() => toggle()?.click());
    await until(() => items().length === 3, 'the menu');
    equal(toggle()?.getAttribute('aria-expanded'), 'true');
    equal(item('Онлайн-чат')?.getAttribute('href'), '/ru/office/support', 'the chat is the support page (a guest is asked to log in there)');
    equal(item('Написать на e-mail')?.getAttribute('href'), 'mailto:help@kickoff.test');
    equal(item('Обратный звонок'), undefined, 'no callback for a guest');
    ok(item('Telegram')?.querySelector('.kk-icon--telegram[aria-hidden="true"]'), 'a social link shows its icon, its name stays the text');
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    equal(host.querySelector('[role="menu"]'), null, 'Esc closes the menu');
    equal(document.activeElement, toggle(), 'focus back on the button');
  });

  it('a player in an excluded language gets no callback; in an allowed one the form checks the phone and posts it', async () => {
    act(() => setSessionUser(10000001));
    setLanguage('en');
    await whenTextsReady('en');
    act(() => root.render(<SupportButton />));
    act(() => toggle()?.click());
    await until(() => items().length === 3, 'the menu in English');
    equal(item('Call me back'), undefined, 'English is excluded');
    act(() => root.unmount());
    root = createRoot(host);

    await act(async () => {
      setLanguage('ru');
      await whenTextsReady('ru');
    });
    act(() => root.render(<SupportButton />));
    act(() => toggle()?.click());
    await until(() => item('Обратный звонок') !== undefined, 'the callback item');
    act(() => item('Обратный звонок')?.click());
    await until(() => host.querySelector('[data-form="callback"]') !== null, 'the lazy form');
    equal(host.querySelector('[role="menu"]'), null, 'the menu closed');
    const dialog = host.querySelector('[role="dialog"]');
    equal(dialog?.getAttribute('aria-label'), 'Обратный звонок');
    const phone = host.querySelector<HTMLInputElement>('#kk-callback-phone');
    const languages = [...host.querySelectorAll<HTMLOptionElement>('#kk-callback-language option')].map((o) => o.value);
    equal(languages.join(','), 'ru', 'only the languages the group does not exclude');
    const setPhone = (value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(phone, value);
        phone?.dispatchEvent(new Event('input', { bubbles: true }));
      });
    const send = () => act(() => host.querySelector<HTMLButtonElement>('[data-form="callback"] button[type="submit"]')?.click());
    setPhone('12345');
    send();
    equal(phone?.getAttribute('aria-invalid'), 'true');
    ok(host.textContent?.includes('Введите номер: + и от 10 до 15 цифр'));
    equal(calls.filter((c) => c.method === 'POST').length, 0, 'nothing posted');

    callbackReply = () => json({ errors: [{ status: '429', code: 'too_many_requests', detail: 'Too many' }] }, 429);
    setPhone('+7 (999) 123-45-67');
    send();
    await until(() => host.querySelector('[data-form="callback"] [role="alert"]') !== null, 'the refusal');
    equal(host.querySelector('[data-form="callback"] [role="alert"]')?.textContent, 'Слишком много заявок. Попробуйте позже.');
    callbackReply = () => json({ data: { id: 1, phone: '+79991234567', preferredTime: 'asap', language: 'ru', createdAt: 1 } }, 201);
    send();
    await until(() => host.querySelector('[data-state="done"]') !== null, 'done');
    equal(JSON.stringify(calls.filter((c) => c.method === 'POST').at(-1)?.body), JSON.stringify({ phone: '+79991234567', preferredTime: 'asap', language: 'ru' }));
    ok(host.textContent?.includes('Заявка принята. Мы позвоним на номер +79991234567.'));
  });

  it('normalizes phones as the server does', () => {
    equal(normalizePhone('+7 (999) 123-45-67'), '+79991234567');
    equal(normalizePhone('89991234567'), null);
    equal(normalizePhone('+1234567890123456'), null);
  });
});
