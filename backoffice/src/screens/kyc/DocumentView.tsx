/**
 * One document: the player and their verification phase, each file, and while it waits the decision:
 * Approve, or Reject with a reason the player reads (a dialog). Buttons are disabled while a call runs,
 * so a double click sends once; a decision someone else made first shows the server's 409 text.
 */
import { useState } from 'react';
import { KYC_PATHS, KycDocumentReplySchema, type KycDocumentDetail } from '@kickoff/backoffice-contracts/kyc';
import { staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { screenPath } from '../../routing/screens';
import { ReasonDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { dateTime } from '../../ui/format';
import { ErrorNote, Loaded } from '../../ui/Loaded';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { useLoad } from '../../ui/use-load';
import { DocumentFile } from './DocumentFile';
import { playerLabel } from './queue';

export function DocumentView({ id, search }: { id: number; search: string }) {
  const t = useT('kyc');
  const detail = useLoad((signal) => staffCall('GET', KYC_PATHS.document(id), KycDocumentReplySchema, undefined, signal), [id]);
  const [decided, setDecided] = useState<KycDocumentDetail | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const back = <a href={`${screenPath('kyc')}${search}`}>{t('back')}</a>;
  return (
    <section>
      {detail.status !== 'ready' ? <ScreenHeading>{t('heading')}</ScreenHeading> : null}
      <Loaded state={detail} reload={detail.reload}>
        {(reply) => {
          const document = decided ?? reply.data;
          return (
            <>
              <ScreenHeading>{t('document_heading', { id: document.id, kind: t(`kind_${document.kind}`) })}</ScreenHeading>
              {back}
              <Facts document={document} />
              <p role="status">{done}</p>
              {document.status === 'pending' ? (
                <Decision
                  document={document}
                  onDecided={(next, text) => {
                    setDecided(next);
                    setDone(text);
                  }}
                />
              ) : null}
              <h2>{t('files')}</h2>
              <div className="bo-kyc-files">
                {document.files.map((file) => <DocumentFile key={file.id} document={document} file={file} />)}
              </div>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function Facts({ document }: { document: KycDocumentDetail }) {
  const t = useT('kyc');
  return (
    <dl className="bo-facts" data-status={document.status}>
      <dt>{t('player')}</dt>
      <dd>{playerLabel(document.player)}</dd>
      <dt>{t('player_id')}</dt>
      <dd>{document.player.id}</dd>
      <dt>{t('phase')}</dt>
      <dd data-phase={document.player.phase}>{t(`phase_${document.player.phase}`)}</dd>
      <dt>{t('uploaded')}</dt>
      <dd><time dateTime={document.uploadedAt}>{dateTime(document.uploadedAt)}</time></dd>
      <dt>{t('status')}</dt>
      <dd>{t(`status_${document.status}`)}</dd>
      {document.decidedAt ? (
        <>
          <dt>{t('decided')}</dt>
          <dd><time dateTime={document.decidedAt}>{dateTime(document.decidedAt)}</time></dd>
        </>
      ) : null}
      {document.comment ? (
        <>
          <dt>{t('reason')}</dt>
          <dd>{document.comment}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Decision({ document, onDecided }: { document: KycDocumentDetail; onDecided: (next: KycDocumentDetail, text: string) => void }) {
  const t = useT('kyc');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const approve = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await staffCall('POST', KYC_PATHS.approve(document.id), KycDocumentReplySchema);
      onDecided(reply.data, t('done_approved', { id: document.id }));
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  const reject = async (reason: string) => {
    const reply = await staffCall('POST', KYC_PATHS.reject(document.id), KycDocumentReplySchema, { reason });
    setRejecting(false);
    onDecided(reply.data, t('done_rejected', { id: document.id }));
  };
  return (
    <div className="bo-actions">
      <button type="button" className="kk-button" disabled={busy} onClick={() => void approve()}>
        {busy ? t('busy') : t('approve', { id: document.id })}
      </button>
      <button type="button" className="kk-button kk-button--ghost" disabled={busy} onClick={() => setRejecting(true)}>
        {t('reject', { id: document.id })}
      </button>
      <ErrorNote message={error} />
      {rejecting ? (
        <ReasonDialog
          title={t('reject_title', { id: document.id })}
          text={t('reject_text')}
          reasonLabel={t('reject_reason')}
          confirmLabel={t('reject_confirm')}
          onConfirm={reject}
          onCancel={() => setRejecting(false)}
        />
      ) : null}
    </div>
  );
}
