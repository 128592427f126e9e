/**
 * `onpay/withdraw/success|fail|pending|cancel?id=…` (shell spec §2, empty layout): the withdrawal's
 * state as the server has it (the page's name is where the player came from, the server's status is
 * the truth): amount, status, for a pending one (or one in the payments team's review) the hold note
 * and Cancel, for one the team rejected its reason. Links to the payment history and a new withdrawal.
 */
import { useEffect, useState } from 'react';
import { $language, useHref, useRoute, useStore, useT } from '@kickoff/platform';
import type { Withdrawal } from '../../contracts/withdrawals';
import { cancelWithdrawal, fetchWithdrawal } from './calls';
import { failureText, k, money, StatusBadge } from './format';

const TITLE_BY_STATUS: Readonly<Record<string, string>> = { review: 'review', pending: 'pending', created: 'pending', success: 'success', failed: 'fail', cancelled: 'cancel' };

type Load = { status: 'loading' } | { status: 'ready'; withdrawal: Withdrawal } | { status: 'error'; error: unknown } | { status: 'no-id' };

export function WithdrawResult() {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const route = useRoute();
  const id = /^\d{1,15}$/.test(new URLSearchParams(route?.search ?? '').get('id') ?? '') ? Number(new URLSearchParams(route?.search ?? '').get('id')) : null;
  const [load, setLoad] = useState<Load>(id === null ? { status: 'no-id' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchWithdrawal(id, controller.signal).then(
      (withdrawal) => setLoad({ status: 'ready', withdrawal }),
      (error: unknown) => { if (!controller.signal.aborted) setLoad({ status: 'error', error }); },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const cancel = async (w: Withdrawal) => {
    setBusy(true);
    setMessage(null);
    try {
      const next = await cancelWithdrawal(w.id);
      setLoad({ status: 'ready', withdrawal: next });
      setMessage(t(k('cancelled_note')));
    } catch (error) {
      setMessage(failureText(error, t, ['not_cancellable', 'banned']));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const links = (
    <p className="kk-pay__pager">
      <a href={link('office-historypay')}>{t(k('to_history'))}</a>
      <a href={link('office-deduce')}>{t(k('to_deduce'))}</a>
    </p>
  );
  if (load.status === 'no-id') return <main className="kk-card kk-pay"><p role="alert">{t(k('result_no_id'))}</p>{links}</main>;
  if (load.status === 'loading') return <main className="kk-card kk-pay" role="status" aria-busy="true">{t(k('loading'))}</main>;
  if (load.status === 'error') {
    return (
      <main className="kk-card kk-pay">
        <p role="alert">{t(k('load_error'), { error: failureText(load.error, t) })}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>{t(k('retry'))}</button>
        {links}
      </main>
    );
  }
  const w = load.withdrawal;
  return (
    <main className="kk-card kk-pay" data-withdrawal-id={w.id} data-status={w.status}>
      <h1>{t(k(`result_title_${TITLE_BY_STATUS[w.status] ?? 'pending'}`))}</h1>
      <p>{t(k('result_amount'), { amount: money(w.amount, w.currency, lang) })}</p>
      <p>{t(k('result_status'), { id: w.id })} <StatusBadge status={w.status} t={t} /></p>
      {w.rejectionReason !== undefined && <p data-testid="withdrawal-rejection-reason">{t(k('rejection_reason'), { reason: w.rejectionReason })}</p>}
      {(w.status === 'pending' || w.status === 'review') && (
        <>
          <p>{t(k(w.status === 'review' ? 'result_review_note' : 'result_pending_note'))}</p>
          <button type="button" disabled={busy} onClick={() => void cancel(w)} aria-label={t(k('cancel_withdrawal'), { id: w.id })}>{t(k('cancel'))}</button>
        </>
      )}
      <p role="status">{message}</p>
      {links}
    </main>
  );
}
