/**
 * `@kickoff/coupon-calculator`: the coupon team's betting calculator, its own import-map entry built
 * from the coupon's folder (the same maths), exported as the `calculator` parcel that the information
 * app mounts on information/betting-calculator by import-map name. The entry is only this glue: the
 * first lifecycle call loads the lazy chunk
 * (./lifecycles.tsx: the calculator, its texts and styles), and every call is passed on to the real
 * lifecycles. A chunk that fails to load rejects the mount, which the page shows with a retry, and
 * goes through the page's chunk guard like every lazy component (`reloadForChunkError`).
 */
import { reloadForChunkError } from '@kickoff/platform';
import type { CalculatorLifecycles, Lifecycle } from './lifecycles';

let loading: Promise<CalculatorLifecycles> | null = null;

function load(): Promise<CalculatorLifecycles> {
  loading ??= import('./lifecycles').then(
    (chunk) => chunk.lifecycles,
    (err: unknown) => {
      loading = null;
      reloadForChunkError(err);
      throw err;
    },
  );
  return loading;
}

const forward = (name: keyof CalculatorLifecycles): Lifecycle => async (props) => (await load())[name](props);

export const calculator: CalculatorLifecycles = { bootstrap: forward('bootstrap'), mount: forward('mount'), unmount: forward('unmount'), update: forward('update') };
