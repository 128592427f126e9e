/** Texts of the signed-in account area (namespace `account`): Russian. They load with its lazy chunk. */
export default {
  account_balance: 'Баланс', account_balance_hidden: 'скрыт', account_balance_show: 'Показать баланс', account_balance_hide: 'Скрыть баланс',
  account_menu: '{{iso}} — счета', account_accounts: 'Счета', account_bonus: 'Бонусный баланс: {{amount}}',
  account_convert_title: 'Конвертация счёта HRK', account_convert_text: 'Хорватская куна выведена из обращения. Переведите средства со счёта HRK в евро.', account_convert_open: 'Конвертировать',
  account_remove: 'Удалить счёт {{iso}}', account_add_currency: 'Добавить валюту', account_add: 'Добавить',
  account_adding: 'Добавляем валюту… Новый счёт появится через несколько секунд.', account_no_more_currencies: 'Все доступные валюты уже добавлены.',
  account_busy_change: 'Меняем основной счёт…', account_busy_delete: 'Удаляем счёт…',
};
