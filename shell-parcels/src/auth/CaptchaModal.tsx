/**
 * The captcha step (account spec §7 interceptors): shows the challenge picture from
 * `$captchaRequest`, takes the answer, offers a new picture and shows a wrong-answer error.
 * Esc, the close button and "Cancel" give up the step (cancelCaptcha); an outside click does not.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { $captchaRequest, useStore, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { useAuthActions } from './actions';
import { Field, FormError } from './fields';
import { requiredProblem } from './validation';
import { AnalyticsIds, track } from '../analytics/track';
import './i18n';

export function CaptchaModal() {
  const t = useT();
  const actions = useAuthActions();
  const request = useStore($captchaRequest);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const time = request?.challenge.time;

  // A new picture needs a new answer.
  useEffect(() => {
    setAnswer('');
    setProblem(null);
    if (time !== undefined) track(AnalyticsIds.captchaShown);
  }, [time]);

  const cancel = useCallback(() => actions.cancelCaptcha(), [actions]);
  if (!request) return null;
  const busy = request.busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const missing = requiredProblem(answer);
    setProblem(missing);
    if (missing) {
      document.getElementById('kk-captcha-answer')?.focus();
      return;
    }
    track(AnalyticsIds.captchaAnswered);
    void actions.submitCaptcha(answer.trim()).catch((err: unknown) => console.error('captcha submit failed', err));
  };

  return (
    <Modal title={t('shell:captcha_title')} onClose={cancel} closeOnBackdrop={false}>
      <form className="kk-auth__form kk-captcha" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <p>{t('auth:captcha_text')}</p>
        <img className="kk-captcha__image" src={request.challenge.image} alt={t('auth:captcha_alt')} width={200} height={70} />
        <button
          type="button"
          className="kk-button kk-button--link"
          disabled={busy}
          onClick={() => void actions.refreshCaptcha().catch((err: unknown) => console.error('captcha refresh failed', err))}
        >
          {t('auth:captcha_refresh')}
        </button>
        <Field id="kk-captcha-answer" label={t('auth:captcha_answer')} error={problem}>
          {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="off" value={answer} onChange={(e) => { setAnswer(e.currentTarget.value); setProblem(null); }} />}
        </Field>
        <FormError error={request.error} />
        <div className="kk-auth__actions">
          <button type="submit" className="kk-button" disabled={busy}>{busy ? t('main_loading') : t('auth:auth_continue')}</button>
          <button type="button" className="kk-button kk-button--ghost" onClick={cancel}>{t('auth:auth_cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}
