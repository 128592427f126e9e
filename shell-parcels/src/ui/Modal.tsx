/**
 * Accessible modal dialog: focus moves in on open and back to the opener on close, Tab is trapped,
 * Esc and the backdrop close it unless the modal is not dismissible (e.g. the age check).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@kickoff/platform';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  onClose: () => void;
  dismissible?: boolean;
  children: ReactNode;
  labelledBy?: string;
}

export function Modal({ title, onClose, dismissible = true, children }: ModalProps) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = dialog.current;
    const first = el?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? el)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && dismissible) {
        e.stopPropagation();
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !el) return;
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (e.shiftKey && document.activeElement === firstItem) {
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
      if (opener?.isConnected) opener.focus();
    };
  }, [dismissible, onClose]);

  return (
    <div className="kk-modal" onMouseDown={(e) => dismissible && e.target === e.currentTarget && onClose()}>
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
