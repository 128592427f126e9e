/** Texts of the information application (namespace `information`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  'page_cash-terminals': 'Cash desks and terminals', page_rules: 'Rules', page_about: 'About us', page_contacts: 'Contacts', page_howbet: 'How to bet',
  page_cookies: 'Cookie policy', page_licenses: 'Licences', page_taxation: 'Taxation', page_consent: 'Consent to data processing',
  page_simpleidentification: 'Simple identification', page_smsbets: 'SMS bets', page_amlkyc: 'AML/KYC',
  page_amlpolicy: 'AML policy', page_disputeresolution: 'Dispute resolution', page_kycpolicy: 'KYC policy',
  page_responsiblegaming: 'Responsible gaming', page_privacypolicy: 'Privacy policy', 'page_betting-calculator': 'Betting calculator',
  calculator_loading: 'Loading the calculator…', calculator_error: 'The betting calculator could not be loaded.', calculator_retry: 'Try again',
  special_block_title: 'Access restricted', special_block_text: 'The site is not available in your region.',
  'special_block-ua_title': 'Access restricted', 'special_block-ua_text': 'The site is not available in Ukraine.',
  'special_block-ie_title': 'Browser not supported', 'special_block-ie_text': 'Internet Explorer is not supported. Open the site in a modern browser.',
  'special_site-updates_title': 'The site is updating', 'special_site-updates_text': 'We are updating the site. Come back in a few minutes.',
  'special_coming-soon_title': 'Coming soon', 'special_coming-soon_text': 'The site will open in your region soon.',
  special_suspension_title: 'Suspended', special_suspension_text: 'Betting is temporarily suspended.',
  special_oldbrowser_title: 'Outdated browser', special_oldbrowser_text: 'Update your browser to use the site.',
  'special_error-500_title': 'Server error', 'special_error-500_text': 'Something went wrong. Try reloading the page.',
} satisfies Record<keyof typeof ru, string>;
