/**
 * Social sign-in: one button per network of the auth config group that the server has a provider
 * for (GET /social-api/oauth/providers; none → no social block). A button asks the facade to start the
 * sign-in (login or registration, coming back to this page, or home from the login and registration
 * pages) and leaves for the provider's page; when the server refuses, its message is shown and nothing
 * navigates. A provider that sent the player back with `?social_error=<code>` gets its text shown here.
 * Outside production the demo identity provider stands in for Google: its button says "(Demo ID)".
 */
import { useEffect, useState } from 'react';
import { useT, type SocialNetwork, type SocialStartOptions } from '@kickoff/platform';
import { settle, useAuthActions } from './actions';
import { FormError } from './fields';
import { useAuthGroup, useMountedRef } from './hooks';
import type { SocialProvider } from './social-providers';
import { trackState } from '../analytics/track';
import { socialChosen } from '../analytics/tracking';
import './i18n';

/** Display names of the networks (brand names, not translated). */
export const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  google: 'Google', vk: 'VK', ok: 'OK', fb: 'Facebook', mailru: 'Mail.ru', yandex: 'Yandex', telegram: 'Telegram',
  kakaotalk: 'KakaoTalk', twitter: 'X (Twitter)', itsme: 'itsme', twitch: 'Twitch', metamask: 'MetaMask', line: 'LINE',
  linkedin: 'LinkedIn', apple: 'Apple', discord: 'Discord',
};

/** The error codes the server's callback sends back (`SocialErrorCodes` of the contract). */
const SOCIAL_ERRORS = new Set(['denied', 'bad_state', 'bad_token', 'registration_closed', 'email_taken', 'two_step_required', 'refused']);
export const SOCIAL_ERROR_PARAM = 'social_error';

/** The translated text of `?social_error=` in a URL's query, or null. */
export function socialErrorOf(search: string): string | null {
  const code = new URLSearchParams(search).get(SOCIAL_ERROR_PARAM);
  return code && SOCIAL_ERRORS.has(code) ? `auth:auth_social_error_${code}` : null;
}

/** Where to come back after the provider: this page, or the home page from the login and registration pages. */
export function socialReturnUrl(pathname: string, search: string): string {
  const auth = /^\/([a-z]{2})\/(?:login|registration)(?:\/|$)/.exec(pathname);
  if (auth) return `/${auth[1]}/`;
  const query = new URLSearchParams(search);
  query.delete(SOCIAL_ERROR_PARAM);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/** Only http(s) addresses are followed. */
function isWebUrl(url: string): boolean {
  try {
    const protocol = new URL(url, window.location.href).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export interface SocialButtonsProps {
  /** Networks to show (still only those with a provider); default: the auth config group's list. */
  networks?: readonly SocialNetwork[];
  purpose?: 'login' | 'registration';
}

export interface SocialNetworks {
  /** The networks to show: offered and with a provider on the server (empty while the list loads). */
  list: SocialNetwork[];
  /** Those the demo identity provider stands in for. */
  demo: ReadonlySet<string>;
}

/** The networks of `offered` (default: the auth config group's) that the server has a provider for. */
export function useSocialNetworks(offered?: readonly SocialNetwork[]): SocialNetworks {
  const actions = useAuthActions();
  const group = useAuthGroup();
  const mounted = useMountedRef();
  const [providers, setProviders] = useState<readonly SocialProvider[]>([]);
  useEffect(() => {
    void settle(actions.loadSocialProviders()).then((result) => {
      if (!mounted.current) return;
      if (result.ok) setProviders(result.value);
      else console.warn('social providers not loaded', result.error);
    });
  }, [actions, mounted]);
  const available = new Set(providers.map((p) => p.network));
  return {
    list: (offered ?? group?.socialNetworks ?? []).filter((network) => available.has(network)),
    demo: new Set(providers.filter((p) => p.demo).map((p) => p.network)),
  };
}

export function SocialButtons({ networks, purpose = 'login' }: SocialButtonsProps) {
  const t = useT();
  const actions = useAuthActions();
  const mounted = useMountedRef();
  const { list, demo } = useSocialNetworks(networks);
  const [pending, setPending] = useState<SocialNetwork | null>(null);
  const [error, setError] = useState<string | null>(() => socialErrorOf(window.location.search));
  if (list.length === 0) return error ? <FormError error={error} /> : null;

  const start = async (network: SocialNetwork) => {
    if (pending) return;
    if (purpose === 'registration') trackState((state) => socialChosen(state, network));
    setPending(network);
    setError(null);
    const options: SocialStartOptions = {
      mode: purpose === 'registration' ? 'register' : 'login',
      returnUrl: socialReturnUrl(window.location.pathname, window.location.search),
    };
    const result = await settle(actions.socialSignIn(network, options));
    if (!mounted.current) return;
    setPending(null);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    if (!isWebUrl(result.value.redirectUrl)) {
      setError('main_bad_response');
      return;
    }
    actions.assign(result.value.redirectUrl);
  };

  const labelKey = purpose === 'registration' ? 'auth:auth_social_sign_up' : 'auth:auth_social_sign_in';
  const nameOf = (network: SocialNetwork): string => (demo.has(network) ? t('auth:auth_social_demo', { network: NETWORK_NAMES[network] }) : NETWORK_NAMES[network]);
  return (
    <div className="kk-social">
      <p className="kk-social__title">{t(purpose === 'registration' ? 'auth:auth_social_title_registration' : 'auth:auth_social_title')}</p>
      <ul className="kk-social__list">
        {list.map((network) => (
          <li key={network}>
            <button
              type="button"
              className="kk-button kk-button--ghost kk-social__button"
              data-network={network}
              aria-label={t(labelKey, { network: nameOf(network) })}
              aria-busy={pending === network || undefined}
              disabled={pending !== null}
              onClick={() => void start(network)}
            >
              {nameOf(network)}
            </button>
          </li>
        ))}
      </ul>
      <FormError error={error} />
    </div>
  );
}
