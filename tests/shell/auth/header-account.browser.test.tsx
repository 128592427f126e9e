import { act } from 'react';
import { $modalStack, type AccountsState } from '@kickoff/platform';
import { setAccountBusy, setAccounts, setUserConfig } from '../../../platform/src/identity/stores';
import { $notifications } from '../../../platform/src/stores/notifications';
import { setSessionUser } from '../../../platform/src/stores/session';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../../../platform/src/stores/site-config';
import { resetPlatformState } from '../../support/platform-state';
import { Header } from '../../../shell-parcels/src/header/Header';
import { Modals } from '../../../shell-parcels/src/modals/Modals';
import { equal, ok } from '../../support/assert';
import { byRole, callsOf, click, CURRENCIES, fakeActions, field, mount, press, queryRole, settle, setRoute, useEnglish, USER_CONFIG, waitFor, type Mounted } from './helpers';

const ACCOUNTS: AccountsState = {
  activeAccount: 1,
  accounts: [
    { id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 1500.5, currencyId: 1, isActive: true },
    { id: 2, type: 9, iso: 'USD', symbol: '$', money: 0, currencyId: 2, isActive: false },
    { id: 3, type: 9, iso: 'EUR', symbol: '€', money: 25, currencyId: 3, isActive: false },
    { id: 4, type: 4, iso: 'RUB', symbol: '₽', money: 300, currencyId: 1, isActive: false },
  ],
  bonuses: [{ idBonus: 1, money: 300 }],
};
const money = (amount: number, iso: string) => new Intl.NumberFormat('en', { style: 'currency', currency: iso }).format(amount);

/** The account area is a lazy chunk: wait until it replaced its placeholder. */
const accountAreaLoaded = (host: HTMLElement) =>
  waitFor(() => host.querySelector('.kk-account:not(.kk-account--loading)') !== null, 'the account area chunk');

describe('Header account area', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    setRoute('home');
    act(() => {
      setSessionUser(7);
      setAccounts(ACCOUNTS);
      setUserConfig(USER_CONFIG);
    });
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('shows the active balance and switches the account from the menu with the keyboard', async () => {
    const { actions, calls } = fakeActions({ switchAccount: async () => ({ ok: true, value: undefined }) });
    view = mount(<Header />, actions);
    await accountAreaLoaded(view.host);
    const { host } = view;
    equal(host.querySelector('[data-balance]')?.textContent, money(1500.5, 'RUB'));
    const button = host.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]');
    ok(button, 'menu button');
    equal(button?.getAttribute('aria-label'), 'RUB — accounts');
    equal(button?.getAttribute('aria-expanded'), 'false');
    const menu = host.querySelector('[role="menu"]');
    equal(menu?.hasAttribute('hidden'), true, 'closed');

    button?.focus();
    press('ArrowDown');
    equal(button?.getAttribute('aria-expanded'), 'true');
    equal(menu?.hasAttribute('hidden'), false);
    const radios = [...host.querySelectorAll('[role="menuitemradio"]')];
    equal(radios.map((r) => r.textContent).join(' | '), `RUB${money(1500.5, 'RUB')} | USD${money(0, 'USD')} | EUR${money(25, 'EUR')}`, 'main and currency accounts, not the bonus one');
    equal(radios[0]?.getAttribute('aria-checked'), 'true');
    equal(document.activeElement, radios[0], 'focus on the first item');
    ok(queryRole(host, 'menuitem', `Bonus balance: ${money(300, 'RUB')}`), 'bonus balance as information');
    ok(queryRole(host, 'menuitem', 'Remove the USD account'), 'empty non-active account removable');
    equal(queryRole(host, 'menuitem', 'Remove the EUR account'), null, 'an account with money is not');

    press('ArrowDown');
    equal(document.activeElement, radios[1]);
    press('ArrowUp');
    press('ArrowUp');
    equal(document.activeElement?.textContent, 'Add currency', 'wraps to the last item');
    press('Home');
    press('ArrowDown');
    press('ArrowDown');
    equal(document.activeElement, radios[2]);
    press('Enter');
    await settle();
    equal(JSON.stringify(callsOf(calls, 'switchAccount')), JSON.stringify([[3]]));
    equal(button?.getAttribute('aria-expanded'), 'false', 'closed after choosing');
    equal(document.activeElement, button, 'focus back on the button');

    press('ArrowDown');
    equal(button?.getAttribute('aria-expanded'), 'true');
    press('Escape');
    equal(button?.getAttribute('aria-expanded'), 'false', 'Esc closes');
    equal(document.activeElement, button, 'and returns focus');
  });

  it('hides the balance when the user config says so, with a show toggle', async () => {
    act(() => setUserConfig({ ...USER_CONFIG, user_hide_balance: true }));
    const { actions } = fakeActions();
    view = mount(<Header />, actions);
    await accountAreaLoaded(view.host);
    const { host } = view;
    ok(!host.querySelector('[data-balance]')?.textContent?.includes('1,500'), 'amount hidden');
    const toggle = byRole(host, 'button', 'Show balance');
    equal(toggle.getAttribute('aria-pressed'), 'false');
    click(toggle);
    equal(host.querySelector('[data-balance]')?.textContent, money(1500.5, 'RUB'));
    equal(byRole(host, 'button', 'Hide balance').getAttribute('aria-pressed'), 'true');
  });

  it('adds a currency the player does not have and shows progress while the facade polls', async () => {
    let finish: () => void = () => undefined;
    const { actions, calls } = fakeActions({
      loadCurrencies: async () => ({ ok: true, value: [...CURRENCIES, { id: 4, iso: 'GBP', symbol: '£', name: 'Pound' }] }),
      addCurrency: () => {
        setAccountBusy('add');
        return new Promise((resolve) => {
          finish = () => {
            setAccountBusy(null);
            resolve({ ok: true, value: { message: 'GBP account opened' } });
          };
        });
      },
    });
    view = mount(<Header />, actions);
    await accountAreaLoaded(view.host);
    const { host } = view;
    click(host.querySelector('[aria-haspopup="menu"]'));
    click(byRole(host, 'menuitem', 'Add currency'));
    await settle();
    const select = field(host, 'Currency') as HTMLSelectElement;
    equal([...select.options].map((o) => o.textContent).join(','), 'GBP — Pound', 'only currencies the player lacks');
    click(byRole(host, 'button', 'Add'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'addCurrency')), JSON.stringify([[4]]));
    ok(host.querySelector('.kk-add-currency__status')?.textContent?.startsWith('Adding the currency'), 'progress shown');
    equal((byRole(host, 'button', 'Add') as HTMLButtonElement).disabled, true);
    await act(async () => finish());
    await settle();
    equal(host.querySelector('.kk-add-currency'), null, 'panel closed');
    equal($notifications.get().at(-1)?.text, 'GBP account opened');
  });

  it('a banned player who tries to switch or add an account is told the account is restricted, in the page language', async () => {
    const banned = { ok: false as const, error: 'Your account is restricted: this action is not available', code: 'banned' };
    const { actions } = fakeActions({
      switchAccount: async () => banned,
      addCurrency: async () => banned,
      loadCurrencies: async () => ({ ok: true, value: [...CURRENCIES, { id: 4, iso: 'GBP', symbol: '£', name: 'Pound' }] }),
    });
    view = mount(<Header />, actions);
    await accountAreaLoaded(view.host);
    const { host } = view;
    click(host.querySelector('[aria-haspopup="menu"]'));
    click(byRole(host, 'menuitemradio', /^USD/));
    await settle();
    equal($notifications.get().at(-1)?.text, 'auth:auth_banned', 'the auth text, translated where the notice shows');
    equal($notifications.get().at(-1)?.severity, 'error');
    click(host.querySelector('[aria-haspopup="menu"]'));
    click(byRole(host, 'menuitem', 'Add currency'));
    await settle();
    click(byRole(host, 'button', 'Add'));
    await settle();
    equal(byRole(host, 'alert', /restricted/).textContent, 'Your account is restricted: this action is not available. Contact support if you have questions.');
  });

  it('removes an empty currency account', async () => {
    const { actions, calls } = fakeActions({ removeCurrency: async () => ({ ok: true, value: { message: 'Removed' } }) });
    view = mount(<Header />, actions);
    await accountAreaLoaded(view.host);
    click(view.host.querySelector('[aria-haspopup="menu"]'));
    click(byRole(view.host, 'menuitem', 'Remove the USD account'));
    await settle();
    equal(JSON.stringify(callsOf(calls, 'removeCurrency')), JSON.stringify([[2]]), 'by currency id');
  });

  it('logout asks first: Cancel keeps the session, Log out calls logout once', async () => {
    let release: () => void = () => undefined;
    const { actions, calls } = fakeActions({ logout: () => new Promise<void>((resolve) => (release = resolve)) });
    view = mount(<><Header /><Modals /></>, actions);
    await accountAreaLoaded(view.host);
    const { host } = view;
    click(byRole(host.querySelector('.kk-header') ?? host, 'button', 'Log out'));
    await waitFor(() => host.querySelector('[role="dialog"]') !== null, 'the confirmation dialog');
    let dialog = host.querySelector<HTMLElement>('[role="dialog"][aria-label="Log out?"]');
    ok(dialog, 'confirmation shown');
    click(byRole(dialog ?? host, 'button', 'Cancel'));
    equal(callsOf(calls, 'logout').length, 0, 'not logged out');
    equal(host.querySelector('[role="dialog"]'), null, 'closed');

    click(byRole(host.querySelector('.kk-header') ?? host, 'button', 'Log out'));
    await waitFor(() => host.querySelector('[role="dialog"]') !== null, 'the confirmation dialog');
    dialog = host.querySelector<HTMLElement>('[role="dialog"]');
    const confirm = byRole(dialog ?? host, 'button', 'Log out') as HTMLButtonElement;
    click(confirm);
    click(confirm);
    equal(callsOf(calls, 'logout').length, 1, 'once');
    equal(confirm.disabled, true, 'busy');
    await act(async () => release());
    await settle();
    equal(host.querySelector('[role="dialog"]'), null, 'closed after logout');
  });
});

describe('Header for a guest', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    setRoute('home');
  });
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('offers login and registration; registration opens the modal on an ordinary page', () => {
    const { actions } = fakeActions();
    view = mount(<Header />, actions);
    click(byRole(view.host, 'button', 'Sign up'));
    equal($modalStack.get().map((m) => m.id).join(','), 'registration');
    click(byRole(view.host, 'button', 'Log in'));
    equal($modalStack.get().map((m) => m.id).join(','), 'registration,login');
  });

  it('hides registration on a VIP domain and disables it by config', () => {
    const { actions } = fakeActions();
    act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, isRegistrationButtonDisabled: true }));
    view = mount(<Header />, actions);
    equal((byRole(view.host, 'button', 'Sign up') as HTMLButtonElement).disabled, true);
    act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, isVipDomain: true }));
    equal(queryRole(view.host, 'button', 'Sign up'), null);
  });
});
