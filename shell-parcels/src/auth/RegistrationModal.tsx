/** The registration modal: the registration form; "Log in" switches to the login modal; a link out of the form closes it. */
import { useCallback } from 'react';
import { closeModal, openModal, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { RegistrationForm } from './RegistrationForm';

export function RegistrationModal() {
  const t = useT();
  const close = useCallback(() => closeModal('registration'), []);
  return (
    <Modal title={t('main_registration')} onClose={close}>
      <RegistrationForm
        onDone={close}
        onLeave={close}
        onLogin={() => {
          closeModal('registration');
          openModal('login');
        }}
      />
    </Modal>
  );
}
