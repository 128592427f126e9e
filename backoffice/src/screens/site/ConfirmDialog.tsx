/**
 * A yes/no question before a change that cannot be taken back from the screen (a delete, a restore):
 * runs `onConfirm`, shows its error inside and stays open until it succeeds (the caller unmounts it).
 * The confirm button is disabled while the call runs, so a double click sends once.
 */
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { Modal } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { ErrorNote } from '../../ui/Loaded';

export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
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
      <div className="bo-dialog-text">{text}</div>
      <ErrorNote message={error} />
      <div className="bo-actions">
        <button type="button" className="kk-button" disabled={busy} onClick={() => void confirm()}>{busy ? t('saving') : confirmLabel}</button>
        <button type="button" className="kk-button kk-button--ghost" onClick={onCancel} autoFocus>{t('cancel')}</button>
      </div>
    </Modal>
  );
}
