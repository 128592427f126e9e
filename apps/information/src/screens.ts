/**
 * The information app's content screens by route name, each a lazy chunk (the content pages share
 * one namespace, `information-content`). Pages the app draws itself (404, maintenance, special
 * pages, the debugger, the betting calculator) stay in App.tsx.
 */
import { screen, screenLookup, type ScreenTable } from '@kickoff/platform';
import { INFO_PAGES } from './pages/InfoPage';

const article = screen(() => import('./content/ArticlePage'), (m) => m.ArticlePage);
const ARTICLE_ROUTES = [...INFO_PAGES.filter((page) => page !== 'betting-calculator').map((page) => `information-${page}`), 'information-payment', 'mobile', 'desktop', 'internal-vpn'];

export const INFORMATION_SCREEN_TABLE: ScreenTable = {
  ...Object.fromEntries(ARTICLE_ROUTES.map((name) => [name, article])),
  information: screen(() => import('./content/InformationIndex'), (m) => m.InformationIndex),
  'information-rules': screen(() => import('./content/RulesPage'), (m) => m.RulesPage),
  'information-cash-terminals': screen(() => import('./content/TerminalsPage'), (m) => m.TerminalsPage),
  news: screen(() => import('./content/NewsPage'), (m) => m.NewsPage),
  'betting-alphabet': screen(() => import('./content/AlphabetPage'), (m) => m.AlphabetPage),
  ourpartners: screen(() => import('./content/PartnersPage'), (m) => m.PartnersPage),
};

export const informationScreen = screenLookup(INFORMATION_SCREEN_TABLE);

/**
 * The routes the server draws (issue 25): every content screen but the payment page, which its route
 * guard may turn away in the browser (the server does not run guards).
 */
export const drawnOnServer = (routeName: string): boolean => routeName !== 'information-payment' && Object.hasOwn(INFORMATION_SCREEN_TABLE, routeName);
