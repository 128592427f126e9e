/** Texts of the toto coupon form and "my coupons" (namespace `toto`, registered when the toto page loads). */
export default {
  pick_name: 'Событие {{n}}, {{teams}}: {{outcome}} ({{meaning}})', meaning_1: 'победа хозяев', meaning_X: 'ничья', meaning_2: 'победа гостей',
  lines: 'вариантов: {{count}}', line_stake: 'Ставка на вариант, {{currency}}', total: 'Сумма ставки: {{amount}}',
  stake_invalid: 'Введите ставку больше 0, не более 2 знаков после запятой.', need_all: 'Выберите хотя бы один исход в каждом событии.',
  rules: 'Каждое сочетание из одного исхода на событие — вариант; ставка — число вариантов × ставка на вариант. Вариант, угадавший все результаты, платит 10 000 × ставку, с одной ошибкой 1 000 ×, с двумя 100 ×, с тремя 10 ×, с четырьмя 2 ×.',
  sign_in: 'Войдите, чтобы сделать ставку', sign_in_short: 'Войти', sign_in_note: 'Войдите, чтобы сделать ставку в тото: выбор сохранится на этой странице.', placing: 'Ставка принимается…',
  placed: 'Купон № {{id}} принят: вариантов {{lines}}, {{amount}}.', placed_link: 'Мои купоны',
  err_insufficient_balance: 'На счёте недостаточно денег: баланс {{balance}}.', err_stake_too_low: 'Ставка меньше минимальной ({{min}}).',
  err_stake_too_high: 'Ставка больше максимальной ({{max}}).', err_draw_closed: 'Приём купонов на этот тираж закончен: первый матч уже начался.',
  err_invalid_account: 'Этот счёт недоступен: выберите другой в шапке сайта.', err_invalid_coupon: 'Купон не соответствует тиражу: {{detail}}',
  err_network: 'Сервер не ответил. Нажмите «Сделать ставку» ещё раз: купон будет принят только один раз.', err_other: 'Купон не принят: {{detail}}',
  coupons_sign_in: 'Войдите, чтобы увидеть свои купоны тото.', coupons_shown: 'Последние {{shown}} из {{total}} купонов.',
  coupon_title: 'Купон № {{id}} · тираж № {{number}}', status_open: 'Ждёт результатов', status_won: 'Выигрыш', status_lost: 'Без выигрыша',
  coupon_stake: 'Ставка', coupon_lines: 'Вариантов', coupon_hits: 'Угадано', coupon_hits_value: '{{hits}} из {{total}}', coupon_payout: 'Выплачено',
  coupon_picks: 'Выбранные исходы', result: 'результат {{result}}',
};
