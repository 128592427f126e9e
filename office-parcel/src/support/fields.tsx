/** The support forms' fields: a labelled text input or text area with its limit, counter and error. */
import { useId } from 'react';
import { useT } from '@kickoff/platform';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  max: number;
  /** An error text key shown under the field (and announced), or null. */
  error: string | null;
  multiline?: boolean;
  disabled?: boolean;
  name: string;
}

export function TextField({ label, value, onChange, max, error, multiline = false, disabled = false, name }: TextFieldProps) {
  const t = useT();
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${counterId} ${errorId}` : counterId;
  const common = {
    id,
    name,
    value,
    disabled,
    maxLength: max,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={`kk-field${error ? ' kk-field--invalid' : ''}`}>
      <label className="kk-field__label" htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      <p id={counterId} className="kk-field__hint">{t('office-support:chars_left', { count: max - value.length })}</p>
      {error && <p id={errorId} className="kk-field__error">{t(error, { max })}</p>}
    </div>
  );
}

/** The error key of a text against the server's rule (trimmed, 1..max characters), or null. */
export function textError(value: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'office-support:field_required';
  if (trimmed.length > max) return 'office-support:field_too_long';
  return null;
}
