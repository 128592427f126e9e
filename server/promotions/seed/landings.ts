/**
 * The seeded landing pages: what a CMS editor built with Kickoff elements. `matchday` is the
 * `landing-page/matchday` page; `landing-crash-week` is the headless landing of the crash-week promotion.
 */
import type { LandingBlock } from '@kickoff/promotions-contracts/landings';

type Both = { ru: string; en: string };
type BlockSeed = { type: 'h2' | 'p'; text: Both } | Extract<LandingBlock, { type: 'element' | 'remote-view' }>;

export interface LandingSeed {
  id: string;
  hue: number;
  title: Both;
  blocks: readonly BlockSeed[];
}

export const LANDINGS: readonly LandingSeed[] = [
  {
    id: 'matchday',
    hue: 210,
    title: { ru: 'Матч дня', en: 'Matchday special' },
    blocks: [
      { type: 'p', text: { ru: 'Главный матч дня, лучшие события и игры казино — на одной странице.', en: 'The match of the day, the top events and casino games on one page.' } },
      { type: 'element', name: 'kickoff-login-button', attributes: {} },
      { type: 'h2', text: { ru: 'Матч дня', en: 'Match of the day' } },
      { type: 'element', name: 'kickoff-event', attributes: { 'game-id': 'featured' } },
      { type: 'h2', text: { ru: 'Топ футбола', en: 'Top football' } },
      { type: 'element', name: 'kickoff-top-events', attributes: { sport: 'football', limit: '3' } },
      { type: 'element', name: 'kickoff-coupon', attributes: {} },
      { type: 'h2', text: { ru: 'Казино', en: 'Casino corner' } },
      { type: 'element', name: 'kickoff-game-tile', attributes: { 'game-id': '1001' } },
      { type: 'element', name: 'kickoff-game-rail', attributes: { category: 'crash-games', limit: '6' } },
      { type: 'element', name: 'kickoff-promo', attributes: { 'promotion-id': 'crash-week' } },
    ],
  },
  {
    id: 'landing-crash-week',
    hue: 12,
    title: { ru: 'Неделя краш-игр', en: 'Crash week' },
    blocks: [
      { type: 'p', text: { ru: 'Играйте в краш-игры и поднимайтесь в таблице турнира.', en: 'Play crash games and climb the tournament table.' } },
      { type: 'element', name: 'kickoff-promo', attributes: { 'promotion-id': 'crash-week' } },
      { type: 'element', name: 'kickoff-game-rail', attributes: { category: 'crash-games', limit: '8' } },
      { type: 'element', name: 'kickoff-login-button', attributes: {} },
    ],
  },
];

/**
 * Landings whose content is a remote view (docs/architecture.md "Remote views"), seeded only with the
 * demo parts, because the views they name are the reference server's demo views (server/remote-views/):
 * `remote-derby` is a real landing view with Kickoff elements; `remote-hostile` is the deliberately hostile
 * view the tests check the sanitiser and the allow-lists with.
 */
export const DEMO_LANDINGS: readonly LandingSeed[] = [
  {
    id: 'remote-derby',
    hue: 150,
    title: { ru: 'Дерби недели', en: 'Derby of the week' },
    blocks: [{ type: 'remote-view', url: '/demo-remote-views/landing' }],
  },
  {
    id: 'remote-hostile',
    hue: 0,
    title: { ru: 'Проверка удалённого представления', en: 'Remote view check' },
    blocks: [{ type: 'remote-view', url: '/demo-remote-views/hostile' }],
  },
];
