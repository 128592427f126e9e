/** Texts of the office application (namespace `office`): one lazy bundle per language (i18n/ru.ts, i18n/en.ts). */
import { addTranslations } from '@kickoff/platform';

addTranslations('office', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
