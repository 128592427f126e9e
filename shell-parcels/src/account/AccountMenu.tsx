/**
 * The account switcher: a menu button (aria-haspopup, aria-expanded) whose menu lists the main
 * and currency accounts with their money (choose one to make it active; the facade sends the
 * 'main_account_will_set' notice), the bonus balance as information, "Remove" for empty
 * non-active currency accounts and "Add currency". Arrow keys, Home and End move between items,
 * Enter and Space choose, Esc closes and returns focus to the button.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { $accountBusy, $accounts, $activeAccount, $language, formatMoney, notify, useStore, useT, type Account } from '@kickoff/platform';
import { settle, useAuthActions } from '../auth/actions';
import { bonusBalances, isActiveAccount, menuIndexAfterKey, removableAccounts, switchableAccounts } from './accounts-model';
import { AddCurrency } from './AddCurrency';

import './i18n';

export interface AccountMenuProps {
  /** Amounts masked (the balance is hidden). */
  hidden: boolean;
}

const MENU_ID = 'kk-account-menu';
const BUTTON_ID = 'kk-account-menu-button';

export function AccountMenu({ hidden }: AccountMenuProps) {
  const t = useT();
  const actions = useAuthActions();
  const lang = useStore($language);
  const state = useStore($accounts);
  const active = useStore($activeAccount);
  const busy = useStore($accountBusy);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const [adding, setAdding] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  const money = (amount: number, iso: string) => (hidden ? '••••' : formatMoney(amount, iso, lang));

  useEffect(() => {
    if (!open) return;
    const list = items();
    const index = Math.min(Math.max(focusIndex, 0), list.length - 1);
    list[index < 0 ? list.length - 1 : index]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const openMenu = (at: 'first' | 'last') => {
    setAdding(false);
    setFocusIndex(at === 'first' ? 0 : Number.MAX_SAFE_INTEGER);
    setOpen(true);
  };
  const closeMenu = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const choose = async (account: Account) => {
    closeMenu(true);
    if (isActiveAccount(state, account)) return;
    const result = await settle(actions.switchAccount(account.id));
    if (!result.ok) notify({ severity: 'error', text: result.error });
  };
  const remove = async (account: Account) => {
    closeMenu(true);
    const result = await settle(actions.removeCurrency(account.currencyId));
    if (result.ok) notify({ severity: 'success', text: result.value.message || 'main_save_success' });
    else notify({ severity: 'error', text: result.error });
  };
  const startAdding = () => {
    closeMenu(false);
    setAdding(true);
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next = menuIndexAfterKey(e.key, current, list.length);
    if (next !== null) {
      e.preventDefault();
      setFocusIndex(next);
      list[next]?.focus();
      return;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      closeMenu(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      list[current]?.click();
    }
  };

  const accounts = switchableAccounts(state);
  const bonuses = bonusBalances(state, active);
  const removable = removableAccounts(state);
  const busyText = busy === 'change' ? 'account:account_busy_change' : busy === 'delete' ? 'account:account_busy_delete' : busy === 'add' ? 'account:account_adding' : null;

  return (
    <div className="kk-account-menu">
      <button
        ref={button}
        id={BUTTON_ID}
        type="button"
        className="kk-button kk-button--ghost kk-account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        // The name starts with the visible currency (WCAG 2.5.3 label in name); without an account the visible text is the name.
        aria-label={active ? t('account:account_menu', { iso: active.iso }) : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
      >
        {active?.iso ?? t('account:account_accounts')} <span aria-hidden="true">▾</span>
      </button>
      <ul ref={menu} id={MENU_ID} className="kk-account-menu__list" role="menu" aria-labelledby={BUTTON_ID} hidden={!open} onKeyDown={onMenuKey}>
        {accounts.map((account) => (
          <li key={account.id} role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={isActiveAccount(state, account)}
              tabIndex={-1}
              className="kk-account-menu__item"
              data-account-id={account.id}
              onClick={() => void choose(account)}
            >
              <span className="kk-account-menu__iso">{account.iso}</span>
              <span className="kk-account-menu__money">{money(account.money, account.iso)}</span>
            </button>
          </li>
        ))}
        {bonuses.map((bonus) => (
          <li key={`bonus-${bonus.iso}`} role="none">
            <button type="button" role="menuitem" aria-disabled="true" tabIndex={-1} className="kk-account-menu__item kk-account-menu__item--info">
              {t('account:account_bonus', { amount: money(bonus.money, bonus.iso) })}
            </button>
          </li>
        ))}
        <li role="separator" className="kk-account-menu__separator" />
        {removable.map((account) => (
          <li key={`remove-${account.id}`} role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="kk-account-menu__item" onClick={() => void remove(account)}>
              {t('account:account_remove', { iso: account.iso })}
            </button>
          </li>
        ))}
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className="kk-account-menu__item" onClick={startAdding}>
            {t('account:account_add_currency')}
          </button>
        </li>
      </ul>
      <span className="kk-account-menu__status" role="status">{busyText ? t(busyText) : ''}</span>
      {adding && (
        <div className="kk-account-menu__panel">
          <AddCurrency onClose={() => { setAdding(false); button.current?.focus(); }} />
        </div>
      )}
    </div>
  );
}
