/** Texts of the office frame (namespace `office-frame`): Russian. */
export default {
  menu_label: 'Меню личного кабинета',
  menu_toggle: 'Меню кабинета',
  menu_loading: 'Загружаем меню…',
  menu_error: 'Не удалось загрузить меню кабинета',
  menu_retry: 'Повторить',
  support_unread: '{{count}} непрочит.',
  support_unread_label: '{{title}}, непрочитанных сообщений: {{count}}',
  player_id: 'Номер счёта {{id}}',
  balance: 'Баланс',
  balance_hidden: 'скрыт (настройки кабинета)',
  bonus_balance: 'Бонусы',
  deposit: 'Пополнить',
  screen_loading: 'Загружаем раздел…',
  menu_page_title: 'Личный кабинет',
  menu_page_empty: 'В этом меню пока нет разделов.',
};
