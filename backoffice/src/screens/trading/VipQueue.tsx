/**
 * The pending VIP bets, newest first: the player, the bets, the stake against the maximum and the
 * book's liability on each outcome now and if approved. "Approve coupon N" decides at once; "Decline
 * coupon N" asks for an optional reason (kept in the audit log). A coupon in flight cannot be sent twice.
 */
import { useRef, useState } from 'react';
import {
  TRADING_ERRORS,
  TRADING_PATHS,
  VipDecisionReplySchema,
  VipPageSchema,
  type VipCouponWire,
} from '../../contracts/trading';
import { query, staffCall, StaffApiError } from '../../api/client';
import { addTexts, useT } from '../../i18n';
import { queryOf } from '../../routing/router';
import { cursorState } from '../../ui/cursor-pages';
import { DataTable, type Column } from '../../ui/DataTable';
import { ReasonDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { dateTime, money } from '../../ui/format';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { Pager } from '../../ui/Pager';
import { useLoad } from '../../ui/use-load';
import { eventName, selectionName } from './parts';

addTexts('trading', {
  queue_caption: 'VIP bets waiting for a decision, newest first',
  queue_empty: 'No VIP bet is waiting for a decision.',
  queue_pages: 'Pending VIP bet pages',
  col_coupon: 'Coupon',
  col_player: 'Player',
  col_bets: 'Bets',
  col_stake: 'Stake',
  col_liability: 'Liability on its outcomes',
  col_decide_by: 'Decide before',
  col_actions: 'Decision',
  coupon_no: 'Coupon {{id}}',
  placed_at: 'placed {{at}}',
  player_id: 'player {{id}}',
  at_odds: 'at {{coef}}',
  starts: 'starts {{at}}',
  settled: 'result in: the settlement declines it',
  max_stake: 'maximum {{max}}',
  over_max: '{{over}} above the maximum',
  liability_line: 'now {{now}} → if approved {{then}}',
  approve: 'Approve coupon {{id}}',
  decline: 'Decline coupon {{id}}',
  approved: 'Coupon {{id}} approved: it is an accepted bet now.',
  declined: 'Coupon {{id}} declined: the stake went back to the player.',
  already_decided: 'Coupon {{id}} was decided already; the list is refreshed.',
  decline_title: 'Decline coupon {{id}}',
  decline_text: '{{player}} staked {{stake}} on {{bets}}. The stake goes back to the player.',
  decline_reason: 'Reason (optional)',
  decline_hint: 'Kept in the audit log with the decision.',
  decline_confirm: 'Decline the coupon',
});

export function VipQueue({ search }: { search: string }) {
  const t = useT('trading');
  const params = queryOf(search);
  const cursor = cursorState(params);
  const page = useLoad(
    (signal) => staffCall('GET', `${TRADING_PATHS.vip}${query({ before: cursor.before })}`, VipPageSchema, undefined, signal),
    [search],
  );
  const inFlight = useRef(new Set<number>());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState<VipCouponWire | null>(null);

  const track = (id: number, on: boolean) => {
    if (on) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setBusy(new Set(inFlight.current));
  };
  /** The decision's call; a 409 (decided meanwhile) refreshes the list and says so. */
  const decide = async (coupon: VipCouponWire, call: () => Promise<unknown>, done: string): Promise<void> => {
    try {
      await call();
      setNotice(done);
      setError(null);
      page.reload();
    } catch (err) {
      if (err instanceof StaffApiError && err.code === TRADING_ERRORS.alreadyDecided) {
        setNotice(null);
        setError(t('already_decided', { id: coupon.id }));
        page.reload();
        return;
      }
      throw err;
    }
  };
  const approve = async (coupon: VipCouponWire) => {
    if (inFlight.current.has(coupon.id)) return;
    track(coupon.id, true);
    try {
      await decide(coupon, () => staffCall('POST', TRADING_PATHS.approve(coupon.id), VipDecisionReplySchema), t('approved', { id: coupon.id }));
    } catch (err) {
      setNotice(null);
      setError(errorText(err));
    } finally {
      track(coupon.id, false);
    }
  };
  const decline = async (coupon: VipCouponWire, reason: string) => {
    await decide(
      coupon,
      () => staffCall('POST', TRADING_PATHS.decline(coupon.id), VipDecisionReplySchema, reason === '' ? {} : { reason }),
      t('declined', { id: coupon.id }),
    );
    setDeclining(null);
  };

  const columns: Column<VipCouponWire>[] = [
    {
      key: 'coupon',
      header: t('col_coupon'),
      cell: (c) => (
        <>
          <strong>{t('coupon_no', { id: c.id })}</strong>
          <br />
          <time dateTime={c.createdAt}>{t('placed_at', { at: dateTime(c.createdAt) })}</time>
        </>
      ),
    },
    {
      key: 'player',
      header: t('col_player'),
      cell: (c) => (
        <>
          {c.player.name || '—'}
          {c.player.email ? <><br />{c.player.email}</> : null}
          <br />
          {t('player_id', { id: c.player.id })}
        </>
      ),
    },
    {
      key: 'bets',
      header: t('col_bets'),
      cell: (c) => (
        <ul className="bo-list">
          {c.bets.map((bet) => (
            <li key={bet.position}>
              {eventName(bet.event)}: {selectionName(bet)} {t('at_odds', { coef: bet.coef })}
              {bet.event.startAt ? <>, {t('starts', { at: dateTime(bet.event.startAt) })}</> : null}
              {bet.settled ? <> ({t('settled')})</> : null}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'stake',
      header: t('col_stake'),
      numeric: true,
      cell: (c) => (
        <>
          {money(c.stakeMinor, c.currency)}
          <br />
          {t('max_stake', { max: money(c.maxStakeMinor, c.currency) })}
          <br />
          <span className="bo-over">{t('over_max', { over: money(c.overMaxMinor, c.currency) })}</span>
        </>
      ),
    },
    {
      key: 'liability',
      header: t('col_liability'),
      cell: (c) => (
        <ul className="bo-list">
          {c.bets.map((bet) => (
            <li key={bet.position}>
              {selectionName(bet)}: {t('liability_line', { now: money(bet.liabilityMinor, c.currency), then: money(bet.liabilityIfApprovedMinor, c.currency) })}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'decideBy', header: t('col_decide_by'), cell: (c) => (c.decideBy ? <time dateTime={c.decideBy}>{dateTime(c.decideBy)}</time> : '—') },
    {
      key: 'actions',
      header: t('col_actions'),
      cell: (c) => (
        <div className="bo-actions">
          <button type="button" className="kk-button" disabled={busy.has(c.id)} onClick={() => void approve(c)}>{t('approve', { id: c.id })}</button>
          <button type="button" className="kk-button kk-button--ghost" disabled={busy.has(c.id)} onClick={() => setDeclining(c)}>{t('decline', { id: c.id })}</button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="bo-actions">
        <button type="button" className="kk-button kk-button--ghost" onClick={page.reload}>{t('refresh')}</button>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      <ErrorNote message={error} />
      <Loaded state={page} reload={page.reload}>
        {(data) => (
          <>
            <DataTable caption={t('queue_caption')} columns={columns} rows={data.data} rowKey={(c) => c.id} empty={t('queue_empty')} />
            <Pager cursor={cursor} next={data.meta.next} label={t('queue_pages')} />
          </>
        )}
      </Loaded>
      {declining ? (
        <ReasonDialog
          title={t('decline_title', { id: declining.id })}
          text={t('decline_text', {
            player: declining.player.name || t('player_id', { id: declining.player.id }),
            stake: money(declining.stakeMinor, declining.currency),
            bets: declining.bets.map((bet) => `${eventName(bet.event)} (${selectionName(bet)})`).join(', '),
          })}
          confirmLabel={t('decline_confirm')}
          reasonLabel={t('decline_reason')}
          reasonHint={t('decline_hint')}
          reasonOptional
          onConfirm={(reason) => decline(declining, reason)}
          onCancel={() => setDeclining(null)}
        />
      ) : null}
    </>
  );
}
