/** @kickoff/coupon — the isolated bet coupon parcel. */
import { addTranslations, reactLifecycles } from '@kickoff/platform';
import { Coupon } from './Coupon';

addTranslations('coupon', {
  ru: { title: 'Купон', empty: 'Купон пуст. Нажмите на коэффициент, чтобы добавить ставку.', clear: 'Очистить купон', remove: 'Удалить ставку {{name}}' },
  en: { title: 'Bet slip', empty: 'Your bet slip is empty. Click odds to add a bet.', clear: 'Clear the bet slip', remove: 'Remove bet {{name}}' },
});

export const parcel = reactLifecycles(Coupon);
