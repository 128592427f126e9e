/**
 * Accessible modal dialog: focus moves in on open and back to the opener on close, Tab is trapped,
 * Esc and the backdrop close it unless the modal is not dismissible (e.g. the age check).
 * `closeOnBackdrop={false}` keeps Esc but ignores outside clicks (the captcha step). When dialogs
 * are stacked (captcha above login) only the top one reacts to Tab and Esc.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@kickoff/platform';
import './forms-styles';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, newest last. */
const openDialogs: HTMLElement[] = [];

export interface ModalProps {
  title: string;
  onClose: () => void;
  dismissible?: boolean;
  /** Close on a click outside the dialog; defaults to `dismissible`. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
  labelledBy?: string;
}

export function Modal({ title, onClose, dismissible = true, closeOnBackdrop = dismissible, children }: ModalProps) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = dialog.current;
    if (!el) return;
    openDialogs.push(el);
    const first = el.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? el).focus();
    const onKey = (e: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== el) return;
      if (e.key === 'Escape' && latest.current.dismissible) {
        e.stopPropagation();
        latest.current.onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!el.contains(document.activeElement)) {
        e.preventDefault();
        firstItem?.focus();
      } else if (e.shiftKey && document.activeElement === firstItem) {
        e.preventDefault();
        lastItem?.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      const index = openDialogs.indexOf(el);
      if (index >= 0) openDialogs.splice(index, 1);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className="kk-modal" onMouseDown={(e) => closeOnBackdrop && e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className="kk-modal__dialog" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
        <div className="kk-modal__head">
          <h2 className="kk-modal__title">{title}</h2>
          {dismissible && (
            <button type="button" className="kk-modal__close" aria-label={t('main_close')} onClick={onClose}>×</button>
          )}
        </div>
        <div className="kk-modal__body">{children}</div>
      </div>
    </div>
  );
}
