/**
 * The `calculator` parcel of `@kickoff/coupon` (the information app mounts it on
 * information/betting-calculator by import-map name). Only this glue is in the coupon's entry: the
 * calculator, its texts (`calculator`, and the shared `bets` terms) and its styles load when the
 * parcel first renders, so the home page's first visit does not grow.
 */
import { Suspense } from 'react';
import { lazyComponent, loadBetTexts, reactLifecycles, useT } from '@kickoff/platform';

const Calculator = lazyComponent(async () => {
  const { Calculator: component } = await import('./chunk');
  await loadBetTexts(); // waits for every registered namespace, the chunk's own `calculator` too
  return component;
});

function CalculatorParcel() {
  const t = useT();
  return (
    <Suspense fallback={<p className="kk-app-loading" role="status">{t('main_loading')}</p>}>
      <Calculator />
    </Suspense>
  );
}

export const calculator = reactLifecycles(CalculatorParcel);
