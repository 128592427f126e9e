/** Texts of the coupon parcel (namespace `coupon`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  title: 'Bet slip',
  empty: 'Your bet slip is empty. Click odds to add a bet.',
  loading: 'Loading the bet slip…',
  settings: 'Bet slip settings',
  bets: 'Selections',
} satisfies Record<keyof typeof ru, string>;
