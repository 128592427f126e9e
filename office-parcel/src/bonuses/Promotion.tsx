/**
 * `office/promotion`: the offers running now, filtered by the bonus categories of account spec §3
 * (all_bonuses … bonuses, a toggle group), and the promo-code check (the wallet's promo codes; a valid
 * one is entered on the coupon).
 */
import { useState, type FormEvent } from 'react';
import { $language, useStore, useT } from '@kickoff/platform';
import { BONUS_CATEGORIES, type BonusCategory } from '../contracts/bonuses';
import { checkPromo, fetchOffers } from './calls';
import { NS } from './setup';
import { BonusPage, ResourceView, useErrorText, useFormat, useResource } from './ui';

function Offers({ category }: { category: BonusCategory }) {
  const t = useT();
  const { date } = useFormat();
  const [state, reload] = useResource((lang, signal) => fetchOffers(category, lang, signal));
  return (
    <ResourceView state={state} retry={reload}>
      {(offers) =>
        offers.length === 0 ? (
          <p role="status" data-state="empty">{t(`${NS}:promotion_empty`)}</p>
        ) : (
          <ul className="kk-bonuses__list kk-bonuses__offers">
            {offers.map((offer) => (
              <li key={offer.id} className="kk-bonuses__item" data-offer-id={offer.id} data-category={offer.category}>
                <article aria-labelledby={`kk-offer-${offer.id}`}>
                  <header className="kk-bonuses__head">
                    <h3 id={`kk-offer-${offer.id}`} className="kk-bonuses__item-title">{offer.title}</h3>
                    {offer.percent !== null && <span className="kk-bonuses__badge">{t(`${NS}:promotion_percent`, { percent: offer.percent })}</span>}
                  </header>
                  <p>{offer.description}</p>
                  <p className="kk-muted">{t(`${NS}:category_${offer.category}`)}{offer.endsAt !== null && ` · ${t(`${NS}:promotion_until`, { date: date(offer.endsAt) })}`}</p>
                </article>
              </li>
            ))}
          </ul>
        )
      }
    </ResourceView>
  );
}

function PromoCheck() {
  const t = useT();
  const lang = useStore($language);
  const message = useErrorText();
  const [code, setCode] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'checking' | 'empty' } | { kind: 'valid'; code: string; title: string } | { kind: 'error'; error: unknown }>({ kind: 'idle' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setState({ kind: 'empty' });
      return;
    }
    setState({ kind: 'checking' });
    checkPromo(code, lang).then(
      (result) => setState({ kind: 'valid', code: result.code, title: result.title }),
      (error: unknown) => setState({ kind: 'error', error }),
    );
  };
  const invalid = state.kind === 'error' || state.kind === 'empty';
  return (
    <form className="kk-bonuses__promo" onSubmit={submit} noValidate aria-labelledby="kk-promo-title">
      <h2 id="kk-promo-title" className="kk-bonuses__subtitle">{t(`${NS}:promo_title`)}</h2>
      <label className="kk-bonuses__field">
        <span>{t(`${NS}:promo_label`)}</span>
        <input
          type="text" name="promo-code" autoComplete="off" maxLength={32} value={code} onChange={(e) => setCode(e.target.value)}
          aria-invalid={invalid} aria-describedby="kk-promo-result"
        />
      </label>
      <button type="submit" className="kk-button" disabled={state.kind === 'checking'}>
        {t(`${NS}:${state.kind === 'checking' ? 'promo_checking' : 'promo_check'}`)}
      </button>
      <div id="kk-promo-result" role="status" aria-live="polite">
        {state.kind === 'valid' && <p className="kk-bonuses__ok">{t(`${NS}:promo_valid`, { code: state.code, title: state.title })}</p>}
        {state.kind === 'empty' && <p className="kk-bonuses__error">{t(`${NS}:promo_required`)}</p>}
        {state.kind === 'error' && <p className="kk-bonuses__error">{message(state.error)}</p>}
      </div>
    </form>
  );
}

export function Promotion() {
  const t = useT();
  const [category, setCategory] = useState<BonusCategory>('all_bonuses');
  return (
    <BonusPage route="office-promotion" title={t(`${NS}:promotion_title`)}>
      <div className="kk-bonuses__categories" role="group" aria-label={t(`${NS}:promotion_categories`)}>
        {BONUS_CATEGORIES.map((c) => (
          <button key={c} type="button" className="kk-bonuses__chip" aria-pressed={c === category} onClick={() => setCategory(c)}>
            {t(`${NS}:category_${c}`)}
          </button>
        ))}
      </div>
      <Offers key={category} category={category} />
      <PromoCheck />
    </BonusPage>
  );
}
