/** The account screens' texts and styles, registered when their chunk loads. */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

addTranslations('office-account', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles('office-account', css);
