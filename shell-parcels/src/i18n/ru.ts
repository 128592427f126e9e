/**
 * Texts of the shell parcels (namespace `shell`, on every page): Russian. Only what the first visit
 * shows is here: the auth forms' texts are in ../auth/i18n, the account area's in ../account/i18n,
 * and they load with that code.
 */
export default {
  info_about: 'О компании', info_contacts: 'Контакты', info_howbet: 'Как сделать ставку', info_rules: 'Правила',
  info_responsiblegaming: 'Ответственная игра', info_cookies: 'Политика cookie', info_licenses: 'Лицензии',
  info_amlpolicy: 'AML-политика', info_kycpolicy: 'KYC-политика', info_disputeresolution: 'Разрешение споров', info_privacypolicy: 'Политика конфиденциальности',
  display_settings: 'Настройки отображения', mobile_apps: 'Мобильные приложения', news: 'Новости',
  // Titles and texts of the modal host (modals/Modals.tsx, on every page).
  forgot_password_title: 'Восстановление пароля', captcha_title: 'Проверка', logout_title: 'Выйти?',
  modal_login_text: 'Вход в аккаунт.', modal_registration_text: 'Регистрация нового игрока.',
  modal_forgot_password_text: 'Восстановление доступа к аккаунту.',
  protection_auto_logoff: 'Вы вышли из аккаунта: на странице долго ничего не происходило. Войдите снова, чтобы продолжить.',
};
