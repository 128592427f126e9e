/** The betting alphabet (`betting-alphabet/{block?}/{category?}/{slug?}`): topic, letter, term. */
import { L, type Bilingual } from './blocks';

export interface GlossarySeed {
  block: 'terms' | 'bet-types' | 'strategies';
  slug: string;
  term: Bilingual;
  definition: Bilingual;
}

const entry = (block: GlossarySeed['block'], slug: string, term: Bilingual, definition: Bilingual): GlossarySeed => ({ block, slug, term, definition });

export const GLOSSARY_SEED: readonly GlossarySeed[] = [
  entry('terms', 'odds', L('Коэффициент', 'Odds'), L('Число, на которое умножается ставка при выигрыше.', 'The number a winning stake is multiplied by.')),
  entry('terms', 'margin', L('Маржа', 'Margin'), L('Доля букмекера, заложенная в коэффициенты; сумма обратных коэффициентов минус единица.', 'The bookmaker’s share built into the odds: the sum of the inverse odds minus one.')),
  entry('terms', 'line', L('Линия', 'Line'), L('События и исходы, на которые принимаются ставки до начала матча.', 'The events and outcomes open for betting before kick-off.')),
  entry('terms', 'live', L('Лайв', 'Live'), L('Ставки по ходу матча с меняющимися коэффициентами.', 'Betting during the match, with changing odds.')),
  entry('terms', 'bankroll', L('Банк', 'Bankroll'), L('Сумма, которую игрок готов потратить на ставки.', 'The amount a player is prepared to spend on betting.')),
  entry('terms', 'cash-out', L('Продажа ставки', 'Cash out'), L('Досрочный расчёт ставки по текущей цене.', 'Settling a bet early at its current price.')),
  entry('bet-types', 'single', L('Одинар', 'Single'), L('Ставка на один исход.', 'A bet on one outcome.')),
  entry('bet-types', 'accumulator', L('Экспресс', 'Accumulator'), L('Ставка на несколько исходов с перемножением коэффициентов.', 'A bet on several outcomes whose odds multiply.')),
  entry('bet-types', 'system', L('Система', 'System'), L('Набор экспрессов одного размера из выбранных исходов.', 'A set of same-size accumulators from the chosen outcomes.')),
  entry('bet-types', 'handicap', L('Фора', 'Handicap'), L('Поправка к счёту одной из команд перед расчётом.', 'An adjustment to one team’s score before settlement.')),
  entry('bet-types', 'total', L('Тотал', 'Total'), L('Ставка на количество голов, очков или других событий больше или меньше порога.', 'A bet on the number of goals, points or other events being over or under a line.')),
  entry('strategies', 'value-bet', L('Валуйная ставка', 'Value bet'), L('Ставка, вероятность которой выше, чем заложено в коэффициент.', 'A bet whose chance is higher than its odds imply.')),
  entry('strategies', 'flat', L('Флэт', 'Flat staking'), L('Одинаковая сумма каждой ставки, независимо от результатов.', 'The same stake on every bet, whatever the results.')),
  entry('strategies', 'dogon', L('Догон', 'Martingale'), L('Увеличение ставки после проигрыша; быстро исчерпывает банк и не меняет математическое ожидание.', 'Raising the stake after a loss; it drains a bankroll fast and does not change the expected value.')),
];
