/** The login modal: the login form; recovery opens above it, registration replaces it. */
import { useCallback } from 'react';
import { closeModal, openModal, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { LoginForm } from './LoginForm';
import { openRegistration } from './open-registration';

export function LoginModal() {
  const t = useT();
  const close = useCallback(() => closeModal('login'), []);
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
