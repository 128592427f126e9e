/**
 * A modal on the native `<dialog>`: the page behind is inert, focus stays inside, Escape cancels and
 * focus returns to the control that opened it. `ReasonDialog` asks for a decision's reason (required
 * unless `reasonOptional`) and `ConfirmDialog` only asks; both show the call's error inside and stay open
 * until the call succeeds.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../i18n';
import { errorText } from './errors';
import { ErrorNote } from './Loaded';

export function Modal({ title, onCancel, children }: { title: string; onCancel: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className="bo-dialog" aria-labelledby={id} onCancel={(event) => (event.preventDefault(), onCancel())}>
      <h2 id={id}>{title}</h2>
      {children}
    </dialog>
  );
}

export function ReasonDialog({ title, text, confirmLabel, reasonLabel, reasonHint, reasonOptional, onConfirm, onCancel }: {
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  reasonHint?: string;
  reasonOptional?: boolean;
  /** The call; a rejection is shown in the dialog, a success closes it (the caller unmounts it). */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onCancel={onCancel}>
      <form onSubmit={submit} className="bo-form">
        {text ? <div className="bo-dialog-text">{text}</div> : null}
        <label>
          {reasonLabel ?? t('reason')}
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required={!reasonOptional}
            maxLength={500}
            rows={3}
            aria-describedby={reasonHint ? hintId : undefined}
            autoFocus
          />
        </label>
        {reasonHint ? <p id={hintId} className="bo-hint">{reasonHint}</p> : null}
        <ErrorNote message={error} />
        <div className="bo-actions">
          <button type="submit" className="kk-button" disabled={busy}>{busy ? t('saving') : confirmLabel}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onCancel}>{t('cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}

/** Asks before an action that needs no reason; the call's error shows inside, success closes it. */
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
        <button type="button" className="kk-button kk-button--ghost" autoFocus onClick={onCancel}>{t('cancel')}</button>
      </div>
    </Modal>
  );
}
