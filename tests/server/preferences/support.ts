/** Preferences test helpers: a signed-in demo player, settings calls, the mail log of the test API. */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse as Response } from 'fastify';
import * as v from 'valibot';
import { OfficeSettingsResponseSchema, type OfficeSettings } from '../../../office-parcel/src/contracts/settings';
import type { MailRow } from '../../../server/preferences/store/preferences';
import { DEMO, startIdentity, type Browser, type IdentityServer } from '../identity/support';

export type Mail = MailRow;

export interface PreferencesServer extends IdentityServer {
  player: Browser;
  token: string;
  settings(token?: string): Promise<OfficeSettings>;
  save(id: string, value: unknown, token?: string): Promise<Response>;
  /** The mails to an address, newest first. */
  mails(to: string): Promise<Mail[]>;
  /** The first link of a mail body to this page (`user/stopnewsletter`, ...). */
  linkIn(mail: Mail, page: string): URL;
}

export async function startPreferences(t: TestContext): Promise<PreferencesServer> {
  const server = await startIdentity(t, { feed: { autoStart: false } });
  const player = server.browser;
  const token = await player.signIn(DEMO.demo.email);
  return {
    ...server,
    player,
    token,
    async settings(tok = token) {
      const res = await player.get('office/settings?lng=en', { token: tok });
      assert.equal(res.statusCode, 200, res.body);
      return v.parse(OfficeSettingsResponseSchema, res.json()).data;
    },
    save: (id, value, tok = token) => player.post('office/settings/save', { id, value }, { token: tok }),
    async mails(to) {
      const res = await server.app.inject({ method: 'GET', url: `/__test/preferences/mails?to=${encodeURIComponent(to)}` });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json() as { mails: Mail[] }).mails;
    },
    linkIn(mail, page) {
      const found = mail.body.split(/\s+/).find((word) => word.includes(`/${page}?token=`));
      assert.ok(found, `a ${page} link in: ${mail.body}`);
      return new URL(found);
    },
  };
}

export const tokenOf = (url: URL): string => url.searchParams.get('token') ?? '';
