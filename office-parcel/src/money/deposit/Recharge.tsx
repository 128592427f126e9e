/**
 * The office `recharge` screen (issue 11, money): choose a deposit method, the account and an amount
 * (quick amounts inside the method's limits for the account's currency), then go to the payment
 * provider's page the server answers. The browser checks the limits for the player's sake; the server
 * re-checks everything and its refusals show at the field they concern (or as an alert for a ban or
 * identification). Starting is idempotent: a retry after a lost answer reuses its key.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { $accounts, $language, $paymentsConsultant, addTranslations, errorText, formatMoney, registerStyles, useHref, useStore, useT, whileNavigationBlocked, type Account } from '@kickoff/platform';
import { apiFailure, createIdempotencyKeys, IdempotencyErrorCodes, isNetworkFailure, LimitErrorCodes } from '@kickoff/platform-wallet';
import { DepositErrorCodes, type DepositLimit, type DepositMethod, type DepositMethodId } from '../../contracts/deposits';
import { fetchDepositMethods, startDeposit } from './api';
import css from './styles.css';

addTranslations('office-deposit', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles('office-deposit', css);

const NS = 'office-deposit';
const BONUS_ACCOUNT_TYPE = 4;

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'off' } | { status: 'ready'; methods: DepositMethod[] };
type Field = 'amount' | 'method' | 'account';
type Errors = Partial<Record<Field, string>> & { form?: 'banned' | 'identification' | 'failed'; formText?: string };

/** "1 000,5" → 1000.5; null when it is not an amount with at most two decimals. */
export function parseAmount(text: string): number | null {
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(normalized)) return null;
  return Number(normalized);
}

const limitOf = (method: DepositMethod | undefined, iso: string | undefined): DepositLimit | undefined =>
  iso === undefined ? undefined : method?.limits.find((l) => l.iso === iso);

export interface RechargeProps {
  /** Where the browser goes to pay (default: a full page load of the provider page). */
  goTo?: (url: string) => void;
}

export function Recharge({ goTo = (url) => window.location.assign(url) }: RechargeProps) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const accountsState = useStore($accounts);
  // A link from a payments consultant (`paymentsConsultant=1`, kept for the session) offers their help.
  const consultant = useStore($paymentsConsultant);
  const accounts = useMemo<Account[]>(() => (accountsState?.accounts ?? []).filter((a) => a.type !== BONUS_ACCOUNT_TYPE), [accountsState]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [methodId, setMethodId] = useState<DepositMethodId>('card');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const keys = useRef(createIdempotencyKeys('deposit'));
  const ids = useId();
  const amountRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchDepositMethods(controller.signal).then(
      ({ methods, available }) => !controller.signal.aborted && setLoad(available ? { status: 'ready', methods } : { status: 'off' }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [attempt]);

  const account = accounts.find((a) => a.id === accountId) ?? accounts.find((a) => a.id === accountsState?.activeAccount) ?? accounts[0];
  const methods = load.status === 'ready' ? load.methods : [];
  const method = methods.find((m) => m.id === methodId);
  const limit = limitOf(method, account?.iso);
  const money = (amount: number) => formatMoney(amount, account?.iso ?? 'RUB', lang);

  // A method that does not take the chosen account's currency: move to the first one that does.
  useEffect(() => {
    if (!account || methods.length === 0 || limitOf(method, account.iso)) return;
    const first = methods.find((m) => limitOf(m, account.iso));
    if (first) setMethodId(first.id);
  }, [account, method, methods]);

  const amountError = (amount: number | null): string | undefined => {
    if (amountText.trim() === '') return t(`${NS}:error_amount_required`);
    if (amount === null) return t(`${NS}:error_amount_format`);
    if (limit && (amount < limit.min || amount > limit.max)) return t(`${NS}:error_amount_limits`, { min: money(limit.min), max: money(limit.max) });
    return undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account || busy) return;
    const amount = parseAmount(amountText);
    const local = amountError(amount);
    if (local || amount === null) {
      setErrors({ amount: local ?? t(`${NS}:error_amount_format`) });
      amountRef.current?.focus();
      return;
    }
    const body = { method: methodId, amount, accountId: account.id, lng: lang === 'en' ? ('en' as const) : ('ru' as const) };
    setBusy(true);
    setErrors({});
    try {
      // Leaving before the server answers would lose the started deposit: navigation waits for it.
      const started = await whileNavigationBlocked('deposit', () => startDeposit(body, keys.current.keyFor(body)));
      keys.current.settle(false);
      goTo(started.redirectUrl);
    } catch (error) {
      keys.current.settle(isNetworkFailure(error));
      const failure = apiFailure(error);
      const meta = failure.meta;
      switch (failure.code) {
        case DepositErrorCodes.amountOutOfLimits:
          setErrors({ amount: t(`${NS}:error_amount_limits`, { min: money(Number(meta['min'])), max: money(Number(meta['max'])) }) });
          amountRef.current?.focus();
          break;
        case DepositErrorCodes.methodUnavailable:
          setErrors({ method: t(`${NS}:error_method_unavailable`) });
          break;
        case DepositErrorCodes.invalidAccount:
          setErrors({ account: t(`${NS}:error_invalid_account`) });
          break;
        case 'banned':
          setErrors({ form: 'banned' });
          break;
        case 'identification_required':
          setErrors({ form: 'identification' });
          break;
        case LimitErrorCodes.limitExceeded:
          // Responsible gaming: what the player's deposit limit leaves in its period (no nudge to deposit anyway).
          setErrors({ amount: t(`${NS}:error_deposit_limit`, { remaining: money(Number(meta['remaining'])) }) });
          amountRef.current?.focus();
          break;
        case LimitErrorCodes.selfExcluded:
          setErrors({ form: 'failed', formText: t(`${NS}:error_self_excluded`) });
          break;
        case IdempotencyErrorCodes.keyReused:
          setErrors({ form: 'failed', formText: t(`${NS}:error_key_reused`) });
          break;
        default:
          setErrors({ form: 'failed', formText: t(errorText(error)) });
      }
      setBusy(false);
    }
  }

  let body: React.ReactNode;
  if (load.status === 'loading') {
    body = <p className="kk-card" role="status" aria-busy="true">{t(`${NS}:loading`)}</p>;
  } else if (load.status === 'error') {
    body = (
      <div className="kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{t(`${NS}:load_error`)}</p>
        <p>{t(errorText(load.error))}</p>
        <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>{t(`${NS}:retry`)}</button>
      </div>
    );
  } else if (load.status === 'off') {
    body = <p className="kk-card" role="status" data-state="off">{t(`${NS}:deposits_off`)}</p>;
  } else if (!account) {
    body = <p className="kk-card" role="status" data-state="empty">{t(`${NS}:no_accounts`)}</p>;
  } else {
    const amountId = `${ids}-amount`;
    const amountDescribed = [`${amountId}-hint`, errors.amount ? `${amountId}-error` : ''].filter(Boolean).join(' ');
    const parsed = parseAmount(amountText);
    body = (
      <form className="kk-deposit__form" onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className="kk-deposit__methods" aria-describedby={errors.method ? `${ids}-method-error` : undefined}>
          <legend>{t(`${NS}:method_legend`)}</legend>
          {methods.map((m) => {
            const l = limitOf(m, account.iso);
            return (
              <label key={m.id} className={`kk-deposit__method${l ? '' : ' kk-deposit__method--off'}`}>
                <input type="radio" name="method" value={m.id} checked={methodId === m.id} disabled={!l} onChange={() => { setMethodId(m.id); setErrors({}); }} />
                <span className="kk-deposit__method-name">{t(`${NS}:method_${m.id}`)}</span>
                <span className="kk-deposit__method-limits">
                  {l ? t(`${NS}:method_limits`, { min: money(l.min), max: money(l.max) }) : t(`${NS}:method_unavailable`, { iso: account.iso })}
                </span>
              </label>
            );
          })}
          {errors.method && <p id={`${ids}-method-error`} className="kk-deposit__error">{errors.method}</p>}
        </fieldset>

        <div className="kk-deposit__field">
          <label htmlFor={`${ids}-account`}>{t(`${NS}:account`)}</label>
          <select
            id={`${ids}-account`}
            value={account.id}
            aria-invalid={errors.account ? true : undefined}
            aria-describedby={errors.account ? `${ids}-account-error` : undefined}
            onChange={(e) => { setAccountId(Number(e.target.value)); setErrors({}); }}
          >
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>{t(`${NS}:account_option`, { iso: a.iso, money: formatMoney(a.money, a.iso, lang) })}</option>
            ))}
          </select>
          {errors.account && <p id={`${ids}-account-error`} className="kk-deposit__error">{errors.account}</p>}
        </div>

        <div className="kk-deposit__field">
          <label htmlFor={amountId}>{t(`${NS}:amount`, { iso: account.iso })}</label>
          <input
            ref={amountRef}
            id={amountId}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={amountDescribed}
            onChange={(e) => { setAmountText(e.target.value); setErrors((prev) => ({ ...prev, amount: undefined })); }}
          />
          {limit && <p id={`${amountId}-hint`} className="kk-deposit__hint">{t(`${NS}:amount_hint`, { min: money(limit.min), max: money(limit.max) })}</p>}
          {errors.amount && <p id={`${amountId}-error`} className="kk-deposit__error">{errors.amount}</p>}
        </div>

        {limit && limit.quickAmounts.length > 0 && (
          <div className="kk-deposit__quick" role="group" aria-label={t(`${NS}:quick_amounts`)}>
            {limit.quickAmounts.map((q) => (
              <button
                key={q}
                type="button"
                className="kk-button kk-button--ghost"
                aria-pressed={parsed === q}
                aria-label={t(`${NS}:quick_amount`, { amount: money(q) })}
                onClick={() => { setAmountText(String(q)); setErrors({}); }}
              >
                {money(q)}
              </button>
            ))}
          </div>
        )}

        {errors.form && (
          <div className="kk-deposit__alert" role="alert" data-error={errors.form}>
            {errors.form === 'banned' && <p>{t(`${NS}:error_banned`)}</p>}
            {errors.form === 'identification' && (
              <>
                <p>{t(`${NS}:error_identification`)}</p>
                <a href={link('office-identification')}>{t(`${NS}:error_identification_link`)}</a>
              </>
            )}
            {errors.form === 'failed' && (
              <>
                <p>{t(`${NS}:error_failed`)}</p>
                {errors.formText && <p>{errors.formText}</p>}
              </>
            )}
          </div>
        )}

        <div>
          <button type="submit" className="kk-button" disabled={busy}>{busy ? t(`${NS}:submitting`) : t(`${NS}:submit`)}</button>
        </div>
      </form>
    );
  }

  return (
    <section className="kk-deposit" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="kk-deposit__title">{t(`${NS}:title`)}</h1>
      <p className="kk-deposit__intro">{t(`${NS}:intro`)}</p>
      {consultant && (
        <aside className="kk-card kk-deposit__consultant" aria-labelledby={`${ids}-consultant`}>
          <h2 id={`${ids}-consultant`}>{t(`${NS}:consultant_title`)}</h2>
          <p>{t(`${NS}:consultant_text`)}</p>
          <a className="kk-button kk-button--ghost" href={link('office-support')}>{t(`${NS}:consultant_link`)}</a>
        </aside>
      )}
      {body}
    </section>
  );
}
