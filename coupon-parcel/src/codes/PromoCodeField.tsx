/**
 * The coupon's promo code (shell spec §3 coupon state: promoCode, manualPromoCode): a collapsible
 * "I have a promo code" field that checks the code on the server for the signed-in player and
 * reports a valid one to the slip (`onChange(code)`), or null when it is removed. Guests are asked to
 * sign in. A promo code has no money effect: the server re-checks it when the coupon is placed and
 * records it (docs/api.md "Coupon codes and promo codes").
 */
import { useEffect, useId, useRef, useState } from 'react';
import { $isAuthorized, errorText, messageText, openModal, useStore, useT } from '@kickoff/platform';
import { apiFailure, checkPromoCode, CouponCodeErrorCodes, normalizePromoCode } from '@kickoff/platform-wallet';
import { CodeForm } from './CodeForm';
import { k, useCodeTexts } from './texts';

export interface PromoCodeFieldProps {
  /** The applied (checked) promo code; null: none. */
  value: string | null;
  onChange(code: string | null): void;
  disabled?: boolean;
  /** The account the coupon is placed from (per-currency codes); default: the player's active account. */
  accountId?: number;
}

export function PromoCodeField(props: PromoCodeFieldProps) {
  const { value, onChange, disabled = false, accountId } = props;
  const textsReady = useCodeTexts();
  const t = useT();
  const id = useId();
  const authorized = useStore($isAuthorized);
  const [open, setOpen] = useState(value !== null);
  const [input, setInput] = useState(value ?? '');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signIn, setSignIn] = useState(false);
  /** The campaign title of the code checked here (a value set from outside has none). */
  const [checked, setChecked] = useState<{ code: string; title: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => abort.current?.abort(), []);
  // Signing in after a 401 brings the field back.
  useEffect(() => {
    if (authorized) setSignIn(false);
  }, [authorized]);

  if (!textsReady) return null;

  const expanded = open || value !== null;
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;

  async function apply(): Promise<void> {
    if (checking) return;
    const code = normalizePromoCode(input);
    if (code === null) {
      setError(t(k('promo_format')));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setChecking(true);
    setError(null);
    try {
      const result = await checkPromoCode(code, accountId, controller.signal);
      if (controller.signal.aborted) return;
      setChecked({ code: result.code, title: result.title });
      setInput(result.code);
      onChange(result.code);
    } catch (err) {
      if (controller.signal.aborted) return;
      const failure = apiFailure(err);
      const errorCode = failure.code;
      const currency = failure.meta.currency;
      if (failure.status === 401) {
        setSignIn(true);
      } else if (errorCode === CouponCodeErrorCodes.promoCodeExpired) {
        setError(t(k('promo_expired')));
      } else if (errorCode === CouponCodeErrorCodes.invalidPromoCode) {
        setError(typeof currency === 'string' ? t(k('promo_currency'), { currency }) : t(k('promo_invalid')));
      } else if (errorCode === 'invalid_body') {
        setError(t(k('promo_format')));
      } else {
        setError(messageText(t, errorText(err)));
      }
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setChecking(false);
      }
    }
  }

  const clear = (): void => {
    abort.current?.abort();
    setChecked(null);
    setInput('');
    setError(null);
    onChange(null);
    // The field stays open for another code; focus goes back to it.
    queueMicrotask(() => inputRef.current?.focus());
  };

  const guest = !authorized || signIn;

  return (
    <div className="kk-promo-code">
      <button
        type="button"
        className="kk-button kk-button--link"
        aria-expanded={expanded}
        aria-controls={panelId}
        disabled={disabled || value !== null}
        onClick={() => setOpen(!open)}
      >
        {t(k('promo_toggle'))}
      </button>
      {expanded && (
        <div id={panelId} className="kk-promo-code__panel">
          {value !== null ? (
            <p className="kk-promo-code__applied" role="status">
              {checked?.code === value ? t(k('promo_applied_title'), { code: value, title: checked.title }) : t(k('promo_applied'), { code: value })}{' '}
              <button type="button" className="kk-button kk-button--ghost" onClick={clear} disabled={disabled}>
                {t(k('promo_clear'))}
              </button>
            </p>
          ) : guest ? (
            <p className="kk-promo-code__sign-in">
              {t(k('promo_sign_in'))}{' '}
              <button type="button" className="kk-button kk-button--ghost" onClick={() => openModal('login')}>
                {t(k('promo_sign_in_button'))}
              </button>
            </p>
          ) : (
            <CodeForm
              className="kk-promo-code__form"
              label={t(k('promo_label'))}
              value={input}
              onValueChange={(next) => {
                setInput(next);
                setError(null);
              }}
              onSubmit={() => void apply()}
              submitText={t(k('promo_apply'))}
              busy={checking}
              busyText={t(k('promo_checking'))}
              invalid={error !== null}
              describedBy={error !== null ? errorId : undefined}
              disabled={disabled}
              inputRef={inputRef}
            />
          )}
          <div role="alert" id={errorId}>
            {error !== null && value === null && !guest && <p className="kk-form-error">{error}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
