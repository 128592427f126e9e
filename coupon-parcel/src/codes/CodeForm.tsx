/** A one-field code form (coupon code, promo code): label, input, submit button with a busy text; Enter submits. */
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';

export interface CodeFormProps {
  className: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  onSubmit(): void;
  submitText: string;
  busy: boolean;
  busyText: string;
  invalid: boolean;
  /** The id of the message that describes the field (its error), if any. */
  describedBy?: string | undefined;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** After the button (live regions of the form). */
  children?: ReactNode;
}

export function CodeForm(props: CodeFormProps) {
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={props.className} onSubmit={submit} aria-busy={props.busy}>
      <label htmlFor={inputId}>{props.label}</label>
      <input
        ref={props.inputRef}
        id={inputId}
        value={props.value}
        onChange={(event) => props.onValueChange(event.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        disabled={props.disabled}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
      />
      <button type="submit" className="kk-button" disabled={props.disabled || props.busy || props.value.trim() === ''}>
        {props.busy ? props.busyText : props.submitText}
      </button>
      {props.children}
    </form>
  );
}
