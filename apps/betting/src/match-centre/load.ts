/**
 * The match centre, loaded on use: this wrapper is all the pages and the list rows carry; the component,
 * its texts (i18n/match-centre/*.ts, a part of the `betting` namespace) and its styles (match-centre.css)
 * come in their own chunk when a live game page or a row's tracker panel first renders it. Render it
 * inside a Suspense boundary.
 */
import { addTranslations, lazyComponent, whenTextsReady } from '@kickoff/platform';
import type { MatchCentreProps } from './MatchCentre';

const texts = { ru: () => import('../i18n/match-centre/ru'), en: () => import('../i18n/match-centre/en') };

export const MatchCentre = lazyComponent<MatchCentreProps>(async () => {
  addTranslations('betting', texts);
  const [module] = await Promise.all([import('./MatchCentre'), whenTextsReady()]);
  return module.MatchCentre;
});
