/**
 * What every security-area screen module registers when its chunk is evaluated: the `office-security`
 * texts and the area's styles.
 */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

export const NS = 'office-security';

addTranslations(NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles(NS, css);
