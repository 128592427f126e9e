/**
 * The SEO block's texts per page kind (account spec §3 "SEO content: style and content"), read by the SEO
 * service (server/seo/). Plain text: paragraphs split by a blank line, drawn as text (never HTML), so there
 * is nothing to sanitise. `style`: `text` one column, `columns` two.
 */
import { L, type Bilingual } from './blocks';

/** The page kinds of the SEO service (server/seo/page-kind.ts). */
export type SeoTextKind = 'home' | 'line' | 'live' | 'sport' | 'championship' | 'event' | 'casino' | 'casino-game' | 'promotions' | 'information' | 'default';

export interface SeoTextSeed {
  kind: SeoTextKind;
  style: 'text' | 'columns';
  content: Bilingual;
}

export const SEO_TEXT_SEED: readonly SeoTextSeed[] = [
  {
    kind: 'home',
    style: 'columns',
    content: L(
      'Kickoff — букмекерская компания: ставки на спорт в линии и в лайве, киберспорт, тотализатор и онлайн-казино.\n\nКоэффициенты обновляются в реальном времени, а расчёт ставок идёт по официальным результатам матчей.',
      'Kickoff is a bookmaker: line and live sports betting, esports, the toto and an online casino.\n\nThe odds move in real time, and bets are settled on the official results of the matches.',
    ),
  },
  {
    kind: 'line',
    style: 'text',
    content: L(
      'Линия Kickoff — ставки до начала матчей: футбол, хоккей, теннис, баскетбол и другие виды спорта с подробной росписью рынков.',
      'The Kickoff line: bets before the start of matches in football, ice hockey, tennis, basketball and other sports, with a full list of markets.',
    ),
  },
  {
    kind: 'live',
    style: 'text',
    content: L(
      'Live-ставки Kickoff — ставки по ходу матчей: счёт, время и коэффициенты меняются вместе с игрой.',
      'Kickoff live betting: bets while matches are played; the score, the clock and the odds change with the game.',
    ),
  },
  {
    kind: 'sport',
    style: 'text',
    content: L(
      'Ставки на вид спорта: все чемпионаты и матчи линии и лайва на одной странице, с основными исходами и тоталами.',
      'Betting on a sport: every championship and match of the line and live on one page, with the main outcomes and totals.',
    ),
  },
  {
    kind: 'championship',
    style: 'text',
    content: L(
      'Ставки на чемпионат: расписание матчей, коэффициенты на исходы, тоталы и форы, турнирная таблица там, где она есть.',
      'Betting on a championship: the fixtures, odds on outcomes, totals and handicaps, and the standings where there are some.',
    ),
  },
  {
    kind: 'event',
    style: 'text',
    content: L(
      'Ставки на матч: все рынки события, коэффициенты в реальном времени и статистика команд. Ставки принимаются до начала и по ходу игры.',
      'Betting on a match: every market of the event, live odds and team statistics. Bets are taken before and during the game.',
    ),
  },
  {
    kind: 'casino',
    style: 'columns',
    content: L(
      'Казино Kickoff: слоты, игры с живыми дилерами, краш-игры и быстрые игры от ведущих провайдеров.\n\nВо многие игры можно сыграть бесплатно в демо-режиме, без регистрации.',
      'The Kickoff casino: slots, live-dealer games, crash games and fast games from leading providers.\n\nMany games can be played for free in demo mode, without registration.',
    ),
  },
  {
    kind: 'casino-game',
    style: 'text',
    content: L(
      'Играйте онлайн на деньги или бесплатно в демо-режиме. Процент возврата игроку указан в правилах игры.',
      'Play online for money or for free in demo mode. The return to player is stated in the game’s rules.',
    ),
  },
  {
    kind: 'promotions',
    style: 'text',
    content: L(
      'Акции и бонусы Kickoff: турниры казино, кешбэк, бонусы за ставки и клубные баллы. Условия каждой акции — на её странице.',
      'Kickoff promotions and bonuses: casino tournaments, cashback, betting bonuses and club points. The terms of each are on its page.',
    ),
  },
  {
    kind: 'information',
    style: 'text',
    content: L(
      'Справочная информация Kickoff: правила, способы оплаты, ответственная игра и контакты службы поддержки.',
      'Kickoff help: the rules, payment methods, responsible gaming and how to reach support.',
    ),
  },
  {
    kind: 'default',
    style: 'text',
    content: L(
      'Kickoff — ставки на спорт онлайн, киберспорт и казино.',
      'Kickoff: online sports betting, esports and casino.',
    ),
  },
];
