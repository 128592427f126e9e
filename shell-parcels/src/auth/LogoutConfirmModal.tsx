/** "Log out?" (account spec §2: logout asks for confirmation): Log out calls the facade, Cancel closes. */
import { useCallback } from 'react';
import { closeModal, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { useAuthActions } from './actions';
import { useMountedRef, useSingleFlight } from './hooks';
import './i18n';

export function LogoutConfirmModal() {
  const t = useT();
  const actions = useAuthActions();
  const mounted = useMountedRef();
  const { busy, run } = useSingleFlight();
  const close = useCallback(() => closeModal('logout-confirm'), []);

  const confirm = () =>
    run(async () => {
      try {
        await actions.logout();
      } catch (err) {
        console.error('logout failed', err);
      }
      if (mounted.current) close();
    });

  return (
    <Modal title={t('shell:logout_title')} onClose={close}>
      <p>{t('auth:logout_text')}</p>
      <div className="kk-auth__actions">
        <button type="button" className="kk-button" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
          {busy ? t('main_loading') : t('main_logout')}
        </button>
        <button type="button" className="kk-button kk-button--ghost" disabled={busy} onClick={close}>{t('auth:auth_cancel')}</button>
      </div>
    </Modal>
  );
}
