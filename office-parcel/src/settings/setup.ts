/** Registers the texts (namespace `office-settings`) and styles of the settings screens; imported by each screen module. */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';

addTranslations('office-settings', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles('office-settings', css);
