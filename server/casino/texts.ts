/** The catalogue's section and sub-category titles in the languages of the reference server. */
import type { CasinoSection, Subcategory } from '@kickoff/casino-contracts/catalogue';
import type { ReplyLanguage } from '../http/lang';

type Texts<K extends string> = Readonly<Record<K, Readonly<Record<ReplyLanguage, string>>>>;

export const SECTION_TITLES: Texts<CasinoSection> = {
  slots: { ru: 'Слоты', en: 'Slots' },
  'live-casino': { ru: 'Live-казино', en: 'Live casino' },
  'crash-games': { ru: 'Краш-игры', en: 'Crash games' },
  'fast-games': { ru: 'Быстрые игры', en: 'Fast games' },
  'fast-bet': { ru: 'Быстрая ставка', en: 'Fast bet' },
  'card-games': { ru: 'Карточные игры', en: 'Card games' },
  'asian-games': { ru: 'Азиатские игры', en: 'Asian games' },
  'skill-games': { ru: 'Игры на умение', en: 'Skill games' },
  fishinghunting: { ru: 'Охота и рыбалка', en: 'Fishing and hunting' },
  scratchcards: { ru: 'Скретч-карты', en: 'Scratch cards' },
  keno: { ru: 'Кено', en: 'Keno' },
  bingo: { ru: 'Бинго', en: 'Bingo' },
  tvgames: { ru: 'ТВ-игры', en: 'TV games' },
  virtualsports: { ru: 'Виртуальный спорт', en: 'Virtual sports' },
  poker: { ru: 'Покер', en: 'Poker' },
  'slots-vulkan': { ru: 'Слоты Vulkan', en: 'Vulkan slots' },
  'casino-brand': { ru: 'Игры Kickoff', en: 'Kickoff originals' },
};

export const SUBCATEGORY_TITLES: Texts<Subcategory> = {
  new: { ru: 'Новинки', en: 'New' },
  popular: { ru: 'Популярные', en: 'Popular' },
  jackpots: { ru: 'Джекпоты', en: 'Jackpots' },
  megaways: { ru: 'Megaways', en: 'Megaways' },
  fruits: { ru: 'Фруктовые', en: 'Fruits' },
  books: { ru: 'Книги', en: 'Books' },
  classic: { ru: 'Классические', en: 'Classic' },
  roulette: { ru: 'Рулетка', en: 'Roulette' },
  blackjack: { ru: 'Блэкджек', en: 'Blackjack' },
  baccarat: { ru: 'Баккара', en: 'Baccarat' },
  poker: { ru: 'Покер', en: 'Poker' },
  'game-shows': { ru: 'Игровые шоу', en: 'Game shows' },
};

/** The lobby's slot rails (each opens its sub-category). */
export const RAIL_TITLES: Texts<'popular' | 'new' | 'jackpots'> = {
  popular: { ru: 'Популярные слоты', en: 'Popular slots' },
  new: { ru: 'Новые слоты', en: 'New slots' },
  jackpots: { ru: 'Джекпоты', en: 'Jackpots' },
};
