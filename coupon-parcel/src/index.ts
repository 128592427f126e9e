/** @kickoff/coupon — the isolated bet coupon parcel. */
import { addTranslations, reactLifecycles, registerStyles } from '@kickoff/platform';
import { Coupon } from './Coupon';

addTranslations('coupon', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
// The bet rows' rules: on a server-drawn page they are in it already, elsewhere they load before the first render.
registerStyles('coupon', () => import('./bets.css'));

export const parcel = reactLifecycles(Coupon);
