/**
 * Balance of the active account, formatted for the page language and the account currency.
 * Hidden when the user config says so (user_hide_balance), with a show / hide toggle.
 */
import { $activeAccount, $language, formatMoney, useStore, useT } from '@kickoff/platform';

import './i18n';

export interface BalanceProps {
  hidden: boolean;
  /** The toggle is offered only when the config hides the balance. */
  canToggle: boolean;
  onToggle: () => void;
}

export function Balance({ hidden, canToggle, onToggle }: BalanceProps) {
  const t = useT();
  const lang = useStore($language);
  const account = useStore($activeAccount);
  return (
    <div className="kk-balance">
      <span className="kk-balance__label">{t('account:account_balance')}</span>{' '}
      <span className="kk-balance__value" data-balance>
        {!account ? '—' : hidden ? <><span aria-hidden="true">••••</span><span className="kk-visually-hidden">{t('account:account_balance_hidden')}</span></> : formatMoney(account.money, account.iso, lang)}
      </span>
      {canToggle && (
        <button type="button" className="kk-balance__toggle" aria-pressed={!hidden} onClick={onToggle}>
          {t(hidden ? 'account:account_balance_show' : 'account:account_balance_hide')}
        </button>
      )}
    </div>
  );
}
