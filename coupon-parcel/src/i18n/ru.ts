/** Texts of the coupon parcel (namespace `coupon`, on the first visit: keep it short; the slip has its own `slip` namespace). */
export default {
  title: 'Купон',
  empty: 'Купон пуст. Нажмите на коэффициент, чтобы добавить ставку.',
  loading: 'Загружаем купон…',
  settings: 'Настройки купона',
  /** The accessible name of the list of the coupon's bets. */
  bets: 'Выбранные исходы',
};
