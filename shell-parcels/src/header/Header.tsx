/**
 * Header: logo, main menu (links from the route table), language switch; for a player the
 * account area (balance, account switcher, office link, logout), for a guest the login and
 * registration buttons (registration opens as a modal or the page, per ../auth/registration-entry).
 * The account area is a lazy chunk.
 */
import { $isAuthorized, $siteConfig, $route, Icon, openModal, useHref, useStore, useT, navigate, pathWithLanguage } from '@kickoff/platform';
import { Suspense } from 'react';
import { openRegistration } from '../auth/open-registration';
import { registrationButton } from '../auth/registration-entry';
import { lazyWithTexts } from '../lazy-with-texts';

/**
 * The signed-in area loads with the first sign-in (or a signed-in visit), with its texts (namespaces
 * `account` and `auth`): guests never download either.
 */
const AccountArea = lazyWithTexts(async () => (await import('../account/AccountArea')).AccountArea);

/** The main menu: text key, route, and the icon of the site's set (an unknown icon is logged, ../ui Icon). */
export const MENU: ReadonlyArray<{ key: string; name: string; icon: string; params?: Record<string, string> }> = [
  { key: 'menu_line', name: 'sports', icon: 'line', params: { section: 'line' } },
  { key: 'menu_live', name: 'sports', icon: 'live', params: { section: 'live' } },
  { key: 'menu_cyber', name: 'cyber-type', icon: 'cyber', params: { type: 'real' } },
  { key: 'menu_casino', name: 'slots', icon: 'casino' },
  { key: 'menu_live_casino', name: 'live-casino', icon: 'live-casino' },
  { key: 'menu_promotions', name: 'promotions', icon: 'promotions' },
  { key: 'menu_results', name: 'results', icon: 'results' },
  { key: 'menu_toto', name: 'toto', icon: 'toto' },
];

export function Header() {
  const t = useT();
  const link = useHref();
  const authorized = useStore($isAuthorized);
  const config = useStore($siteConfig);
  const route = useStore($route);
  const registration = registrationButton(config);

  const switchLanguage = (lang: string) => {
    if (!route) return;
    navigate(`${pathWithLanguage(lang, route.path)}${route.search}`);
  };

  return (
    <div className="kk-header">
      <a className="kk-skip" href="#kickoff-content">{t('skip_to_content')}</a>
      {route?.layout === 'main' && <a className="kk-skip" href="#kickoff-coupon">{t('skip_to_coupon')}</a>}
      <a className="kk-header__logo" href={link('home')} aria-label={`${config.companyName} — ${t('menu_home')}`}>
        {config.companyName}
      </a>
      <nav className="kk-header__nav" aria-label="Main">
        <ul>
          {MENU.map((item) => {
            const target = link(item.name, item.params ?? {});
            const current = route !== null && route.name === item.name && (!item.params?.['section'] || route.params['section'] === item.params['section']);
            return (
              <li key={item.key}>
                <a href={target} aria-current={current ? 'page' : undefined}><Icon name={item.icon} where="main menu" />{t(item.key)}</a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="kk-header__tools">
        <label className="kk-header__lang">
          <span className="kk-visually-hidden">{t('main_language')}</span>
          <select value={route?.lang ?? 'ru'} onChange={(e) => switchLanguage(e.currentTarget.value)}>
            {config.languages.filter((l) => authorized || !l.authOnly).map((l) => (
              <option key={l.code} value={l.code}>{l.name}</option>
            ))}
          </select>
        </label>
        {authorized ? (
          <Suspense fallback={<span className="kk-account kk-account--loading" role="status" aria-label={t('main_loading')} />}>
            <AccountArea />
          </Suspense>
        ) : (
          <>
            <button type="button" className="kk-button kk-button--ghost" onClick={() => openModal('login')}>{t('main_login')}</button>
            {registration.shown && (
              <button type="button" className="kk-button" disabled={registration.disabled} onClick={() => void openRegistration()}>{t('main_registration')}</button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
