/** Staff test helpers: a server on a clock the test moves, a cookie-keeping staff "browser" and the two-step sign-in. */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { createClock, type Clock } from '../../../server/clock';
import { DEV_STAFF, DEV_STAFF_PASSWORD, type DevStaff } from '../../../server/staff/dev-staff';
import { STAFF_COOKIE_PENDING, STAFF_COOKIE_SESSION } from '../../../server/staff/constants';
import { totpCode } from '../../../server/staff/totp';
import type { StaffRole } from '../../../server/staff/roles';
import { startApp, type FixtureOptions, type TestServer } from '../support/helpers';

export { DEV_STAFF_PASSWORD, STAFF_COOKIE_PENDING, STAFF_COOKIE_SESSION };

/** A fixed instant in the middle of a 30 s TOTP step. */
export const T0 = Date.UTC(2026, 10, 28, 12, 0, 15);
export const TOTP_STEP_MS = 30_000;

export function devStaff(role: StaffRole): DevStaff {
  const found = DEV_STAFF.find((member) => member.roles.includes(role));
  assert.ok(found, `a development member with the role ${role}`);
  return found;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One browser: keeps the cookies it is given, as a browser would (Secure ignored: inject is http). */
export class StaffBrowser {
  readonly jar = new Map<string, string>();
  constructor(readonly app: FastifyInstance) {}

  async call(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const all: Record<string, string> = { ...headers };
    if (this.jar.size > 0) all.cookie = [...this.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    const request: InjectOptions = { method, url, headers: all };
    if (payload !== undefined) request.payload = payload as InjectOptions['payload'];
    const res = await this.app.inject(request);
    for (const cookie of res.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return res;
  }
}

/**
 * Password then code in `browser`; asserts both steps pass. Moves `clock` (the server's) a TOTP step on
 * first, so no code is a replay of an earlier sign-in's. For servers built by other services' helpers too.
 */
export async function signInStaff(browser: StaffBrowser, clock: Clock, member: DevStaff): Promise<StaffBrowser> {
  clock.advance(TOTP_STEP_MS);
  const password = await browser.call('POST', '/staff-api/auth/password', { email: member.email, password: DEV_STAFF_PASSWORD });
  assert.equal(password.statusCode, 200, password.body);
  const totp = await browser.call('POST', '/staff-api/auth/totp', { code: await totpCode(member.totpSecret, clock.now()) });
  assert.equal(totp.statusCode, 200, totp.body);
  return browser;
}

export interface StaffServer extends TestServer {
  clock: Clock;
  browser(): StaffBrowser;
  /** The current code of a secret at the server clock. */
  code(secret: string): Promise<string>;
  /** Password then code; asserts both steps pass; moves the clock a TOTP step on first (no replay between sign-ins). */
  signIn(member: DevStaff, browser?: StaffBrowser): Promise<StaffBrowser>;
  /** Reads the database through a second connection (closed when the test ends). */
  db(): Database.Database;
}

export async function startStaff(t: TestContext, options: FixtureOptions = {}): Promise<StaffServer> {
  const clock = createClock(() => T0);
  const server = await startApp(t, { clock, ...options });
  let reader: Database.Database | undefined;
  t.after(() => reader?.close());
  const code = (secret: string): Promise<string> => totpCode(secret, clock.now());
  const browser = (): StaffBrowser => new StaffBrowser(server.app);
  return {
    ...server,
    clock,
    browser,
    code,
    signIn: (member, given = browser()) => signInStaff(given, clock, member),
    db() {
      reader ??= new Database(server.dbFile);
      return reader;
    },
  };
}
