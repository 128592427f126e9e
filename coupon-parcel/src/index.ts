/** @kickoff/coupon — the isolated bet coupon parcel. */
import { addTranslations, reactLifecycles } from '@kickoff/platform';
import { Coupon } from './Coupon';

addTranslations('coupon', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });

export const parcel = reactLifecycles(Coupon);
