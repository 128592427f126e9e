/**
 * The modal host: renders the top of the platform modal stack. Opens the forgot-password modal on
 * the home page when `showForgotPasswordModal=1` is set and the user is a guest (shell spec §2).
 */
import { useEffect } from 'react';
import { $activeModal, $isAuthorized, $route, closeModal, openModal, useStore, useT, type ModalRequest } from '@kickoff/platform';
import { Modal } from '../ui/Modal';

const TITLES: Record<ModalRequest['id'], string> = {
  login: 'main_login',
  registration: 'main_registration',
  'forgot-password': 'shell:forgot_password_title',
  'age-gate': 'shell:age_title',
  confirm: 'main_warning',
  'cookie-consent': 'footer_cookies',
  notice: 'main_info',
};

export function Modals() {
  const t = useT();
  const active = useStore($activeModal);
  const route = useStore($route);
  const authorized = useStore($isAuthorized);

  useEffect(() => {
    if (route?.name !== 'home' || authorized) return;
    if (new URLSearchParams(route.search).get('showForgotPasswordModal') === '1') openModal('forgot-password');
  }, [route, authorized]);

  if (!active) return null;
  const text = typeof active.props['text'] === 'string' ? active.props['text'] : null;
  return (
    <Modal title={t(TITLES[active.id])} onClose={() => closeModal(active.id)}>
      <p data-modal={active.id}>{text ? t(text) : t(`shell:modal_${active.id.replace('-', '_')}_text`)}</p>
    </Modal>
  );
}
