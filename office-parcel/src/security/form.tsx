/**
 * Form parts of the security area: a labelled field with its error (aria-invalid, aria-describedby),
 * the live status line of a form, and the text of a refused call.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorText, useT } from '@kickoff/platform';
import { failureOf, type Failure } from './calls';
import { NS } from './setup';

type TFunction = ReturnType<typeof useT>;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
}

export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="kk-sec-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint && <small id={`${id}-hint`} className="kk-muted">{hint}</small>}
      {error && <small id={`${id}-error`} className="kk-sec-field__error">{error}</small>}
    </div>
  );
}

/** The status line under a form: errors are alerts, successes polite announcements. */
export function FormStatus({ error, done }: { error: string | null; done: ReactNode }) {
  return (
    <>
      <div role="alert" className="kk-sec-status kk-sec-status--error">{error}</div>
      <div role="status" aria-live="polite" className="kk-sec-status kk-sec-status--done">{error ? null : done}</div>
    </>
  );
}

/** The text of a refused security call: the area's own codes, else the platform's text of the error. */
export function failureText(t: TFunction, failure: Failure): string {
  switch (failure.code) {
    case 'wrong_password':
    case 'weak_password':
    case 'same_password':
    case 'phone_taken':
    case 'email_required':
    case 'already_set':
    case 'code_wrong':
    case 'code_expired':
    case 'invalid_field':
      return t(`${NS}:error_${failure.code}`);
    case 'too_many_attempts':
    case 'too_many_requests':
      return t(`${NS}:error_too_many`, { seconds: failure.retryAfter ?? 60 });
    default:
      return t(errorText(failure.error));
  }
}

export interface Action<A extends unknown[]> {
  busy: boolean;
  failure: Failure | null;
  /** Runs the call; resolves true when it succeeded. */
  run(...args: A): Promise<boolean>;
  reset(): void;
}

/** One async server action of a form: busy while it runs, its failure kept for the form. */
export function useAction<A extends unknown[], R>(call: (...args: A) => Promise<R>, onDone: (result: R) => void): Action<A> {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  return {
    busy,
    failure,
    async run(...args) {
      setBusy(true);
      setFailure(null);
      try {
        const result = await call(...args);
        onDone(result);
        return true;
      } catch (error) {
        setFailure(failureOf(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    reset: () => setFailure(null),
  };
}

/** The error of one field: the server named it, or the form's own check did. */
export function fieldError(t: TFunction, failure: Failure | null, field: string): string | null {
  return failure && failure.field === field ? failureText(t, failure) : null;
}

/** The form-level error: a failure that names no field of the form. */
export function formError(t: TFunction, failure: Failure | null, fields: readonly string[]): string | null {
  return failure && !(failure.field && fields.includes(failure.field)) ? failureText(t, failure) : null;
}
