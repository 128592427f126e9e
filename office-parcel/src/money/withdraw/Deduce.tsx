/**
 * `office/deduce` (account spec §2, docs/api.md "Payments"): withdraw from one of the player's money
 * accounts (never the bonus account) by a method, within the method's limits for the account's currency
 * and the balance. The server re-checks all of it, the ban rule and verification; its refusal shows in
 * a live region (verification refusals with a link to the verification page). A request holds the
 * amount and opens the pending page `onpay/withdraw/pending?id=…`.
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { $accounts, $language, emit, navigate, useHref, useStore, useT, whileNavigationBlocked } from '@kickoff/platform';
import { createIdempotencyKeys } from '@kickoff/platform-wallet';
import { apiFailure } from '@kickoff/platform-wallet';
import { WithdrawalErrorCodes, type WithdrawalMethod } from '../../contracts/withdrawals';
import { fetchWithdrawalMethods, requestWithdrawal } from './calls';
import { failureText, k, money } from './format';

const KNOWN = [
  WithdrawalErrorCodes.belowMinimum,
  WithdrawalErrorCodes.aboveMaximum,
  WithdrawalErrorCodes.insufficientFunds,
  WithdrawalErrorCodes.bonusAccount,
  'verification_required',
  'identification_required',
  'banned',
];

/** Parses a typed amount: digits with at most two decimals (comma or dot), positive. */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return n > 0 ? n : null;
}

type Load = { status: 'loading' } | { status: 'ready'; methods: WithdrawalMethod[] } | { status: 'error'; error: unknown };

export function Deduce() {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const accountsState = useStore($accounts);
  const ids = { account: useId(), amount: useId(), hint: useId(), error: useId() };
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const accounts = useMemo(() => (accountsState?.accounts ?? []).filter((a) => a.type !== 4), [accountsState]);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [methodId, setMethodId] = useState<string>('');
  const [amountText, setAmountText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<{ text: string; verify: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const keys = useMemo(() => createIdempotencyKeys('withdraw'), []);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchWithdrawalMethods(controller.signal).then(
      (methods) => setLoad({ status: 'ready', methods }),
      (error: unknown) => { if (!controller.signal.aborted) setLoad({ status: 'error', error }); },
    );
    return () => controller.abort();
  }, [attempt]);

  const account = accounts.find((a) => a.id === accountId) ?? accounts.find((a) => a.isActive) ?? accounts[0] ?? null;
  const methods = load.status === 'ready' && account ? load.methods.filter((m) => m.limits.some((l) => l.currency === account.iso)) : [];
  const method = methods.find((m) => m.id === methodId) ?? methods[0] ?? null;
  const limit = method && account ? method.limits.find((l) => l.currency === account.iso) ?? null : null;

  if (load.status === 'loading') return <div className="kk-card" role="status" aria-busy="true">{t(k('loading'))}</div>;
  if (load.status === 'error') {
    return (
      <div className="kk-card" role="alert">
        <p>{t(k('load_error'), { error: failureText(load.error, t) })}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>{t(k('retry'))}</button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (!account || !method || !limit) return;
    const amount = parseAmount(amountText);
    if (amount === null) return setFieldError(t(k('err_amount_required')));
    if (amount < limit.min) return setFieldError(t(k('err_amount_below_minimum'), { min: money(limit.min, account.iso, lang) }));
    if (amount > limit.max) return setFieldError(t(k('err_amount_above_maximum'), { max: money(limit.max, account.iso, lang) }));
    if (amount > account.money) return setFieldError(t(k('err_insufficient_funds')));
    setFieldError(null);
    const body = { accountId: account.id, methodId: method.id, amount };
    setSending(true);
    try {
      // Leaving before the server answers would lose sight of the held amount: navigation waits for it.
      const withdrawal = await whileNavigationBlocked('withdrawal', () => requestWithdrawal(body, keys.keyFor(body)));
      keys.settle(false);
      // Analytics: a withdrawal success (account spec §7, id 10002), sent only with consent by the shell's runtime.
      emit('kickoff:track', { id: 10002, i: withdrawal.id, f: amount });
      navigate(link('onpay-withdraw-pending', {}, { id: String(withdrawal.id) }));
    } catch (error) {
      const failure = apiFailure(error);
      keys.settle(failure.status === null);
      const verify = failure.code === 'verification_required' || failure.code === 'identification_required';
      setServerError({ text: failureText(error, t, KNOWN), verify });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="kk-card kk-pay" aria-labelledby={`${ids.account}-title`}>
      <h1 id={`${ids.account}-title`}>{t(k('deduce_title'))}</h1>
      {accounts.length === 0 || !account ? (
        <p role="status">{t(k('deduce_no_accounts'))}</p>
      ) : (
        <form className="kk-pay__form" onSubmit={submit} noValidate aria-busy={sending}>
          <div className="kk-pay__field">
            <label htmlFor={ids.account}>{t(k('deduce_account'))}</label>
            <select id={ids.account} value={account.id} onChange={(e) => setAccountId(Number(e.target.value))}>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>{`${a.iso} — ${money(a.money, a.iso, lang)}`}</option>
              ))}
            </select>
            <span className="kk-pay__hint" data-testid="deduce-balance">{t(k('deduce_balance'), { amount: money(account.money, account.iso, lang) })}</span>
          </div>
          {methods.length === 0 ? (
            <p role="status">{t(k('deduce_no_method'))}</p>
          ) : (
            <>
              <fieldset className="kk-pay__methods">
                <legend>{t(k('deduce_method'))}</legend>
                {methods.map((m) => (
                  <label key={m.id}>
                    <input type="radio" name="method" value={m.id} checked={method?.id === m.id} onChange={() => setMethodId(m.id)} />
                    {' '}{t(k(`method_${m.id}`))}
                  </label>
                ))}
              </fieldset>
              <div className="kk-pay__field">
                <label htmlFor={ids.amount}>{t(k('deduce_amount'))}</label>
                <input
                  id={ids.amount}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amountText}
                  onChange={(e) => setAmountText(e.target.value)}
                  aria-invalid={fieldError !== null}
                  aria-describedby={`${ids.hint}${fieldError ? ` ${ids.error}` : ''}`}
                />
                {limit && <span id={ids.hint} className="kk-pay__hint">{t(k('deduce_limits'), { min: money(limit.min, account.iso, lang), max: money(limit.max, account.iso, lang) })}</span>}
                {fieldError && <span id={ids.error} className="kk-pay__error">{fieldError}</span>}
              </div>
              <button type="submit" disabled={sending}>{sending ? t(k('deduce_sending')) : t(k('deduce_submit'))}</button>
            </>
          )}
          <div role="alert" className="kk-pay__error">
            {serverError && (
              <>
                <p>{serverError.text}</p>
                {serverError.verify && <a href={link('office-verification')}>{t(k('err_verify_link'))}</a>}
              </>
            )}
          </div>
        </form>
      )}
      <a href={link('office-historypay')}>{t(k('to_history'))}</a>
    </section>
  );
}
