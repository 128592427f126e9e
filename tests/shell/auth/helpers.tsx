/** Helpers of the auth UI browser tests: mounting with injected identity actions, typing, finding by label or role. */
import { createRoot, type Root } from 'react-dom/client';
import { act, type ReactElement } from 'react';
import { whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { setLanguage } from '../../../platform/src/stores/language';
import { setRoute as writeRoute } from '../../../platform/src/stores/route';
import type { UserConfig } from '../../../platform/src/schemas/auth';
import { AuthActionsContext, defaultAuthActions, type AuthActions } from '../../../shell-parcels/src/auth/actions';
import '../../../shell-parcels/src/i18n';
import { tick } from '../../support/assert';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Calls = Array<{ name: keyof AuthActions; args: unknown[] }>;

export const COUNTRIES = [
  { id: 1, name: 'Russia', country_code: 'RU', tel_code: '+7' },
  { id: 2, name: 'Ireland', country_code: 'IE', tel_code: '+353' },
];
export const CURRENCIES = [
  { id: 1, iso: 'RUB', symbol: '₽', name: 'Rouble' },
  { id: 2, iso: 'USD', symbol: '$', name: 'Dollar' },
  { id: 3, iso: 'EUR', symbol: '€', name: 'Euro' },
];

/**
 * Fake identity actions: reference lists answer at once, everything else fails loudly unless
 * overridden. Every call is recorded in `calls`.
 */
export function fakeActions(overrides: Partial<AuthActions> = {}): { actions: AuthActions; calls: Calls } {
  const calls: Calls = [];
  const unexpected = (name: string) => () => {
    throw new Error(`unexpected call: ${name}`);
  };
  const base: AuthActions = { ...defaultAuthActions };
  for (const key of Object.keys(base) as Array<keyof AuthActions>) {
    (base as unknown as Record<string, unknown>)[key] = unexpected(key);
  }
  base.loadCountries = async () => ({ ok: true, value: COUNTRIES });
  base.loadCurrencies = async () => ({ ok: true, value: CURRENCIES });
  base.loadAuthGroup = () => new Promise(() => undefined);
  base.loadSocialProviders = () => new Promise(() => undefined);
  const merged: AuthActions = { ...base, ...overrides };
  const recorded = {} as Record<string, unknown>;
  for (const key of Object.keys(merged) as Array<keyof AuthActions>) {
    const fn = merged[key] as (...args: unknown[]) => unknown;
    recorded[key] = (...args: unknown[]) => {
      calls.push({ name: key, args });
      return fn(...args);
    };
  }
  return { actions: recorded as unknown as AuthActions, calls };
}

export const callsOf = (calls: Calls, name: keyof AuthActions): unknown[][] => calls.filter((c) => c.name === name).map((c) => c.args);

export interface Mounted {
  host: HTMLElement;
  root: Root;
  /** Renders another element with the same actions. */
  rerender: (element: ReactElement) => void;
  unmount: () => void;
}

export function mount(element: ReactElement, actions: AuthActions): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const render = (el: ReactElement) => act(() => root.render(<AuthActionsContext.Provider value={actions}>{el}</AuthActionsContext.Provider>));
  render(element);
  return {
    host,
    root,
    rerender: render,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

/** Lets pending promises (fake replies) settle and React commit. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await tick(ms);
  });
}

const valueSetter = (el: HTMLInputElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype, 'value')?.set;

export function type(el: Element | null, value: string): void {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) throw new Error(`not a field: ${el?.outerHTML}`);
  act(() => {
    valueSetter(el)?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export function click(el: Element | null): void {
  if (!(el instanceof HTMLElement)) throw new Error('nothing to click');
  act(() => el.click());
}

export function press(key: string, target: Element | null = document.activeElement): void {
  act(() => {
    target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** The control labelled `text` (exact label text). */
export function field(scope: ParentNode, text: string): HTMLInputElement | HTMLSelectElement {
  const label = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const el = label?.htmlFor ? document.getElementById(label.htmlFor) : label?.querySelector('input');
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) throw new Error(`no field labelled "${text}"`);
  return el;
}

/** An element by role and accessible name (aria-label or text content). */
export function byRole(scope: ParentNode, role: string, name: string | RegExp): HTMLElement {
  const implicit: Record<string, string> = { button: 'button:not([role]), [role="button"]', tab: '[role="tab"]', alert: '[role="alert"]', menuitem: '[role="menuitem"]', menuitemradio: '[role="menuitemradio"]', dialog: '[role="dialog"]', link: 'a[href]' };
  const candidates = [...scope.querySelectorAll<HTMLElement>(implicit[role] ?? `[role="${role}"]`)];
  const found = candidates.find((el) => {
    const accessible = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
  if (!found) throw new Error(`no ${role} named ${String(name)}; have: ${candidates.map((c) => c.getAttribute('aria-label') ?? c.textContent).join(' | ')}`);
  return found;
}

export function queryRole(scope: ParentNode, role: string, name: string | RegExp): HTMLElement | null {
  try {
    return byRole(scope, role, name);
  } catch {
    return null;
  }
}

/** The text of the element(s) that describe a field (aria-describedby). */
export function description(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Switches to English and waits for its text bundles (they load on demand). */
export async function useEnglish(): Promise<void> {
  await act(async () => {
    setLanguage('en');
    await whenTextsReady('en');
  });
}

export function setRoute(name: string, search = ''): void {
  const route: CurrentRoute = { name, params: {}, lang: 'en', layout: 'main', app: null, path: '', search, theme: null, data: {} };
  act(() => writeRoute(route));
}

export const USER_CONFIG: UserConfig = {
  disallow_line_sport: [], disallow_live_sport: [], phone_number: null, phone_code: null, user_email: 'demo@kickoff.test', user_name: 'Demo',
  user_country_code: 'RU', user_country_id: 1, activation_type: 1, user_ref_id: null, user_msg_count: 0, isRequiredTransfer: false,
  is_active_secure_question: false, user_hide_balance: false, changed_pass_day_count: null,
  user_data: { date_birthday: null, document_type_id: null, inn: null, name: null, passport: null, passport_date: null, passport_end_date: null, registration_address: null, surname: null },
  protection_level: null,
  protection_methods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false },
  should_sync_protection_methods: false, is_need_identification: false, ban_level: 0, ban_version: 0, user_status_id: 0, internal_verification_status: 0,
  verification_status: 0, verification_types: [], verification_status_group_code: null, requested_additional_document: false, is_identification_bonus: false,
  show_verification_modal_on_deposit_page: false, remaining_days_to_activate: null, isCCLine: false, isCClive: false, isDataAfterRegistration: false,
  has_deposit: false, user_id: 7,
};

/** Waits (settling React) until `check` holds, e.g. for a lazily loaded dialog. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  await settle();
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await settle(10);
  }
}
