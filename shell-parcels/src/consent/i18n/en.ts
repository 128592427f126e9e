/** Texts of the cookie settings (namespace `consent`): English (the same keys as Russian, checked by the type). */
import type ru from './ru';

export default {
  title: 'Cookie settings',
  text: 'Necessary cookies run the site and are always on. The others are used only with your consent; clearing a box removes them.',
  necessary: 'Necessary (always on): sign-in, language, age confirmation',
  functionality: 'Functional: display settings',
  marketing: 'Marketing: where you came from, for our partners',
  save: 'Save my choice',
  all: 'Accept all',
  reject: 'Reject all',
  policy: 'Cookie policy',
  privacy: 'Privacy policy',
} satisfies Record<keyof typeof ru, string>;
