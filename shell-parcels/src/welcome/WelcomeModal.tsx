/** The welcome modal (shell spec §4): a greeting; a visitor may start registration from it. */
import { useCallback } from 'react';
import { $isAuthorized, $siteConfig, closeModal, useStore, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { openRegistration } from '../auth/open-registration';
import { registrationButton } from '../auth/registration-entry';
import { welcomeText } from './texts';

export function WelcomeModal() {
  const t = useT();
  const authorized = useStore($isAuthorized);
  const config = useStore($siteConfig);
  const close = useCallback(() => closeModal('welcome'), []);
  const register = registrationButton(config);
  return (
    <Modal title={t(welcomeText('welcome_title'))} onClose={close}>
      <div className="kk-auth" data-modal="welcome">
        <p>{t(welcomeText('welcome_text'))}</p>
        <div className="kk-auth__actions">
          <button type="button" className="kk-button" onClick={close}>{t(welcomeText('welcome_start'))}</button>
          {!authorized && register.shown && (
            <button
              type="button"
              className="kk-button kk-button--ghost"
              disabled={register.disabled}
              onClick={() => {
                // Registration first: the journey sees a modal open and waits instead of opening its next one.
                openRegistration();
                close();
              }}
            >
              {t(welcomeText('welcome_register'))}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
