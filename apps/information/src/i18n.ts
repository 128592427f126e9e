/** Texts of the information application (namespace `information`). */
import { addTranslations } from '@kickoff/platform';

addTranslations('information', {
  ru: {
    page_rules: 'Правила', page_about: 'О компании', page_contacts: 'Контакты', page_howbet: 'Как сделать ставку',
    page_cookies: 'Политика cookie', page_licenses: 'Лицензии', page_taxation: 'Налоги', page_consent: 'Согласие на обработку данных',
    page_simpleidentification: 'Упрощённая идентификация', page_smsbets: 'Ставки по SMS', page_amlkyc: 'AML/KYC',
    page_amlpolicy: 'AML-политика', page_disputeresolution: 'Разрешение споров', page_kycpolicy: 'KYC-политика',
    page_responsiblegaming: 'Ответственная игра', 'page_betting-calculator': 'Калькулятор ставок',
    special_block_title: 'Доступ к сайту ограничен', special_block_text: 'Сайт недоступен в вашем регионе.',
    'special_block-ua_title': 'Доступ к сайту ограничен', 'special_block-ua_text': 'Сайт недоступен на территории Украины.',
    'special_block-ie_title': 'Браузер не поддерживается', 'special_block-ie_text': 'Internet Explorer не поддерживается. Откройте сайт в современном браузере.',
    'special_site-updates_title': 'Сайт обновляется', 'special_site-updates_text': 'Мы обновляем сайт. Зайдите через несколько минут.',
    'special_coming-soon_title': 'Скоро открытие', 'special_coming-soon_text': 'Сайт скоро начнёт работу в вашем регионе.',
    special_suspension_title: 'Работа приостановлена', special_suspension_text: 'Приём ставок временно приостановлен.',
    special_oldbrowser_title: 'Устаревший браузер', special_oldbrowser_text: 'Обновите браузер, чтобы пользоваться сайтом.',
    'special_error-500_title': 'Ошибка сервера', 'special_error-500_text': 'Что-то пошло не так. Попробуйте обновить страницу.',
  },
  en: {
    page_rules: 'Rules', page_about: 'About us', page_contacts: 'Contacts', page_howbet: 'How to bet',
    page_cookies: 'Cookie policy', page_licenses: 'Licences', page_taxation: 'Taxation', page_consent: 'Consent to data processing',
    page_simpleidentification: 'Simple identification', page_smsbets: 'SMS bets', page_amlkyc: 'AML/KYC',
    page_amlpolicy: 'AML policy', page_disputeresolution: 'Dispute resolution', page_kycpolicy: 'KYC policy',
    page_responsiblegaming: 'Responsible gaming', 'page_betting-calculator': 'Betting calculator',
    special_block_title: 'Access restricted', special_block_text: 'The site is not available in your region.',
    'special_block-ua_title': 'Access restricted', 'special_block-ua_text': 'The site is not available in Ukraine.',
    'special_block-ie_title': 'Browser not supported', 'special_block-ie_text': 'Internet Explorer is not supported. Open the site in a modern browser.',
    'special_site-updates_title': 'The site is updating', 'special_site-updates_text': 'We are updating the site. Come back in a few minutes.',
    'special_coming-soon_title': 'Coming soon', 'special_coming-soon_text': 'The site will open in your region soon.',
    special_suspension_title: 'Suspended', special_suspension_text: 'Betting is temporarily suspended.',
    special_oldbrowser_title: 'Outdated browser', special_oldbrowser_text: 'Update your browser to use the site.',
    'special_error-500_title': 'Server error', 'special_error-500_text': 'Something went wrong. Try reloading the page.',
  },
});
