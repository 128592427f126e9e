/** Texts of the shell parcels (namespace `shell`, on every page): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  info_about: 'About us', info_contacts: 'Contacts', info_howbet: 'How to bet', info_rules: 'Rules',
  info_responsiblegaming: 'Responsible gaming', info_cookies: 'Cookie policy', info_licenses: 'Licences',
  info_amlpolicy: 'AML policy', info_kycpolicy: 'KYC policy', info_disputeresolution: 'Dispute resolution', info_privacypolicy: 'Privacy policy',
  display_settings: 'Display settings', mobile_apps: 'Mobile apps', news: 'News',
  // Titles and texts of the modal host (modals/Modals.tsx, on every page).
  forgot_password_title: 'Password recovery', captcha_title: 'Security check', logout_title: 'Log out?',
  modal_login_text: 'Log in to your account.', modal_registration_text: 'Create a player account.',
  modal_forgot_password_text: 'Recover access to your account.',
  protection_auto_logoff: 'You were signed out after a period without activity. Sign in again to go on.',
} satisfies Record<keyof typeof ru, string>;
