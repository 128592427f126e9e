/**
 * "Complete your registration": what the registration form shows instead of the types when the server sent a
 * new social player here (`?social_confirm=<token>`, docs/api.md "Social sign-in"). It reads who is
 * registering (the network, the name and e-mail the provider gave), asks for the same age box as the other
 * registration types without a birth date (checked here with the same rule before posting; the server checks
 * again) and "Create account" posts it; the player is then signed in and the page follows the server's
 * `redirectUrl` like the social buttons do. A token this browser cannot use (expired, used, another
 * browser's) says so and offers the social buttons to start again. The rules are in ./social-confirm.ts.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { $siteConfig, useStore, useT, type SocialRegistrationDetails } from '@kickoff/platform';
import { settle, useAuthActions } from './actions';
import { CheckField, FormError, HaveAccountLink, RetryNotice } from './fields';
import { useMountedRef, useRetryWait, useSingleFlight } from './hooks';
import { serverField } from './messages';
import { confirmFailure, confirmProblem, isConfirmToken } from './social-confirm';
import { NETWORK_NAMES, SocialButtons } from './SocialButtons';
import { useFocusRequest } from './useFocusRequest';
import './i18n';
import '../ui/forms-styles';

export interface SocialConfirmProps {
  /** The `social_confirm` parameter of the page. */
  token: string;
  onLogin: () => void;
  idPrefix: string;
}

/** The pending registration: being read, ready to complete, or over (expired, refused: start again). */
type Step = { at: 'loading' } | { at: 'ready'; details: SocialRegistrationDetails } | { at: 'over'; error: string };

const EXPIRED = 'auth:auth_social_confirm_expired';

export function SocialConfirm({ token, onLogin, idPrefix }: SocialConfirmProps) {
  const t = useT();
  const actions = useAuthActions();
  const config = useStore($siteConfig);
  const mounted = useMountedRef();
  const focus = useFocusRequest();
  const { busy, run } = useSingleFlight();
  const wait = useRetryWait();
  const [step, setStep] = useState<Step>(() => (isConfirmToken(token) ? { at: 'loading' } : { at: 'over', error: EXPIRED }));
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [ageError, setAgeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { title: `${idPrefix}-social-title`, age: `${idPrefix}-social-age`, wait: `${idPrefix}-social-wait` };

  useEffect(() => {
    if (!isConfirmToken(token)) return;
    void settle(actions.loadSocialRegistration(token)).then((result) => {
      if (!mounted.current) return;
      if (result.ok) return setStep({ at: 'ready', details: result.value });
      const failure = confirmFailure(result, serverField(result.field));
      setStep({ at: 'over', error: failure.kind === 'expired' || failure.kind === 'ended' ? failure.error : result.error });
    });
  }, [actions, token, mounted]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step.at !== 'ready' || wait.seconds > 0) return;
    void run(async () => {
      const problem = confirmProblem(ageConfirmed);
      if (problem) {
        setAgeError(problem);
        return focus(ids.age);
      }
      setAgeError(null);
      setError(null);
      const result = await settle(actions.completeSocialRegistration(token, ageConfirmed));
      if (!mounted.current) return;
      if (result.ok) return actions.assign(result.value.redirectUrl);
      if (wait.start(result)) return;
      const failure = confirmFailure(result, serverField(result.field));
      if (failure.kind === 'field') {
        setAgeError(failure.error);
        return focus(ids.age);
      }
      if (failure.kind === 'form') return setError(failure.error);
      setStep({ at: 'over', error: failure.error });
    });
  };

  const network = step.at === 'ready' ? NETWORK_NAMES[step.details.network] : '';
  return (
    <div className="kk-auth" data-step="social-confirm">
      <form className="kk-auth__form" noValidate onSubmit={submit} aria-labelledby={ids.title} aria-busy={busy || step.at === 'loading' || undefined}>
        <h2 id={ids.title} className="kk-auth__subtitle">{t('auth:auth_social_confirm_title')}</h2>
        {step.at === 'loading' && <p role="status">{t('auth:auth_social_confirm_loading')}</p>}
        {step.at === 'over' && <FormError error={step.error} />}
        {step.at === 'ready' && (
          <>
            <p>{t('auth:auth_social_confirm_text', { network })}</p>
            <dl className="kk-auth__details" aria-label={t('auth:auth_social_confirm_details', { network })}>
              <dt>{t('auth:auth_social_confirm_name')}</dt>
              <dd>{step.details.name ?? t('auth:auth_social_confirm_none')}</dd>
              <dt>{t('auth:auth_social_confirm_email')}</dt>
              <dd>{step.details.email ?? t('auth:auth_social_confirm_none')}</dd>
            </dl>
            <CheckField
              id={ids.age}
              label={t('auth:auth_age_confirm', { count: config.minAge })}
              checked={ageConfirmed}
              onChange={(checked) => {
                setAgeConfirmed(checked);
                setAgeError(null);
              }}
              error={ageError}
              required
            />
            <FormError error={error} />
            <RetryNotice id={ids.wait} seconds={wait.seconds} />
            <div className="kk-auth__actions">
              <button
                type="submit"
                className="kk-button kk-auth__submit"
                disabled={busy || wait.seconds > 0}
                aria-busy={busy || undefined}
                aria-describedby={wait.seconds > 0 ? ids.wait : undefined}
              >
                {t('auth:auth_social_confirm_submit')}
              </button>
            </div>
          </>
        )}
      </form>
      {step.at === 'over' && <SocialButtons purpose="registration" />}
      <HaveAccountLink onLogin={onLogin} />
    </div>
  );
}
