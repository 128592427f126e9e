/** Texts of the betting application's first view (namespace `betting`, the part the home page shows): Russian. */
export default {
  page_home: 'Главная', video: 'Видео', versus: 'против', main_market: 'Основной исход', all_markets_of: '+{{count}}: все ставки на матч {{teams}}',
  no_games: 'Сейчас нет событий по выбранным условиям.', no_live_games: 'Сейчас нет live-событий.', load_error: 'Не удалось загрузить данные',
  retry: 'Повторить', stale_data: 'Данные могли устареть: не удалось обновить.', not_found_title: 'Не найдено', back_to_sports: 'К списку событий',
  odd_rose: 'коэффициент вырос', odd_fell: 'коэффициент снизился', odd_blocked: 'Ставки приостановлены', odds_format: 'Формат коэффициентов',
  coef_view_0: 'Десятичный (1.50)', coef_view_1: 'Дробный (1/2)', coef_view_2: 'Американский (-200)', coef_view_4: 'Гонконгский (0.50)',
  coef_view_5: 'Индонезийский (-2.00)', coef_view_6: 'Малайский (0.50)', coef_view_14: 'Гонконгский, 3 знака', coef_view_15: 'Индонезийский, 3 знака',
  coef_view_16: 'Малайский, 3 знака', home_starting_soon: 'Скоро начало', home_top_live: 'Топ live', home_top_line: 'Топ линии',
  home_all_live: 'Весь live', home_all_line: 'Вся линия',
  match_tracker: 'Трекер', match_tracker_of: 'Трекер матча: {{teams}}',
};
