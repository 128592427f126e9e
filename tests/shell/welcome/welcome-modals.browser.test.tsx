/**
 * The welcome journey (shell-parcels/src/welcome/) with the real modal host: each modal under its site-config
 * flag and not otherwise, never over another modal, remembered once seen; the first-deposit bonus in both
 * variants (the choice saved for a player through the office call, kept for a visitor who is sent to
 * registration; the single offer's deposit button); the phone country chosen and kept; the display settings.
 */
import { act } from 'react';
import { $globalSettings, $modalStack, $visibleNotifications, closeModal, DEFAULT_GLOBAL_SETTINGS, openModal, type SiteConfig } from '@kickoff/platform';
import { DEFAULT_SITE_CONFIG } from '../../../platform/src/schemas/site-config-defaults';
import { setSiteConfig } from '../../../platform/src/stores/site-config';
import { setUserConfig } from '../../../platform/src/identity/stores';
import { resetGlobalSettings } from '../../../platform/src/stores/global-settings';
import { Modals } from '../../../shell-parcels/src/modals/Modals';
import { startWelcomeJourney } from '../../../shell-parcels/src/welcome/runtime';
import { $phoneCountryId, PHONE_COUNTRY_KEY } from '../../../shell-parcels/src/phone-country/store';
import { BONUS_CHOICE_KEY, FIRST_DEPOSIT_BONUS_SHOWN_KEY, WELCOME_SEEN_KEY } from '../../../shell-parcels/src/welcome/memory';
import { resetPlatformState } from '../../support/platform-state';
import { signIn } from '../../support/session';
import { json, stubFetch } from '../../support/fetch-stub';
import { equal, ok } from '../../support/assert';
import { byRole, click, fakeActions, field, mount, press, settle, setRoute, useEnglish, USER_CONFIG, waitFor, type Mounted } from '../auth/helpers';

const COUNTRIES = [
  { id: 1, name: 'Russia', country_code: 'RU', tel_code: '+7' },
  { id: 2, name: 'Ireland', country_code: 'IE', tel_code: '+353' },
];

const dialogs = (host: HTMLElement) => [...host.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute('aria-label'));
const config = (patch: Partial<SiteConfig>) => act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, ...patch }));
const pause = (ms = 150) => settle(ms);

describe('welcome journey', () => {
  let view: Mounted | null = null;
  let stop: (() => void) | null = null;
  let restoreFetch: () => void;
  let posted: unknown[];

  beforeEach(async () => {
    act(resetPlatformState);
    act(resetGlobalSettings);
    localStorage.clear();
    await useEnglish();
    setRoute('home');
    posted = [];
    restoreFetch = stubFetch(async (url, init) => {
      if (url.pathname.endsWith('/reference/countries')) return json({ data: COUNTRIES });
      if (url.pathname.endsWith('/office/bonuses/deposit/choice')) {
        posted.push(JSON.parse(String(init?.body)));
        return json({ data: { choice: 1, canChange: true, bonusAccount: null } });
      }
      return json({}, 404);
    });
    view = mount(<Modals />, fakeActions().actions);
  });
  afterEach(async () => {
    stop?.();
    stop = null;
    await settle();
    act(() => closeModal());
    view?.unmount();
    view = null;
    restoreFetch();
    localStorage.clear();
  });

  const start = () => act(() => void (stop = startWelcomeJourney()));

  it('shows nothing while every flag is off', async () => {
    start();
    await pause();
    equal(dialogs(view!.host).length, 0);
    equal($modalStack.get().length, 0);
  });

  it('welcome modal under its flag: focus inside, Esc closes it, seen once per browser', async () => {
    config({ isWelcomeModalEnabled: true });
    start();
    await waitFor(() => dialogs(view!.host).includes('Welcome to Kickoff'), 'the welcome modal');
    const dialog = view!.host.querySelector('[role="dialog"]');
    ok(dialog?.contains(document.activeElement), 'focus moved into the dialog');
    equal(localStorage.getItem(WELCOME_SEEN_KEY), 'true');
    press('Escape');
    await waitFor(() => dialogs(view!.host).length === 0, 'closed by Esc');
    stop?.();
    start();
    await pause();
    equal(dialogs(view!.host).length, 0, 'not shown again');
  });

  it('waits while another modal is open and shows once it closes', async () => {
    config({ isWelcomeModalEnabled: true });
    act(() => openModal('login'));
    start();
    await waitFor(() => dialogs(view!.host).includes('Log in'), 'the login dialog');
    await pause();
    equal(dialogs(view!.host).join(','), 'Log in', 'not over the login form');
    equal(localStorage.getItem(WELCOME_SEEN_KEY), null);
    act(() => closeModal('login'));
    await waitFor(() => dialogs(view!.host).includes('Welcome to Kickoff'), 'the welcome modal after login closed');
  });

  it('not on an auth form page', async () => {
    config({ isWelcomeModalEnabled: true });
    setRoute('registration');
    start();
    await pause();
    equal($modalStack.get().length, 0);
    setRoute('home');
    await waitFor(() => $modalStack.get().at(-1)?.id === 'welcome', 'the welcome modal once off the form');
  });

  it('first-deposit bonus, choice variant, visitor: the choice is kept and registration opens', async () => {
    config({ isFirstDepositBonusModalEnabled: true, firstDepositBonusModalType: 'choice' });
    start();
    await waitFor(() => dialogs(view!.host).includes('First deposit bonus'), 'the bonus modal');
    ok(view!.host.querySelector('[data-modal="first-deposit-bonus"][data-variant="choice"]'));
    equal(localStorage.getItem(FIRST_DEPOSIT_BONUS_SHOWN_KEY), 'true');
    click(byRole(view!.host, 'button', 'Get the bonus'));
    await waitFor(() => view!.host.querySelector('[role="alert"]') !== null, 'asked to choose');
    click(field(view!.host, 'Casino bonus'));
    click(byRole(view!.host, 'button', 'Get the bonus'));
    await waitFor(() => $modalStack.get().map((m) => m.id).join(',') === 'registration', 'registration instead of the bonus modal');
    equal(localStorage.getItem(BONUS_CHOICE_KEY), '2');
  });

  it('first-deposit bonus only on the home page', async () => {
    config({ isFirstDepositBonusModalEnabled: true });
    setRoute('live');
    start();
    await pause();
    equal($modalStack.get().length, 0);
  });

  it('first-deposit bonus, choice variant, player without a deposit: saved through the office call', async () => {
    config({ isFirstDepositBonusModalEnabled: true, firstDepositBonusModalType: 'choice' });
    signIn(7);
    act(() => setUserConfig({ ...USER_CONFIG, has_deposit: false }));
    start();
    await waitFor(() => dialogs(view!.host).includes('First deposit bonus'), 'the bonus modal');
    click(field(view!.host, 'Sports betting bonus'));
    click(byRole(view!.host, 'button', 'Get the bonus'));
    await waitFor(() => dialogs(view!.host).length === 0, 'closed after saving');
    equal(JSON.stringify(posted), '[{"choice":1}]');
    ok($visibleNotifications.get().some((n) => n.group === 'first-deposit-bonus'));
  });

  it('first-deposit bonus: not for a player who has deposited', async () => {
    config({ isFirstDepositBonusModalEnabled: true });
    signIn(7);
    act(() => setUserConfig({ ...USER_CONFIG, has_deposit: true }));
    start();
    await pause();
    equal($modalStack.get().length, 0);
  });

  it('first-deposit bonus, single variant: one offer; the deposit button sends a visitor to registration', async () => {
    config({ isFirstDepositBonusModalEnabled: true, firstDepositBonusModalType: 'single' });
    start();
    await waitFor(() => view!.host.querySelector('[data-modal="first-deposit-bonus"][data-variant="single"]') !== null, 'the single offer');
    equal(view!.host.querySelectorAll('input[type="radio"]').length, 0, 'no choice in this variant');
    click(byRole(view!.host, 'button', 'Make a deposit'));
    await waitFor(() => $modalStack.get().map((m) => m.id).join(',') === 'registration', 'registration');
  });

  it('phone country: asked when the geo country is not a listed one; the choice is kept', async () => {
    config({ isPhoneCountryModalEnabled: true, geoCountryId: 0 });
    start();
    await waitFor(() => dialogs(view!.host).includes('Your country'), 'the phone-country modal');
    await waitFor(() => view!.host.querySelectorAll('option').length === 2, 'the countries');
    const select = view!.host.querySelector<HTMLSelectElement>('select');
    ok(select);
    equal(select?.labels?.[0]?.textContent, 'Phone country');
    ok(select?.options[1]?.textContent?.includes('Ireland (+353)'));
    act(() => {
      if (!select) return;
      select.value = '2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    click(byRole(view!.host, 'button', 'Choose'));
    await waitFor(() => dialogs(view!.host).length === 0, 'closed');
    equal($phoneCountryId.get(), 2);
    equal(localStorage.getItem(PHONE_COUNTRY_KEY), '2');
  });

  it('phone country: not asked when the site knows the country', async () => {
    config({ isPhoneCountryModalEnabled: true, geoCountryId: 1 });
    start();
    await pause(300);
    equal($modalStack.get().length, 0);
  });

  it('display settings: the side panel switches and the odds view change the global settings', async () => {
    act(() => openModal('display-settings'));
    await waitFor(() => dialogs(view!.host).includes('Display settings'), 'the display settings');
    click(field(view!.host, 'Show the left panel (sports menu)'));
    equal($globalSettings.get().hideLeft, true);
    click(field(view!.host, 'Show the right panel (bet slip)'));
    equal($globalSettings.get().hideRight, true);
    click(field(view!.host, 'Asian'));
    equal($globalSettings.get().appViewType, 1);
    equal(DEFAULT_GLOBAL_SETTINGS.appViewType, 0);
  });
});
