/** Texts of the toto coupon form and "my coupons" (namespace `toto`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  pick_name: 'Event {{n}}, {{teams}}: {{outcome}} ({{meaning}})', meaning_1: 'home win', meaning_X: 'draw', meaning_2: 'away win',
  lines: 'lines: {{count}}', line_stake: 'Stake per line, {{currency}}', total: 'Total stake: {{amount}}',
  stake_invalid: 'Enter a stake above 0 with at most 2 decimals.', need_all: 'Pick at least one outcome in every event.',
  rules: 'Each combination of one pick per event is a line; the stake is the lines × the stake per line. A line with every result right pays 10 000 × its stake, one miss 1 000 ×, two 100 ×, three 10 ×, four 2 ×.',
  sign_in: 'Sign in to place', sign_in_short: 'Sign in', sign_in_note: 'Sign in to place a toto coupon: your picks stay on this page.', placing: 'Placing…',
  placed: 'Coupon No. {{id}} is placed: {{lines}} lines, {{amount}}.', placed_link: 'See my coupons',
  err_insufficient_balance: 'Not enough money on the account: the balance is {{balance}}.', err_stake_too_low: 'The stake is below the minimum of {{min}}.',
  err_stake_too_high: 'The stake is above the maximum of {{max}}.', err_draw_closed: 'This draw takes no more coupons: its first game has started.',
  err_invalid_account: 'This account cannot be used: choose another one in the header.', err_invalid_coupon: 'The coupon does not match the draw: {{detail}}',
  err_network: 'No answer from the server. Press Place again: the coupon is placed only once.', err_other: 'The coupon was not placed: {{detail}}',
  coupons_sign_in: 'Sign in to see your toto coupons.', coupons_shown: 'The newest {{shown}} of {{total}} coupons.',
  coupon_title: 'Coupon No. {{id}} · draw No. {{number}}', status_open: 'Waiting for results', status_won: 'Won', status_lost: 'Not won',
  coupon_stake: 'Stake', coupon_lines: 'Lines', coupon_hits: 'Right results', coupon_hits_value: '{{hits}} of {{total}}', coupon_payout: 'Paid',
  coupon_picks: 'Picks', result: 'result {{result}}',
} satisfies Record<keyof typeof ru, string>;
