/**
 * Confirm-terms page (account spec §2, §5, §8): what changed since the player's version (tagged changes
 * only for allowed tags), then the player accepts the new terms and returns, or logs out. A failed
 * confirmation is an alert that outside clicks cannot dismiss.
 */
import { useState } from 'react';
import { TermsChanges } from './TermsChanges';
import { confirmTerms, messageText, logout, navigate, safeReturnPath, useHref, useRoute, useT } from '@kickoff/platform';

export function ConfirmTerms() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const [busy, setBusy] = useState<'accept' | 'logout' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returnTo = safeReturnPath(new URLSearchParams(route?.search ?? '').get('returnUrl'), window.location.origin) ?? link('home');

  const accept = async () => {
    setBusy('accept');
    setError(null);
    const result = await confirmTerms();
    setBusy(null);
    if (result.ok) navigate(returnTo);
    else setError(result.error);
  };
  const leave = async () => {
    setBusy('logout');
    await logout();
    setBusy(null);
  };

  return (
    <section className="kk-card kk-office-terms" aria-labelledby="kk-terms-title">
      <h1 id="kk-terms-title" className="kk-page-title">{t('office:terms_title')}</h1>
      <p>{t('office:terms_text')}</p>
      <TermsChanges />
      <p><a href={link('information-rules', { ruleGroup: '1' })} target="_blank" rel="noopener">{t('office:terms_read_rules')}</a></p>
      {error && (
        <div className="kk-alert kk-alert--error" role="alertdialog" aria-modal="false" aria-labelledby="kk-terms-error">
          <p id="kk-terms-error">{t('information_confirm_terms_error')}</p>
          <p className="kk-muted">{messageText(t, error)}</p>
        </div>
      )}
      <div className="kk-actions">
        <button type="button" className="kk-button" disabled={busy !== null} onClick={() => void accept()}>
          {busy === 'accept' ? t('office:terms_accepting') : t('office:terms_accept')}
        </button>
        <button type="button" className="kk-button kk-button--ghost" disabled={busy !== null} onClick={() => void leave()}>
          {t('office:terms_logout')}
        </button>
      </div>
    </section>
  );
}
