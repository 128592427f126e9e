/** The landing pages' texts (namespace `promotions-landing`) and styles, registered when their chunk loads. */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

export const NS = 'promotions-landing';
addTranslations(NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles(NS, css);

export const l = (key: string): string => `${NS}:${key}`;
