/**
 * The calculator's lazy chunk (loaded by ./parcel.ts on the parcel's first lifecycle call): the
 * component with its `calculator` texts, its styles, and React lifecycles that first load the
 * shared `bets` terms (coupon type and bet status names).
 */
import type { AppProps } from 'single-spa';
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import { loadBetTexts } from '@kickoff/platform-wallet';
import { Calculator } from './Calculator';
import css from './styles.css';

registerStyles('coupon-calculator', css);

export type Lifecycle = (props: AppProps) => Promise<unknown>;
export interface CalculatorLifecycles {
  readonly bootstrap: Lifecycle;
  readonly mount: Lifecycle;
  readonly unmount: Lifecycle;
  readonly update: Lifecycle;
}

const react = reactLifecycles(Calculator);

export const lifecycles: CalculatorLifecycles = {
  bootstrap: async (props) => {
    await loadBetTexts(); // registers `bets` and waits for every registered namespace, `calculator` too
    return react.bootstrap(props);
  },
  mount: (props) => react.mount(props),
  unmount: (props) => react.unmount(props),
  update: (props) => (react.update ? react.update(props) : Promise.resolve()),
};
