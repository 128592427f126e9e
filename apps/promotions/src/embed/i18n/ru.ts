/** Texts of the promotions embed (namespace `promotions-embed`): Russian. */
export default {
  details: 'Подробнее',
  details_of: 'Подробнее об акции «{{title}}»',
};
