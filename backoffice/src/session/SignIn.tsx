/** The staff sign-in: e-mail and password, then the authenticator code; each step's error in the form. */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n';
import { errorText } from '../ui/errors';
import { ErrorNote } from '../ui/Loaded';
import { $signInStep, restartSignIn, submitCode, submitPassword } from './store';

export function SignIn() {
  const t = useT();
  const step = useStore($signInStep);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (event: FormEvent, action: () => Promise<void>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="bo-sign-in">
      <h1>{t('sign_in_heading')}</h1>
      {step === 'password' ? <PasswordStep busy={busy} run={run} /> : <CodeStep busy={busy} run={run} />}
      <ErrorNote message={error} />
      {step === 'code' ? (
        <button type="button" className="kk-button kk-button--ghost" onClick={() => (setError(null), restartSignIn())}>{t('sign_in_restart')}</button>
      ) : null}
    </main>
  );
}

type Run = (event: FormEvent, action: () => Promise<void>) => Promise<void>;

function PasswordStep({ busy, run }: { busy: boolean; run: Run }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form className="bo-form" onSubmit={(event) => run(event, () => submitPassword(email, password))}>
      <label>
        {t('sign_in_email')}
        <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
      </label>
      <label>
        {t('sign_in_password')}
        <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit" className="kk-button" disabled={busy}>{busy ? t('sign_in_busy') : t('sign_in_next')}</button>
    </form>
  );
}

function CodeStep({ busy, run }: { busy: boolean; run: Run }) {
  const t = useT();
  const [code, setCode] = useState('');
  return (
    <form className="bo-form" onSubmit={(event) => run(event, () => submitCode(code))}>
      <label>
        {t('sign_in_code')}
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-describedby="bo-code-hint"
          autoFocus
        />
      </label>
      <p id="bo-code-hint" className="bo-hint">{t('sign_in_code_hint')}</p>
      <button type="submit" className="kk-button" disabled={busy}>{busy ? t('sign_in_busy') : t('sign_in_submit')}</button>
    </form>
  );
}
