/**
 * Form building blocks of the auth UI: a labelled field whose error sits next to it
 * (aria-invalid, aria-describedby), a required check box with its error, a general error
 * (role=alert), the "try again in N s" notice of a rate-limited request, phone code + number
 * fields (the number written with the chosen country's phone mask once the masks are loaded), the
 * demo-only code hint and accessible tabs (arrow keys move between tabs).
 */
import { type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useT, type Country } from '@kickoff/platform';
import { messageText } from './messages';
import { usePhoneMasking } from './phone-masking';
import './i18n';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  /** i18n key or server text. */
  error?: string | null | undefined;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactElement;
}

export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`kk-field${error ? ' kk-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="kk-field__label" htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <p id={hintId} className="kk-field__hint">{hint}</p>}
      {error && <p id={errorId} className="kk-field__error">{messageText(t, error)}</p>}
    </div>
  );
}

export interface CheckFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** i18n key or server text. */
  error?: string | null | undefined;
  required?: boolean;
}

/** A check box named by its label, with its error next to it (aria-invalid, aria-describedby). */
export function CheckField({ id, label, checked, onChange, error, required }: CheckFieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className={`kk-field kk-field--check${error ? ' kk-field--invalid' : ''}`}>
      <label className="kk-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {error && <p id={errorId} className="kk-field__error">{messageText(t, error)}</p>}
    </div>
  );
}

/**
 * "Too many attempts. Try again in N s" while a rate limit lasts (nothing at 0). The alert is read
 * once when it appears; the ticking seconds are a timer, which screen readers do not announce on
 * every change. The buttons it disables point at it with aria-describedby (`id`).
 */
export function RetryNotice({ id, seconds }: { id: string; seconds: number }) {
  const t = useT();
  if (seconds <= 0) return null;
  return (
    <p id={id} className="kk-form-error kk-auth__retry" role="alert" data-retry-seconds={seconds}>
      {t('auth:auth_too_many_short')} <span role="timer">{t('auth:auth_retry_in', { seconds })}</span>
    </p>
  );
}

/** A general error of a form (server message or i18n key). */
export function FormError({ error }: { error: string | null }) {
  const t = useT();
  if (!error) return null;
  return <p className="kk-form-error" role="alert">{messageText(t, error)}</p>;
}

/** "Already have an account? Log in": the registration forms' way back to the login form. */
export function HaveAccountLink({ onLogin }: { onLogin: () => void }) {
  const t = useT();
  return (
    <div className="kk-auth__links">
      <p>
        {t('auth:auth_have_account')}{' '}
        <button type="button" className="kk-button kk-button--link" onClick={onLogin}>{t('main_login')}</button>
      </p>
    </div>
  );
}

/** The demo-only code hint: the reference server returns the code outside production. */
export function DemoCodeHint({ code }: { code: string | undefined }) {
  const t = useT();
  if (!code) return null;
  return (
    <p className="kk-auth__demo" role="note">
      <strong>{t('auth:auth_demo_label')}</strong> {t('auth:auth_demo_code', { code })}
    </p>
  );
}

export interface PhoneFieldsProps {
  idPrefix: string;
  countries: readonly Country[];
  code: string;
  number: string;
  onCode: (value: string) => void;
  onNumber: (value: string) => void;
  codeError?: string | null | undefined;
  numberError?: string | null | undefined;
  disabled?: boolean;
}

const plus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

export function PhoneFields({ idPrefix, countries, code, number, onCode, onNumber, codeError, numberError, disabled }: PhoneFieldsProps) {
  const t = useT();
  const masking = usePhoneMasking();
  // The country picker chooses the mask: the number is written again in the new country's mask.
  const changeCode = (value: string) => {
    onCode(value);
    if (masking && number !== '') onNumber(masking.formatNational(number, value));
  };
  const changeNumber = (value: string) => onNumber(masking ? masking.formatNational(value, code) : value);
  return (
    <div className="kk-phone">
      <Field id={`${idPrefix}-phone-code`} label={t('auth:auth_phone_code')} error={codeError} className="kk-phone__code">
        {(p) =>
          countries.length > 0 ? (
            <select {...p} value={code} disabled={disabled} onChange={(e) => changeCode(e.currentTarget.value)} autoComplete="tel-country-code">
              {code === '' && <option value="">—</option>}
              {countries.map((c) => (
                <option key={c.id} value={c.tel_code}>{`${plus(c.tel_code)} ${c.name}`}</option>
              ))}
            </select>
          ) : (
            <input {...p} type="text" inputMode="tel" value={code} disabled={disabled} onChange={(e) => changeCode(e.currentTarget.value)} autoComplete="tel-country-code" />
          )
        }
      </Field>
      <Field id={`${idPrefix}-phone`} label={t('auth:auth_phone_number')} error={numberError} className="kk-phone__number">
        {(p) => (
          <input
            {...p} type="tel" inputMode="numeric" value={number} disabled={disabled} placeholder={masking?.placeholder(code)}
            onChange={(e) => changeNumber(e.currentTarget.value)} autoComplete="tel-national"
          />
        )}
      </Field>
    </div>
  );
}

export interface TabsProps<T extends string> {
  idPrefix: string;
  label: string;
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  labelOf: (tab: T) => string;
  children: ReactNode;
}

/** Tabs with a roving tab stop; a single tab renders only its panel. */
export function Tabs<T extends string>({ idPrefix, label, tabs, active, onChange, labelOf, children }: TabsProps<T>) {
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(active);
    const next =
      e.key === 'ArrowRight' ? (index + 1) % tabs.length
      : e.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : e.key === 'Home' ? 0
      : e.key === 'End' ? tabs.length - 1
      : null;
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    e.preventDefault();
    onChange(tab);
    document.getElementById(`${idPrefix}-tab-${tab}`)?.focus();
  };
  if (tabs.length < 2) return <div className="kk-tabs__panel">{children}</div>;
  return (
    <div className="kk-tabs">
      <div className="kk-tabs__list" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${idPrefix}-tab-${tab}`}
            type="button"
            role="tab"
            className="kk-tabs__tab"
            aria-selected={tab === active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onChange(tab)}
          >
            {labelOf(tab)}
          </button>
        ))}
      </div>
      <div id={`${idPrefix}-panel`} className="kk-tabs__panel" role="tabpanel" aria-labelledby={`${idPrefix}-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
