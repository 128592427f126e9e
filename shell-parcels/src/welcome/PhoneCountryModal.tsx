/**
 * The phone-country modal (shell spec §1): the site could not place the visitor, so they pick the country
 * of their phone (flag, name and tel code from the reference countries, with a search). The choice is kept
 * (../phone-country/store.ts) and phone inputs start from its code. Closing without a choice is allowed:
 * the journey does not ask again in this page (it asks on a later visit).
 */
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { closeModal, loadCountries, useT, type Country } from '@kickoff/platform';
import { Modal } from '../ui/Modal';
import { choosePhoneCountry } from '../phone-country/store';
import { countryFlag, filterCountries } from '../phone-country/countries';
import { welcomeText } from './texts';

type Lists = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; countries: readonly Country[] };

export function PhoneCountryModal() {
  const t = useT();
  const id = useId();
  const close = useCallback(() => closeModal('phone-country'), []);
  const [lists, setLists] = useState<Lists>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    loadCountries().then(
      (r) => live && setLists(r.ok ? { state: 'ready', countries: r.value } : { state: 'failed', error: r.error }),
      (err: unknown) => live && setLists({ state: 'failed', error: String(err) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const shown = useMemo(() => (lists.state === 'ready' ? filterCountries(lists.countries, query) : []), [lists, query]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen === null) return;
    choosePhoneCountry(chosen);
    close();
  };

  return (
    <Modal title={t(welcomeText('phone_title'))} onClose={close}>
      <form className="kk-auth__form" data-modal="phone-country" onSubmit={submit} noValidate>
        <p>{t(welcomeText('phone_text'))}</p>
        {lists.state === 'loading' && <p role="status">{t(welcomeText('phone_loading'))}</p>}
        {lists.state === 'failed' && (
          <div role="alert">
            <p className="kk-form-error">{t(lists.error)}</p>
            <button type="button" className="kk-button kk-button--ghost" onClick={() => {
              setLists({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}>{t(welcomeText('phone_retry'))}</button>
          </div>
        )}
        {lists.state === 'ready' && (
          <>
            <label htmlFor={`${id}-search`}>{t(welcomeText('phone_search'))}</label>
            <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
            <label htmlFor={`${id}-country`}>{t(welcomeText('phone_label'))}</label>
            <select id={`${id}-country`} size={Math.min(8, Math.max(2, shown.length))} value={chosen ?? ''} onChange={(e) => setChosen(Number(e.target.value) || null)}>
              {shown.map((c) => (
                <option key={c.id} value={c.id}>{`${countryFlag(c.country_code)} ${c.name} (${c.tel_code})`}</option>
              ))}
            </select>
            {shown.length === 0 && <p role="status">{t(welcomeText('phone_none'))}</p>}
          </>
        )}
        <div className="kk-auth__actions">
          <button type="submit" className="kk-button" disabled={chosen === null}>{t(welcomeText('phone_save'))}</button>
        </div>
      </form>
    </Modal>
  );
}
