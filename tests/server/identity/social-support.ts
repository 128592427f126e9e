/** Social sign-in test helpers: a sign-in through the demo identity provider, step by step. */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import { SocialRedirectResponseSchema } from '../../../platform/src/schemas/auth';
import type { Browser } from './support';

export const SOCIAL = '/social-api';

export interface StartedFlow {
  authorizeUrl: URL;
  params: Record<string, string>;
  state: string;
}

/** POST oauth/start; the provider's authorisation URL and its parameters. */
export async function startFlow(browser: Browser, body: Record<string, unknown> = { network: 'google' }): Promise<StartedFlow> {
  const res = await browser.call('POST', `${SOCIAL}/oauth/start`, { payload: body });
  assert.equal(res.statusCode, 200, res.body);
  const authorizeUrl = new URL(v.parse(SocialRedirectResponseSchema, res.json()).redirectUrl);
  const params = Object.fromEntries(authorizeUrl.searchParams);
  assert.ok(params.state);
  return { authorizeUrl, params, state: params.state };
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** Posts the provider's consent form (Allow or Deny); the 303 back to the callback. */
export async function decide(browser: Browser, flow: StartedFlow, fields: Record<string, string> = { choice: '0', decision: 'allow' }): Promise<Response> {
  const { ui_locales: _lng, ...params } = flow.params;
  return browser.call('POST', '/demo-idp/authorize', form({ ...params, ...fields }));
}

/** The callback URL (path and query) a provider redirect points at. */
export function callbackPath(location: string | undefined): string {
  assert.ok(location, 'a redirect');
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/** Follows a provider redirect to the callback; the callback's response. */
export async function followToCallback(browser: Browser, providerReply: Response): Promise<Response> {
  assert.equal(providerReply.statusCode, 303, providerReply.body);
  return browser.call('GET', callbackPath(String(providerReply.headers.location)));
}

/** A whole sign-in with the demo identity (`fields` of the consent form); the callback's response. */
export async function signInWithDemo(browser: Browser, body: Record<string, unknown> = { network: 'google' }, fields?: Record<string, string>): Promise<Response> {
  const flow = await startFlow(browser, body);
  return followToCallback(browser, await decide(browser, flow, fields));
}

export async function sessionUser(browser: Browser): Promise<number | null> {
  const res = await browser.get('auth/session-check');
  const body: unknown = res.json();
  return v.parse(v.object({ user_id: v.nullable(v.number()) }), body).user_id;
}

/** A multipart body of text fields. */
export function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = 'kickoffsocialboundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The registration page's parameter naming a pending social registration. */
export const CONFIRM_PARAM = 'social_confirm';
export const REGISTRATION_COOKIE = 'kk_social_registration';

/** The pending registration's token in a redirect (or `redirectUrl`) to the confirm page. */
export function confirmTokenOf(location: string | undefined): string {
  assert.ok(location, 'a redirect');
  const url = new URL(location, 'http://localhost');
  assert.match(url.pathname, /^\/(ru|en)\/registration$/, location);
  const token = url.searchParams.get(CONFIRM_PARAM);
  assert.ok(token, `${CONFIRM_PARAM} in ${location}`);
  return token;
}

/** GET oauth/register?token= */
export function registrationDetails(browser: Browser, token: string): Promise<Response> {
  return browser.call('GET', `${SOCIAL}/oauth/register?${new URLSearchParams({ token })}`);
}

/** POST oauth/register with the age declaration (left out of the body with 'omit'). */
export function confirmRegistration(browser: Browser, token: string, ageConfirmed: boolean | 'omit' = true): Promise<Response> {
  return browser.call('POST', `${SOCIAL}/oauth/register`, { payload: ageConfirmed === 'omit' ? { token } : { token, ageConfirmed } });
}

/**
 * Where a sign-in ends for the player: a linked player's redirect as it is; a new player's confirm page is
 * completed with the age confirmed and its `redirectUrl` answered.
 */
export async function landing(browser: Browser, res: Response): Promise<string> {
  assert.equal(res.statusCode, 303, res.body);
  const location = String(res.headers.location);
  if (!new URL(location, 'http://localhost').searchParams.has(CONFIRM_PARAM)) return location;
  const done = await confirmRegistration(browser, confirmTokenOf(location));
  assert.equal(done.statusCode, 200, done.body);
  return v.parse(v.object({ redirectUrl: v.string() }), done.json()).redirectUrl;
}
