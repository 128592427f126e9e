/**
 * @kickoff/shell's server view (issue 25): the header, the footer and the SEO block of a guest's page,
 * drawn from the site config the page carries, as the parcels hydrate them. The other slots (the
 * notification area, the support button, modals, notices) are empty at first and mount in the browser.
 */
import { renderToString } from 'react-dom/server';
import { registerStyles } from '@kickoff/platform';
import { serverView } from '@kickoff/platform/server';
import css from './styles.css';
import './i18n';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { Seo } from './seo/Seo';

registerStyles('shell', css);

const PARTS = { header: Header, footer: Footer, seo: Seo } as const;

export const renderServerView = serverView('@kickoff/shell', ({ part }) => {
  const Part = part in PARTS ? PARTS[part as keyof typeof PARTS] : null;
  return Part ? () => renderToString(<Part />) : null;
});
