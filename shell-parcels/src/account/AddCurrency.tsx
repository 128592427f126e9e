/**
 * "Add currency": a select of the currencies the player has no account in, and Add. The facade
 * polls the account list until the new account appears; meanwhile `$accountBusy` is 'add' and
 * the panel shows progress. Esc or Cancel closes it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { $accountBusy, $accounts, notify, useStore, useT, type Currency } from '@kickoff/platform';
import { settle, useAuthActions } from '../auth/actions';
import { Field, FormError } from '../auth/fields';
import { useMountedRef, useSingleFlight } from '../auth/hooks';
import { missingCurrencies } from './accounts-model';
import '../auth/i18n';
import './i18n';

export interface AddCurrencyProps {
  onClose: () => void;
}

export function AddCurrency({ onClose }: AddCurrencyProps) {
  const t = useT();
  const actions = useAuthActions();
  const accounts = useStore($accounts);
  const accountBusy = useStore($accountBusy);
  const mounted = useMountedRef();
  const { busy, run } = useSingleFlight();
  const [currencies, setCurrencies] = useState<Currency[] | null>(null);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void settle(actions.loadCurrencies()).then((r) => {
      if (!mounted.current) return;
      if (r.ok) setCurrencies(r.value);
      else {
        setCurrencies([]);
        setError(r.error);
      }
    });
  }, [actions, mounted]);

  const options = missingCurrencies(currencies ?? [], accounts);
  const selected = choice || (options[0] ? String(options[0].id) : '');
  const adding = busy || accountBusy === 'add';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!selected) return;
    void run(async () => {
      setError(null);
      const result = await settle(actions.addCurrency(Number(selected)));
      if (!mounted.current) return;
      if (!result.ok) return setError(result.error);
      notify({ severity: 'success', text: result.value.message || 'main_save_success' });
      onClose();
    });
  };

  return (
    <form
      className="kk-add-currency"
      aria-labelledby="kk-add-currency-title"
      noValidate
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !adding) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <h3 id="kk-add-currency-title" className="kk-add-currency__title">{t('account:account_add_currency')}</h3>
      {currencies === null ? (
        <p className="kk-muted" role="status">{t('main_loading')}</p>
      ) : options.length === 0 ? (
        <p className="kk-muted">{t('account:account_no_more_currencies')}</p>
      ) : (
        <Field id="kk-add-currency-select" label={t('auth:auth_currency')}>
          {(p) => (
            <select {...p} value={selected} disabled={adding} onChange={(e) => setChoice(e.currentTarget.value)} autoFocus>
              {options.map((c) => <option key={c.id} value={String(c.id)}>{`${c.iso} — ${c.name}`}</option>)}
            </select>
          )}
        </Field>
      )}
      <p className="kk-add-currency__status" role="status">{adding ? t('account:account_adding') : ''}</p>
      <FormError error={error} />
      <div className="kk-auth__actions">
        <button type="submit" className="kk-button" disabled={adding || !selected}>{t('account:account_add')}</button>
        <button type="button" className="kk-button kk-button--ghost" disabled={adding} onClick={onClose}>{t('auth:auth_cancel')}</button>
      </div>
    </form>
  );
}
