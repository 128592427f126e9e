/**
 * `loginButtonParcel` (`<kickoff-login-button>` on CMS pages): for a guest a "Log in" control, for a
 * signed-in player "Logged in" — never the player's name (a third-party page must not learn it).
 * On Kickoff's own pages the button opens the login modal. On a page of another origin it is a link to
 * the Kickoff site's login page (`siteUrl`, with the page as `returnUrl`); a click first dispatches
 * `kickoff-login-needed` (bubbling, composed, cancelable; detail `{ loginUrl, returnUrl }`), which
 * reaches the element and the host page: a host that calls `preventDefault()` keeps the player on the
 * page (its own login flow), otherwise the link is followed.
 */
import type { MouseEvent } from 'react';
import { $isAuthorized, openModal, siteUrl, useHref, useStore, useT } from '@kickoff/platform';
import './i18n';

/** The detail of `kickoff-login-needed`. */
export interface LoginNeededDetail {
  /** The Kickoff site's login page, with `returnUrl`. */
  loginUrl: string;
  /** The host page, where the site may send the player back after signing in. */
  returnUrl: string;
}

/** True on a page of another origin (the embeds recorded the Kickoff origin there). */
const onOtherOrigin = (): boolean => siteUrl('/') !== '/';

export function LoginButton() {
  const t = useT();
  const link = useHref();
  const authorized = useStore($isAuthorized);
  if (authorized) {
    return (
      <p className="kk-embed-login kk-embed-login--in" data-state="logged-in">
        {t('shell-embed:logged_in')}
      </p>
    );
  }
  if (!onOtherOrigin()) {
    return (
      <button type="button" className="kk-button kk-embed-login" data-state="guest" onClick={() => openModal('login')}>
        {t('main_login')}
      </button>
    );
  }
  const returnUrl = window.location.href;
  const loginUrl = siteUrl(link('login', {}, { returnUrl }));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const detail: LoginNeededDetail = { loginUrl, returnUrl };
    const proceed = event.currentTarget.dispatchEvent(new CustomEvent('kickoff-login-needed', { detail, bubbles: true, composed: true, cancelable: true }));
    if (!proceed) event.preventDefault();
  };
  return (
    <a className="kk-button kk-embed-login" data-state="guest" href={loginUrl} onClick={onClick}>
      {t('main_login')}
    </a>
  );
}
