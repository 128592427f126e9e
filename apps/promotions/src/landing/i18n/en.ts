/** Texts of the landing pages (namespace `promotions-landing`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  loading: 'Loading the page…',
  not_found: 'There is no such page.',
  failed: 'The page could not be loaded.',
  retry: 'Try again',
  to_site: 'To the home page',
} satisfies Record<keyof typeof ru, string>;
