/** Texts of the betting application's first view (namespace `betting`, the part the home page shows): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  page_home: 'Home', video: 'Video', versus: 'versus', main_market: 'Main market', all_markets_of: '+{{count}}: all markets of {{teams}}',
  no_games: 'No events match these filters right now.', no_live_games: 'No live events right now.', load_error: 'Could not load the data',
  retry: 'Retry', stale_data: 'The data may be out of date: the last refresh failed.', not_found_title: 'Not found',
  back_to_sports: 'Back to the events', odd_rose: 'coefficient rose', odd_fell: 'coefficient fell', odd_blocked: 'Betting suspended',
  odds_format: 'Odds format', coef_view_0: 'Decimal (1.50)', coef_view_1: 'Fractional (1/2)', coef_view_2: 'American (-200)',
  coef_view_4: 'Hong Kong (0.50)', coef_view_5: 'Indonesian (-2.00)', coef_view_6: 'Malay (0.50)', coef_view_14: 'Hong Kong, 3 decimals',
  coef_view_15: 'Indonesian, 3 decimals', coef_view_16: 'Malay, 3 decimals', home_starting_soon: 'Starting soon', home_top_live: 'Top live',
  home_top_line: 'Top line', home_all_live: 'All live', home_all_line: 'All line',
  match_tracker: 'Tracker', match_tracker_of: 'Match tracker: {{teams}}',
} satisfies Record<keyof typeof ru, string>;
