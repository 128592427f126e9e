/**
 * The auth forms' texts (namespace `auth`): one lazy bundle per language (i18n/ru.ts, i18n/en.ts).
 * Imported by the auth code only, so the namespace is registered when that code loads, never on a
 * first visit; the lazy loaders that bring the code in wait for it (../lazy-with-texts.ts), and a
 * language change reloads it with every other registered namespace.
 */
import { addTranslations } from '@kickoff/platform';

addTranslations('auth', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
