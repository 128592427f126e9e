/**
 * The office bonuses screens against a stubbed fetch: the wager bonuses with their progress bars (value,
 * text, what is left, status), the empty state and an error with retry; bring a friend with the referral
 * link, copying it (and a failed copy), the share links and the friends list. Rendered through the
 * office app and its screen table (each screen a lazy chunk with its own texts).
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { resetPlatformState } from '../support/platform-state';
import { actUntil, mountRoot, unmountRoot } from '../support/react';
import { OfficeApp } from '../../office-parcel/src/App';
import { ReferralLink, referralLink } from '../../office-parcel/src/bonuses/BringFriend';
import { wagerPercent } from '../../office-parcel/src/bonuses/WagerBonuses';
import '../../office-parcel/src/i18n';
import { equal, ok } from '../support/assert';
import { json } from '../support/fetch-stub';
import { enterRoute, routesOf } from '../support/route';
import { signIn } from '../support/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Handler = (url: URL) => Response | Promise<Response>;
const route = routesOf('office');

const WAGER = [
  { id: 7, title: 'Welcome bonus', iso: 'RUB', amount: 1000, required: 5000, wagered: 1250, multiplier: 5, startedAt: Date.UTC(2026, 0, 10), endsAt: null, status: 'active' },
  { id: 8, title: 'Redeposit bonus', iso: 'RUB', amount: 200, required: 600, wagered: 600, multiplier: 3, startedAt: Date.UTC(2026, 1, 1), endsAt: Date.UTC(2026, 2, 1), status: 'completed' },
];

describe('office bonuses screens', () => {
  let host: HTMLElement;
  let root: Root;
  let handler: Handler;
  let calls: URL[];
  const realFetch = window.fetch;
  const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    window.fetch = ((input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      calls.push(url);
      return Promise.resolve(handler(url));
    }) as typeof fetch;
    ({ host, root } = mountRoot());
    signIn(10000001);
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  it('wager progress: whole percent of the requirement, capped at 100', () => {
    equal(wagerPercent(1250, 5000), 25);
    equal(wagerPercent(4999, 5000), 99, 'rounded down: not done until done');
    equal(wagerPercent(6000, 5000), 100);
    equal(wagerPercent(0, 0), 100);
  });

  it('lists the wager bonuses with a labelled progress bar, what is left and the status', async () => {
    handler = (url) => (url.pathname === '/web-api/office/bonuses/wager' ? json({ data: WAGER }) : json({}, 404));
    enterRoute(route('office-bonuses-wager'));
    act(() => root.render(<OfficeApp />));
    await actUntil(() => host.querySelectorAll('[data-bonus-id]').length === 2, 'the bonuses');
    equal(calls[0]?.searchParams.get('lng'), 'en');
    equal(host.querySelector('h1')?.textContent, 'Wager bonuses');
    const [active, done] = [...host.querySelectorAll<HTMLElement>('[data-bonus-id]')];
    const bar = active?.querySelector<HTMLElement>('[role="progressbar"]');
    equal(bar?.getAttribute('aria-label'), 'Wagering of “Welcome bonus”');
    equal(bar?.getAttribute('aria-valuenow'), '25');
    ok(bar?.getAttribute('aria-valuetext')?.includes('(25%)'), bar?.getAttribute('aria-valuetext') ?? '');
    equal(active?.querySelector<HTMLElement>('.kk-bonuses__bar-fill')?.style.width, '25%');
    ok(active?.textContent?.includes('1,250.00') && active.textContent.includes('5,000.00'), active?.textContent ?? '');
    ok(active?.textContent?.includes('3,750.00') && active.textContent.includes('more in settled bets to go'), 'what is left');
    equal(active?.querySelector('.kk-bonuses__badge')?.textContent, 'Active');
    equal(active?.dataset['status'], 'active');
    equal(done?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'), '100');
    equal(done?.querySelector('.kk-bonuses__badge')?.textContent, 'Wagered');
    ok(!done?.textContent?.includes('to go'), 'nothing left on a wagered bonus');
  });

  it('no wager bonuses: the empty state links to the promotions; a failed load retries', async () => {
    let up = false;
    handler = (url) => (url.pathname !== '/web-api/office/bonuses/wager' ? json({}, 404) : up ? json({ data: [] }) : json({ errors: [{ status: '500', detail: 'boom' }] }, 500));
    enterRoute(route('office-bonuses-wager'));
    act(() => root.render(<OfficeApp />));
    await actUntil(() => host.querySelector('[data-state="error"]') !== null, 'the error');
    equal(host.querySelector('[role="alert"] .kk-error-block__title')?.textContent, 'The data could not be loaded');
    up = true;
    act(() => button('Try again')?.click());
    await actUntil(() => host.querySelector('[data-state="empty"]') !== null, 'the empty state');
    ok(host.textContent?.includes('You have no wager bonuses.'));
    equal(host.querySelector<HTMLAnchorElement>('[data-state="empty"] a')?.getAttribute('href'), '/en/office/promotion');
  });

  it('bring a friend: the referral link, the share links and the friends who registered', async () => {
    handler = (url) =>
      url.pathname === '/web-api/office/bonuses/referrals'
        ? json({ data: { code: 'DEMOREF1', friends: [{ name: 'C***', registeredAt: Date.UTC(2026, 0, 5), hasDeposit: true }, { name: 'A***', registeredAt: Date.UTC(2026, 0, 2), hasDeposit: false }] } })
        : json({}, 404);
    enterRoute(route('office-bringfriend'));
    act(() => root.render(<OfficeApp />));
    await actUntil(() => host.querySelectorAll('[data-friend]').length === 2, 'the friends');
    equal(host.querySelector('h1')?.textContent, 'Bring a friend');
    const input = [...host.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Your referral link'))?.querySelector('input');
    equal(input?.value, `${location.origin}/?ref=DEMOREF1`);
    ok(input?.readOnly, 'the link is read-only');
    const telegram = [...host.querySelectorAll('a')].find((a) => a.textContent === 'Share on Telegram');
    ok(telegram?.href.includes(encodeURIComponent(`${location.origin}/?ref=DEMOREF1`)), telegram?.href ?? '');
    equal(telegram?.rel, 'noopener noreferrer');
    ok(host.textContent?.includes('Friends you brought (2)'));
    const [first, second] = [...host.querySelectorAll('[data-friend]')];
    ok(first?.textContent?.includes('C***') && first.textContent.includes('Has made a deposit'), first?.textContent ?? '');
    ok(second?.textContent?.includes('No deposit yet'));
  });

  it('copying the link: "copied" in a live region; a refused copy selects the link and says so', async () => {
    equal(referralLink('https://kickoff.test', 'AB CD'), 'https://kickoff.test/?ref=AB%20CD');
    const written: string[] = [];
    let refuse = false;
    const nav = { clipboard: { writeText: (text: string) => (refuse ? Promise.reject(new Error('denied')) : (written.push(text), Promise.resolve())) } };
    act(() => root.render(<ReferralLink link="https://kickoff.test/?ref=DEMOREF1" nav={nav} />));
    const status = () => host.querySelector('[role="status"]');
    equal(status()?.getAttribute('aria-live'), 'polite');
    equal(host.querySelector('button[type="button"]')?.textContent, 'Copy the link');
    equal([...host.querySelectorAll('button')].some((b) => b.textContent === 'Share'), false, 'no share button without the Web Share API');
    act(() => button('Copy the link')?.click());
    await actUntil(() => status()?.textContent === 'The link is copied.', 'copied');
    equal(written.join(), 'https://kickoff.test/?ref=DEMOREF1');
    refuse = true;
    act(() => button('Copy the link')?.click());
    await actUntil(() => status()?.textContent === 'Copying failed: select the link and copy it by hand.', 'copy failed');
    const input = host.querySelector('input');
    equal(input?.selectionStart, 0);
    equal(input?.selectionEnd, 'https://kickoff.test/?ref=DEMOREF1'.length, 'the link is selected for a manual copy');
  });

  it('the Web Share API shares the link when the browser has it', async () => {
    const shared: unknown[] = [];
    const nav = { share: (data: unknown) => (shared.push(data), Promise.resolve()) };
    act(() => root.render(<ReferralLink link="https://kickoff.test/?ref=X1" nav={nav} />));
    act(() => button('Share')?.click());
    await actUntil(() => shared.length === 1, 'shared');
    equal(JSON.stringify(shared[0]), JSON.stringify({ title: 'Join me on Kickoff!', text: 'Join me on Kickoff!', url: 'https://kickoff.test/?ref=X1' }));
  });
});
