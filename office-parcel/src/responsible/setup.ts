/** What the responsible-gaming screen registers when its chunk loads: its texts and styles. */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

export const NS = 'office-responsible';
addTranslations(NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles(NS, css);

/** A key of this namespace. */
export const k = (key: string): string => `${NS}:${key}`;
