/**
 * Registration form (account spec §3, §9; shell spec §5), in the modal and on the registration
 * page: a tab per registration type of the auth config group (one-click, phone, full, social,
 * pay-and-play); country and currency lists with geo defaults, promo code from `ref` or the
 * `refererid` cookie, welcome-bonus choice; the required "I confirm that I am <minAge> or older"
 * box of the types without a birth date; client-side checks with messages next to each field (the
 * names by the shared personal-data rules, as the office profile);
 * server field errors next to their field; a rate limit (429) shows "try again in N s" and holds
 * the send buttons until then; one-click shows the generated credentials once; pay-and-play tells
 * the player the account starts at zero and where to make the deposit. A new social player sent here with
 * `?social_confirm=<token>` gets the "complete your registration" step instead (./SocialConfirm.tsx).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { $route, $siteConfig, readCookie, useHref, useStore, useT, type RegistrationType } from '@kickoff/platform';
import { settle, useAuthActions } from './actions';
import { RESEND_AFTER_MS } from './countdown';
import type { RegistrationDeposit } from './deposit';
import { DepositNotice } from './DepositNotice';
import { CheckField, DemoCodeHint, Field, FormError, HaveAccountLink, PhoneFields, RetryNotice, Tabs } from './fields';
import { useAuthGroup, useMountedRef, useReferenceLists, useRetryWait, useSecondsLeft, useSingleFlight, type RetryWait } from './hooks';
import { serverField } from './messages';
import { OneClickCredentials } from './OneClickCredentials';
import { initialReferralCode } from './referral';
import {
  EMPTY_REGISTRATION_VALUES, registrationErrors, registrationField, registrationFields, registrationInput, registrationTabs,
  type BonusChoice, type RegistrationField, type RegistrationTextField, type RegistrationValues,
} from './registration-model';
import { SocialButtons, useSocialNetworks } from './SocialButtons';
import { SocialConfirm } from './SocialConfirm';
import { socialConfirmOf } from './social-confirm';
import { AnalyticsIds, track, trackState } from '../analytics/track';
import { registrationDone, trackingTypeOf } from '../analytics/tracking';
import { useRegistrationTracking } from '../analytics/useRegistrationTracking';
import { $visitorBonusChoice } from '../welcome/memory';
import { $phoneCountryId, defaultPhoneCode } from '../phone-country/store';
import { useFocusRequest } from './useFocusRequest';
import { usePhoneMasking } from './phone-masking';
import { loadNameCheck } from './name-rule';
import { collectErrors, hasErrors, normalizePhone, phoneCodeProblem, phoneProblem, Problems, type FieldErrors } from './validation';
import './i18n';
import '../ui/forms-styles';

export interface RegistrationFormProps {
  /** Called when registration is complete (after the one-click credentials were seen). */
  onDone: () => void;
  onLogin: () => void;
  /** The player follows a link out of the form (pay-and-play's recharge link): the modal closes. */
  onLeave?: () => void;
  idPrefix?: string;
}

const BONUS_CHOICES: readonly BonusChoice[] = [0, 1, 2];
const RefererCookieSchema = v.pipe(v.string(), v.maxLength(64));

function startingReferralCode(search: string | undefined): string {
  const query = search ?? (typeof location !== 'undefined' ? location.search : '');
  return initialReferralCode(query, readCookie('refererid', RefererCookieSchema));
}

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The registration types, or the age confirmation of a new social player when the page names one. */
export function RegistrationForm(props: RegistrationFormProps) {
  const route = useStore($route);
  const confirm = socialConfirmOf(route?.search ?? (typeof location !== 'undefined' ? location.search : ''));
  if (confirm !== null) return <SocialConfirm token={confirm} onLogin={props.onLogin} idPrefix={props.idPrefix ?? 'kk-reg'} />;
  return <RegistrationTypes {...props} />;
}

function RegistrationTypes({ onDone, onLogin, onLeave, idPrefix = 'kk-reg' }: RegistrationFormProps) {
  const t = useT();
  const href = useHref();
  const actions = useAuthActions();
  const group = useAuthGroup();
  const config = useStore($siteConfig);
  const route = useStore($route);
  const mounted = useMountedRef();
  const focus = useFocusRequest();
  const { busy, run } = useSingleFlight();

  // The social tab only when the server can sign in with one of the offered networks.
  const social = useSocialNetworks();
  const types = registrationTabs(group?.registrationTypes).filter((x) => x !== 'social' || social.list.length > 0);
  const [chosenType, setChosenType] = useState<RegistrationType>(types[0] ?? 'one_click');
  const type: RegistrationType = types.includes(chosenType) ? chosenType : types[0] ?? 'one_click';
  // The first-deposit-bonus modal's choice of a visitor (../welcome/memory.ts) is where the bonus choice starts.
  const [values, setValues] = useState<RegistrationValues>(() => ({
    ...EMPTY_REGISTRATION_VALUES, ref_code: startingReferralCode(route?.search), first_deposit_bonus_choice: $visitorBonusChoice.get() ?? 0,
  }));
  const phoneCountryId = useStore($phoneCountryId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sms, setSms] = useState<{ demoCode: string | undefined; resendAt: number } | null>(null);
  const [credentials, setCredentials] = useState<{ login: string; password: string } | null>(null);
  const [deposit, setDeposit] = useState<RegistrationDeposit | null>(null);
  const resendIn = useSecondsLeft(sms?.resendAt ?? null);
  // Rate limits (429): sending the SMS code, and the registration itself (anonymous writes, wrong codes).
  const sendWait = useRetryWait();
  const submitWait = useRetryWait();
  const waitId = { send: `${idPrefix}-send-wait`, submit: `${idPrefix}-submit-wait` };
  const lists = useReferenceLists({ countries: true, currencies: true });
  useRegistrationTracking(type);
  // The phone's length by the chosen country's mask (the server checks the same).
  const masking = usePhoneMasking();
  const phoneLength = (number: string, code: string): string | null => masking?.problem(number, code) ?? null;
  useEffect(() => void loadNameCheck(), []);

  // Geo defaults once the lists arrive (site config geoCountryId, geoCurrency).
  useEffect(() => {
    const country = lists.countries.find((c) => c.id === config.geoCountryId) ?? lists.countries[0];
    const currency = lists.currencies.find((c) => c.iso === config.geoCurrency) ?? lists.currencies[0];
    setValues((s) => ({
      ...s,
      country_id: s.country_id || (country ? String(country.id) : ''),
      // The phone country the visitor chose (the phone-country modal) before the geo country.
      phone_code: s.phone_code || defaultPhoneCode(lists.countries, phoneCountryId, country),
      currency_id: s.currency_id || (currency ? String(currency.id) : ''),
    }));
  }, [lists.countries, lists.currencies, config.geoCountryId, config.geoCurrency, phoneCountryId]);

  const fields = useMemo(() => registrationFields(type, values.method), [type, values.method]);
  const fieldId = (field: RegistrationField): string =>
    field === 'phone_code' ? `${idPrefix}-phone-code` : field === 'phone_number' ? `${idPrefix}-phone` : `${idPrefix}-${field.replace(/_/g, '-')}`;

  const set = <K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) => {
    setValues((s) => ({ ...s, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showProblems = (problems: FieldErrors) => {
    setErrors(problems);
    const first = fields.find((f) => problems[f]);
    if (first) focus(fieldId(first));
  };

  const changeType = (next: RegistrationType) => {
    setChosenType(next);
    setErrors({});
    setError(null);
    submitWait.clear(); // the code-request wait stays: the server counts per phone and browser
  };

  /** A failed call: "try again in N s" for a rate limit, else next to its field or as a general error. */
  const showFailure = (result: { error: string; field?: string; retryAfter?: number }, wait: RetryWait) => {
    if (wait.start(result)) return setError(null);
    const field = registrationField(type, values, serverField(result.field));
    return field ? showProblems({ [field]: result.error }) : setError(result.error);
  };

  const sendSms = () =>
    run(async () => {
      const problems = collectErrors({ phone_code: phoneCodeProblem(values.phone_code), phone_number: phoneProblem(values.phone_number) ?? (phoneLength(values.phone_number, values.phone_code) ? Problems.phone : null) });
      if (hasErrors(problems)) return showProblems(problems);
      setError(null);
      const result = await settle(actions.sendRegistrationSms(values.phone_code.trim(), normalizePhone(values.phone_number)));
      if (!mounted.current) return;
      track(result.ok ? AnalyticsIds.smsSent : AnalyticsIds.smsFail, { s: trackingTypeOf(type) });
      if (!result.ok) return showFailure(result, sendWait);
      setSms({ demoCode: result.value.demoCode, resendAt: Date.now() + RESEND_AFTER_MS });
      focus(fieldId('sms_code'));
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (type === 'social' || submitWait.seconds > 0) return;
    track(AnalyticsIds.registrationClick, { s: trackingTypeOf(type) });
    void run(async () => {
      // The names by the shared personal-data rules (loaded on use, from mount; presence only if they fail to load).
      const nameCheck = fields.includes('name') ? await loadNameCheck() : undefined;
      if (!mounted.current) return;
      const problems = registrationErrors(type, values, config.minAge, new Date(), phoneLength, nameCheck);
      if (hasErrors(problems)) return showProblems(problems);
      setErrors({});
      setError(null);
      const result = await settle(actions.register(registrationInput(type, values)));
      if (!mounted.current) return;
      if (!result.ok) return showFailure(result, submitWait);
      if (type === 'phone') track(AnalyticsIds.codeCorrect, { s: 'phone_reg' });
      track(type === 'phone' ? AnalyticsIds.registrationSuccessPhone : AnalyticsIds.registrationSuccess, { s: trackingTypeOf(type) });
      trackState(registrationDone);
      if (type === 'one_click' && result.value.password) {
        setCredentials({ login: result.value.login, password: result.value.password });
        return;
      }
      if (type === 'pay-and-play' && result.value.deposit) {
        setDeposit(result.value.deposit);
        return;
      }
      onDone();
    });
  };

  if (credentials) return <OneClickCredentials login={credentials.login} password={credentials.password} onContinue={onDone} />;
  if (deposit) return <DepositNotice deposit={deposit} onContinue={onDone} onLeave={onLeave} />;

  const text = (field: RegistrationTextField, label: string, input: { type: string; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'email' | 'text'; max?: string }, hint?: string) => (
    <Field key={field} id={fieldId(field)} label={label} error={errors[field]} {...(hint ? { hint } : {})}>
      {(p) => <input {...p} {...input} value={values[field]} onChange={(e) => set(field, e.currentTarget.value)} />}
    </Field>
  );

  const renderField = (field: RegistrationField) => {
    switch (field) {
      case 'email':
        return text(field, t('auth:auth_email'), { type: 'email', autoComplete: 'email', inputMode: 'email' });
      case 'phone_code':
        return (
          <PhoneFields
            key="phone"
            idPrefix={idPrefix}
            countries={lists.countries}
            code={values.phone_code}
            number={values.phone_number}
            onCode={(value) => set('phone_code', value)}
            onNumber={(value) => set('phone_number', value)}
            codeError={errors['phone_code']}
            numberError={errors['phone_number']}
          />
        );
      case 'phone_number':
        return null; // rendered with the phone code
      case 'sms_code':
        return (
          <div key="sms" className="kk-auth__sms">
            <button
              type="button"
              className="kk-button kk-button--ghost"
              disabled={busy || resendIn > 0 || sendWait.seconds > 0}
              aria-describedby={sendWait.seconds > 0 ? waitId.send : undefined}
              onClick={() => void sendSms()}
            >
              {sms ? (resendIn > 0 ? t('auth:auth_resend_in', { seconds: resendIn }) : t('auth:auth_resend')) : t('auth:auth_send_code')}
            </button>
            <RetryNotice id={waitId.send} seconds={sendWait.seconds} />
            <DemoCodeHint code={sms?.demoCode} />
            {text(field, t('auth:auth_sms_code'), { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' })}
          </div>
        );
      case 'password':
        return text(field, t('auth:auth_password'), { type: 'password', autoComplete: 'new-password' }, t('auth:auth_password_hint'));
      case 'name':
        return text(field, t('auth:auth_name'), { type: 'text', autoComplete: 'given-name' });
      case 'surname':
        return text(field, t('auth:auth_surname'), { type: 'text', autoComplete: 'family-name' });
      case 'date_birthday':
        return text(field, t('auth:auth_birthday'), { type: 'date', autoComplete: 'bday', max: todayIso() }, t('auth:auth_min_age', { age: config.minAge }));
      case 'deposit_amount':
        return text(field, t('auth:auth_deposit_amount'), { type: 'text', inputMode: 'decimal' });
      case 'ref_code':
        return text(field, t('auth:auth_promo_code'), { type: 'text', autoComplete: 'off' });
      case 'country_id':
        return (
          <Field key={field} id={fieldId(field)} label={t('auth:auth_country')} error={errors[field]}>
            {(p) => (
              <select {...p} value={values.country_id} onChange={(e) => set('country_id', e.currentTarget.value)}>
                {values.country_id === '' && <option value="">—</option>}
                {lists.countries.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
              </select>
            )}
          </Field>
        );
      case 'currency_id':
        return (
          <Field key={field} id={fieldId(field)} label={t('auth:auth_currency')} error={errors[field]}>
            {(p) => (
              <select {...p} value={values.currency_id} onChange={(e) => set('currency_id', e.currentTarget.value)}>
                {values.currency_id === '' && <option value="">—</option>}
                {lists.currencies.map((c) => <option key={c.id} value={String(c.id)}>{`${c.iso} — ${c.name}`}</option>)}
              </select>
            )}
          </Field>
        );
      case 'age_confirmed':
        return null; // rendered last, after the bonus choice
    }
  };

  return (
    <div className="kk-auth">
      <form className="kk-auth__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-type={type}>
        <Tabs idPrefix={idPrefix} label={t('auth:auth_registration_types')} tabs={types} active={type} onChange={changeType} labelOf={(x) => t(`auth:auth_reg_${x.replace(/-/g, '_')}`)}>
          {type === 'social' ? (
            <SocialButtons purpose="registration" />
          ) : (
            <>
              {type === 'full' && (
                <fieldset className="kk-choice">
                  <legend>{t('auth:auth_reg_method')}</legend>
                  {(['email', 'phone'] as const).map((m) => (
                    <label key={m} className="kk-check">
                      <input type="radio" name={`${idPrefix}-method`} value={m} checked={values.method === m} onChange={() => set('method', m)} />
                      <span>{t(`auth:auth_reg_method_${m}`)}</span>
                    </label>
                  ))}
                </fieldset>
              )}
              {fields.map(renderField)}
              <fieldset className="kk-choice">
                <legend>{t('auth:auth_bonus_choice')}</legend>
                {BONUS_CHOICES.map((choice) => (
                  <label key={choice} className="kk-check">
                    <input
                      type="radio"
                      name={`${idPrefix}-bonus`}
                      value={choice}
                      checked={values.first_deposit_bonus_choice === choice}
                      onChange={() => set('first_deposit_bonus_choice', choice)}
                    />
                    <span>{t(`auth:auth_bonus_${choice}`)}</span>
                  </label>
                ))}
              </fieldset>
              {fields.includes('age_confirmed') && (
                <CheckField
                  id={fieldId('age_confirmed')}
                  label={t('auth:auth_age_confirm', { count: config.minAge })}
                  checked={values.age_confirmed}
                  onChange={(checked) => set('age_confirmed', checked)}
                  error={errors['age_confirmed']}
                  required
                />
              )}
            </>
          )}
        </Tabs>
        <FormError error={error ?? lists.error} />
        <RetryNotice id={waitId.submit} seconds={submitWait.seconds} />
        {type !== 'social' && (
          <div className="kk-auth__actions">
            <button
              type="submit"
              className="kk-button kk-auth__submit"
              disabled={busy || submitWait.seconds > 0}
              aria-describedby={submitWait.seconds > 0 ? waitId.submit : undefined}
            >
              {busy ? t('main_loading') : t('auth:auth_register_submit')}
            </button>
          </div>
        )}
        <p className="kk-auth__privacy">
          {t('auth:auth_privacy_note')} <a href={href('information-privacypolicy')} onClick={onLeave}>{t('auth:auth_privacy_link')}</a>
        </p>
      </form>
      <HaveAccountLink onLogin={onLogin} />
    </div>
  );
}
