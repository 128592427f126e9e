/** @kickoff/coupon — the isolated bet coupon parcel. */
import { addTranslations, reactLifecycles } from '@kickoff/platform';
import { Coupon } from './Coupon';

addTranslations('coupon', {
  ru: { title: 'Купон', empty: 'Купон пуст. Нажмите на коэффициент, чтобы добавить ставку.' },
  en: { title: 'Bet slip', empty: 'Your bet slip is empty. Click odds to add a bet.' },
});

export const parcel = reactLifecycles(Coupon);
