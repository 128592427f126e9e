/**
 * Social sign-in: one button per network of the auth config group. A button asks the facade for
 * the network's sign-in URL and leaves for it; when the server refuses (e.g. the provider is not
 * configured) its message is shown and nothing navigates.
 */
import { useState } from 'react';
import { useT, type SocialNetwork } from '@kickoff/platform';
import { settle, useAuthActions } from './actions';
import { FormError } from './fields';
import { useAuthGroup, useMountedRef } from './hooks';
import './i18n';

/** Display names of the networks (brand names, not translated). */
export const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  google: 'Google', vk: 'VK', ok: 'OK', fb: 'Facebook', mailru: 'Mail.ru', yandex: 'Yandex', telegram: 'Telegram',
  kakaotalk: 'KakaoTalk', twitter: 'X (Twitter)', itsme: 'itsme', twitch: 'Twitch', metamask: 'MetaMask', line: 'LINE',
  linkedin: 'LinkedIn', apple: 'Apple', discord: 'Discord',
};

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
  /** Networks to show; default: the auth config group's list. */
  networks?: readonly SocialNetwork[];
  purpose?: 'login' | 'registration';
}

export function SocialButtons({ networks, purpose = 'login' }: SocialButtonsProps) {
  const t = useT();
  const actions = useAuthActions();
  const group = useAuthGroup();
  const mounted = useMountedRef();
  const [pending, setPending] = useState<SocialNetwork | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = networks ?? group?.socialNetworks ?? [];
  if (list.length === 0) return null;

  const start = async (network: SocialNetwork) => {
    if (pending) return;
    setPending(network);
    setError(null);
    const result = await settle(actions.socialSignIn(network));
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
              aria-label={t(labelKey, { network: NETWORK_NAMES[network] })}
              aria-busy={pending === network || undefined}
              disabled={pending !== null}
              onClick={() => void start(network)}
            >
              {NETWORK_NAMES[network]}
            </button>
          </li>
        ))}
      </ul>
      <FormError error={error} />
    </div>
  );
}
