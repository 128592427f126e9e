/** Which page of the betting app renders a route (pure, so a test can check every route of the table). */
export const CHAMPIONSHIP_TYPES = ['champ', 'epl', 'laliga', 'europaleague', 'ipl', 'scf', 'fifacwc', 'nbafinals'] as const;

export type PageKind =
  | 'home' | 'sports' | 'game' | 'championship' | 'multi' | 'champs' | 'cyber' | 'toto' | 'results' | 'lotto' | 'statistic' | 'coupon' | 'print-coupon';

const LIST_TYPES = new Set(['sports', 'sports-menu', 'betsonyour', 'topgame', 'marble', 'team']);
const CYBER_PAGES = new Set(['cyber-type', 'cyber-disciplines', 'cyber-all', 'cyber-discipline', 'cyber-discipline-champs', 'cyber-discipline-section', 'cyber-champ']);
const CHAMPIONSHIP_PAGES = new Set<string>(CHAMPIONSHIP_TYPES.flatMap((t) => [t, `${t}-final`]));

export function pageKindFor(routeName: string): PageKind | null {
  if (routeName === 'home') return 'home';
  if (LIST_TYPES.has(routeName)) return 'sports';
  if (routeName.endsWith('-game')) return 'game';
  if (CHAMPIONSHIP_PAGES.has(routeName)) return 'championship';
  if (CYBER_PAGES.has(routeName)) return 'cyber';
  if (routeName === 'toto' || routeName === 'toto-tab') return 'toto';
  if (routeName === 'statistic' || routeName === 'statisticpopup') return 'statistic';
  const direct: Record<string, PageKind> = { multi: 'multi', champs: 'champs', results: 'results', lotto: 'lotto', coupon: 'coupon', 'print-coupon': 'print-coupon' };
  return direct[routeName] ?? null;
}
