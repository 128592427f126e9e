/**
 * The bonuses area's texts (namespace `office-bonuses`) and styles: every screen module of the area
 * imports this first, so they come with its lazy chunk (never with the office's first load).
 */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

export const NS = 'office-bonuses';

addTranslations(NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles(NS, css);
