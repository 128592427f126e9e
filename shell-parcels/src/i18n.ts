/**
 * The shell's own texts (namespace `shell`): one lazy bundle per language (i18n/ru.ts, i18n/en.ts),
 * loaded before the first render, so it holds only what the always-loaded parcels show. Lazily loaded
 * code brings its own namespace (auth/i18n.ts, account/i18n.ts) and its loader waits for it
 * (lazy-with-texts.ts).
 */
import { addTranslations } from '@kickoff/platform';

addTranslations('shell', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
