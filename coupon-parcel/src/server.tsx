/** @kickoff/coupon's server view (issue 25): the empty coupon of a guest's first view, as the parcel hydrates it. */
import { renderToString } from 'react-dom/server';
import { addTranslations } from '@kickoff/platform';
import { serverView } from '@kickoff/platform/server';
import { Coupon } from './Coupon';

addTranslations('coupon', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });

export const renderServerView = serverView('@kickoff/coupon', ({ part }) => (part === 'coupon' ? () => renderToString(<Coupon />) : null));
