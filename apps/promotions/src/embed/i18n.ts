/** Texts of the promotions embed (namespace `promotions-embed`), registered when its chunk loads. */
import { addTranslations } from '@kickoff/platform';

addTranslations('promotions-embed', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
