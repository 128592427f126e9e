/** Texts of the promotions embed (namespace `promotions-embed`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  details: 'Details',
  details_of: 'Details of the promotion “{{title}}”',
} satisfies Record<keyof typeof ru, string>;
