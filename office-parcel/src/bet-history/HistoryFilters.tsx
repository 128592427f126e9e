/**
 * The bet history's filter form: dates from/to and a result. Applying writes them to the URL query
 * (page back to 1), so a reload, a shared link and the back button keep them.
 */
import { addTranslations, registerStyles, useT } from '@kickoff/platform';
import { useEffect, useState } from 'react';
import { COUPON_RESULT_FILTERS } from '@kickoff/platform-wallet';
import { today, type HistoryFilters } from './filters';
import css from './styles.css';

addTranslations('office-bet-history', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles('office-bet-history', css);

export function HistoryFilterForm({ value, onApply }: { value: HistoryFilters; onApply(filters: HistoryFilters): void }) {
  const t = useT();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [result, setResult] = useState(value.result);
  const [error, setError] = useState<string | null>(null);
  // The URL changed (back button, reset): the form shows it.
  useEffect(() => {
    setFrom(value.from ?? '');
    setTo(value.to ?? '');
    setResult(value.result);
    setError(null);
  }, [value.from, value.to, value.result]);

  const max = today();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setError('office-bet-history:dates_order');
      return;
    }
    setError(null);
    onApply({ from: from || null, to: to || null, result, page: 1 });
  };

  return (
    <form className="kk-history-filters" aria-label={t('office-bet-history:filters')} onSubmit={submit} noValidate data-form="history-filters">
      <div className="kk-field">
        <label className="kk-field__label" htmlFor="kk-history-from">{t('office-bet-history:from')}</label>
        <input id="kk-history-from" name="from" type="date" value={from} max={to || max} onChange={(e) => setFrom(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'kk-history-filters-error' : undefined} />
      </div>
      <div className="kk-field">
        <label className="kk-field__label" htmlFor="kk-history-to">{t('office-bet-history:to')}</label>
        <input id="kk-history-to" name="to" type="date" value={to} min={from || undefined} max={max} onChange={(e) => setTo(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'kk-history-filters-error' : undefined} />
      </div>
      <div className="kk-field">
        <label className="kk-field__label" htmlFor="kk-history-result">{t('office-bet-history:result')}</label>
        <select id="kk-history-result" name="result" value={result} onChange={(e) => setResult(COUPON_RESULT_FILTERS.find((r) => r === e.target.value) ?? 'all')}>
          {COUPON_RESULT_FILTERS.map((r) => (
            <option key={r} value={r}>{t(`office-bet-history:result_${r}`)}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="kk-button">{t('office-bet-history:apply')}</button>
      {error && <p id="kk-history-filters-error" className="kk-field__error kk-history-filters__error" role="alert">{t(error)}</p>}
    </form>
  );
}
