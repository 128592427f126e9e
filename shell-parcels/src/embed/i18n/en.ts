/** Texts of the shell's embed parcels (namespace `shell-embed`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  logged_in: 'Logged in',
} satisfies Record<keyof typeof ru, string>;
