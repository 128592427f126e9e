/** Identity test helpers: a cookie-keeping "browser" over app.inject, demo logins, db peeking. */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import { FingerprintRecordSchema, LoginResponseSchema, TokenResponseSchema } from '../../../platform/src/schemas/auth';
import { startApp, type FixtureOptions, type TestServer } from '../support/helpers';

export const WEB = '/web-api';
export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO = {
  demo: { email: 'demo@kickoff.test', id: 10000001 },
  banned: { email: 'banned@kickoff.test', id: 10000002 },
  twostep: { email: 'twostep@kickoff.test', id: 10000003 },
  terms: { email: 'terms@kickoff.test', id: 10000004 },
  unverified: { email: 'unverified@kickoff.test', id: 10000005 },
  convert: { email: 'convert@kickoff.test', id: 10000070 },
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

export interface CallOptions {
  payload?: unknown;
  headers?: Record<string, string>;
  /** Send `Authorization: Bearer <token>`. */
  token?: string;
  /** Leave out the x-hd fingerprint header (default: sent when the browser has one). */
  fingerprint?: string | false;
}

/** One visitor: keeps cookies between calls like a browser and sends its fingerprint as `x-hd`. */
export class Browser {
  readonly jar = new Map<string, string>();
  fingerprint: string | undefined;

  constructor(readonly app: FastifyInstance) {}

  async call(method: Method, url: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    const fingerprint = options.fingerprint === undefined ? this.fingerprint : options.fingerprint;
    if (fingerprint) headers['x-hd'] = fingerprint;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request: InjectOptions = { method, url, headers };
    if (options.payload !== undefined) request.payload = options.payload as InjectOptions['payload'];
    const res = await this.app.inject(request);
    for (const cookie of res.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return res;
  }

  get(path: string, options?: CallOptions): Promise<Response> {
    return this.call('GET', `${WEB}/${path}`, options);
  }

  post(path: string, payload?: unknown, options: CallOptions = {}): Promise<Response> {
    return this.call('POST', `${WEB}/${path}`, { ...options, payload: payload ?? options.payload });
  }

  /** Fetches a fingerprint token and keeps it for the `x-hd` header. */
  async identify(): Promise<string> {
    const res = await this.call('POST', `${WEB}/fingerprint`, { payload: { componentsData: 'test-components' } });
    assert.equal(res.statusCode, 200, res.body);
    this.fingerprint = v.parse(FingerprintRecordSchema, res.json()).token;
    return this.fingerprint;
  }

  async login(email: string, password = DEMO_PASSWORD, save = false): Promise<Response> {
    return this.post('auth/login', { uLogin: email, uPassword: password, save, componentsData: 'x' });
  }

  /** Logs in (must succeed without a second step) and returns a fresh bearer token. */
  async signIn(email: string, password = DEMO_PASSWORD, save = false): Promise<string> {
    const res = await this.login(email, password, save);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(v.parse(LoginResponseSchema, res.json()).status, 'ok');
    return this.token();
  }

  async token(): Promise<string> {
    const res = await this.get('user/gettoken?force_refresh=true');
    assert.equal(res.statusCode, 200, res.body);
    const token = v.parse(TokenResponseSchema, res.json()).data.token;
    assert.ok(token, 'a signed-in browser gets a token');
    return token;
  }
}

export interface IdentityServer extends TestServer {
  browser: Browser;
  /** Another visitor with its own cookies and fingerprint. */
  newBrowser(): Promise<Browser>;
  /** Moves the identity clock forward. */
  advance(ms: number): Promise<void>;
  /** Reads the database through a second connection (closed when the test ends). */
  db(): Database.Database;
}

export async function startIdentity(t: TestContext, options: FixtureOptions = {}): Promise<IdentityServer> {
  const server = await startApp(t, options);
  const newBrowser = async (): Promise<Browser> => {
    const browser = new Browser(server.app);
    await browser.identify();
    return browser;
  };
  let reader: Database.Database | undefined;
  t.after(() => reader?.close());
  return {
    ...server,
    browser: await newBrowser(),
    newBrowser,
    async advance(ms) {
      const res = await server.app.inject({ method: 'POST', url: '/__test/identity/clock', payload: { advanceMs: ms } });
      assert.equal(res.statusCode, 200, res.body);
    },
    db() {
      reader ??= new Database(server.dbFile, { readonly: true });
      return reader;
    },
  };
}

export interface ErrorBody {
  status: string;
  code: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
}

const ErrorsSchema = v.object({
  errors: v.pipe(
    v.array(v.object({ status: v.string(), code: v.string(), detail: v.string(), source: v.optional(v.object({ pointer: v.optional(v.string()), parameter: v.optional(v.string()) })) })),
    v.minLength(1),
  ),
});

/** Asserts a JSON:API error with this status and code; returns the first error. */
export function expectError(res: Response, status: number, code: string): ErrorBody {
  assert.equal(res.statusCode, status, `${status} ${code} expected, got ${res.statusCode}: ${res.body}`);
  const [first] = v.parse(ErrorsSchema, res.json()).errors;
  assert.ok(first);
  assert.equal(first.status, String(status));
  assert.equal(first.code, code, res.body);
  return first;
}

/** The named cookie set by a response. */
export function cookieOf(res: Response, name: string): Response['cookies'][number] | undefined {
  return res.cookies.find((cookie) => cookie.name === name);
}

/** The raw Set-Cookie header line for a cookie. */
export function setCookieLine(res: Response, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return lines.find((line) => line.startsWith(`${name}=`));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
