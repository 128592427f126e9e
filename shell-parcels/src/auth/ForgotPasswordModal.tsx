/** The forgot-password modal; success's "Log in" replaces it with the login modal. */
import { useCallback } from 'react';
import { closeModal, openModal, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { ForgotPassword } from './ForgotPassword';

export function ForgotPasswordModal() {
  const t = useT();
  const close = useCallback(() => closeModal('forgot-password'), []);
  return (
    <Modal title={t('shell:forgot_password_title')} onClose={close}>
      <ForgotPassword
        onExit={close}
        onLogin={() => {
          closeModal('forgot-password');
          openModal('login');
        }}
      />
    </Modal>
  );
}
