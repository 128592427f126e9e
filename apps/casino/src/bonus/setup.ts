/** The bonus games' texts (namespace `casino-bonus`) and styles, registered when their chunk loads. */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

export const NS = 'casino-bonus';
addTranslations(NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles(NS, css);

/** A key of this namespace. */
export const b = (key: string): string => `${NS}:${key}`;
