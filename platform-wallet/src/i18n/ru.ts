/**
 * Betting terms (namespace `bets`, shell spec §3): coupon type names, bet statuses, coupon results and
 * the coefficient-change policies. Loaded with `loadBetTexts()` by the code that shows them (coupon,
 * print-coupon, bet history, calculator), never on the home page's first visit.
 */
export default {
  type_0: 'Ординар',
  type_1: 'Экспресс',
  type_2: 'Система',
  type_3: 'Цепочка',
  type_4: 'Мультиставка',
  type_5: 'Условная ставка',
  type_6: 'Антиэкспресс',
  type_7: 'Лаки',
  type_8: 'Патент',
  type_9: 'Несколько ординаров',
  system_of: 'Система {{k}} из {{n}}',
  status_m2: 'Не рассчитана',
  status_m1: 'Игра не началась',
  status_0: 'Проигрыш',
  status_1: 'Выигрыш',
  status_2: 'Возврат',
  status_3: 'Принудительный возврат',
  status_4: 'Половина выигрыша, половина возврата',
  status_5: 'Половина проигрыша, половина возврата',
  status_6: 'Половина проигрыша, половина выигрыша',
  coupon_open: 'В игре',
  coupon_won: 'Выигрыш',
  coupon_lost: 'Проигрыш',
  coupon_returned: 'Возврат',
  policy_0: 'Подтверждать каждое изменение',
  policy_1: 'Принимать любое изменение',
  policy_2: 'Принимать только повышение',
};
