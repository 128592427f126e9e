/**
 * The notice dialog any module can open (`openModal('notice', { text, title? })`): a text key (or a
 * text) and an OK button that closes it, focus returning to the opener. A request without a text is
 * logged and closed at once: a player never sees an empty dialog.
 */
import { useCallback, useEffect } from 'react';
import { closeModal, useT, type ModalRequest } from '@kickoff/platform';
import { Modal } from '../ui/Modal';

const textProp = (request: ModalRequest, name: string): string | null => {
  const value = request.props[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

export function NoticeModal({ request }: { request: ModalRequest }) {
  const t = useT();
  const close = useCallback(() => closeModal('notice'), []);
  const text = textProp(request, 'text');
  const title = textProp(request, 'title');
  useEffect(() => {
    if (text) return;
    console.error('notice dialog opened without a text', request.props);
    close();
  }, [text, close, request.props]);
  if (!text) return null;
  return (
    <Modal title={t(title ?? 'main_info')} onClose={close}>
      <p data-modal="notice">{t(text)}</p>
      <button type="button" className="kk-button" onClick={close}>{t('main_ok')}</button>
    </Modal>
  );
}
