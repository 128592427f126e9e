/** Texts of the bet history's filters (namespace `office-bet-history`): English, the same keys as Russian. */
import type ru from './ru';

export default {
  filters: 'Bet history filters',
  from: 'From',
  to: 'To',
  result: 'Result',
  result_all: 'All',
  result_open: 'Open',
  result_won: 'Won',
  result_lost: 'Lost',
  result_returned: 'Returned',
  apply: 'Show bets',
  reset: 'Reset the filters',
  dates_order: 'The “from” date cannot be after the “to” date',
  no_match: 'No bets match the filters.',
  found: 'Bets found: {{count}}',
} satisfies Record<keyof typeof ru, string>;
