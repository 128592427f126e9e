/**
 * The office settings screen against a stubbed fetch: each control saves on change; a failed save puts
 * the control back (server error: main_query_error; a status-2 refusal: the server's own message
 * first), a save shows main_save_success; the disallowed sports revert too; a failed load retries.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../../platform/src/stores/language';
import { setSessionUser } from '../../../platform/src/stores/session';
import { resetPlatformState } from '../../support/platform-state';
import { OfficeSettingsScreen } from '../../../office-parcel/src/settings/OfficeSettings';
import type { OfficeSettings } from '../../../office-parcel/src/contracts/settings';
import { equal, ok } from '../../support/assert';
import { actUntil as until, mountRoot, unmountRoot } from '../../support/react';
import { json } from '../../support/fetch-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;


const SETTINGS: OfficeSettings = {
  commonSettings: { hide_balance: 0, coef_change_action: 0 },
  otherSettings: { show_game_id: 0, compact_view: 0 },
  notificationSettings: { notify_bet_result: 1, notify_deposit: 1, notify_bonus: 1 },
  cashbackSetting: { cashback_mode: 2 },
  bonusSetting: { bonus_type: 1 },
  firstDepositBonusSetting: { first_deposit_bonus_type: 0 },
  promoSetting: { promo_participation: 1 },
  mailingSettings: { enable_mail_news: 1, enable_mail_deposit: 1, enable_mail_bets: 1, enable_sms_news: 0, bonus_type: 1, first_deposit_bonus_type: 0 },
  pointsAccumulated: 12,
  clubPoints: 12,
  showClubPoints: true,
  availableCurrencies: [{ id: 1, iso: 'RUB', symbol: '₽' }],
  sports: [{ id: 1, name: 'Football' }, { id: 2, name: 'Hockey' }],
  lineSports: [1, 2],
  liveSports: [1],
  lineDisallowSports: [],
  liveDisallowSports: [],
  showFavoriteTeams: true,
  favoriteTeams: [],
  showPromoCodeCheck: true,
  showWallets: true,
  wallets: [{ id: 20000001, type: 0, iso: 'RUB', money: 100, isActive: true, walletAttributes: { title_translation_key: 'office_wallet_main' } }],
  email: 'demo@kickoff.test',
  emailVerified: false,
};

describe('office settings screen', () => {
  let host: HTMLElement;
  let root: Root;
  let saves: Array<{ path: string; body: unknown }>;
  let onSave: (path: string, body: { id?: string; value?: number }) => Response;
  let loadFails: boolean;
  const realFetch = window.fetch;

  const checkbox = (name: string) => {
    const label = [...host.querySelectorAll('label')].find((l) => l.textContent === name);
    const input = label?.querySelector('input') ?? (label?.htmlFor ? host.querySelector<HTMLInputElement>(`[id="${label.htmlFor}"]`) : null);
    if (!input) throw new Error(`no control ${name}`);
    return input;
  };
  const byLabel = (name: string) => {
    const input = host.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
    if (!input) throw new Error(`no control ${name}`);
    return input;
  };
  const alerts = () => [...host.querySelectorAll('[role="alert"] .kk-form-error')].map((p) => p.textContent);
  const status = () => host.querySelector('[role="status"] .kk-settings__success')?.textContent ?? null;

  /** What the screen logged with console.error (account spec §8: failed settings saves and loads are logged). */
  let logged: unknown[] = [];
  const consoleError = console.error;
  afterEach(() => {
    console.error = consoleError;
  });

  beforeEach(async () => {
    logged = [];
    console.error = (message: unknown) => void logged.push(message);
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    saves = [];
    loadFails = false;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === '/web-api/office/settings') return loadFails ? json({ errors: [{ status: '500', detail: 'boom' }] }, 500) : json({ data: SETTINGS });
      if (url.pathname === '/web-api/office/settings/teams') return json({ data: [{ id: 7, name: 'Lions', sportId: 1 }] });
      const body = JSON.parse(String(init?.body ?? '{}')) as { id?: string; value?: number };
      saves.push({ path: url.pathname, body });
      return onSave(url.pathname, body);
    }) as typeof fetch;
    ({ host, root } = mountRoot());
    act(() => setSessionUser(10000001));
    await whenTextsReady('en');
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  it('saves a setting on change and shows main_save_success', async () => {
    onSave = (_path, body) => json({ data: { id: body.id, value: body.value } });
    act(() => root.render(<OfficeSettingsScreen />));
    await until(() => host.querySelector('fieldset') !== null, 'the sections');
    ok(host.textContent?.includes('Points collected: 12'));
    ok(host.textContent?.includes('Main account'), 'wallet title from title_translation_key');
    act(() => checkbox('Hide the balance').click());
    await until(() => status() !== null, 'the success note');
    equal(status(), 'Saved');
    equal(JSON.stringify(saves[0]), JSON.stringify({ path: '/web-api/office/settings/save', body: { id: 'hide_balance', value: 1 } }));
    ok(checkbox('Hide the balance').checked, 'the new value stays');
  });

  it('a failed save reverts the control: main_query_error for a server error, the server message first for a status-2 refusal, at most 3', async () => {
    onSave = (_path, body) =>
      body.id === 'show_game_id'
        ? json({ errors: [{ status: '500', code: 'internal', detail: 'boom' }] }, 500)
        : json({ errors: [{ status: '422', code: 'invalid_setting_value', detail: `Refused ${body.id}`, meta: { status: 2 } }] }, 422);
    act(() => root.render(<OfficeSettingsScreen />));
    await until(() => host.querySelector('fieldset') !== null, 'the sections');
    const gameId = checkbox('Show the event number');
    act(() => gameId.click());
    ok(gameId.checked, 'optimistic while saving');
    await until(() => alerts().length === 1, 'the error');
    equal(gameId.checked, false, 'reverted');
    equal(alerts()[0], 'Could not save. Please try again.');
    ok(logged.includes('office settings: a save failed'), 'the failed save is logged');
    act(() => checkbox('Compact view').click());
    await until(() => alerts().length === 2, 'the second error');
    equal(checkbox('Compact view').checked, false, 'reverted');
    equal(alerts()[0], 'Refused compact_view', 'the status-2 message first');
    for (const name of ['Bet results', 'Deposits credited']) act(() => checkbox(name).click());
    await until(() => alerts().includes('Refused notify_deposit'), 'more errors');
    equal(alerts().length, 3, 'at most 3');
    ok(!alerts().includes('Could not save. Please try again.'), 'priority 1 first, the default drops out');
    ok(checkbox('Bet results').checked && checkbox('Deposits credited').checked, 'both reverted to on');
    equal(status(), null);
  });

  it('hiding a sport saves both lists and reverts on failure', async () => {
    let fail = false;
    onSave = (_path, body) => (fail ? json({ errors: [{ status: '500', detail: 'boom' }] }, 500) : json({ data: { lineDisallowSports: (body as { line: number[] }).line, liveDisallowSports: (body as { live: number[] }).live } }));
    act(() => root.render(<OfficeSettingsScreen />));
    await until(() => host.querySelector('fieldset') !== null, 'the sections');
    act(() => byLabel('Hide Hockey in the line').click());
    await until(() => status() === 'Saved', 'saved');
    equal(JSON.stringify(saves[0]?.body), JSON.stringify({ line: [2], live: [] }));
    fail = true;
    act(() => byLabel('Hide Football in live').click());
    await until(() => alerts().length === 1, 'the error');
    equal(byLabel('Hide Football in live').checked, false, 'reverted');
    ok(byLabel('Hide Hockey in the line').checked, 'the saved one stays');
  });

  it('a failed load shows an error with retry', async () => {
    loadFails = true;
    onSave = () => json({}, 404);
    act(() => root.render(<OfficeSettingsScreen />));
    await until(() => host.textContent?.includes('Your settings could not be loaded.') ?? false, 'the load error');
    ok(logged.includes('office settings: the load failed'), 'the failed load is logged');
    loadFails = false;
    act(() => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Try again')?.click());
    await until(() => host.querySelector('fieldset') !== null, 'the sections after retry');
  });
});
