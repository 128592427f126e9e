/** The casino pages' texts (namespace `casino`) and styles, registered when their chunk loads. */
import { addTranslations, registerStyles } from '@kickoff/platform';
import css from './styles.css';
import { followFavourites } from './favourites';

export const NS = 'casino';
addTranslations(NS, { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles(NS, css);
followFavourites();

/** A key of this namespace. */
export const k = (key: string): string => `${NS}:${key}`;
