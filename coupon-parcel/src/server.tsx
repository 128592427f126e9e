/** @kickoff/coupon's server view (issue 25): the empty coupon of a guest's first view, as the parcel hydrates it. */
import { renderToString } from 'react-dom/server';
import { addTranslations, registerStyles } from '@kickoff/platform';
import { serverView } from '@kickoff/platform/server';
import { Coupon } from './Coupon';
import css from './bets.css';

addTranslations('coupon', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles('coupon', css);

export const renderServerView = serverView('@kickoff/coupon', ({ part }) => (part === 'coupon' ? () => renderToString(<Coupon />) : null));
