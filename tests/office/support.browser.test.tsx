/**
 * The office support screen against a stubbed fetch: the ticket list with unread marks, a thread from
 * `?ticket=`, replying, closing, the live region announcing support's new message, the new-ticket form's
 * checks and its post, and the list's error with retry.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { OfficeApp } from '../../office-parcel/src/App';
import { Thread } from '../../office-parcel/src/support/Thread';
import type { Ticket } from '../../office-parcel/src/contracts/support';
import '../../office-parcel/src/i18n';
import '../../office-parcel/src/support/setup';
import { equal, ok, tick } from '../support/assert';
import { followRoute } from './route-follow';
import { json } from '../support/fetch-stub';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SUPPORT: CurrentRoute = { name: 'office-support', params: {}, lang: 'en', layout: 'main', app: 'office', path: '', search: '', theme: null, data: {} };

function ticket(id: number, extra: Partial<Ticket> = {}): Ticket {
  return {
    id, subject: `Question ${id}`, category: 'deposit', status: 'open', unread: 0, lastAuthor: 'player', createdAt: 1_800_000_000_000, updatedAt: 1_800_000_000_000,
    messages: [{ id: id * 10, author: 'player', authorName: null, text: `My question ${id}`, createdAt: 1_800_000_000_000, read: true }],
    ...extra,
  };
}
const agent = (id: number, text: string) => ({ id, author: 'agent' as const, authorName: 'Anna, support team', text, createdAt: 1_800_000_100_000, read: true });
const summary = ({ messages: _m, ...rest }: Ticket) => rest;

async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return;
    await act(async () => tick(20));
  }
  throw new Error(`timed out: ${what}\n${document.body.innerHTML.slice(0, 1500)}`);
}

interface Call { method: string; url: URL; body: unknown }

describe('office support', () => {
  let host: HTMLElement;
  let root: Root;
  let calls: Call[];
  let handler: (call: Call) => Response;
  let route: { stop(): void };
  const realFetch = window.fetch;
  const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);
  const field = <T extends HTMLElement>(label: string) => {
    const l = [...host.querySelectorAll('label')].find((x) => x.textContent === label);
    return host.querySelector<T>(`#${CSS.escape(l?.htmlFor ?? '-')}`);
  };
  const type = (el: HTMLInputElement | HTMLTextAreaElement | null, value: string) => {
    ok(el, 'field present');
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    act(() => {
      setter?.call(el, value);
      el?.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: new URL(String(input), location.href), body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      return handler(call);
    }) as typeof fetch;
    ({ host, root } = mountRoot());
    route = followRoute(SUPPORT);
    act(() => setSessionUser(10000001));
  });
  afterEach(() => {
    unmountRoot({ host, root });
    route.stop();
    window.fetch = realFetch;
  });

  it('lists the tickets with unread marks and opens a thread from ?ticket=; reply and close go to the server', async () => {
    let current = ticket(7, { unread: 0, lastAuthor: 'agent', messages: [...ticket(7).messages, agent(71, 'We are on it')] });
    handler = ({ method, url, body }) => {
      if (url.pathname === '/web-api/office/support/tickets') {
        return json({ data: { items: [summary({ ...ticket(8), unread: 2, lastAuthor: 'agent' }), summary(current)], page: 1, pageSize: 20, total: 2, unread: 2 } });
      }
      if (url.pathname === '/web-api/office/support/tickets/7' && method === 'GET') return json({ data: current });
      if (url.pathname === '/web-api/office/support/tickets/7/messages' && method === 'POST') {
        const text = (body as { message: string }).message;
        current = { ...current, lastAuthor: 'player', messages: [...current.messages, { id: 72, author: 'player', authorName: null, text, createdAt: 1_800_000_200_000, read: true }] };
        return json({ data: current }, 201);
      }
      if (url.pathname === '/web-api/office/support/tickets/7/close') {
        current = { ...current, status: 'closed' };
        return json({ data: current });
      }
      return json({ errors: [{ status: '404', code: 'not_found', detail: 'No' }] }, 404);
    };
    act(() => setRoute({ ...SUPPORT, search: '?ticket=7' }));
    act(() => root.render(<OfficeApp />));
    await until(() => host.querySelectorAll('.kk-support-list__item').length === 2 && host.querySelector('[data-ticket-id="7"].kk-support-thread') !== null, 'list and thread');
    const unread = host.querySelector('[data-ticket-id="8"] .kk-support-badge');
    equal(unread?.textContent, '2 new');
    equal(unread?.getAttribute('aria-label'), 'Unread messages: 2');
    equal(host.querySelector('[data-ticket-id="7"] .kk-support-badge'), null, 'no mark without unread messages');
    equal(host.querySelector('[data-ticket-id="7"] a')?.getAttribute('aria-current'), 'true');
    equal(host.querySelector('[data-ticket-id="8"] a')?.getAttribute('href'), '/en/office/support?ticket=8');
    const thread = host.querySelector('.kk-support-thread');
    equal(thread?.querySelector('h2')?.textContent, 'Ticket #7: Question 7');
    const messages = [...(thread?.querySelectorAll('.kk-support-message') ?? [])];
    equal(messages.length, 2);
    ok(messages[1]?.textContent?.includes('Anna, support team') && messages[1].textContent.includes('We are on it'));

    // An empty reply is refused in the browser (nothing sent).
    const before = calls.length;
    act(() => button('Send')?.click());
    ok(host.textContent?.includes('Fill in this field'));
    equal(calls.filter((c) => c.method === 'POST').length, 0);
    ok(calls.length === before);
    type(field<HTMLTextAreaElement>('Your reply'), '  Thanks!  ');
    act(() => button('Send')?.click());
    await until(() => host.querySelectorAll('.kk-support-thread .kk-support-message').length === 3, 'the reply');
    equal((calls.find((c) => c.url.pathname.endsWith('/7/messages'))?.body as { message: string }).message, 'Thanks!');
    equal(host.querySelector('[data-live="support-thread"]')?.textContent, 'Message sent');

    act(() => button('Close the ticket')?.click());
    await until(() => host.querySelector('.kk-support-thread')?.getAttribute('data-status') === 'closed', 'closed');
    ok(host.textContent?.includes('The ticket is closed. If you still have a question, open a new one.'));
    equal(button('Send'), undefined, 'no reply box on a closed ticket');
  });

  it("announces support's new message in the live region when the thread reads the ticket again", async () => {
    let current = ticket(3);
    handler = ({ url }) => (url.pathname === '/web-api/office/support/tickets/3' ? json({ data: current }) : json({}, 404));
    let changed = 0;
    act(() => root.render(<Thread ticketId={3} onChanged={() => (changed += 1)} pollMs={40} />));
    await until(() => host.querySelectorAll('.kk-support-message').length === 1, 'the thread');
    equal(host.querySelector('[data-live="support-thread"]')?.textContent, '');
    current = { ...current, lastAuthor: 'agent', messages: [...current.messages, agent(31, 'Done')] };
    await until(() => host.querySelectorAll('.kk-support-message').length === 2, 'the new message');
    equal(host.querySelector('[data-live="support-thread"]')?.textContent, 'New message from support: 1');
    ok(changed > 0, 'the list is told to refresh its unread marks');
  });

  it('the new-ticket form checks its fields, posts the ticket and opens it', async () => {
    const created = ticket(12, { subject: 'Bonus missing', category: 'bonuses' });
    let items: Ticket[] = [];
    handler = ({ method, url }) => {
      if (url.pathname === '/web-api/office/support/tickets' && method === 'GET') return json({ data: { items: items.map(summary), page: 1, pageSize: 20, total: items.length, unread: 0 } });
      if (url.pathname === '/web-api/office/support/tickets' && method === 'POST') {
        items = [created];
        return json({ data: created }, 201);
      }
      if (url.pathname === '/web-api/office/support/tickets/12') return json({ data: created });
      return json({}, 404);
    };
    act(() => setRoute({ ...SUPPORT, search: '?new=1' }));
    act(() => root.render(<OfficeApp />));
    await until(() => host.querySelector('[data-state="empty"]') !== null && host.querySelector('[data-form="new-ticket"]') !== null, 'empty list and form');
    equal(host.querySelector('[data-state="empty"]')?.textContent, 'You have no tickets yet.');
    act(() => button('Send the ticket')?.click());
    equal(host.querySelectorAll('.kk-field__error').length, 2, 'subject and message required');
    equal(field<HTMLInputElement>('Subject')?.getAttribute('aria-invalid'), 'true');
    equal(calls.filter((c) => c.method === 'POST').length, 0);
    type(field<HTMLInputElement>('Subject'), 'Bonus missing');
    const topic = field<HTMLSelectElement>('Topic');
    act(() => {
      if (topic) topic.value = 'bonuses';
      topic?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    type(field<HTMLTextAreaElement>('Message'), 'Where is my bonus?');
    act(() => button('Send the ticket')?.click());
    await until(() => host.querySelector('.kk-support-thread[data-ticket-id="12"]') !== null, 'the created ticket opens');
    const post = calls.find((c) => c.method === 'POST');
    equal(JSON.stringify(post?.body), JSON.stringify({ subject: 'Bonus missing', category: 'bonuses', message: 'Where is my bonus?' }));
    equal(post?.url.searchParams.get('lng'), 'en');
    ok(location.search.includes('ticket=12'), location.search);
    await until(() => host.querySelectorAll('.kk-support-list__item').length === 1, 'the list shows it');
  });

  it('a failed list shows an error with retry; a 429 on creating is explained', async () => {
    let up = false;
    handler = ({ method, url }) => {
      if (method === 'POST') return json({ errors: [{ status: '429', code: 'too_many_requests', detail: 'Too many' }] }, 429);
      if (url.pathname === '/web-api/office/support/tickets') return up ? json({ data: { items: [], page: 1, pageSize: 20, total: 0, unread: 0 } }) : json({ errors: [{ status: '500', detail: 'boom' }] }, 500);
      return json({}, 404);
    };
    act(() => setRoute({ ...SUPPORT, search: '?new=1' }));
    act(() => root.render(<OfficeApp />));
    await until(() => host.querySelector('[data-state="error"]') !== null, 'the error');
    ok(host.textContent?.includes('Could not load your tickets'));
    up = true;
    act(() => button('Try again')?.click());
    await until(() => host.querySelector('[data-state="empty"]') !== null, 'recovered');
    type(field<HTMLInputElement>('Subject'), 'Hi');
    type(field<HTMLTextAreaElement>('Message'), 'Hello');
    act(() => button('Send the ticket')?.click());
    await until(() => host.querySelector('[data-form="new-ticket"] [role="alert"]') !== null, 'the form error');
    equal(host.querySelector('[data-form="new-ticket"] [role="alert"]')?.textContent, 'Too many requests in a row. Please try again later.');
  });
});
