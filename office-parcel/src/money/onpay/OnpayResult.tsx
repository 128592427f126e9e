/**
 * The deposit return pages `onpay/success|fail|pending|cancel` (empty layout): the page reads the
 * payment named by `?payment=` from the server and shows the server's status, never the URL's (the
 * player may come back before or after the provider's callback; the page never credits anything).
 * While the payment is not finished it polls; after a success the header's balances are reloaded. A
 * checkout not paid within 30 minutes shows as expired (no money taken) with a way to start again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { $language, addTranslations, emit, errorText, formatMoney, registerStyles, reloadAccounts, useHref, useRoute, useStore, useT } from '@kickoff/platform';
import { apiFailure } from '@kickoff/platform-wallet';
import { isEndedStatus, type Deposit } from '../../contracts/deposits';
import { fetchDeposit } from '../deposit/api';
import css from './styles.css';

addTranslations('office-onpay', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles('office-onpay', css);

const NS = 'office-onpay';
/** How often a payment still in progress is read again. */
export const ONPAY_POLL_MS = 3000;

type State = { status: 'loading' } | { status: 'error'; error: unknown; notFound: boolean; signedOut: boolean } | { status: 'ready'; deposit: Deposit };

/** The payment id of `?payment=<digits>`, or null. */
export function paymentIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('payment');
  return raw !== null && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export interface OnpayResultProps {
  pollMs?: number;
}

export function OnpayResult({ pollMs = ONPAY_POLL_MS }: OnpayResultProps) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const route = useRoute();
  const ids = useId();
  const paymentId = paymentIdOf(route?.search ?? '');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reloaded = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (paymentId === null) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (): void => {
      fetchDeposit(paymentId, controller.signal).then(
        (deposit) => {
          if (controller.signal.aborted) return;
          setState({ status: 'ready', deposit });
          if (!isEndedStatus(deposit.status)) timer = setTimeout(read, pollMs);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const status = apiFailure(error).status;
          setState({ status: 'error', error, notFound: status === 404, signedOut: status === 401 });
        },
      );
    };
    setState({ status: 'loading' });
    read();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [paymentId, attempt, pollMs]);

  const ended = state.status === 'ready' ? state.deposit.status : null;
  useEffect(() => {
    if (ended === 'success' && !reloaded.current) {
      reloaded.current = true;
      // Analytics: a deposit success (account spec §7, id 10001), sent only with consent by the shell's runtime.
      if (state.status === 'ready') emit('kickoff:track', { id: 10001, i: state.deposit.id, f: state.deposit.amount });
      void reloadAccounts().catch(() => undefined);
    }
    if (ended && isEndedStatus(ended)) heading.current?.focus();
  }, [ended]);

  const actions = (retry: boolean) => (
    <div className="kk-onpay__actions">
      {retry && <a className="kk-button" href={link('office-recharge')}>{t(`${NS}:try_again`)}</a>}
      <a className={`kk-button${retry ? ' kk-button--ghost' : ''}`} href={link('office-account')}>{t(`${NS}:to_office`)}</a>
    </div>
  );

  if (paymentId === null) {
    return (
      <section className="kk-onpay kk-card" data-state="empty">
        <p role="status">{t(`${NS}:no_payment`)}</p>
        {actions(true)}
      </section>
    );
  }
  if (state.status === 'loading') {
    return <section className="kk-onpay kk-card" role="status" aria-busy="true">{t(`${NS}:loading`)}</section>;
  }
  if (state.status === 'error' && state.signedOut) {
    return (
      <section className="kk-onpay kk-card" data-state="signed-out">
        <p role="status">{t(`${NS}:signed_out`)}</p>
        <div className="kk-onpay__actions">
          <a className="kk-button" href={link('login')}>{t(`${NS}:sign_in`)}</a>
        </div>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="kk-onpay kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{state.notFound ? t(`${NS}:not_found`) : t(`${NS}:load_error`)}</p>
        {!state.notFound && <p>{t(errorText(state.error))}</p>}
        {!state.notFound && <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>{t(`${NS}:retry`)}</button>}
        {actions(state.notFound)}
      </section>
    );
  }
  const { deposit } = state;
  const shown = deposit.status === 'created' ? 'pending' : deposit.status;
  return (
    <section className="kk-onpay kk-card" data-status={shown} aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} ref={heading} tabIndex={-1} className="kk-onpay__title">{t(`${NS}:title_${shown}`)}</h1>
      <p role="status">{t(`${NS}:text_${shown}`)}</p>
      <dl className="kk-onpay__facts">
        <dt>{t(`${NS}:amount`)}</dt>
        <dd data-amount>{formatMoney(deposit.amount, deposit.iso, lang)}</dd>
        <dt>{t(`${NS}:payment`)}</dt>
        <dd>{t(`${NS}:payment_number`, { id: deposit.id })}</dd>
      </dl>
      {actions(shown === 'failed' || shown === 'cancelled' || shown === 'expired')}
    </section>
  );
}
