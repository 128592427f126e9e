/** Texts of the landing pages (namespace `promotions-landing`): Russian. */
export default {
  loading: 'Загружаем страницу…',
  not_found: 'Такой страницы нет.',
  failed: 'Не удалось загрузить страницу.',
  retry: 'Повторить',
  to_site: 'На главную',
};
