/**
 * Login form (account spec §4, §7): mode tabs from the auth config group (login + password,
 * phone + password, SMS code), the two-step code step when the server asks for it, "remember me",
 * one request at a time, the attempt counter after failures, errors next to the field or as an
 * alert, the SMS flow with a 60 s resend countdown and the demo-only code hint, a rate limit (429:
 * too many code requests or wrong codes) as "try again in N s" holding the send buttons until
 * then, links to password recovery and registration, and the social sign-in buttons.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { $loginAttempts, $route, $siteConfig, useStore, useT } from '@kickoff/platform';
import { settle, useAuthActions } from './actions';
import { RESEND_AFTER_MS } from './countdown';
import { DemoCodeHint, Field, FormError, PhoneFields, RetryNotice, Tabs } from './fields';
import { useAuthGroup, useMountedRef, useReferenceLists, useRetryWait, useSecondsLeft, useSingleFlight, type RetryWait } from './hooks';
import {
  EMPTY_LOGIN_VALUES, loginErrors, loginField, loginInput, loginTabs, smsPhoneErrors,
  type LoginStep, type LoginTab, type LoginValues,
} from './login-model';
import { serverField } from './messages';
import { registrationEntry } from './registration-entry';
import { SocialButtons } from './SocialButtons';
import { trackState } from '../analytics/track';
import { loginClick, loginSuccess } from '../analytics/tracking';
import { useFocusRequest } from './useFocusRequest';
import { hasErrors, normalizePhone, type FieldErrors } from './validation';
import './i18n';
import '../ui/forms-styles';

export interface LoginFormProps {
  /** Called once the player is signed in. */
  onSuccess: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
  idPrefix?: string;
}

type TwoStep = { channel: 'sms' | 'email' | 'app'; demoCode: string | undefined };
type SmsSent = { demoCode: string | undefined; resendAt: number };

/** Fields each step shows, in screen order (for focusing the first invalid one). */
const STEP_FIELDS: Record<LoginStep, Array<keyof LoginValues>> = {
  login_password: ['login', 'password'],
  phone_password: ['phoneCode', 'phone', 'password'],
  sms: ['phoneCode', 'phone', 'smsCode'],
  login_password_two_step_code: ['twoStepCode'],
};

export function LoginForm({ onSuccess, onForgotPassword, onRegister, idPrefix = 'kk-login' }: LoginFormProps) {
  const t = useT();
  const actions = useAuthActions();
  const group = useAuthGroup();
  const attempts = useStore($loginAttempts);
  const config = useStore($siteConfig);
  const route = useStore($route);
  const mounted = useMountedRef();
  const focus = useFocusRequest();
  const { busy, run } = useSingleFlight();

  const tabs = loginTabs(group?.loginModes);
  const [chosenTab, setChosenTab] = useState<LoginTab>(tabs[0] ?? 'login_password');
  const tab: LoginTab = tabs.includes(chosenTab) ? chosenTab : tabs[0] ?? 'login_password';
  const [twoStep, setTwoStep] = useState<TwoStep | null>(null);
  const [sms, setSms] = useState<SmsSent | null>(null);
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const resendIn = useSecondsLeft(sms?.resendAt ?? null);
  // Rate limits (429): sending a code, and the submit (a password login that sends a two-step code,
  // or a code answer over the hourly cap), each until the time the server named.
  const sendWait = useRetryWait();
  const submitWait = useRetryWait();
  const step: LoginStep = twoStep ? 'login_password_two_step_code' : tab;
  const submitSends = step === 'sms' && !sms; // the submit button is "Send code"
  const submitHold = submitSends ? sendWait : submitWait;
  const waitId = { send: `${idPrefix}-send-wait`, submit: `${idPrefix}-submit-wait` };
  const submitHoldId = submitSends ? waitId.send : waitId.submit;

  const needsPhone = tabs.includes('phone_password') || tabs.includes('sms');
  const { countries } = useReferenceLists({ countries: needsPhone, currencies: false });
  useEffect(() => {
    if (countries.length === 0) return;
    const home = countries.find((c) => c.id === config.geoCountryId) ?? countries[0];
    setValues((v) => (v.phoneCode || !home ? v : { ...v, phoneCode: home.tel_code }));
  }, [countries, config.geoCountryId]);

  const canRegister = registrationEntry({ routeName: route?.name ?? null, search: route?.search ?? '', config }) !== 'none';
  const fieldId: Record<keyof LoginValues, string> = {
    login: `${idPrefix}-login`, password: `${idPrefix}-password`, phoneCode: `${idPrefix}-phone-code`, phone: `${idPrefix}-phone`,
    smsCode: `${idPrefix}-sms-code`, twoStepCode: `${idPrefix}-two-step-code`, save: `${idPrefix}-save`,
  };

  const set = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showProblems = (problems: FieldErrors, fields: Array<keyof LoginValues>) => {
    setErrors(problems);
    const first = fields.find((f) => problems[f]);
    if (first) focus(fieldId[first]);
  };

  const showFailure = (result: { error: string; field?: string; retryAfter?: number }, wait: RetryWait) => {
    if (wait.start(result)) return setError(null);
    const field = loginField(serverField(result.field));
    if (field && STEP_FIELDS[step].includes(field)) showProblems({ [field]: result.error }, [field]);
    else setError(result.error);
  };

  const changeTab = (next: LoginTab) => {
    setChosenTab(next);
    setErrors({});
    setError(null);
    submitWait.clear(); // the code-request wait stays: the server counts per phone and browser
  };

  const sendSms = () =>
    run(async () => {
      const problems = smsPhoneErrors(values);
      if (hasErrors(problems)) return showProblems(problems, ['phoneCode', 'phone']);
      setError(null);
      const result = await settle(actions.sendLoginSms(values.phoneCode.trim(), normalizePhone(values.phone)));
      if (!mounted.current) return;
      if (!result.ok) return showFailure(result, sendWait);
      setSms({ demoCode: result.value.demoCode, resendAt: Date.now() + RESEND_AFTER_MS });
      focus(fieldId.smsCode);
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitHold.seconds > 0) return; // the server said when to try again
    if (step === 'sms' && !sms) {
      void sendSms();
      return;
    }
    trackState(loginClick);
    void run(async () => {
      const problems = loginErrors(step, values);
      if (hasErrors(problems)) return showProblems(problems, STEP_FIELDS[step]);
      setError(null);
      const result = await settle(actions.login(loginInput(step, values)));
      if (!mounted.current) return;
      if (!result.ok) return showFailure(result, submitWait);
      if (result.value.status === 'two_step_required') {
        setTwoStep({ channel: result.value.channel, demoCode: result.value.demoCode });
        focus(fieldId.twoStepCode);
        return;
      }
      trackState(loginSuccess);
      onSuccess();
    });
  };

  const passwordField = (
    <Field id={fieldId.password} label={t('auth:auth_password')} error={errors['password']}>
      {(p) => <input {...p} type="password" autoComplete="current-password" value={values.password} onChange={(e) => set('password', e.currentTarget.value)} />}
    </Field>
  );
  const phoneFields = (
    <PhoneFields
      idPrefix={idPrefix}
      countries={countries}
      code={values.phoneCode}
      number={values.phone}
      onCode={(v) => set('phoneCode', v)}
      onNumber={(v) => set('phone', v)}
      codeError={errors['phoneCode']}
      numberError={errors['phone']}
      disabled={step === 'sms' && sms !== null}
    />
  );
  const remember = (
    <label className="kk-check">
      <input id={fieldId.save} type="checkbox" checked={values.save} onChange={(e) => set('save', e.currentTarget.checked)} />
      <span>{t('auth:auth_remember')}</span>
    </label>
  );

  const submitLabel = busy ? t('main_loading') : step === 'sms' && !sms ? t('auth:auth_send_code') : twoStep ? t('auth:auth_confirm') : t('main_login');
  const form = (
    <form className="kk-auth__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-step={step}>
      {twoStep ? (
        <div className="kk-auth__step">
          <h3 className="kk-auth__subtitle">{t('auth:auth_two_step_title')}</h3>
          <p>{t(`auth:auth_two_step_${twoStep.channel}`)}</p>
          <DemoCodeHint code={twoStep.demoCode} />
          <Field id={fieldId.twoStepCode} label={t('auth:auth_code')} error={errors['twoStepCode']}>
            {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="one-time-code" value={values.twoStepCode} onChange={(e) => set('twoStepCode', e.currentTarget.value)} />}
          </Field>
        </div>
      ) : (
        <Tabs idPrefix={idPrefix} label={t('auth:auth_login_modes')} tabs={tabs} active={tab} onChange={changeTab} labelOf={(m) => t(`auth:auth_mode_${m}`)}>
          {tab === 'login_password' && (
            <>
              <Field id={fieldId.login} label={t('auth:auth_login')} error={errors['login']}>
                {(p) => <input {...p} type="text" autoComplete="username" value={values.login} onChange={(e) => set('login', e.currentTarget.value)} />}
              </Field>
              {passwordField}
              {remember}
            </>
          )}
          {tab === 'phone_password' && (
            <>
              {phoneFields}
              {passwordField}
              {remember}
            </>
          )}
          {tab === 'sms' && (
            <>
              {phoneFields}
              {sms && (
                <>
                  <DemoCodeHint code={sms.demoCode} />
                  <Field id={fieldId.smsCode} label={t('auth:auth_sms_code')} error={errors['smsCode']}>
                    {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="one-time-code" value={values.smsCode} onChange={(e) => set('smsCode', e.currentTarget.value)} />}
                  </Field>
                  <div className="kk-auth__row">
                    <button
                      type="button"
                      className="kk-button kk-button--link"
                      disabled={resendIn > 0 || busy || sendWait.seconds > 0}
                      aria-describedby={sendWait.seconds > 0 ? waitId.send : undefined}
                      onClick={() => void sendSms()}
                    >
                      {resendIn > 0 ? t('auth:auth_resend_in', { seconds: resendIn }) : t('auth:auth_resend')}
                    </button>
                    <button type="button" className="kk-button kk-button--link" disabled={busy} onClick={() => { setSms(null); set('smsCode', ''); focus(fieldId.phone); }}>
                      {t('auth:auth_change_phone')}
                    </button>
                  </div>
                </>
              )}
            </>
          )}
        </Tabs>
      )}
      {attempts > 0 && <p className="kk-auth__attempts" aria-live="polite">{t('auth:auth_attempt', { count: attempts })}</p>}
      <FormError error={error} />
      <RetryNotice id={waitId.send} seconds={sendWait.seconds} />
      <RetryNotice id={waitId.submit} seconds={submitWait.seconds} />
      <div className="kk-auth__actions">
        <button type="submit" className="kk-button kk-auth__submit" disabled={busy || submitHold.seconds > 0} aria-describedby={submitHold.seconds > 0 ? submitHoldId : undefined}>
          {submitLabel}
        </button>
        {twoStep && (
          <button type="button" className="kk-button kk-button--ghost" onClick={() => { setTwoStep(null); setError(null); submitWait.clear(); }}>{t('auth:auth_back')}</button>
        )}
      </div>
    </form>
  );

  return (
    <div className="kk-auth">
      {form}
      <div className="kk-auth__links">
        <button type="button" className="kk-button kk-button--link" onClick={onForgotPassword}>{t('auth:auth_forgot_link')}</button>
        {canRegister && (
          <p>
            {t('auth:auth_no_account')}{' '}
            <button type="button" className="kk-button kk-button--link" disabled={config.isRegistrationButtonDisabled} onClick={onRegister}>{t('main_registration')}</button>
          </p>
        )}
      </div>
      {!twoStep && <SocialButtons purpose="login" />}
    </div>
  );
}
