/** Texts of the office frame (namespace `office-frame`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  menu_label: 'Office menu',
  menu_toggle: 'Office menu',
  menu_loading: 'Loading the menu…',
  menu_error: 'The office menu could not be loaded',
  menu_retry: 'Retry',
  support_unread: '{{count}} unread',
  support_unread_label: '{{title}}, unread messages: {{count}}',
  player_id: 'Account No. {{id}}',
  balance: 'Balance',
  balance_hidden: 'hidden (office settings)',
  bonus_balance: 'Bonuses',
  deposit: 'Deposit',
  screen_loading: 'Loading the section…',
  menu_page_title: 'My office',
  menu_page_empty: 'This menu has no sections yet.',
  restricted_self_exclusion: 'Your account is self-excluded until {{until}}. You can still withdraw your balance and read your history; bets, casino games, deposits and bonuses are closed.',
  restricted_time_out: 'Your account is in a time-out until {{until}}. You can still withdraw your balance and read your history; bets, casino games, deposits and bonuses are closed.',
} satisfies Record<keyof typeof ru, string>;
