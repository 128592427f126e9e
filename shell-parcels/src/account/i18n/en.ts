/** Texts of the signed-in account area (namespace `account`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  account_balance: 'Balance', account_balance_hidden: 'hidden', account_balance_show: 'Show balance', account_balance_hide: 'Hide balance',
  account_menu: '{{iso}} — accounts', account_accounts: 'Accounts', account_bonus: 'Bonus balance: {{amount}}',
  account_convert_title: 'Convert your HRK account', account_convert_text: 'The Croatian kuna is retired. Move the money on your HRK account to euro.', account_convert_open: 'Convert',
  account_remove: 'Remove the {{iso}} account', account_add_currency: 'Add currency', account_add: 'Add',
  account_adding: 'Adding the currency… the new account will appear in a few seconds.', account_no_more_currencies: 'All available currencies are already added.',
  account_busy_change: 'Switching the main account…', account_busy_delete: 'Removing the account…',
} satisfies Record<keyof typeof ru, string>;
