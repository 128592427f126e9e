/**
 * The office recharge form against a stubbed fetch: methods with their limits for the account's
 * currency (a method without it disabled), quick amounts, the browser's own limit check (no call),
 * the start with an idempotency key and the trip to the provider page, the server's refusals at their
 * field or as an alert, and the methods' load error with retry.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady, type AccountsState } from '@kickoff/platform';
import { setAccounts } from '../../platform/src/identity/stores';
import { setLanguage } from '../../platform/src/stores/language';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { rememberQueryFlags } from '../../platform/src/stores/query-flags';
import { createMemoryStorage } from '../../platform/src/storage/web-storage';
import { actUntil, typeInto, mountRoot, unmountRoot } from '../support/react';
import { getByRole, inputByLabel } from '../support/dom';
import { equal, ok } from '../support/assert';
import { Recharge } from '../../office-parcel/src/money/deposit/Recharge';
import { json } from '../support/fetch-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const error = (status: number, code: string, detail: string, meta?: Record<string, unknown>) => json({ errors: [{ status: String(status), code, detail, ...(meta ? { meta } : {}) }] }, status);

const METHODS = {
  data: {
    methods: [
      { id: 'card', limits: [{ iso: 'RUB', min: 100, max: 600000, quickAmounts: [500, 1000] }, { iso: 'USD', min: 5, max: 10000, quickAmounts: [10, 25] }] },
      { id: 'fast_bank', limits: [{ iso: 'RUB', min: 10, max: 1000000, quickAmounts: [1000] }] },
    ],
  },
};

const ACCOUNTS: AccountsState = {
  activeAccount: 20000001,
  accounts: [
    { id: 20000001, type: 0, iso: 'RUB', symbol: '₽', money: 2500, currencyId: 1, isActive: true },
    { id: 20000002, type: 9, iso: 'USD', symbol: '$', money: 10, currencyId: 2, isActive: false },
    { id: 20000003, type: 4, iso: 'RUB', symbol: '₽', money: 50, currencyId: 1, isActive: false },
  ],
  bonuses: [],
};

interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

const STARTED = {
  data: {
    payment: { id: 7, status: 'created', method: 'card', amount: 1000, iso: 'RUB', accountId: 20000001, createdAt: 1, endedAt: null, expiresAt: 1_800_001 },
    redirectUrl: '/demo-pay/checkout/dp_0123456789abcdef01234567?lng=en',
  },
};

describe('office recharge', () => {
  let host: HTMLElement;
  let root: Root;
  let calls: Call[];
  let start: () => Response | Promise<Response>;
  let methods: () => Response;
  let went: string[];
  const realFetch = window.fetch;

  const posts = () => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/web-api/office/deposits');
  const submit = () => act(() => getByRole(host, 'button', 'Go to payment').click());

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    calls = [];
    went = [];
    start = () => json(STARTED, 201);
    methods = () => json(METHODS);
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      calls.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      if (url.pathname === '/web-api/office/deposits/methods') return Promise.resolve(methods());
      if (url.pathname === '/web-api/office/deposits') return Promise.resolve().then(start);
      if (url.pathname === '/web-api/user/gettoken') return Promise.resolve(json({ data: { token: null } }));
      return Promise.resolve(json({}, 404));
    }) as typeof fetch;
    await whenTextsReady('en');
    ({ host, root } = mountRoot());
    act(() => setSessionUser(10000001));
    act(() => setAccounts(ACCOUNTS));
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  const render = async () => {
    act(() => root.render(<Recharge goTo={(url) => went.push(url)} />));
    await actUntil(() => host.querySelector('form') !== null, 'the form');
  };

  it('starts a deposit with a quick amount and goes to the provider page', async () => {
    await render();
    equal(host.querySelector('h1')?.textContent, 'Deposit');
    const radios = [...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    equal(radios.length, 2);
    ok(radios[0]?.checked, 'card first');
    ok(host.textContent?.includes('from RUB 100.00 to RUB 600,000.00') || host.textContent?.includes('100.00'), host.textContent ?? '');
    const account = host.querySelector('select');
    equal(account?.options.length, 2, 'the bonus account is not offered');
    act(() => getByRole(host, 'button', /Amount .*1,000/).click());
    equal(inputByLabel(host, 'Amount, RUB').value, '1000');
    equal(getByRole(host, 'button', /Amount .*1,000/).getAttribute('aria-pressed'), 'true');
    submit();
    await actUntil(() => went.length === 1, 'the provider page');
    equal(went[0], STARTED.data.redirectUrl);
    const [post] = posts();
    equal(JSON.stringify(post?.body), JSON.stringify({ method: 'card', amount: 1000, accountId: 20000001, lng: 'en' }));
    ok(/^deposit-/.test(post?.headers.get('idempotency-key') ?? ''), 'an idempotency key');
  });

  it('offers the payments consultant only after a link with paymentsConsultant=1', async () => {
    await render();
    equal(host.querySelector('aside'), null, 'no consultant without the flag');
    act(() => rememberQueryFlags('?paymentsConsultant=1', createMemoryStorage()));
    const consultant = host.querySelector<HTMLElement>('aside');
    equal(consultant?.querySelector('h2')?.textContent, 'Payments consultant');
    ok(consultant?.querySelector('a')?.getAttribute('href')?.endsWith('/office/support'), 'the link leads to support');
  });

  it('checks the limits before calling the server, and disables a method the currency lacks', async () => {
    await render();
    typeInto(inputByLabel(host, 'Amount, RUB'), '50');
    submit();
    const amount = inputByLabel(host, 'Amount, RUB');
    equal(amount.getAttribute('aria-invalid'), 'true');
    ok(host.textContent?.includes('The amount must be from'), host.textContent ?? '');
    equal(document.activeElement, amount, 'focus on the field');
    typeInto(amount, '12.345');
    submit();
    ok(host.textContent?.includes('at most two decimals'));
    equal(posts().length, 0, 'nothing sent');

    const select = host.querySelector('select');
    act(() => {
      if (select) select.value = '20000002';
      select?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const fast = host.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1];
    ok(fast?.disabled, 'the fast bank transfer takes no USD');
    ok(host.textContent?.includes('not available for USD'));
    ok(inputByLabel(host, 'Amount, USD'), 'the amount is in the account currency');
  });

  it('shows the server\'s refusals: limits at the amount, a ban as an alert; a retry after a lost answer keeps the key', async () => {
    await render();
    start = () => error(400, 'amount_out_of_limits', 'The amount must be from 100 to 600000 RUB', { min: 100, max: 600000, iso: 'RUB' });
    typeInto(inputByLabel(host, 'Amount, RUB'), '700');
    submit();
    await actUntil(() => inputByLabel(host, 'Amount, RUB').getAttribute('aria-invalid') === 'true', 'the amount error');
    start = () => error(403, 'banned', 'Your account is restricted');
    submit();
    await actUntil(() => host.querySelector('[role="alert"]') !== null, 'the alert');
    ok(host.querySelector('[role="alert"]')?.textContent?.includes('Deposits are not available: your account is restricted.'));
    start = () => Promise.reject(new TypeError('Failed to fetch'));
    submit();
    await actUntil(() => posts().length === 3, 'the third call');
    await actUntil(() => host.querySelector('button[type="submit"]')?.textContent === 'Go to payment', 'the form back');
    start = () => json(STARTED, 201);
    submit();
    await actUntil(() => went.length === 1, 'the provider page');
    const keys = posts().map((c) => c.headers.get('idempotency-key'));
    equal(keys[3], keys[2], 'the retry after a lost answer reuses the key');
    ok(keys[1] !== keys[0] && keys[2] !== keys[1], 'a refused attempt does not pin its key');
  });

  it('a failed load of the methods offers a retry', async () => {
    methods = () => error(500, 'internal_error', 'Internal server error');
    act(() => root.render(<Recharge goTo={(url) => went.push(url)} />));
    await actUntil(() => host.querySelector('[data-state="error"]') !== null, 'the error');
    methods = () => json(METHODS);
    act(() => getByRole(host, 'button', 'Try again').click());
    await actUntil(() => host.querySelector('form') !== null, 'the form after the retry');
  });
});
