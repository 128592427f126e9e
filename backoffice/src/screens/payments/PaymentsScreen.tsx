/**
 * Payments (role `payments`): the withdrawals the risk rules sent to review, newest first, filtered by
 * the review's state and paged by cursor (`/backoffice/payments`); one withdrawal with the player's
 * recent deposits, bets and limits beside it and the decision (`/backoffice/payments/<id>`): Approve
 * sends it to the payment provider, Reject asks for the reason the player sees and returns the money.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PAYMENTS_PATHS, WithdrawalDetailSchema, WithdrawalDecisionReplySchema, WithdrawalPageSchema, type ReviewedWithdrawal } from '../../contracts/payments';
import { staffCall } from '../../api/client';
import { addTexts, useT } from '../../i18n';
import { queryOf, replaceQuery } from '../../routing/router';
import { screenPath } from '../../routing/screens';
import { cursorState, firstPage } from '../../ui/cursor-pages';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime, money } from '../../ui/format';
import { Loaded } from '../../ui/Loaded';
import { ConfirmDialog } from '../../ui/Dialog';
import { Pager } from '../../ui/Pager';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import type { ScreenProps } from '../../frame/screen-loaders';
import { PlayerContext } from './PlayerContext';
import { canDecide, queuePath, ruleKey, STATE_FILTERS, stateFilterOf, stateKey, statusKey, withdrawalIdOf } from './model';
import { RejectDialog } from './RejectDialog';
import { paymentsTexts } from './texts';

addTexts('payments', paymentsTexts);

export default function PaymentsScreen({ rest, search }: ScreenProps) {
  if (rest === null) return <QueueView search={search} />;
  return <DetailView rest={rest} />;
}

const playerText = (w: ReviewedWithdrawal, t: ReturnType<typeof useT>): string =>
  [w.player.name, w.player.email, t('player_id', { id: w.player.id })].filter(Boolean).join(' · ');

function QueueView({ search }: { search: string }) {
  const t = useT('payments');
  const params = queryOf(search);
  const cursor = cursorState(params);
  const state = stateFilterOf(params);
  const page = useLoad((signal) => staffCall('GET', queuePath(params), WithdrawalPageSchema, undefined, signal), [search]);
  const columns: Column<ReviewedWithdrawal>[] = [
    { key: 'requested', header: t('col_requested'), cell: (w) => <time dateTime={w.createdAt}>{dateTime(w.createdAt)}</time> },
    { key: 'withdrawal', header: t('col_withdrawal'), cell: (w) => <a href={screenPath('payments', w.id)} aria-label={t('open', { id: w.id })}>#{w.id}</a> },
    { key: 'player', header: t('col_player'), cell: (w) => playerText(w, t) },
    { key: 'amount', header: t('col_amount'), numeric: true, cell: (w) => money(w.amountMinor, w.currency) },
    { key: 'rules', header: t('col_rules'), cell: (w) => w.review.rules.map((rule) => t(ruleKey(rule))).join('; ') },
    { key: 'state', header: t('col_state'), cell: (w) => t(stateKey(w.review.state)) },
  ];
  const onState = (event: ChangeEvent<HTMLSelectElement>) => replaceQuery({ status: event.target.value === 'awaiting' ? null : event.target.value, ...firstPage() });
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <div className="bo-filters">
        <label>
          {t('filter_state')}
          <select value={state} onChange={onState}>
            {STATE_FILTERS.map((value) => <option key={value} value={value}>{t(stateKey(value))}</option>)}
          </select>
        </label>
      </div>
      <Loaded state={page} reload={page.reload}>
        {(data) => (
          <>
            <DataTable caption={`${t('caption')} (${t(stateKey(state))})`} columns={columns} rows={data.data} rowKey={(w) => w.id} />
            <Pager cursor={cursor} next={data.meta.next} label={t('pages')} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function DetailView({ rest }: { rest: string }) {
  const t = useT('payments');
  const id = withdrawalIdOf(rest);
  const detail = useLoad(
    (signal) => (id === null ? Promise.reject(new Error(t('not_a_withdrawal'))) : staffCall('GET', PAYMENTS_PATHS.withdrawal(id), WithdrawalDetailSchema, undefined, signal)),
    [id],
  );
  return (
    <section>
      <ScreenHeading>{t('detail_heading', { id: rest })}</ScreenHeading>
      <p><a href={screenPath('payments')}>{t('back')}</a></p>
      <Loaded state={detail} reload={detail.reload}>
        {({ data }) => (
          <>
            <Decision withdrawal={data.withdrawal} onDecided={detail.reload} />
            <Summary withdrawal={data.withdrawal} balanceMinor={data.balanceMinor} />
            <PlayerContext deposits={data.deposits} bets={data.bets} limits={data.limits} />
          </>
        )}
      </Loaded>
    </section>
  );
}

function Summary({ withdrawal: w, balanceMinor }: { withdrawal: ReviewedWithdrawal; balanceMinor: number }) {
  const t = useT('payments');
  const rows: Array<[string, string]> = [
    [t('player'), playerText(w, t)],
    [t('account'), String(w.accountId)],
    [t('method'), w.method],
    [t('amount'), money(w.amountMinor, w.currency)],
    [t('amount_rub'), money(w.review.amountRubMinor, 'RUB')],
    [t('balance'), money(balanceMinor, w.currency)],
    [t('requested'), dateTime(w.createdAt)],
    [t('rules'), w.review.rules.map((rule) => t(ruleKey(rule))).join('; ')],
    [t('review_state'), t(stateKey(w.review.state))],
    [t('payment_status'), t(statusKey(w.status))],
  ];
  if (w.review.decidedBy !== null && w.review.decidedAt !== null) rows.push([t('decided'), t('decided_by', { id: w.review.decidedBy, at: dateTime(w.review.decidedAt) })]);
  if (w.review.reason !== null) rows.push([t('rejection_reason'), w.review.reason]);
  return (
    <dl className="bo-facts" aria-label={t('summary')} data-review-state={w.review.state} data-status={w.status}>
      {rows.map(([term, value]) => (
        <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}

function Decision({ withdrawal: w, onDecided }: { withdrawal: ReviewedWithdrawal; onDecided: () => void }) {
  const t = useT('payments');
  const [note, setNote] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  // The decided withdrawal loses its buttons: the keyboard continues from the note that says what happened.
  const noteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (note !== null) noteRef.current?.focus();
  }, [note]);
  const [confirming, setConfirming] = useState(false);
  /** The confirmed approval: a failure stays in the dialog, a success closes it and says so. */
  const approve = async () => {
    try {
      await staffCall('POST', PAYMENTS_PATHS.approve(w.id), WithdrawalDecisionReplySchema);
    } catch (err) {
      onDecided();
      throw err;
    }
    setConfirming(false);
    setNote(t('approved_note', { id: w.id }));
    onDecided();
  };
  const reject = async (reason: string) => {
    await staffCall('POST', PAYMENTS_PATHS.reject(w.id), WithdrawalDecisionReplySchema, { reason });
    setRejecting(false);
    setNote(t('rejected_note', { id: w.id }));
    onDecided();
  };
  return (
    <div className="bo-decision">
      <p role="status" ref={noteRef} tabIndex={-1}>{note}</p>
      {canDecide(w) ? (
        <div className="bo-actions">
          <button type="button" className="kk-button" onClick={() => setConfirming(true)}>{t('approve', { id: w.id })}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={() => setRejecting(true)}>{t('reject', { id: w.id })}</button>
        </div>
      ) : note === null ? (
        <p>{t('decision_closed')}</p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('approve_heading', { id: w.id })}
          text={<p>{t('approve_text', { amount: money(w.amountMinor, w.currency) })}</p>}
          confirmLabel={t('approve_confirm')}
          onConfirm={approve}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {rejecting ? <RejectDialog withdrawal={w} onConfirm={reject} onCancel={() => setRejecting(false)} /> : null}
    </div>
  );
}
