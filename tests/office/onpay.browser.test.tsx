/**
 * The deposit return page against a stubbed fetch: it shows the server's status of `?payment=`, not
 * the URL's, polls while the payment is in progress and stops when it ends, offers "try again" after
 * a failure, and tells a missing or unknown payment apart.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { actUntil, mountRoot, unmountRoot } from '../support/react';
import { equal, ok } from '../support/assert';
import { OnpayResult } from '../../office-parcel/src/money/onpay/OnpayResult';
import { json } from '../support/fetch-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const deposit = (status: string) => ({
  data: { id: 7, status, method: 'card', amount: 1000, iso: 'RUB', accountId: 20000001, createdAt: 1, endedAt: status === 'pending' ? null : 2, expiresAt: status === 'expired' ? 2 : null },
});
const route = (result: string, search: string): CurrentRoute => ({ name: `onpay-${result}`, params: {}, lang: 'en', layout: 'empty', app: 'office', path: `onpay/${result}`, search, theme: null, data: { result } });

describe('onpay return page', () => {
  let host: HTMLElement;
  let root: Root;
  let replies: Array<() => Response>;
  let reads: number;
  const realFetch = window.fetch;

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    reads = 0;
    replies = [];
    window.fetch = ((input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === '/web-api/office/deposits/7') {
        reads += 1;
        const next = replies.length > 1 ? replies.shift() : replies[0];
        return Promise.resolve(next ? next() : json({}, 500));
      }
      if (url.pathname === '/web-api/office/deposits/9') return Promise.resolve(json({ errors: [{ status: '401', code: 'unauthorized', detail: 'Sign in first' }] }, 401));
      if (url.pathname === '/web-api/user/gettoken') return Promise.resolve(json({ data: { token: null } }));
      return Promise.resolve(json({ errors: [{ status: '404', code: 'not_found', detail: 'No such deposit' }] }, 404));
    }) as typeof fetch;
    await import('../../office-parcel/src/money/onpay/OnpayResult');
    await whenTextsReady('en');
    ({ host, root } = mountRoot());
    act(() => setSessionUser(10000001));
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  const heading = () => host.querySelector('h1')?.textContent ?? '';

  it('polls a payment in progress until the server says it succeeded, whatever the URL says', async () => {
    replies = [() => json(deposit('pending')), () => json(deposit('pending')), () => json(deposit('success'))];
    act(() => setRoute(route('fail', '?payment=7')));
    act(() => root.render(<OnpayResult pollMs={10} />));
    await actUntil(() => heading() === 'The payment is being processed', 'pending');
    await actUntil(() => heading() === 'Deposit credited', 'success');
    ok(host.querySelector('[data-amount]')?.textContent?.includes('1,000.00'), 'the amount');
    const after = reads;
    await act(async () => new Promise((r) => setTimeout(r, 60)));
    equal(reads, after, 'no reads once ended');
    equal(document.activeElement, host.querySelector('h1'), 'focus on the result');
    ok([...host.querySelectorAll('a')].some((a) => a.textContent === 'To my account' && a.getAttribute('href') === '/en/office/account'));
  });

  it('a failed payment offers to try again', async () => {
    replies = [() => json(deposit('failed'))];
    act(() => setRoute(route('success', '?payment=7')));
    act(() => root.render(<OnpayResult pollMs={10} />));
    await actUntil(() => heading() === 'The payment did not go through', 'failed');
    ok([...host.querySelectorAll('a')].some((a) => a.textContent === 'Try again' && a.getAttribute('href') === '/en/office/recharge'));
  });

  it('an expired checkout says the time ran out, stops polling and offers a new deposit', async () => {
    replies = [() => json(deposit('expired'))];
    act(() => setRoute(route('pending', '?payment=7')));
    act(() => root.render(<OnpayResult pollMs={10} />));
    await actUntil(() => heading() === 'The time to pay ran out', 'expired');
    ok(host.textContent?.includes('no money was taken'));
    const after = reads;
    await act(async () => new Promise((r) => setTimeout(r, 60)));
    equal(reads, after, 'no reads once expired');
    ok([...host.querySelectorAll('a')].some((a) => a.textContent === 'Try again' && a.getAttribute('href') === '/en/office/recharge'));
  });

  it('tells a missing, an unknown and a signed-out payment apart', async () => {
    act(() => setRoute(route('success', '?payment=abc')));
    act(() => root.render(<OnpayResult pollMs={10} />));
    await actUntil(() => host.textContent?.includes('No payment was named to check.') === true, 'no payment');
    equal(reads, 0);
    act(() => setRoute(route('success', '?payment=8')));
    await actUntil(() => host.textContent?.includes('Payment not found.') === true, 'not found');
    act(() => setRoute(route('success', '?payment=9')));
    await actUntil(() => host.textContent?.includes('Sign in to see this payment.') === true, 'signed out');
    equal(host.querySelector('a')?.getAttribute('href'), '/en/login');
  });
});
