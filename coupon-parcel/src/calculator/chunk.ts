/** The calculator's lazy chunk: the component (with its texts) and its styles, loaded by ./parcel.tsx on first render. */
import { registerStyles } from '@kickoff/platform';
import css from './styles.css';

registerStyles('coupon-calculator', css);

export { Calculator } from './Calculator';
