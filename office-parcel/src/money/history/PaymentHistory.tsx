/**
 * `office/historypay` (account spec §2): the player's deposits and withdrawals from the server, newest
 * first, a page at a time (paged on the server), filtered by dates, type and status. The filters live
 * in the URL query (validated on reading, so a shared or reloaded link shows the same page). Each row:
 * date, type, method, amount, status badge (with the payments team's reason when it rejected a
 * withdrawal in review), and Cancel for a pending withdrawal or one in review. Loading, empty and
 * error (with retry) states.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { $language, navigate, useHref, useRoute, useStore, useT } from '@kickoff/platform';
import type { PaymentHistoryPage, PaymentStatusFilter, PaymentTypeFilter } from '../../contracts/payment-history';
import { cancelWithdrawal, fetchPaymentHistory } from '../withdraw/calls';
import { dateTime, failureText, k, money, StatusBadge } from '../withdraw/format';
import { filterQuery, HISTORYPAY_PAGE_SIZE, readFilters, serverQuery, type HistoryFilters } from './filters';

type Load = { status: 'loading' } | { status: 'ready'; page: PaymentHistoryPage } | { status: 'error'; error: unknown };

const TYPES: readonly PaymentTypeFilter[] = ['all', 'deposit', 'withdrawal'];
const STATUSES: readonly PaymentStatusFilter[] = ['all', 'created', 'review', 'pending', 'success', 'failed', 'cancelled', 'expired'];

export function PaymentHistory() {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const route = useRoute();
  const search = route?.search ?? '';
  const applied = readFilters(search);
  const appliedKey = JSON.stringify(applied);
  const ids = { title: useId(), from: useId(), to: useId(), type: useId(), status: useId(), error: useId() };
  const [draft, setDraft] = useState<HistoryFilters>(applied);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => setDraft(readFilters(search)), [search]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPaymentHistory(serverQuery(JSON.parse(appliedKey) as HistoryFilters), controller.signal).then(
      (page) => setLoad({ status: 'ready', page }),
      (error: unknown) => { if (!controller.signal.aborted) setLoad({ status: 'error', error }); },
    );
    return () => controller.abort();
  }, [appliedKey, attempt]);

  const go = (f: HistoryFilters) => navigate(link('office-historypay', {}, filterQuery(f)));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return setDraftError(t(k('filter_dates_error')));
    setDraftError(null);
    go({ ...draft, page: 1 });
  };

  const cancel = async (id: number) => {
    setBusyId(id);
    setMessage(null);
    try {
      await cancelWithdrawal(id);
      setMessage(t(k('cancelled_note')));
    } catch (error) {
      setMessage(failureText(error, t, ['not_cancellable', 'banned']));
    } finally {
      setBusyId(null);
      setAttempt((n) => n + 1);
    }
  };

  const pages = load.status === 'ready' ? Math.max(1, Math.ceil(load.page.total / HISTORYPAY_PAGE_SIZE)) : 1;

  return (
    <section className="kk-card kk-pay" aria-labelledby={ids.title}>
      <h1 id={ids.title}>{t(k('history_title'))}</h1>
      <form className="kk-pay__filters" onSubmit={apply} aria-label={t(k('filter_legend'))} noValidate>
        <div className="kk-pay__field">
          <label htmlFor={ids.from}>{t(k('filter_from'))}</label>
          <input id={ids.from} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} aria-invalid={draftError !== null} aria-describedby={draftError ? ids.error : undefined} />
        </div>
        <div className="kk-pay__field">
          <label htmlFor={ids.to}>{t(k('filter_to'))}</label>
          <input id={ids.to} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} aria-invalid={draftError !== null} aria-describedby={draftError ? ids.error : undefined} />
        </div>
        <div className="kk-pay__field">
          <label htmlFor={ids.type}>{t(k('filter_type'))}</label>
          <select id={ids.type} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value as PaymentTypeFilter })}>
            {TYPES.map((x) => <option key={x} value={x}>{x === 'all' ? t(k('filter_all')) : t(k(`type_${x}`))}</option>)}
          </select>
        </div>
        <div className="kk-pay__field">
          <label htmlFor={ids.status}>{t(k('filter_status'))}</label>
          <select id={ids.status} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as PaymentStatusFilter })}>
            {STATUSES.map((x) => <option key={x} value={x}>{x === 'all' ? t(k('filter_all')) : t(k(`status_${x}`))}</option>)}
          </select>
        </div>
        <button type="submit">{t(k('filter_apply'))}</button>
        <button type="button" onClick={() => go({ from: '', to: '', type: 'all', status: 'all', page: 1 })}>{t(k('filter_reset'))}</button>
        <span id={ids.error} role="alert" className="kk-pay__error">{draftError}</span>
      </form>
      <p role="status">{message}</p>
      {load.status === 'loading' && <div role="status" aria-busy="true">{t(k('loading'))}</div>}
      {load.status === 'error' && (
        <div role="alert">
          <p>{t(k('load_error'), { error: failureText(load.error, t) })}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>{t(k('retry'))}</button>
        </div>
      )}
      {load.status === 'ready' && load.page.items.length === 0 && <p role="status">{t(k('history_empty'))}</p>}
      {load.status === 'ready' && load.page.items.length > 0 && (
        <>
          <table className="kk-pay__table">
            <caption>{t(k('history_caption'), { total: load.page.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t(k('history_date'))}</th>
                <th scope="col">{t(k('history_type'))}</th>
                <th scope="col">{t(k('history_method'))}</th>
                <th scope="col">{t(k('history_amount'))}</th>
                <th scope="col">{t(k('history_status'))}</th>
                <th scope="col">{t(k('history_actions'))}</th>
              </tr>
            </thead>
            <tbody>
              {load.page.items.map((p) => (
                <tr key={p.id} data-payment-id={p.id} data-status={p.status}>
                  <td>{dateTime(p.createdAt, lang)}</td>
                  <td>{t(k(`type_${p.type}`))}</td>
                  <td>{t(k(`method_${p.method}`), { defaultValue: p.method })}</td>
                  <td>{money(p.amount, p.currency, lang)}</td>
                  <td>
                    <StatusBadge status={p.status} t={t} />
                    {p.rejectionReason !== undefined && <p className="kk-pay__reason">{t(k('rejection_reason'), { reason: p.rejectionReason })}</p>}
                  </td>
                  <td>
                    {p.cancellable && (
                      <button type="button" disabled={busyId !== null} onClick={() => void cancel(p.id)} aria-label={t(k('cancel_withdrawal'), { id: p.id })}>
                        {t(k('cancel'))}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="kk-pay__pager" aria-label={t(k('page_of'), { page: applied.page, pages })}>
            <button type="button" disabled={applied.page <= 1} onClick={() => go({ ...applied, page: applied.page - 1 })}>{t(k('page_prev'))}</button>
            <span>{t(k('page_of'), { page: applied.page, pages })}</span>
            <button type="button" disabled={applied.page >= pages} onClick={() => go({ ...applied, page: applied.page + 1 })}>{t(k('page_next'))}</button>
          </nav>
        </>
      )}
      <a href={link('office-deduce')}>{t(k('to_deduce'))}</a>
    </section>
  );
}
