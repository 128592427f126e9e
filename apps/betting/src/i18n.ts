/** Texts of the betting application (namespace `betting`): one lazy bundle per language (i18n/ru.ts, i18n/en.ts). */
import { addTranslations } from '@kickoff/platform';

addTranslations('betting', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
