/** Texts of the bonus games and games pages (namespace `casino-bonus`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  games_title: 'Games',
  bonus_title: 'Bonus games',
  bonus_intro: 'Each bonus game once a day (UTC). You win club points.',
  tv_title: 'TV games',
  prizes: 'Prizes: {{min}} to {{max}} points',
  play_now: 'Play',
  next_at: 'Available again at {{time}}',
  signin_to_play: 'Sign in to play and earn points.',
  sign_in: 'Sign in',
  choose: 'Choose one',
  choice: 'Choice {{n}}',
  choice_points: 'Choice {{n}}: {{points}} points',
  sending: 'Opening…',
  won: 'You got {{points}} points! Club points now: {{balance}}.',
  already: 'You have played this game today. Next try at {{time}}.',
  not_found: 'There is no such game.',
  to_games: 'To all games',
  points_link: 'My club points',
  landing_all: 'All games of the section',
  landing_not_found: 'There is no such games page.',
  loading: 'Loading…',
  failed: 'This could not be loaded.',
  retry: 'Try again',
} satisfies Record<keyof typeof ru, string>;
