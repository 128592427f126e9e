/** The SEO service's title and description templates in the site's text languages (`{name}` filled by `fill`). */
import { SECTION_TITLES } from '../casino/texts';
import type { SeoLang } from './types';

export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

interface Texts {
  home: string;
  homeDescription: string;
  line: string;
  lineDescription: string;
  live: string;
  liveDescription: string;
  sport: string;
  sportDescription: string;
  champ: string;
  champDescription: string;
  event: string;
  eventDescription: string;
  eventFinished: string;
  eventFinishedDescription: string;
  casinoSection: string;
  casinoSectionTitle: string;
  casinoDescription: string;
  casinoGame: string;
  casinoGameDescription: string;
  promotionsName: string;
  promotions: string;
  promotionsDescription: string;
  promotion: string;
  newsName: string;
  page: string;
  pageDescription: string;
  information: string;
  informationDescription: string;
  notFound: string;
  notFoundDescription: string;
  default: string;
}

export const TEXTS: Readonly<Record<SeoLang, Texts>> = {
  ru: {
    home: '{site} — ставки на спорт онлайн и казино',
    homeDescription: '{site}: ставки на спорт в линии и лайве, киберспорт, тотализатор и онлайн-казино.',
    line: 'Ставки на спорт в линии — {site}',
    lineDescription: 'Линия {site}: ставки на спорт до начала матчей, коэффициенты на все виды спорта.',
    live: 'Live-ставки на спорт — {site}',
    liveDescription: 'Live-ставки {site}: ставки по ходу матчей с коэффициентами в реальном времени.',
    sport: '{sport}: ставки, {section} — {site}',
    sportDescription: 'Ставки на {sport} в {site}: чемпионаты, матчи и коэффициенты ({section}).',
    champ: '{champ} ({sport}): ставки и коэффициенты — {site}',
    champDescription: 'Ставки на {champ} ({sport}) в {site}: расписание матчей и коэффициенты ({section}).',
    event: '{teams}: ставки и коэффициенты, {champ} — {site}',
    eventDescription: 'Ставки на матч {teams} ({champ}, {sport}), начало {date}. Все рынки и коэффициенты в {site}.',
    eventFinished: '{teams}: матч завершён, {champ} — {site}',
    eventFinishedDescription: 'Матч {teams} ({champ}, {sport}) завершён. Результаты и другие матчи в {site}.',
    casinoSection: 'Казино',
    casinoSectionTitle: '{section} — казино {site}',
    casinoDescription: 'Казино {site}: слоты, игры с живыми дилерами и быстрые игры, многие — бесплатно в демо-режиме.',
    casinoGame: '{game} ({provider}) — играть онлайн в {site}',
    casinoGameDescription: 'Играйте в {game} от {provider} онлайн в казино {site}.',
    promotionsName: 'Акции',
    promotions: 'Акции и бонусы — {site}',
    promotionsDescription: 'Акции {site}: бонусы, турниры казино, кешбэк и клубные баллы.',
    promotion: '{promo} — акция {site}',
    newsName: 'Новости',
    page: '{page} — {site}',
    pageDescription: '{page}: справочная информация {site}.',
    information: 'Информация — {site}',
    informationDescription: 'Справочная информация {site}: правила, оплата, ответственная игра и контакты.',
    notFound: 'Страница не найдена — {site}',
    notFoundDescription: 'Такой страницы на сайте {site} нет.',
    default: '{site} — ставки на спорт и казино',
  },
  en: {
    home: '{site}: online sports betting and casino',
    homeDescription: '{site}: line and live sports betting, esports, the toto and an online casino.',
    line: 'Sports betting line — {site}',
    lineDescription: 'The {site} line: bets before the start of matches, odds on every sport.',
    live: 'Live sports betting — {site}',
    liveDescription: '{site} live betting: bets during matches with real-time odds.',
    sport: '{sport} betting, {section} — {site}',
    sportDescription: 'Bet on {sport} at {site}: championships, matches and odds ({section}).',
    champ: '{champ} ({sport}): betting odds — {site}',
    champDescription: 'Bet on {champ} ({sport}) at {site}: fixtures and odds ({section}).',
    event: '{teams}: betting odds, {champ} — {site}',
    eventDescription: 'Bet on {teams} ({champ}, {sport}), starting {date}. Every market and live odds at {site}.',
    eventFinished: '{teams}: match finished, {champ} — {site}',
    eventFinishedDescription: '{teams} ({champ}, {sport}) has finished. Results and other matches at {site}.',
    casinoSection: 'Casino',
    casinoSectionTitle: '{section} — {site} casino',
    casinoDescription: 'The {site} casino: slots, live-dealer games and fast games, many free to play in demo mode.',
    casinoGame: '{game} ({provider}): play online at {site}',
    casinoGameDescription: 'Play {game} by {provider} online at the {site} casino.',
    promotionsName: 'Promotions',
    promotions: 'Promotions and bonuses — {site}',
    promotionsDescription: '{site} promotions: bonuses, casino tournaments, cashback and club points.',
    promotion: '{promo} — {site} promotion',
    newsName: 'News',
    page: '{page} — {site}',
    pageDescription: '{page}: {site} help.',
    information: 'Information — {site}',
    informationDescription: '{site} help: the rules, payments, responsible gaming and contacts.',
    notFound: 'Page not found — {site}',
    notFoundDescription: 'There is no such page at {site}.',
    default: '{site}: sports betting and casino',
  },
};

export const SECTION_NAMES: Readonly<Record<'line' | 'live', Record<SeoLang, string>>> = {
  line: { ru: 'Линия', en: 'Line' },
  live: { ru: 'Лайв', en: 'Live' },
};

/**
 * Casino pages by the first segment of their route (or route name): the catalogue's own section titles
 * (one wording for the lobby and the search engines), and the pages that are not sections.
 */
export const CASINO_SECTION_NAMES: Readonly<Record<string, Readonly<Record<SeoLang, string>>>> = {
  ...SECTION_TITLES,
  providers: { ru: 'Провайдеры', en: 'Providers' },
  'casino-lobby': { ru: 'Казино', en: 'Casino' },
  games: { ru: 'Игры', en: 'Games' },
};
