/** The texts and styles of the withdrawal, payment history and payment request screens (each screen module imports this). */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

export const NS = 'office-withdrawals';
addTranslations(NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles(NS, css);
