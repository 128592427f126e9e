/** Texts of the coupon parcel (namespace `coupon`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  title: 'Bet slip',
  empty: 'Your bet slip is empty. Click odds to add a bet.',
  clear: 'Clear the bet slip',
  remove: 'Remove bet {{name}}',
} satisfies Record<keyof typeof ru, string>;
