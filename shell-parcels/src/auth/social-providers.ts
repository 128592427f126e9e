/**
 * The social sign-in providers the server has (GET /social-api/oauth/providers, docs/api.md "Social
 * sign-in"): the buttons show only these. The reply's shape is the contract's
 * (platform/src/schemas/social.ts `SocialProvidersResponseSchema`), repeated here because the shell
 * reaches the platform only through its public surface; tests/server/identity/social-flow.test.ts
 * checks the server against the contract and the browser test checks this copy.
 */
import * as v from 'valibot';
import { api, errorText, type ActionResult } from '@kickoff/platform';

export const PROVIDERS_PATH = 'oauth/providers';

export interface SocialProvider {
  /** A network id; the buttons show the networks of the auth config group that are among these. */
  network: string;
  /** The demo identity provider (development only). */
  demo: boolean;
}

const ProvidersSchema = v.object({ providers: v.array(v.object({ network: v.string(), demo: v.boolean() })) });

/** The providers, once per page (a failed load is tried again next time). */
let cached: Promise<ActionResult<SocialProvider[]>> | null = null;

export function loadSocialProviders(): Promise<ActionResult<SocialProvider[]>> {
  cached ??= api.request({ service: 'social', path: PROVIDERS_PATH, schema: ProvidersSchema }).then(
    (reply): ActionResult<SocialProvider[]> => ({ ok: true, value: reply.providers }),
    (err: unknown): ActionResult<SocialProvider[]> => {
      cached = null;
      return { ok: false, error: errorText(err), code: null };
    },
  );
  return cached;
}
