/** What every bonuses screen shares: loading a resource with its states, the state blocks, money and dates. */
import type { ReactNode } from 'react';
import { $language, errorText, formatMoney, useStore, useT, type Resource } from '@kickoff/platform';
import { apiFailure } from '@kickoff/platform-wallet';
import { NS } from './setup';

export { useResource, type Resource } from '@kickoff/platform';

/** Error codes with a text of the area (`error_<code>`). */
const KNOWN_ERRORS = [
  'bonus_not_eligible', 'cashback_already_claimed', 'cashback_nothing_to_claim', 'bonus_choice_locked', 'nothing_to_convert',
  'currency_not_retired', 'banned', 'invalid_promo_code', 'promo_code_expired',
] as const;

/** The text of a failed call: the area's own text for the codes it knows, else the platform's. */
export function useErrorText(): (error: unknown) => string {
  const t = useT();
  return (error) => {
    const { code } = apiFailure(error);
    if (code && (KNOWN_ERRORS as readonly string[]).includes(code)) return t(`${NS}:error_${code}`);
    return t(errorText(error));
  };
}

/** Loading, error (with retry) or the ready content. */
export function ResourceView<T>({ state, retry, children }: { state: Resource<T>; retry: () => void; children: (data: T) => ReactNode }) {
  const t = useT();
  const message = useErrorText();
  if (state.status === 'loading') {
    return (
      <div className="kk-bonuses__loading" role="status" aria-busy="true" data-state="loading">
        <span className="kk-visually-hidden">{t(`${NS}:loading`)}</span>
        <div className="kk-skeleton kk-bonuses__skeleton" aria-hidden="true" />
        <div className="kk-skeleton kk-bonuses__skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{t(`${NS}:error_title`)}</p>
        <p>{message(state.error)}</p>
        <button type="button" className="kk-button" onClick={retry}>{t(`${NS}:retry`)}</button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

/** Money and date formatting in the page's language. */
export function useFormat(): { money: (amount: number, iso: string) => string; date: (ms: number) => string } {
  const lang = useStore($language);
  return {
    money: (amount, iso) => formatMoney(amount, iso, lang),
    date: (ms) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms),
  };
}

/** The page frame of a bonuses screen: section with its h1 (labelled by it) and the route name. */
export function BonusPage({ route, title, children }: { route: string; title: string; children: ReactNode }) {
  const id = `kk-bonuses-${route}-title`;
  return (
    <section className="kk-card kk-bonuses" data-app="office" data-route={route} aria-labelledby={id}>
      <h1 id={id} className="kk-page-title">{title}</h1>
      {children}
    </section>
  );
}
