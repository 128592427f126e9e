/**
 * The signed-in part of the header: balance (hidden per user config, with a toggle), the account
 * switcher, the office link and the logout button (which asks for confirmation first); once per
 * session it reminds a holder of a retired-currency account to convert it (./convert-reminder.ts).
 */
import { useEffect, useState } from 'react';
import { $accounts, $session, $userConfig, openModal, useHref, useStore, useT } from '@kickoff/platform';
import { AccountMenu } from './AccountMenu';
import { Balance } from './Balance';
import { remindToConvert } from './convert-reminder';
import './i18n';
import './styles-sheet';

export function AccountArea() {
  const t = useT();
  const link = useHref();
  const config = useStore($userConfig);
  // Account spec §9 default: user_hide_balance true until the user config says otherwise.
  const hideByConfig = config?.user_hide_balance ?? true;
  const [shown, setShown] = useState(false);
  const hidden = hideByConfig && !shown;
  const accounts = useStore($accounts);
  const userId = useStore($session).userId;
  const convertHref = link('convert-account');
  useEffect(() => remindToConvert(accounts, userId, convertHref), [accounts, userId, convertHref]);
  return (
    <div className="kk-account">
      <Balance hidden={hidden} canToggle={hideByConfig} onToggle={() => setShown((s) => !s)} />
      <AccountMenu hidden={hidden} />
      <a className="kk-button kk-button--ghost" href={link('office-account')}>{t('menu_office')}</a>
      <button type="button" className="kk-button kk-button--ghost" onClick={() => openModal('logout-confirm')}>{t('main_logout')}</button>
    </div>
  );
}
