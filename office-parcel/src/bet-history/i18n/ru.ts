/** Texts of the bet history's filters (namespace `office-bet-history`). */
export default {
  filters: 'Фильтры истории ставок',
  from: 'С даты',
  to: 'По дату',
  result: 'Результат',
  result_all: 'Все',
  result_open: 'Не рассчитаны',
  result_won: 'Выигрыш',
  result_lost: 'Проигрыш',
  result_returned: 'Возврат',
  apply: 'Показать ставки',
  reset: 'Сбросить фильтры',
  dates_order: 'Дата «с» не может быть позже даты «по»',
  no_match: 'Нет ставок по выбранным фильтрам.',
  found: 'Найдено ставок: {{count}}',
};
