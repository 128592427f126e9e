/**
 * The signed-in account area's texts (namespace `account`): one lazy bundle per language. Imported
 * by the account code only (a lazy chunk guests never download); the area also shows texts of the
 * `auth` namespace (fields, error texts), which its auth imports register.
 */
import { addTranslations } from '@kickoff/platform';

addTranslations('account', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
