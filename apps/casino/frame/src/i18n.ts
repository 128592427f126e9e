/**
 * Every text the game frame shows, in Russian and English: one plain object per language, picked by
 * the `init` message's `lang`. Amounts and multipliers arrive already formatted (see format.ts). The
 * rules card's labels come from the play service in English; `ruleLabel` translates the ones it
 * knows and leaves any other as it is.
 */

export type Lang = 'ru' | 'en';
export type Suit = 'clubs' | 'diamonds' | 'hearts' | 'spades';

export interface Texts {
  loading: string;
  badOrigin: string;
  frameLabel: string;
  funBadge: string;
  realBadge: string;
  balance: string;
  close: string;
  refill: string;
  stake: string;
  stakeHint: (min: string, max: string) => string;
  stakeEmpty: string;
  stakeRange: (min: string, max: string) => string;
  stakeDecimals: (digits: number) => string;
  stakeOverBalance: string;
  won: (amount: string) => string;
  noWin: string;
  badView: string;
  rules: string;
  rtp: (percent: string) => string;
  /** Real money: the most one round pays; a bigger win is paid at it. */
  maxWin: (amount: string) => string;
  rulesCombination: string;
  rulesPays: string;
  rulesChance: string;
  ruleLabel: (label: string) => string;
  slot: {
    spin: string;
    reels: string;
    linesWon: string;
    noLines: string;
    line: (line: number, count: number, symbol: string, multiplier: string) => string;
    symbols: Readonly<Record<string, string>>;
    notSpun: string;
  };
  crash: {
    target: string;
    targetHint: string;
    targetError: string;
    play: string;
    crashed: (at: string) => string;
    reached: (target: string) => string;
    missed: (target: string) => string;
  };
  wheel: {
    spin: string;
    segments: string;
    segment: (n: number, multiplier: string) => string;
    landed: (multiplier: string) => string;
  };
  keno: {
    numbers: string;
    number: (n: number) => string;
    drawn: string;
    hit: string;
    quickPick: string;
    clear: string;
    play: string;
    picked: (count: number, max: number) => string;
    tooMany: (max: number) => string;
    hits: (hits: number, picks: number) => string;
  };
  cards: {
    deal: string;
    dealAgain: string;
    higher: string;
    lower: string;
    collect: (amount: string) => string;
    card: (rank: number, suit: Suit) => string;
    currentCard: string;
    history: string;
    pays: (multiplier: string) => string;
    noCard: string;
    value: (multiplier: string) => string;
    right: string;
    lost: string;
    collected: (amount: string) => string;
    resumed: string;
  };
}

const EN_RANKS = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const RU_RANKS = ['Двойка', 'Тройка', 'Четвёрка', 'Пятёрка', 'Шестёрка', 'Семёрка', 'Восьмёрка', 'Девятка', 'Десятка', 'Валет', 'Дама', 'Король', 'Туз'];
const RU_SUITS: Readonly<Record<Suit, string>> = { clubs: 'треф', diamonds: 'бубен', hearts: 'червей', spades: 'пик' };

const RU_SYMBOLS: Readonly<Record<string, string>> = {
  Cherry: 'Вишня',
  Lemon: 'Лимон',
  Bell: 'Колокольчик',
  Clover: 'Клевер',
  Horseshoe: 'Подкова',
  Seven: 'Семёрка',
  Crown: 'Корона',
  Diamond: 'Бриллиант',
};

/** The rules labels the play service sends (engines' `rules()`), as patterns with their Russian text. */
const RU_RULES: readonly (readonly [RegExp, (m: RegExpMatchArray) => string])[] = [
  [/^Return to player ([\d.]+)%( per guess)?$/, (m) => `Возврат игроку ${m[1] ?? ''}%${m[2] ? ' на каждую догадку' : ''}`],
  [/^10 fixed paylines/, () => '10 фиксированных линий; линия платит за 3, 4 или 5 одинаковых символов подряд с левого барабана; ставка делится между линиями'],
  [/^(\d) × (\w+) on a line$/, (m) => `${m[1] ?? ''} × ${RU_SYMBOLS[m[2] ?? ''] ?? m[2] ?? ''} на линии`],
  [/^Set a cash-out target/, () => 'Выберите цель от ×1.01 до ×1000.00; выигрыш — ставка × цель, если множитель до неё дойдёт'],
  [/^Crash at ×1\.00 \(at once\)$/, () => 'Обвал сразу на ×1.00'],
  [/^Cash out at (×[\d.]+)$/, (m) => `Цель ${m[1] ?? ''}`],
  [/^Empty segment$/, () => 'Пустой сектор'],
  [/^Segment (×[\d.]+)$/, (m) => `Сектор ${m[1] ?? ''}`],
  [/^Pick 1 to 10 numbers/, () => 'Выберите от 1 до 10 чисел из 80; выпадает 20 чисел; выигрыш зависит от числа совпадений'],
  [/^(\d+) of (\d+) hits$/, (m) => `${m[1] ?? ''} из ${m[2] ?? ''} совпадений`],
  [/^Guess whether the next card/, () => 'Угадайте, будет ли следующая карта старше или младше; при равенстве догадка верна; забрать выигрыш можно в любой момент'],
  [/^The round collects itself after (\d+) right guesses or at (×[\d,.]+)$/, (m) => `Раунд завершается сам после ${m[1] ?? ''} верных догадок или на ${m[2] ?? ''}`],
  [/^A guess that wins on (\d+) of 13 ranks$/, (m) => `Догадка, верная для ${m[1] ?? ''} из 13 рангов`],
];

function translateRule(label: string): string {
  for (const [pattern, text] of RU_RULES) {
    const m = label.match(pattern);
    if (m) return text(m);
  }
  return label;
}

const en: Texts = {
  loading: 'Loading the game…',
  badOrigin: 'This game can only be opened from the casino page.',
  frameLabel: 'Game',
  funBadge: 'Fun money',
  realBadge: 'Real money',
  balance: 'Balance',
  close: 'Close game',
  refill: 'Top up fun money',
  stake: 'Stake',
  stakeHint: (min, max) => `From ${min} to ${max}`,
  maxWin: (amount) => `Maximum win per round: ${amount}. A bigger win is paid at this amount.`,
  stakeEmpty: 'Enter a stake.',
  stakeRange: (min, max) => `The stake must be from ${min} to ${max}.`,
  stakeDecimals: (digits) => `The stake can have at most ${digits} decimals.`,
  stakeOverBalance: 'The stake is more than your balance.',
  won: (amount) => `You won ${amount}`,
  noWin: 'No win this time',
  badView: 'The game sent a result it could not show; your balance is safe.',
  rules: 'Rules and paytable',
  rtp: (percent) => `Return to player: ${percent}`,
  rulesCombination: 'Combination',
  rulesPays: 'Pays',
  rulesChance: 'Chance',
  ruleLabel: (label) => label,
  slot: {
    spin: 'Spin',
    reels: 'Reels',
    linesWon: 'Winning lines',
    noLines: 'No winning lines',
    line: (line, count, symbol, multiplier) => `Line ${line}: ${count} × ${symbol}, ${multiplier}`,
    symbols: { Cherry: 'Cherry', Lemon: 'Lemon', Bell: 'Bell', Clover: 'Clover', Horseshoe: 'Horseshoe', Seven: 'Seven', Crown: 'Crown', Diamond: 'Diamond' },
    notSpun: 'Not spun yet',
  },
  crash: {
    target: 'Target multiplier',
    targetHint: 'From ×1.01 to ×1000.00',
    targetError: 'The target must be from 1.01 to 1000.00, with at most 2 decimals.',
    play: 'Play',
    crashed: (at) => `Crashed at ${at}`,
    reached: (target) => `target ${target} reached`,
    missed: (target) => `target ${target} not reached`,
  },
  wheel: {
    spin: 'Spin',
    segments: 'Wheel segments',
    segment: (n, multiplier) => `Segment ${n}: ${multiplier}`,
    landed: (multiplier) => `The wheel stopped on ${multiplier}`,
  },
  keno: {
    numbers: 'Numbers',
    number: (n) => `Number ${n}`,
    drawn: 'drawn',
    hit: 'hit',
    quickPick: 'Quick pick',
    clear: 'Clear',
    play: 'Play',
    picked: (count, max) => `Picked ${count} of ${max}`,
    tooMany: (max) => `You can pick at most ${max} numbers.`,
    hits: (hits, picks) => `${hits} of ${picks} hits`,
  },
  cards: {
    deal: 'Deal',
    dealAgain: 'Deal again',
    higher: 'Higher',
    lower: 'Lower',
    collect: (amount) => `Collect ${amount}`,
    card: (rank, suit) => `${EN_RANKS[rank - 2] ?? String(rank)} of ${suit}`,
    currentCard: 'Current card',
    history: 'Cards dealt',
    pays: (multiplier) => `A right guess multiplies by ${multiplier}`,
    noCard: 'Press Deal to get a card.',
    value: (multiplier) => `Round value ${multiplier}`,
    right: 'Right guess',
    lost: 'Wrong guess: the round is lost',
    collected: (amount) => `Collected ${amount}`,
    resumed: 'Your unfinished round is back.',
  },
};

const ru: Texts = {
  loading: 'Загружаем игру…',
  badOrigin: 'Эту игру можно открыть только со страницы казино.',
  frameLabel: 'Игра',
  funBadge: 'Игра на фан-деньги',
  realBadge: 'Игра на деньги',
  balance: 'Баланс',
  close: 'Закрыть игру',
  refill: 'Пополнить фан-деньги',
  stake: 'Ставка',
  stakeHint: (min, max) => `От ${min} до ${max}`,
  maxWin: (amount) => `Максимальный выигрыш за раунд: ${amount}. Больший выигрыш выплачивается в этом размере.`,
  stakeEmpty: 'Введите ставку.',
  stakeRange: (min, max) => `Ставка должна быть от ${min} до ${max}.`,
  stakeDecimals: (digits) => `У ставки может быть не больше ${digits} знаков после запятой.`,
  stakeOverBalance: 'Ставка больше вашего баланса.',
  won: (amount) => `Вы выиграли ${amount}`,
  noWin: 'В этот раз без выигрыша',
  badView: 'Игра прислала результат, который не удалось показать; ваш баланс в безопасности.',
  rules: 'Правила и выплаты',
  rtp: (percent) => `Возврат игроку: ${percent}`,
  rulesCombination: 'Комбинация',
  rulesPays: 'Выплата',
  rulesChance: 'Вероятность',
  ruleLabel: translateRule,
  slot: {
    spin: 'Крутить',
    reels: 'Барабаны',
    linesWon: 'Выигрышные линии',
    noLines: 'Выигрышных линий нет',
    line: (line, count, symbol, multiplier) => `Линия ${line}: ${count} × ${symbol}, ${multiplier}`,
    symbols: RU_SYMBOLS,
    notSpun: 'Ещё не крутили',
  },
  crash: {
    target: 'Целевой множитель',
    targetHint: 'От ×1.01 до ×1000.00',
    targetError: 'Цель должна быть от 1.01 до 1000.00, не больше 2 знаков после запятой.',
    play: 'Играть',
    crashed: (at) => `Обвал на ${at}`,
    reached: (target) => `цель ${target} достигнута`,
    missed: (target) => `цель ${target} не достигнута`,
  },
  wheel: {
    spin: 'Крутить',
    segments: 'Секторы колеса',
    segment: (n, multiplier) => `Сектор ${n}: ${multiplier}`,
    landed: (multiplier) => `Колесо остановилось на ${multiplier}`,
  },
  keno: {
    numbers: 'Числа',
    number: (n) => `Число ${n}`,
    drawn: 'выпало',
    hit: 'совпадение',
    quickPick: 'Случайный выбор',
    clear: 'Очистить',
    play: 'Играть',
    picked: (count, max) => `Выбрано ${count} из ${max}`,
    tooMany: (max) => `Можно выбрать не больше ${max} чисел.`,
    hits: (hits, picks) => `${hits} из ${picks} совпадений`,
  },
  cards: {
    deal: 'Раздать',
    dealAgain: 'Раздать снова',
    higher: 'Старше',
    lower: 'Младше',
    collect: (amount) => `Забрать ${amount}`,
    card: (rank, suit) => `${RU_RANKS[rank - 2] ?? String(rank)} ${RU_SUITS[suit]}`,
    currentCard: 'Текущая карта',
    history: 'Сданные карты',
    pays: (multiplier) => `Верная догадка умножает на ${multiplier}`,
    noCard: 'Нажмите «Раздать», чтобы получить карту.',
    value: (multiplier) => `Стоимость раунда ${multiplier}`,
    right: 'Верно',
    lost: 'Неверно: раунд проигран',
    collected: (amount) => `Вы забрали ${amount}`,
    resumed: 'Ваш незавершённый раунд восстановлен.',
  },
};

const TEXTS: Readonly<Record<Lang, Texts>> = { en, ru };

/** The texts of a language. */
export function textsFor(lang: Lang): Texts {
  return TEXTS[lang];
}

/** The language a page URL or the browser asks for, before `init` names one ('ru' or 'en'). */
export function guessLang(search: string, browserLang: string): Lang {
  const asked = new URLSearchParams(search).get('lang') ?? browserLang;
  return asked.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}
