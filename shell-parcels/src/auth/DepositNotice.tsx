/**
 * After a pay-and-play registration: the account exists with a zero balance (registration credits
 * nothing) and the server has started the deposit with the payment provider; the player goes to the
 * provider's page (a full page load) to pay it, or continues and pays later from the office. This
 * notice never says that money arrived: the return page shows what the provider confirmed.
 */
import { useEffect, useRef } from 'react';
import { $language, useStore, useT } from '@kickoff/platform';
import { depositText, type RegistrationDeposit } from './deposit';
import './i18n';

export interface DepositNoticeProps {
  deposit: RegistrationDeposit;
  /** "Continue": the registration is done. */
  onContinue: () => void;
  /** The player follows the payment link (the modal closes; the browser leaves for the provider). */
  onLeave?: (() => void) | undefined;
}

export function DepositNotice({ deposit, onContinue, onLeave }: DepositNoticeProps) {
  const t = useT();
  const lang = useStore($language);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="kk-credentials kk-deposit-notice" aria-labelledby="kk-deposit-notice-title" data-deposit-iso={deposit.iso}>
      <h3 id="kk-deposit-notice-title" ref={heading} tabIndex={-1} className="kk-auth__subtitle">{t('auth:auth_deposit_title')}</h3>
      <p className="kk-credentials__note">{t('auth:auth_deposit_balance')}</p>
      <p>{t('auth:auth_deposit_next', { amount: depositText(deposit, lang) })}</p>
      <div className="kk-auth__actions">
        <a className="kk-button" href={deposit.redirectUrl} data-external="" onClick={onLeave}>{t('auth:auth_deposit_recharge')}</a>
        <button type="button" className="kk-button kk-button--ghost" onClick={onContinue}>{t('auth:auth_continue')}</button>
      </div>
    </section>
  );
}
