/**
 * One player (`/backoffice/players/<id>`): the summary, the actions of support agents and admins (end
 * every session, ban with a level and a reason, lift the ban) and the player's parts as tabs, each
 * loading when opened, its filters and page in the query string.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  BAN_LEVELS,
  PLAYERS_PATHS,
  PlayerSummaryReplySchema,
  SessionsEndedReplySchema,
  type BanLevel,
  type PlayerSummaryWire,
} from '../../contracts/players';
import type { StaffMemberWire } from '../../contracts/staff';
import { staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { queryOf, replaceQuery } from '../../routing/router';
import { screenPath } from '../../routing/screens';
import { Modal } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { dateTime } from '../../ui/format';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import { PlayerPart } from './PlayerParts';
import { canActOnPlayers, PLAYER_TABS, tabAfterKey, tabOf, tabQuery, type PlayerTab } from './player-view-state';

type Dialog = 'end-sessions' | 'ban' | 'lift' | null;

export function PlayerView({ id, member, search }: { id: number; member: StaffMemberWire; search: string }) {
  const t = useT('players');
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const summary = useLoad((signal) => staffCall('GET', PLAYERS_PATHS.player(id), PlayerSummaryReplySchema, undefined, signal), [id, version]);
  const finished = (message: string) => {
    setDialog(null);
    setDone(message);
    setVersion((n) => n + 1);
  };
  return (
    <section>
      <ScreenHeading>{t('player_heading', { id })}</ScreenHeading>
      <p><a href={screenPath('players')}>{t('back_to_search')}</a></p>
      <Loaded state={summary} reload={summary.reload}>
        {({ data }) => (
          <>
            <Summary player={data} />
            {canActOnPlayers(member.roles) ? (
              <div className="bo-actions" role="group" aria-label={t('actions')}>
                <button type="button" className="kk-button kk-button--ghost" onClick={() => setDialog('end-sessions')}>{t('end_sessions', { id })}</button>
                <button type="button" className="kk-button" onClick={() => setDialog('ban')}>{t(data.ban ? 'change_ban' : 'ban', { id })}</button>
                {data.ban ? <button type="button" className="kk-button kk-button--ghost" onClick={() => setDialog('lift')}>{t('lift_ban', { id })}</button> : null}
              </div>
            ) : null}
            <p role="status" className="bo-status">{done ?? ''}</p>
          </>
        )}
      </Loaded>
      {dialog === 'end-sessions' ? (
        <ConfirmDialog
          title={t('end_sessions_heading', { id })}
          text={t('end_sessions_text')}
          confirmLabel={t('end_sessions_confirm')}
          onConfirm={async () => {
            const reply = await staffCall('POST', PLAYERS_PATHS.endSessions(id), SessionsEndedReplySchema);
            finished(t('sessions_ended', { count: reply.data.ended }));
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'lift' ? (
        <ConfirmDialog
          title={t('lift_heading', { id })}
          text={t('lift_text')}
          confirmLabel={t('lift_confirm')}
          onConfirm={async () => {
            await staffCall('DELETE', PLAYERS_PATHS.ban(id), PlayerSummaryReplySchema);
            finished(t('lifted_done', { id }));
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'ban' ? <BanDialog id={id} onDone={() => finished(t('banned_done', { id }))} onCancel={() => setDialog(null)} /> : null}
      <PlayerTabs id={id} search={search} version={version} />
    </section>
  );
}

function Summary({ player }: { player: PlayerSummaryWire }) {
  const t = useT('players');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const ban = player.ban;
  const banText = !ban
    ? t('not_banned')
    : t(ban.at ? 'ban_text' : 'ban_text_seeded', {
        level: ban.level,
        withdrawals: t(ban.withdrawals ? 'withdrawals_open' : 'withdrawals_closed'),
        at: ban.at ? dateTime(ban.at) : '',
        reason: ban.reason ?? '—',
      });
  const rows: Array<[string, string]> = [
    [t('f_name'), player.name ?? '—'],
    [t('f_email'), player.email ?? '—'],
    [t('f_phone'), player.phone ?? '—'],
    [t('f_birth'), player.birthDate ?? '—'],
    [t('f_registered'), dateTime(player.registeredAt)],
    [t('f_verified'), yesNo(player.verified)],
    [t('f_identification'), yesNo(player.identificationRequired)],
    [t('f_two_step'), yesNo(player.twoStep)],
    [t('f_sessions'), String(player.liveSessions)],
    [t('f_ban'), banText],
  ];
  return (
    <section aria-labelledby="bo-player-summary">
      <h2 id="bo-player-summary">{t('summary')}</h2>
      <dl className="bo-summary">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A yes-or-cancel dialog whose confirm runs a call once (disabled while it runs) and shows its error inside. */
function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const tc = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onCancel={onCancel}>
      <form className="bo-form" onSubmit={confirm}>
        <p>{text}</p>
        <ErrorNote message={error} />
        <div className="bo-actions">
          <button type="submit" className="kk-button" disabled={busy} autoFocus>{busy ? tc('saving') : confirmLabel}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onCancel}>{tc('cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}

function BanDialog({ id, onDone, onCancel }: { id: number; onDone: () => void; onCancel: () => void }) {
  const t = useT('players');
  const tc = useT();
  const [level, setLevel] = useState<BanLevel>(BAN_LEVELS[0].level);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await staffCall('POST', PLAYERS_PATHS.ban(id), PlayerSummaryReplySchema, { level, reason: reason.trim() });
      onDone();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('ban_heading', { id })} onCancel={onCancel}>
      <form className="bo-form" onSubmit={submit}>
        <label>
          {t('ban_level')}
          <select value={level} onChange={(event) => setLevel(Number(event.target.value) as BanLevel)}>
            {BAN_LEVELS.map((b) => <option key={b.level} value={b.level}>{t(`ban_level_${b.level}`)}</option>)}
          </select>
        </label>
        <label>
          {t('ban_reason')}
          <textarea value={reason} onChange={(event) => setReason(event.target.value)} required maxLength={500} rows={3} autoFocus />
        </label>
        <ErrorNote message={error} />
        <div className="bo-actions">
          <button type="submit" className="kk-button" disabled={busy || reason.trim() === ''}>{busy ? tc('saving') : t('ban_confirm')}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onCancel}>{tc('cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}

function PlayerTabs({ id, search, version }: { id: number; search: string; version: number }) {
  const t = useT('players');
  const current = tabOf(queryOf(search));
  const open = (tab: PlayerTab) => replaceQuery(tabQuery(tab));
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(current, event.key);
    if (!next) return;
    event.preventDefault();
    open(next);
    document.getElementById(`bo-tab-${next}`)?.focus();
  };
  return (
    <section aria-labelledby="bo-player-parts">
      <h2 id="bo-player-parts">{t('parts')}</h2>
      <div role="tablist" aria-labelledby="bo-player-parts" className="bo-tabs" onKeyDown={onKeyDown}>
        {PLAYER_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`bo-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls="bo-player-part"
            tabIndex={tab === current ? 0 : -1}
            onClick={() => open(tab)}
          >
            {t(`tab_${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bo-player-part" aria-labelledby={`bo-tab-${current}`} tabIndex={0}>
        <PlayerPart key={current} tab={current} id={id} search={search} version={version} />
      </div>
    </section>
  );
}
