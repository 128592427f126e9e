/** Texts of the information application (namespace `information`): Russian. */
export default {
  'page_cash-terminals': 'Кассы и терминалы', page_rules: 'Правила', page_about: 'О компании', page_contacts: 'Контакты', page_howbet: 'Как сделать ставку',
  page_cookies: 'Политика cookie', page_licenses: 'Лицензии', page_taxation: 'Налоги', page_consent: 'Согласие на обработку данных',
  page_simpleidentification: 'Упрощённая идентификация', page_smsbets: 'Ставки по SMS', page_amlkyc: 'AML/KYC',
  page_amlpolicy: 'AML-политика', page_disputeresolution: 'Разрешение споров', page_kycpolicy: 'KYC-политика',
  page_responsiblegaming: 'Ответственная игра', page_privacypolicy: 'Политика конфиденциальности', 'page_betting-calculator': 'Калькулятор ставок',
  calculator_loading: 'Загружаем калькулятор…', calculator_error: 'Не удалось загрузить калькулятор ставок.', calculator_retry: 'Попробовать ещё раз',
  special_block_title: 'Доступ к сайту ограничен', special_block_text: 'Сайт недоступен в вашем регионе.',
  'special_block-ua_title': 'Доступ к сайту ограничен', 'special_block-ua_text': 'Сайт недоступен на территории Украины.',
  'special_block-ie_title': 'Браузер не поддерживается', 'special_block-ie_text': 'Internet Explorer не поддерживается. Откройте сайт в современном браузере.',
  'special_site-updates_title': 'Сайт обновляется', 'special_site-updates_text': 'Мы обновляем сайт. Зайдите через несколько минут.',
  'special_coming-soon_title': 'Скоро открытие', 'special_coming-soon_text': 'Сайт скоро начнёт работу в вашем регионе.',
  special_suspension_title: 'Работа приостановлена', special_suspension_text: 'Приём ставок временно приостановлен.',
  special_oldbrowser_title: 'Устаревший браузер', special_oldbrowser_text: 'Обновите браузер, чтобы пользоваться сайтом.',
  'special_error-500_title': 'Ошибка сервера', 'special_error-500_text': 'Что-то пошло не так. Попробуйте обновить страницу.',
};
