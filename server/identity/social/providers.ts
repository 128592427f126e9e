/**
 * The social sign-in providers the server knows: OpenID Connect providers configured by environment
 * variables (README "Going live"), and outside production the demo identity provider (./demo-idp/),
 * which stands in for `google` when Google is not configured. Every provider goes through the same
 * code: an authorisation URL, a token endpoint (authorization code + PKCE verifier → ID token) and the
 * keys its ID tokens are verified with.
 *
 * Per network `<NET>` (GOOGLE, VK, ... the contract's network ids in capitals; not TELEGRAM, which is
 * not OpenID Connect and has its own two variables, ./telegram/settings.ts):
 * `KICKOFF_SOCIAL_<NET>_CLIENT_ID` (turns the network on), `KICKOFF_SOCIAL_<NET>_CLIENT_SECRET`,
 * `KICKOFF_SOCIAL_<NET>_ISSUER`, `..._AUTHORIZE_URL`, `..._TOKEN_URL`, `..._JWKS_URL` (Google has
 * defaults for the four), `..._SCOPE` (default `openid email profile`).
 */
import * as v from 'valibot';
import { SocialStartRequestSchema } from '@kickoff/contracts';

export type Network = v.InferOutput<typeof SocialStartRequestSchema>['network'];
export const NETWORKS: readonly Network[] = SocialStartRequestSchema.entries.network.options;

export interface ProviderSettings {
  network: Network;
  /** The demo identity provider (development only). */
  demo: boolean;
  clientId: string;
  /** Confidential clients send it to the token endpoint; absent for a public client (PKCE only). */
  clientSecret?: string;
  issuer: string;
  /** Absolute URLs; the demo provider's are paths on this server. */
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  scope: string;
}

const DEFAULT_SCOPE = 'openid email profile';

/** Known endpoints of providers with a fixed OpenID configuration. */
const WELL_KNOWN: Partial<Record<Network, Pick<ProviderSettings, 'issuer' | 'authorizeUrl' | 'tokenUrl' | 'jwksUrl'>>> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  },
};

const HttpsUrl = v.pipe(v.string(), v.url(), v.check((url) => url.startsWith('https://'), 'must be an https URL'));

export const envName = (network: Network, key: string): string => `KICKOFF_SOCIAL_${network.toUpperCase()}_${key}`;

/**
 * The providers configured in `env` (a network is on when its client id is set). A network that is on
 * but lacks an endpoint, or has one that is not https, stops the start with an error naming the variable.
 */
export function providersFromEnv(env: Readonly<Record<string, string | undefined>>): ProviderSettings[] {
  const list: ProviderSettings[] = [];
  for (const network of NETWORKS) {
    const read = (key: string): string | undefined => env[envName(network, key)]?.trim() || undefined;
    const clientId = read('CLIENT_ID');
    if (!clientId) continue;
    // Telegram is not OpenID Connect: its bot id and token configure it (./telegram/settings.ts).
    if (network === 'telegram') throw new Error(`${envName(network, 'CLIENT_ID')}: Telegram is configured by ${envName(network, 'BOT_ID')} and ${envName(network, 'BOT_TOKEN')}`);
    const known = WELL_KNOWN[network];
    const url = (key: string, fallback: string | undefined): string => {
      const value = read(key) ?? fallback;
      if (!value) throw new Error(`${envName(network, key)} is required when ${envName(network, 'CLIENT_ID')} is set`);
      if (!v.is(HttpsUrl, value)) throw new Error(`${envName(network, key)} must be an https URL`);
      return value;
    };
    const issuer = read('ISSUER') ?? known?.issuer;
    if (!issuer) throw new Error(`${envName(network, 'ISSUER')} is required when ${envName(network, 'CLIENT_ID')} is set`);
    const secret = read('CLIENT_SECRET');
    list.push({
      network,
      demo: false,
      clientId,
      ...(secret ? { clientSecret: secret } : {}),
      issuer,
      authorizeUrl: url('AUTHORIZE_URL', known?.authorizeUrl),
      tokenUrl: url('TOKEN_URL', known?.tokenUrl),
      jwksUrl: url('JWKS_URL', known?.jwksUrl),
      scope: read('SCOPE') ?? DEFAULT_SCOPE,
    });
  }
  return list;
}

/** The network the demo provider stands in for (when it is not configured for real). */
export const DEMO_NETWORK: Network = 'google';

/**
 * The providers of a start: the configured ones, plus (outside production, with the demo switch) the
 * demo provider for `google` unless Google is configured. The one-tap client is Google's.
 */
export function providerList(configured: readonly ProviderSettings[], demo: ProviderSettings | null): ProviderSettings[] {
  if (!demo || configured.some((p) => p.network === demo.network)) return [...configured];
  return [...configured, demo];
}
