/**
 * The support screens' texts (namespace `office-support`) and styles: imported by each support screen
 * module (a lazy chunk), so they load with the first support screen a player opens.
 */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

addTranslations('office-support', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles('office-support', css);
