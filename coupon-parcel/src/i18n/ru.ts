/** Texts of the coupon parcel (namespace `coupon`): Russian. */
export default {
  title: 'Купон',
  empty: 'Купон пуст. Нажмите на коэффициент, чтобы добавить ставку.',
  clear: 'Очистить купон',
  remove: 'Удалить ставку {{name}}',
};
