/**
 * Test helpers for the identity layer: a manual fake clock, a routed fake server behind a real API
 * client, a fake cookie jar, JWT builder, and an identity instance wired to all of them.
 */
import { createApiClient } from '../../../platform/src/api/client';
import { DEFAULT_ENV } from '../../../platform/src/env/env';
import { createMemoryStorage } from '../../../platform/src/storage/web-storage';
import { setRoute as writeRoute } from '../../../platform/src/stores/route';
import { createIdentity, type Identity } from '../../../platform/src/identity/runtime';
import type { IdentityDeps, LoginChangeDetail, PageLocation } from '../../../platform/src/identity/context';
import type { VisibilitySource } from '../../../platform/src/identity/deps';
import type { UserConfig } from '../../../platform/src/schemas/auth';

import { createFakeClock as createClock, type FakeClock } from '../../support/fake-clock';
import { resetPlatformState } from '../../support/platform-state';

export { flush, type FakeClock } from '../../support/fake-clock';

export const createFakeClock = (start = 1_700_000_000_000): FakeClock => createClock(start);

/** A JWT with the given claims (signature not checked by the client). */
export function makeJwt(claims: Record<string, unknown>): string {
  const enc = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.c2lnbmF0dXJl`;
}

/** A JWT for `userId` that expires `ttlMs` after `nowMs`. */
export const tokenFor = (userId: number, nowMs: number, ttlMs = 3_600_000, tag = ''): string =>
  makeJwt({ sub: String(userId), exp: Math.floor((nowMs + ttlMs) / 1000), iat: Math.floor(nowMs / 1000), sid: tag || undefined });

export interface RecordedCall {
  method: string;
  /** Path after the service base, e.g. `/web-api/user/gettoken`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type Handler = (call: RecordedCall, count: number) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const jsonApiError = (status: number, code: string, detail = '', pointer?: string): Response =>
  json(status, { errors: [{ status: String(status), code, detail, ...(pointer ? { source: { pointer } } : {}) }] });

export interface FakeServer {
  fetch: typeof fetch;
  calls: RecordedCall[];
  on(route: string, handler: Handler): void;
  count(route: string): number;
  callsTo(route: string): RecordedCall[];
}

/** Routes are `METHOD /service-base/path` (e.g. `GET /web-api/user/gettoken`); unknown routes answer 404. */
export function createFakeServer(): FakeServer {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  const counts = new Map<string, number>();
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://kickoff.test');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const call: RecordedCall = { method, path: url.pathname, query: url.searchParams, headers: new Headers(init?.headers), body };
    calls.push(call);
    const route = `${method} ${url.pathname}`;
    const count = (counts.get(route) ?? 0) + 1;
    counts.set(route, count);
    await Promise.resolve();
    const handler = handlers.get(route);
    if (!handler) return json(404, { message: `no handler for ${route}` });
    return handler(call, count);
  };
  return {
    fetch: fn as typeof fetch,
    calls,
    on: (route, handler) => void handlers.set(route, handler),
    count: (route) => counts.get(route) ?? 0,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/** document.cookie semantics: reads give `a=1; b=2`, writes set one cookie, max-age=0 deletes it. */
export class FakeCookieJar {
  readonly jar = new Map<string, string>();
  get cookie(): string {
    return [...this.jar].map(([k, val]) => `${k}=${val}`).join('; ');
  }
  set cookie(text: string) {
    const [pair = '', ...attrs] = text.split(';');
    const eq = pair.indexOf('=');
    const name = decodeURIComponent(pair.slice(0, eq).trim());
    const value = pair.slice(eq + 1).trim();
    if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

export interface FakeVisibility extends VisibilitySource {
  set(visible: boolean): void;
}

export function createFakeVisibility(initial = true): FakeVisibility {
  let visible = initial;
  const listeners = new Set<() => void>();
  return {
    isVisible: () => visible,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      visible = next;
      listeners.forEach((l) => l());
    },
  };
}

export interface Harness {
  identity: Identity;
  deps: IdentityDeps;
  server: FakeServer;
  clock: FakeClock;
  cookies: FakeCookieJar;
  storage: Storage;
  events: LoginChangeDetail[];
  navigations: string[];
  reloads: { count: number };
  siteConfigReloads: string[];
  logs: { error: unknown[][]; warn: unknown[][] };
  location: PageLocation;
  visibility: FakeVisibility;
  groups: Record<string, unknown>;
  uninstall: () => void;
}

/** A fresh identity instance on fakes, interceptors installed, global stores reset. */
export function createHarness(opts: { install?: boolean } = {}): Harness {
  resetPlatformState();
  const server = createFakeServer();
  const clock = createFakeClock();
  const cookies = new FakeCookieJar();
  const storage = createMemoryStorage();
  const events: LoginChangeDetail[] = [];
  const navigations: string[] = [];
  const reloads = { count: 0 };
  const siteConfigReloads: string[] = [];
  const logs = { error: [] as unknown[][], warn: [] as unknown[][] };
  const location: PageLocation = { origin: 'http://kickoff.test', pathname: '/ru', search: '' };
  const visibility = createFakeVisibility(true);
  const groups: Record<string, unknown> = {};
  const api = createApiClient({ env: () => DEFAULT_ENV, fetch: server.fetch });
  const deps: IdentityDeps = {
    api,
    clock,
    storage,
    cookies,
    emit: (detail) => events.push(detail),
    navigate: (to) => {
      navigations.push(to);
      const url = new URL(to, location.origin);
      location.pathname = url.pathname;
      location.search = url.search;
    },
    reload: () => void (reloads.count += 1),
    location: () => location,
    reloadSiteConfig: async (lang) => void siteConfigReloads.push(lang),
    loadConfigGroups: async () => groups,
    visibility,
    collectComponents: () => JSON.stringify({ userAgent: 'test', screen: { width: 1920, height: 1080 } }),
    whenReady: () => Promise.resolve(),
    log: { error: (...args) => void logs.error.push(args), warn: (...args) => void logs.warn.push(args) },
  };
  const identity = createIdentity(deps);
  const uninstall = opts.install === false ? () => undefined : identity.install();
  // Defaults every test can override: a fingerprint service and guest token.
  let fp = 0;
  server.on('POST /web-api/fingerprint', (call) =>
    json(200, { token: `fp-${++fp}`, componentsData: (call.body as { componentsData: string }).componentsData, expiresAt: clock.now() + 86_400_000 }),
  );
  server.on('GET /web-api/user/gettoken', () => json(200, { data: { token: null } }));
  return { identity, deps, server, clock, cookies, storage, events, navigations, reloads, siteConfigReloads, logs, location, visibility, groups, uninstall };
}

export function setRoute(name: string, path = '', search = '', lang = 'ru'): void {
  writeRoute({ name, params: {}, lang, layout: 'main', app: null, path, search, theme: null, data: {} });
}

export function userConfig(overrides: Partial<UserConfig> = {}): UserConfig {
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: '9001234567',
    phone_code: '+7',
    user_email: 'demo@kickoff.test',
    user_name: 'Demo',
    user_country_code: 'RU',
    user_country_id: 1,
    activation_type: 2,
    user_ref_id: null,
    user_msg_count: 0,
    isRequiredTransfer: false,
    is_active_secure_question: false,
    user_hide_balance: true,
    changed_pass_day_count: null,
    user_data: {
      date_birthday: '1990-01-01',
      document_type_id: 1,
      inn: null,
      name: 'Demo',
      passport: '1234 567890',
      passport_date: '2010-01-01',
      passport_end_date: null,
      registration_address: 'Moscow',
      surname: 'Player',
    },
    protection_level: 50,
    protection_methods: {
      is_changed_password: false,
      enable_two_factor_auth: false,
      enable_phone_binding: true,
      enable_security_question: false,
      enable_email_auth: true,
    },
    should_sync_protection_methods: false,
    is_need_identification: false,
    ban_level: 0,
    ban_version: 0,
    user_status_id: 2,
    internal_verification_status: 1,
    verification_status: 2,
    verification_types: [],
    verification_status_group_code: null,
    requested_additional_document: false,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    isCCLine: false,
    isCClive: false,
    isDataAfterRegistration: false,
    has_deposit: true,
    user_id: 7,
    ...overrides,
  };
}

export const accountsState = (currencyIds: number[] = [1], active = 101) => ({
  activeAccount: active,
  accounts: currencyIds.map((currencyId, i) => ({
    id: 101 + i,
    type: i === 0 ? 0 : 9,
    iso: ['RUB', 'USD', 'EUR', 'KZT'][i] ?? 'GBP',
    symbol: '¤',
    money: 100,
    currencyId,
    isActive: true,
  })),
  bonuses: [],
});

/** Serves user config and accounts for `userId`. */
export function serveUser(server: FakeServer, userId: number, config: Partial<UserConfig> = {}): void {
  server.on('GET /web-api/user/config', () => json(200, { result: userConfig({ user_id: userId, ...config }) }));
  server.on('GET /web-api/user/accounts', () => json(200, { data: accountsState() }));
}
