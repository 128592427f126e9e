/**
 * The one-tap prompt for a guest (shell spec §6 "one-tap prompt", site config `isOneTapAuthEnabled`; a
 * chunk loaded on use by the registration reminder's guest runtime, never on the first visit). It asks
 * the server for the one-tap client (GET /social-api/oauth/google-one-tap/clientId). With the demo
 * identity provider's client (development) it asks the provider for the account last allowed in this
 * browser (GET /demo-idp/one-tap) and offers "Continue as <name>?" as a notification; Continue posts the
 * credential (multipart: credential, language, currency, countryId) to POST /social-api/oauth/google-one-tap
 * and follows the answer's `redirectUrl` (a path of this site only). With a real Google client nothing is
 * shown: Google's own One Tap script is not built (docs/architecture.md "Social sign-in").
 */
import * as v from 'valibot';
import { $isAuthorized, $language, $siteConfig, api, notify, whenTextsReady } from '@kickoff/platform';
import { text } from './texts';

/** Under the client's `social` base. */
export const CLIENT_ID_PATH = 'oauth/google-one-tap/clientId';
export const ONE_TAP_URL = '/social-api/oauth/google-one-tap';
/** The demo identity provider's client id and one-tap stand-in (server/identity/social/demo-idp/). */
export const DEMO_CLIENT_ID = 'kickoff-demo';
export const DEMO_ONE_TAP_URL = '/demo-idp/one-tap';

const ClientIdSchema = v.object({ clientId: v.string() });
const AccountSchema = v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), credential: v.pipe(v.string(), v.minLength(1)) });
const RedirectSchema = v.object({ redirectUrl: v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'a path of this site')) });

export interface OneTapDeps {
  fetch?: typeof fetch;
  assign?: (url: string) => void;
}

/** Posts the credential; follows the answer, or says it failed. */
export async function signInWithCredential(credential: string, deps: OneTapDeps = {}): Promise<boolean> {
  const doFetch = deps.fetch ?? fetch;
  const config = $siteConfig.get();
  const form = new FormData();
  form.set('credential', credential);
  form.set('language', $language.get());
  if (config) {
    form.set('currency', config.geoCurrency);
    form.set('countryId', String(config.geoCountryId));
  }
  try {
    const res = await doFetch(ONE_TAP_URL, { method: 'POST', body: form, credentials: 'same-origin' });
    const reply = v.safeParse(RedirectSchema, res.ok ? await res.json() : null);
    if (reply.success) {
      (deps.assign ?? ((url: string) => window.location.assign(url)))(reply.output.redirectUrl);
      return true;
    }
  } catch (err) {
    console.warn('one-tap sign-in failed', err);
  }
  notify({ type: 'alert', group: 'one-tap', severity: 'error', text: text('failed') });
  return false;
}

/** Offers one-tap sign-in when the site allows it and the demo provider knows the visitor; answers whether it did. */
export async function offerOneTap(deps: OneTapDeps = {}): Promise<boolean> {
  const doFetch = deps.fetch ?? fetch;
  if ($isAuthorized.get() || !$siteConfig.get()?.isOneTapAuthEnabled) return false;
  try {
    const client = await api.request({ service: 'social', path: CLIENT_ID_PATH, schema: ClientIdSchema });
    if (client.clientId !== DEMO_CLIENT_ID) return false;
    const res = await doFetch(`${DEMO_ONE_TAP_URL}?client_id=${encodeURIComponent(client.clientId)}`, { credentials: 'same-origin' });
    if (res.status !== 200) return false;
    const account = v.safeParse(AccountSchema, await res.json());
    if (!account.success || $isAuthorized.get()) return false;
    await whenTextsReady();
    notify({
      type: 'alert',
      group: 'one-tap',
      severity: 'info',
      title: text('title'),
      values: { name: account.output.name },
      text: text('text'),
      actions: [{ labelKey: text('action'), run: () => void signInWithCredential(account.output.credential, deps) }],
    });
    return true;
  } catch (err) {
    // No one-tap provider (503) or a network failure: no prompt.
    console.info('one-tap not offered', err);
    return false;
  }
}
