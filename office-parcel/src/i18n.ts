/** Texts of the office application (namespace `office`): one lazy bundle per language (i18n/ru.ts, i18n/en.ts). */
import { addTranslations } from '@kickoff/platform';

addTranslations('office', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
// The office frame (menu, player summary): its own namespace, loaded with the module.
addTranslations('office-frame', { ru: () => import('./frame/i18n/ru'), en: () => import('./frame/i18n/en') });
