/**
 * information/betting-calculator: the betting calculator is the coupon module's `calculator` parcel
 * (`@kickoff/coupon`, the same maths as the coupon), mounted here by import-map name, so the two
 * modules never import each other. The coupon module may be unreachable: the page then says so and
 * offers a retry, which loads the module again from scratch.
 */
import { useEffect, useRef, useState } from 'react';
import { mountModuleParcel, useT } from '@kickoff/platform';
import { InfoLayout } from './InfoPage';

export const CALCULATOR_MODULE = '@kickoff/coupon-calculator';
export const CALCULATOR_EXPORT = 'calculator';

export function CalculatorMount() {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  /** Each attempt mounts into a fresh element: a failed mount leaves nothing behind for the next. */
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let cancelled = false;
    setState('loading');
    const parcel = mountModuleParcel(CALCULATOR_MODULE, CALCULATOR_EXPORT, element);
    parcel.mounted.then(
      () => !cancelled && setState('ready'),
      (err: unknown) => {
        console.error('the betting calculator failed to load', err);
        if (!cancelled) setState('error');
      },
    );
    return () => {
      cancelled = true;
      void parcel.unmount();
    };
  }, [attempt]);

  useEffect(() => {
    if (state === 'error') retryButton.current?.focus();
  }, [state]);

  return (
    <>
      {state === 'loading' && <p className="kk-app-loading" role="status">{t('information:calculator_loading')}</p>}
      {state === 'error' && (
        <div className="kk-error-block" role="alert">
          <p className="kk-error-block__title">{t('information:calculator_error')}</p>
          <button ref={retryButton} type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('information:calculator_retry')}
          </button>
        </div>
      )}
      <div key={attempt} ref={host} data-parcel="calculator" />
    </>
  );
}

export function BettingCalculatorPage() {
  const t = useT();
  const title = t('information:page_betting-calculator');
  useEffect(() => {
    document.title = `${title} — Kickoff`;
  }, [title]);
  return (
    <InfoLayout>
      <section className="kk-card" data-app="information" data-route="information-betting-calculator" aria-labelledby="kk-calculator-title">
        <h1 id="kk-calculator-title" className="kk-page-title">{title}</h1>
        <CalculatorMount />
      </section>
    </InfoLayout>
  );
}
