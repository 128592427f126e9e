/** Texts of the office application (namespace `office`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  auth_page_loading: 'Loading the form…',
  auth_page_error: 'The form could not be loaded. Reload the page.',
  terms_title: 'The terms of use have changed',
  terms_text: 'We have updated the site rules. To continue, accept the new version or log out.',
  terms_updated_at: 'Version of {{date}}',
  terms_read_rules: 'Read the rules',
  terms_accept: 'Accept and return',
  terms_logout: 'Log out',
  terms_accepting: 'Saving…',
  ban_title: 'Your account is restricted',
  ban_text: 'Betting and games are closed. You can see your history, contact support, or withdraw funds where allowed.',
  ban_level: 'Restriction level: {{level}}',
  ban_history: 'Bet history',
  ban_payments: 'Payment history',
  ban_support: 'Support',
  ban_deduce: 'Withdraw funds',
  ban_rules: 'Rules',
  ban_logout: 'Log out',
} satisfies Record<keyof typeof ru, string>;
