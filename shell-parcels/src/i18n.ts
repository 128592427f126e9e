/** The shell's own texts (namespace `shell`). */
import { addTranslations } from '@kickoff/platform';

addTranslations('shell', {
  ru: {
    info_about: 'О компании', info_contacts: 'Контакты', info_howbet: 'Как сделать ставку', info_rules: 'Правила',
    info_responsiblegaming: 'Ответственная игра', info_cookies: 'Политика cookie', info_licenses: 'Лицензии',
    info_amlpolicy: 'AML-политика', info_kycpolicy: 'KYC-политика', info_disputeresolution: 'Разрешение споров',
    mobile_apps: 'Мобильные приложения', news: 'Новости',
    forgot_password_title: 'Восстановление пароля', age_title: 'Подтверждение возраста',
    modal_login_text: 'Вход в аккаунт.', modal_registration_text: 'Регистрация нового игрока.',
    modal_forgot_password_text: 'Восстановление доступа к аккаунту.', modal_cookie_consent_text: 'Настройки cookie.',
    modal_confirm_text: '', modal_notice_text: '', modal_age_gate_text: '',
  },
  en: {
    info_about: 'About us', info_contacts: 'Contacts', info_howbet: 'How to bet', info_rules: 'Rules',
    info_responsiblegaming: 'Responsible gaming', info_cookies: 'Cookie policy', info_licenses: 'Licences',
    info_amlpolicy: 'AML policy', info_kycpolicy: 'KYC policy', info_disputeresolution: 'Dispute resolution',
    mobile_apps: 'Mobile apps', news: 'News',
    forgot_password_title: 'Password recovery', age_title: 'Age confirmation',
    modal_login_text: 'Log in to your account.', modal_registration_text: 'Create a player account.',
    modal_forgot_password_text: 'Recover access to your account.', modal_cookie_consent_text: 'Cookie settings.',
    modal_confirm_text: '', modal_notice_text: '', modal_age_gate_text: '',
  },
});
