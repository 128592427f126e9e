/**
 * Texts of the betting application (namespace `betting`), one lazy bundle per language, in two parts:
 * - the first view's (i18n/ru.ts, i18n/en.ts: the home page and the parts every page shares), registered
 *   here, so they load before the app's first render;
 * - the other pages' (i18n/pages/ru.ts, en.ts), registered by `registerPageTexts()` when such a page's
 *   code loads (lib/lazy-page.ts), so the home page's first visit does not download them.
 */
import { addTranslations } from '@kickoff/platform';

addTranslations('betting', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });

const pageTexts = { ru: () => import('./i18n/pages/ru'), en: () => import('./i18n/pages/en') };

/** Adds the other pages' texts to the namespace (again: nothing more); they load with the next `whenTextsReady()`. */
export function registerPageTexts(): void {
  addTranslations('betting', pageTexts);
}
