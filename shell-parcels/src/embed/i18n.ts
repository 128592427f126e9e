/** Texts of the shell's embed parcels (namespace `shell-embed`), registered when their chunk loads. */
import { addTranslations } from '@kickoff/platform';

addTranslations('shell-embed', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
