/**
 * `user/passwordreset` (account spec §2): reads the reset token of the forgot-password mail from the
 * URL (`?token=`) and sets a new password through auth/password/save (the server's password policy
 * decides; its refusal is shown on the field). A used or out-of-date link says so and offers a new reset.
 */
import '../setup';
import { useId, useState, type FormEvent } from 'react';
import { AuthErrorCodes, forgotPasswordSave, messageText, useHref, useRoute, useT } from '@kickoff/platform';
import { linkToken } from './link-token';

const MIN_LENGTH = 8;
const MAX_LENGTH = 128;

type Phase = { status: 'form'; error: string | null } | { status: 'saving' } | { status: 'done' } | { status: 'expired' };

export function PasswordReset() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const token = linkToken(route?.search ?? '');
  const passwordId = useId();
  const repeatId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [phase, setPhase] = useState<Phase>(token ? { status: 'form', error: null } : { status: 'expired' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (password.length < MIN_LENGTH) return setPhase({ status: 'form', error: 'office-settings:reset_too_short' });
    if (password !== repeat) return setPhase({ status: 'form', error: 'office-settings:reset_mismatch' });
    setPhase({ status: 'saving' });
    const result = await forgotPasswordSave(token, password);
    if (result.ok) return setPhase({ status: 'done' });
    if (result.code === AuthErrorCodes.codeExpired || result.code === AuthErrorCodes.codeWrong) return setPhase({ status: 'expired' });
    setPhase({ status: 'form', error: result.error });
  };

  if (phase.status === 'done' || phase.status === 'expired') {
    const done = phase.status === 'done';
    return (
      <section className="kk-card kk-link-page" aria-labelledby="kk-reset-title">
        <h1 id="kk-reset-title" className="kk-page-title">{t('office-settings:reset_title')}</h1>
        <p role={done ? 'status' : 'alert'} className={done ? 'kk-link-page__state--success' : 'kk-link-page__state--error'} data-state={phase.status}>
          {t(done ? 'office-settings:reset_success' : token ? 'office-settings:reset_expired' : 'office-settings:link_missing')}
        </p>
        <p className="kk-actions">
          {done ? <a className="kk-button" href={link('login')}>{t('office-settings:reset_login')}</a> : <a href={link('forgotpassword')}>{t('office-settings:reset_again')}</a>}
        </p>
      </section>
    );
  }

  const saving = phase.status === 'saving';
  const error = phase.status === 'form' ? phase.error : null;
  return (
    <section className="kk-card kk-link-page" aria-labelledby="kk-reset-title">
      <h1 id="kk-reset-title" className="kk-page-title">{t('office-settings:reset_title')}</h1>
      <form className="kk-credentials" noValidate onSubmit={(e) => void submit(e)}>
        <div className="kk-field">
          <label htmlFor={passwordId}>{t('office-settings:reset_password')}</label>
          <input id={passwordId} type="password" autoComplete="new-password" required minLength={MIN_LENGTH} maxLength={MAX_LENGTH} value={password}
            aria-invalid={error !== null} aria-describedby={error ? errorId : undefined} onChange={(e) => setPassword(e.currentTarget.value)} />
          <p className="kk-muted">{t('office-settings:reset_rules')}</p>
        </div>
        <div className="kk-field">
          <label htmlFor={repeatId}>{t('office-settings:reset_repeat')}</label>
          <input id={repeatId} type="password" autoComplete="new-password" required maxLength={MAX_LENGTH} value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} />
        </div>
        <div role="alert">{error && <p id={errorId} className="kk-form-error">{messageText(t, error)}</p>}</div>
        <button type="submit" className="kk-button" disabled={saving}>{saving ? t('office-settings:reset_saving') : t('office-settings:reset_submit')}</button>
      </form>
    </section>
  );
}
