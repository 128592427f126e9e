/**
 * The protection runtime's dialogs (shell spec §4): the reality check, the inactivity warning, the
 * end of the session limit, and a matured deposit-limit change to confirm. No prompt here ever
 * suggests depositing or a bonus.
 */
import { useState } from 'react';
import { $language, formatMoney, useHref, useStore, useT } from '@kickoff/platform';
import { LimitTypes, MONEY_LIMIT_TYPES, NO_LIMIT_VALUE, NOT_SET_VALUE } from '@kickoff/platform-wallet';
import { Modal } from '../ui/Modal';
import { $dialogs, closeDialog, type ProtectionDialog } from './dialog-state';

export interface ProtectionActions {
  realityAnswer(action: 'continue' | 'logout' | 'none', doNotShowAgain: boolean): void;
  stay(): void;
  sessionEnded(): void;
  approve(limitType: number, action: 'confirm' | 'reject'): void;
}

const NS = 'protection';

function limitName(t: (k: string) => string, type: number): string {
  if (([LimitTypes.deposit24h, LimitTypes.deposit7d, LimitTypes.deposit30d] as number[]).includes(type)) return t(`${NS}:limit_deposit`);
  if (([LimitTypes.wager24h, LimitTypes.wager7d, LimitTypes.wager30d] as number[]).includes(type)) return t(`${NS}:limit_wager`);
  if (([LimitTypes.loss24h, LimitTypes.loss7d, LimitTypes.loss30d] as number[]).includes(type)) return t(`${NS}:limit_loss`);
  return t(`${NS}:${type === LimitTypes.session ? 'limit_session' : 'limit_reality'}`);
}

function Reality({ dialog, actions }: { dialog: Extract<ProtectionDialog, { kind: 'reality' }>; actions: ProtectionActions }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const [dontShow, setDontShow] = useState(false);
  const minutes = Math.floor(dialog.playedMs / 60_000);
  const time = minutes >= 60 ? t(`${NS}:hours_minutes`, { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t(`${NS}:minutes_only`, { minutes });
  return (
    <Modal title={t(`${NS}:reality_title`)} onClose={() => actions.realityAnswer('none', dontShow)}>
      <p>{t(`${NS}:reality_text`, { time })}</p>
      <p>{t(`${NS}:reality_result`, { amount: formatMoney(dialog.netResult, dialog.currency, lang) })}</p>
      <p><a href={link('office-history')} onClick={() => actions.realityAnswer('none', dontShow)}>{t(`${NS}:reality_history`)}</a></p>
      <label><input type="checkbox" checked={dontShow} onChange={(e) => setDontShow(e.currentTarget.checked)} /> {t(`${NS}:reality_dont_show`)}</label>
      <div className="kk-auth__actions">
        <button type="button" className="kk-button" onClick={() => actions.realityAnswer('continue', dontShow)}>{t(`${NS}:reality_continue`)}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={() => actions.realityAnswer('logout', dontShow)}>{t(`${NS}:reality_logout`)}</button>
      </div>
    </Modal>
  );
}

function Approve({ dialog, actions }: { dialog: Extract<ProtectionDialog, { kind: 'approve' }>; actions: ProtectionActions }) {
  const t = useT();
  const lang = useStore($language);
  const { limit } = dialog;
  const name = limitName(t, limit.limitType);
  const removal = limit.limitValue === NO_LIMIT_VALUE || limit.limitValue === NOT_SET_VALUE;
  const value = MONEY_LIMIT_TYPES.includes(limit.limitType) ? formatMoney(limit.limitValue, limit.measure, lang) : `${limit.limitValue} ${limit.measure}`;
  return (
    <Modal title={t(`${NS}:approve_title`)} onClose={() => actions.approve(limit.limitType, 'reject')}>
      <p>{removal ? t(`${NS}:approve_removal`, { name }) : t(`${NS}:approve_text`, { name, value })}</p>
      <div className="kk-auth__actions">
        <button type="button" className="kk-button" onClick={() => actions.approve(limit.limitType, 'confirm')}>{t(`${NS}:approve_confirm`)}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={() => actions.approve(limit.limitType, 'reject')}>{t(`${NS}:approve_reject`)}</button>
      </div>
    </Modal>
  );
}

export function ProtectionDialogs({ actions }: { actions: ProtectionActions }) {
  const t = useT();
  const dialog = useStore($dialogs)[0];
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'reality':
      return <Reality dialog={dialog} actions={actions} />;
    case 'approve':
      return <Approve dialog={dialog} actions={actions} />;
    case 'warn':
      return (
        <Modal title={t(`${NS}:warn_title`)} onClose={actions.stay}>
          <p role="alert">{t(`${NS}:warn_text`)}</p>
          <button type="button" className="kk-button" onClick={actions.stay}>{t(`${NS}:warn_stay`)}</button>
        </Modal>
      );
    case 'session-ended':
      return (
        <Modal title={t(`${NS}:session_title`)} onClose={actions.sessionEnded} dismissible={false}>
          <p>{t(`${NS}:session_text`)}</p>
          <button type="button" className="kk-button" onClick={() => (closeDialog('session-ended'), actions.sessionEnded())}>{t(`${NS}:session_ok`)}</button>
        </Modal>
      );
  }
}
