/** The login modal: the login form; recovery opens above it, registration replaces it. */
import { useCallback, useEffect } from 'react';
import { closeModal, openModal, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { LoginForm } from './LoginForm';
import { openRegistration } from './open-registration';
import { trackState } from '../analytics/track';
import { loginPopUp } from '../analytics/tracking';

export function LoginModal() {
  const t = useT();
  const close = useCallback(() => closeModal('login'), []);
  useEffect(() => void trackState((state) => loginPopUp(state, Date.now())), []);
  return (
    <Modal title={t('main_login')} onClose={close}>
      <LoginForm
        onSuccess={close}
        onForgotPassword={() => openModal('forgot-password')}
        onRegister={() => {
          closeModal('login');
          openRegistration();
        }}
      />
    </Modal>
  );
}
