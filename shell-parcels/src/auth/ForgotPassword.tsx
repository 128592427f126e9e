/**
 * Password recovery (account spec §4 "Lost-password flow"): call (e-mail, phone or account ID)
 * → code (demo-only hint; a wrong code and an expired code read differently, and an expired one
 * offers a new code) → approve (the server accepts the code) → save (new password twice; a
 * password the policy refuses shows the server's reason on the field) → success ("Log in") or
 * error → exit. A rate limit (429: too many code requests or wrong codes) shows "try again in N s"
 * and holds the send and confirm buttons until then.
 */
import { useState, type FormEvent } from 'react';
import { AuthErrorCodes, useT } from '@kickoff/platform';
import { settle, useAuthActions } from './actions';
import { RESEND_AFTER_MS } from './countdown';
import { DemoCodeHint, Field, FormError, RetryNotice } from './fields';
import { useMountedRef, useRetryWait, useSecondsLeft, useSingleFlight } from './hooks';
import { useFocusRequest } from './useFocusRequest';
import { codeProblem, hasErrors, newPasswordErrors, requiredProblem, type FieldErrors } from './validation';
import './i18n';
import '../ui/forms-styles';

export type ForgotStep = 'call' | 'code' | 'save' | 'success' | 'error';

export interface ForgotPasswordProps {
  /** Leave the flow (close the modal or page). */
  onExit: () => void;
  /** "Log in" after success. */
  onLogin: () => void;
  idPrefix?: string;
}

type CodeProblem = 'wrong' | 'expired' | null;

export function ForgotPassword({ onExit, onLogin, idPrefix = 'kk-forgot' }: ForgotPasswordProps) {
  const t = useT();
  const actions = useAuthActions();
  const mounted = useMountedRef();
  const focus = useFocusRequest();
  const { busy, run } = useSingleFlight();
  const [step, setStep] = useState<ForgotStep>('call');
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState<{ channel: 'email' | 'sms'; demoCode: string | undefined; resendAt: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeState, setCodeState] = useState<CodeProblem>(null);
  const [resetToken, setResetToken] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const resendIn = useSecondsLeft(sent?.resendAt ?? null);
  // Rate limits (429): requesting a code, and answering one (wrong answers over the hourly cap).
  const sendWait = useRetryWait();
  const answerWait = useRetryWait();
  const id = (name: string) => `${idPrefix}-${name}`;
  const submitHold = step === 'call' ? sendWait : answerWait;
  const submitHoldId = id(step === 'call' ? 'send-wait' : 'answer-wait');

  const requestCode = () =>
    run(async () => {
      const problem = requiredProblem(login);
      if (problem) {
        setErrors({ login: problem });
        focus(id('login'));
        return;
      }
      setErrors({});
      setError(null);
      const result = await settle(actions.forgotPasswordCall(login.trim()));
      if (!mounted.current) return;
      if (!result.ok) {
        if (sendWait.start(result)) return;
        if (step === 'call') {
          setErrors({ login: result.error });
          focus(id('login'));
        } else setError(result.error);
        return;
      }
      setSent({ channel: result.value.channel, demoCode: result.value.demoCode, resendAt: Date.now() + RESEND_AFTER_MS });
      setCode('');
      setCodeState(null);
      setStep('code');
      focus(id('code'));
    });

  const checkCode = () =>
    run(async () => {
      const problem = codeProblem(code);
      if (problem) {
        setErrors({ code: problem });
        focus(id('code'));
        return;
      }
      setErrors({});
      setError(null);
      setCodeState(null);
      const result = await settle(actions.forgotPasswordCode(login.trim(), code.trim()));
      if (!mounted.current) return;
      if (!result.ok) {
        if (answerWait.start(result)) return;
        if (result.code === AuthErrorCodes.codeExpired) setCodeState('expired');
        else if (result.code === AuthErrorCodes.codeWrong) setCodeState('wrong');
        else setError(result.error);
        focus(id('code'));
        return;
      }
      setResetToken(result.value.resetToken);
      setStep('save');
      focus(id('password'));
    });

  const save = () =>
    run(async () => {
      const problems = newPasswordErrors(password, repeat);
      if (hasErrors(problems)) {
        setErrors(problems);
        focus(id(problems['password'] ? 'password' : 'password-repeat'));
        return;
      }
      setErrors({});
      setError(null);
      const result = await settle(actions.forgotPasswordSave(resetToken, password));
      if (!mounted.current) return;
      if (!result.ok) {
        if (answerWait.start(result)) return;
        if (result.field === 'password') {
          setErrors({ password: result.error });
          focus(id('password'));
        } else {
          setError(result.error);
          setStep('error');
        }
        return;
      }
      setStep('success');
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitHold.seconds > 0) return; // the server said when to try again
    if (step === 'call') void requestCode();
    else if (step === 'code') void checkCode();
    else if (step === 'save') void save();
  };

  if (step === 'success') {
    return (
      <div className="kk-auth kk-auth__result" data-step="success">
        <p role="status" className="kk-auth__success">{t('auth:forgot_success')}</p>
        <div className="kk-auth__actions">
          <button type="button" className="kk-button" onClick={onLogin}>{t('main_login')}</button>
        </div>
      </div>
    );
  }
  if (step === 'error') {
    return (
      <div className="kk-auth kk-auth__result" data-step="error">
        <FormError error={error ?? 'main_query_error'} />
        <div className="kk-auth__actions">
          <button type="button" className="kk-button" onClick={() => { setError(null); setStep('call'); }}>{t('auth:forgot_again')}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onExit}>{t('main_close')}</button>
        </div>
      </div>
    );
  }

  const codeMessageId = id('code-state');
  return (
    <div className="kk-auth">
      <form className="kk-auth__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-step={step}>
        {step === 'call' && (
          <>
            <p>{t('auth:forgot_call_text')}</p>
            <Field id={id('login')} label={t('auth:forgot_login')} error={errors['login']}>
              {(p) => <input {...p} type="text" autoComplete="username" value={login} onChange={(e) => { setLogin(e.currentTarget.value); setErrors({}); }} />}
            </Field>
          </>
        )}
        {step === 'code' && sent && (
          <>
            <p>{t(`auth:forgot_code_sent_${sent.channel}`)}</p>
            <DemoCodeHint code={sent.demoCode} />
            <Field id={id('code')} label={t('auth:auth_code')} error={errors['code']}>
              {(p) => (
                <input
                  {...p}
                  aria-invalid={p['aria-invalid'] ?? (codeState ? true : undefined)}
                  aria-describedby={[p['aria-describedby'], codeState ? codeMessageId : null].filter(Boolean).join(' ') || undefined}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => { setCode(e.currentTarget.value); setErrors({}); }}
                />
              )}
            </Field>
            {codeState && (
              <p id={codeMessageId} className="kk-form-error" role="alert" data-code-state={codeState}>
                {t(codeState === 'expired' ? 'auth:auth_code_expired' : 'auth:auth_code_wrong')}
              </p>
            )}
            <button
              type="button"
              className="kk-button kk-button--link"
              disabled={busy || sendWait.seconds > 0 || (codeState !== 'expired' && resendIn > 0)}
              aria-describedby={sendWait.seconds > 0 ? id('send-wait') : undefined}
              onClick={() => void requestCode()}
            >
              {codeState === 'expired' ? t('auth:auth_send_new_code') : resendIn > 0 ? t('auth:auth_resend_in', { seconds: resendIn }) : t('auth:auth_resend')}
            </button>
          </>
        )}
        {step === 'save' && (
          <>
            <p role="status">{t('auth:forgot_approved')}</p>
            <Field id={id('password')} label={t('auth:forgot_new_password')} error={errors['password']} hint={t('auth:auth_password_hint')}>
              {(p) => <input {...p} type="password" autoComplete="new-password" value={password} onChange={(e) => { setPassword(e.currentTarget.value); setErrors({}); }} />}
            </Field>
            <Field id={id('password-repeat')} label={t('auth:forgot_repeat_password')} error={errors['password_repeat']}>
              {(p) => <input {...p} type="password" autoComplete="new-password" value={repeat} onChange={(e) => { setRepeat(e.currentTarget.value); setErrors({}); }} />}
            </Field>
          </>
        )}
        <FormError error={error} />
        <RetryNotice id={id('send-wait')} seconds={sendWait.seconds} />
        {step !== 'call' && <RetryNotice id={id('answer-wait')} seconds={answerWait.seconds} />}
        <div className="kk-auth__actions">
          <button type="submit" className="kk-button kk-auth__submit" disabled={busy || submitHold.seconds > 0} aria-describedby={submitHold.seconds > 0 ? submitHoldId : undefined}>
            {busy ? t('main_loading') : t(step === 'call' ? 'auth:auth_send_code' : step === 'code' ? 'auth:auth_confirm' : 'auth:forgot_save')}
          </button>
          <button type="button" className="kk-button kk-button--ghost" onClick={onExit}>{t('auth:auth_cancel')}</button>
        </div>
      </form>
    </div>
  );
}
