/**
 * The withdraw form and the payment history filters against a stubbed fetch: the form offers only
 * money accounts and the methods of the account's currency, checks the limits and the balance before
 * it sends, sends an Idempotency-Key and shows the server's verification refusal with a link; the
 * history reads its filters from the URL (dropping invalid ones), sends them to the server, refuses
 * from > to, writes applied filters to the URL and pages on the server. A withdrawal in the payments
 * team's review reads "In review" and stays cancellable; a rejected one shows the team's reason.
 */
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { setAccounts } from '../../platform/src/identity/stores';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { Deduce } from '../../office-parcel/src/money/withdraw/deduce-screen';
import { PaymentHistory } from '../../office-parcel/src/money/history/history-screen';
import { WithdrawResult } from '../../office-parcel/src/money/withdraw/result-screen';
import { equal, ok } from '../support/assert';
import { json } from '../support/fetch-stub';
import { actUntil as until, mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

const route = (name: string, search = ''): CurrentRoute => ({ name, params: {}, lang: 'en', layout: 'main', app: 'office', path: '', search, theme: null, data: {} });

const METHODS = {
  data: [
    { id: 'card', limits: [{ currency: 'RUB', min: 100, max: 600000 }, { currency: 'USD', min: 10, max: 5000 }] },
    { id: 'ewallet', limits: [{ currency: 'RUB', min: 50, max: 150000 }] },
  ],
};


function setInput(el: HTMLInputElement | HTMLSelectElement | null, value: string): void {
  if (!el) throw new Error('no field');
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('withdraw form and payment history filters', () => {
  let host: HTMLElement;
  let root: Root;
  let handler: Handler;
  let calls: Array<{ url: URL; init: RequestInit | undefined }>;
  const realFetch = window.fetch;
  const byLabel = <T extends HTMLElement>(text: string): T | null => {
    const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
    return label?.htmlFor ? (host.querySelector<T>(`#${CSS.escape(label.htmlFor)}`)) : null;
  };
  const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      calls.push({ url, init });
      return Promise.resolve(handler(url, init));
    }) as typeof fetch;
    ({ host, root } = mountRoot());
    act(() => setSessionUser(10000001));
    act(() =>
      setAccounts({
        activeAccount: 20000001,
        accounts: [
          { id: 20000001, type: 0, iso: 'RUB', symbol: '₽', money: 1000, currencyId: 1, isActive: true },
          { id: 20000002, type: 9, iso: 'EUR', symbol: '€', money: 50, currencyId: 3, isActive: false },
          { id: 20000003, type: 4, iso: 'RUB', symbol: '₽', money: 500, currencyId: 1, isActive: false },
        ],
        bonuses: [],
      }),
    );
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  it('withdraw: money accounts only, methods of the currency, limits and balance checked before sending', async () => {
    handler = (url) => (url.pathname.endsWith('/withdrawals/methods') ? json(METHODS) : json({ errors: [{ status: '403', code: 'verification_required', detail: 'Verify' }] }, 403));
    act(() => setRoute(route('office-deduce')));
    act(() => root.render(<Deduce />));
    await until(() => host.querySelector('form') !== null, 'the form');
    const account = byLabel<HTMLSelectElement>('Account');
    equal([...(account?.options ?? [])].map((o) => o.value).join(','), '20000001,20000002', 'no bonus account');
    equal(host.querySelectorAll('input[type="radio"]').length, 2, 'both RUB methods');
    const amount = byLabel<HTMLInputElement>('Amount');
    const send = () => act(() => host.querySelector('form')?.requestSubmit());
    act(() => setInput(amount, '99'));
    send();
    ok(host.textContent?.includes('below the minimum'), 'minimum');
    equal(amount?.getAttribute('aria-invalid'), 'true');
    act(() => setInput(amount, '12.345'));
    send();
    ok(host.textContent?.includes('at most two decimals'), 'decimals');
    act(() => setInput(amount, '1000.01'));
    send();
    ok(host.textContent?.includes('more than the account balance'), 'balance');
    equal(calls.filter((c) => c.init?.method === 'POST').length, 0, 'nothing sent yet');

    act(() => setInput(account, '20000002'));
    equal(host.querySelectorAll('input[type="radio"]').length, 0, 'no method pays out EUR');
    ok(host.textContent?.includes('No withdrawal method for this account’s currency.'));
  });

  it('withdraw: sends the request with an Idempotency-Key; a verification refusal shows with a link', async () => {
    handler = (url) => (url.pathname.endsWith('/withdrawals/methods') ? json(METHODS) : json({ errors: [{ status: '403', code: 'verification_required', detail: 'Verify' }] }, 403));
    act(() => setRoute(route('office-deduce')));
    act(() => root.render(<Deduce />));
    await until(() => host.querySelector('form') !== null, 'the form');
    act(() => setInput(byLabel<HTMLInputElement>('Amount'), '150,50'));
    act(() => host.querySelector('form')?.requestSubmit());
    await until(() => host.querySelector('[role="alert"] a') !== null, 'the refusal');
    const post = calls.find((c) => c.init?.method === 'POST');
    equal(post?.url.pathname, '/web-api/office/payments/withdrawals');
    equal(JSON.parse(String(post?.init?.body)).amount, 150.5);
    ok(new Headers(post?.init?.headers).get('idempotency-key')?.startsWith('withdraw-'), 'idempotency key');
    ok(host.textContent?.includes('Only verified players can withdraw.'));
    equal(host.querySelector('[role="alert"] a')?.getAttribute('href'), '/en/office/verification');
  });

  const historyReply = (url: URL): Response => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const total = 12;
    const items = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * size, page * size).map((id) => ({
      id, type: id % 2 ? 'withdrawal' : 'deposit', method: 'card', amount: id * 10, currency: 'RUB', status: id === 12 ? 'pending' : 'success',
      createdAt: new Date(Date.UTC(2026, 10, id)).toISOString(), endedAt: null, cancellable: id === 11,
    }));
    return json({ data: { items, total, page, size } });
  };

  it('history: filters from the URL (invalid ones dropped) go to the server; applying writes them to the URL', async () => {
    handler = (url) => (url.pathname === '/web-api/office/payments/history' ? historyReply(url) : json({}, 404));
    act(() => setRoute(route('office-historypay', '?from=2026-11-01&to=2026-02-30&type=withdrawal&status=bogus&page=2')));
    act(() => root.render(<PaymentHistory />));
    await until(() => host.querySelectorAll('tbody tr').length > 0, 'the rows');
    const q = calls.at(-1)?.url.searchParams;
    equal(q?.get('from'), '2026-11-01');
    equal(q?.get('to'), null, 'an impossible date is dropped');
    equal(q?.get('type'), 'withdrawal');
    equal(q?.get('status'), null, 'an unknown status is dropped');
    equal(q?.get('page'), '2');
    equal(q?.get('size'), '10');
    equal(host.querySelectorAll('tbody tr').length, 2, 'the second page of 12');
    ok(host.textContent?.includes('Page 2 of 2'));
    equal(byLabel<HTMLInputElement>('From')?.value, '2026-11-01');
    equal(byLabel<HTMLSelectElement>('Type')?.value, 'withdrawal');
    equal(byLabel<HTMLSelectElement>('Status')?.value, 'all');

    // from > to is refused in the form; nothing navigates.
    const before = location.href;
    act(() => setInput(byLabel<HTMLInputElement>('To'), '2026-10-01'));
    act(() => host.querySelector('form')?.requestSubmit());
    ok(host.textContent?.includes('cannot be after'), 'dates error');
    equal(location.href, before);

    const pushed: string[] = [];
    const realPush = history.pushState.bind(history);
    history.pushState = (state: unknown, unused: string, url?: string | URL | null) => { pushed.push(String(url)); };
    try {
      act(() => setInput(byLabel<HTMLInputElement>('To'), '2026-11-30'));
      act(() => setInput(byLabel<HTMLSelectElement>('Status'), 'success'));
      act(() => host.querySelector('form')?.requestSubmit());
      const target = new URL(pushed.at(-1) ?? '', location.href);
      equal(target.pathname, '/en/office/historypay');
      equal(target.searchParams.get('to'), '2026-11-30');
      equal(target.searchParams.get('status'), 'success');
      equal(target.searchParams.get('type'), 'withdrawal');
      equal(target.searchParams.get('page'), null, 'new filters start on page 1');
    } finally {
      history.pushState = realPush;
    }
  });

  it('history: a pending withdrawal has Cancel; the empty and the error states', async () => {
    handler = (url) => (url.pathname === '/web-api/office/payments/history' ? historyReply(url) : json({}, 404));
    act(() => setRoute(route('office-historypay')));
    act(() => root.render(<PaymentHistory />));
    await until(() => host.querySelectorAll('tbody tr').length === 10, 'the first page');
    const cancels = [...host.querySelectorAll('tbody button')];
    equal(cancels.length, 1);
    equal(cancels[0]?.getAttribute('aria-label'), 'Cancel withdrawal no. 11');
    ok(host.querySelector('tr[data-payment-id="12"] .kk-pay__badge')?.textContent === 'Pending');
    ok(button('Previous page')?.disabled);

    act(() => root.unmount());
    root = createRoot(host);
    handler = () => json({ data: { items: [], total: 0, page: 1, size: 10 } });
    act(() => root.render(<PaymentHistory />));
    await until(() => host.textContent?.includes('No payments in the chosen period.') === true, 'the empty state');

    act(() => root.unmount());
    root = createRoot(host);
    let up = false;
    handler = (url) => (up ? historyReply(url) : json({ errors: [{ status: '500', code: 'internal_error', detail: 'boom' }] }, 500));
    act(() => root.render(<PaymentHistory />));
    await until(() => button('Retry') !== undefined, 'the error');
    up = true;
    act(() => button('Retry')?.click());
    await until(() => host.querySelectorAll('tbody tr').length === 10, 'recovered');
  });
  it('a withdrawal in review: its page says so and offers Cancel; a rejected one shows the reason, also in the history', async () => {
    const withdrawal = (status: string, extra: Record<string, unknown> = {}) => ({ id: 77, accountId: 20000001, method: 'card', amount: 21000, currency: 'RUB', status, createdAt: '2026-11-28T10:00:00.000Z', endedAt: null, ...extra });
    handler = () => json({ data: withdrawal('review') });
    act(() => setRoute(route('onpay-withdraw-pending', '?id=77')));
    act(() => root.render(<WithdrawResult />));
    await until(() => host.querySelector('h1')?.textContent === 'Withdrawal in review', 'the review title');
    ok(host.querySelector('main[data-status="review"] .kk-pay__badge')?.textContent === 'In review');
    ok(host.textContent?.includes('Our payments team checks this withdrawal'));
    equal(host.querySelector('main button')?.getAttribute('aria-label'), 'Cancel withdrawal no. 77');

    act(() => root.unmount());
    root = createRoot(host);
    const reason = 'Withdrawals go back to the card you deposited with';
    handler = () => json({ data: withdrawal('failed', { endedAt: '2026-11-28T11:00:00.000Z', rejectionReason: reason }) });
    act(() => root.render(<WithdrawResult />));
    await until(() => host.querySelector('h1')?.textContent === 'Withdrawal rejected', 'the rejected title');
    equal(host.querySelector('[data-testid="withdrawal-rejection-reason"]')?.textContent, `Reason: ${reason}`);
    equal(host.querySelector('main button'), null, 'nothing to cancel');

    act(() => root.unmount());
    root = createRoot(host);
    const item = (id: number, status: string, extra: Record<string, unknown> = {}) => ({ id, type: 'withdrawal', method: 'card', amount: 21000, currency: 'RUB', status, createdAt: '2026-11-28T10:00:00.000Z', endedAt: null, cancellable: status === 'review', ...extra });
    handler = () => json({ data: { items: [item(78, 'review'), item(77, 'failed', { rejectionReason: reason })], total: 2, page: 1, size: 10 } });
    act(() => setRoute(route('office-historypay')));
    act(() => root.render(<PaymentHistory />));
    await until(() => host.querySelectorAll('tbody tr').length === 2, 'the history');
    equal(host.querySelector('tr[data-payment-id="78"] .kk-pay__badge')?.textContent, 'In review');
    equal(host.querySelector('tr[data-payment-id="78"] button')?.getAttribute('aria-label'), 'Cancel withdrawal no. 78');
    equal(host.querySelector('tr[data-payment-id="77"] .kk-pay__reason')?.textContent, `Reason: ${reason}`);
    equal(host.querySelector('tr[data-payment-id="77"] button'), null);
  });
});
