/** The casino search box: submits to `casino-search?q=` (at least MIN_SEARCH_LENGTH characters). */
import { useState, type FormEvent } from 'react';
import { navigate, useHref, useT } from '@kickoff/platform';
import { MIN_SEARCH_LENGTH } from '../contracts/catalogue';
import { k } from './setup';

export function SearchForm({ initial = '' }: { initial?: string }) {
  const t = useT();
  const link = useHref();
  const [q, setQ] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (text.length < MIN_SEARCH_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    navigate(link('casino-search', {}, { q: text }));
  };
  return (
    <form className="kk-casino__search" role="search" onSubmit={submit}>
      <label htmlFor="kk-casino-q" className="kk-visually-hidden">{t(k('search_label'))}</label>
      <input
        id="kk-casino-q"
        type="search"
        value={q}
        maxLength={60}
        placeholder={t(k('search_placeholder'))}
        aria-invalid={tooShort}
        aria-describedby={tooShort ? 'kk-casino-q-error' : undefined}
        onChange={(e) => setQ(e.target.value)}
      />
      <button type="submit" className="kk-button">{t(k('search_submit'))}</button>
      {tooShort && <p id="kk-casino-q-error" className="kk-field-error" role="alert">{t(k('search_too_short'), { count: MIN_SEARCH_LENGTH })}</p>}
    </form>
  );
}
