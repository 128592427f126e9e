/**
 * The seeded promotions and tournaments, in Russian and English. Running promotions end in 2030, one
 * is upcoming, one has ended, so every state shows. Tournaments are weekly: each Monday 00:00 UTC a new
 * period starts with an empty leaderboard.
 */
import type { PromotionKind } from '@kickoff/promotions-contracts/promotions';

type Both = { ru: string; en: string };
type BothList = { ru: readonly string[]; en: readonly string[] };

export interface PromotionSeed {
  slug: string;
  kind: PromotionKind;
  hue: number;
  startsAt: string;
  endsAt: string;
  optIn: boolean;
  /** The games it counts: a catalogue section, or game ids. */
  games: { section?: string; ids?: readonly number[] };
  title: Both;
  summary: Both;
  rules: BothList;
  partners?: ReadonlyArray<{ id: number; name: string; description: Both }>;
}

export interface TournamentSeed {
  slug: string;
  hue: number;
  /** The catalogue section whose real rounds score. */
  section: string;
  /** Prizes by place, in roubles. */
  prizes: readonly number[];
  title: Both;
  summary: Both;
  rules: BothList;
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    slug: 'casino-welcome', kind: 'casino', hue: 280, startsAt: '2026-11-01', endsAt: '2030-12-31', optIn: true, games: { section: 'slots-vulkan' },
    title: { ru: 'Приветственные спины Vulkan', en: 'Vulkan welcome spins' },
    summary: { ru: 'Играйте в слоты Vulkan и получайте двойные клубные баллы.', en: 'Play Vulkan slots and earn double club points.' },
    rules: {
      ru: ['Примите участие кнопкой «Участвовать».', 'Каждая ставка в слотах коллекции Vulkan на реальные деньги приносит двойные клубные баллы.', 'Баллы начисляются после завершения раунда.', 'Игра на фан-деньги не учитывается.'],
      en: ['Opt in with the “Take part” button.', 'Every real-money stake on the Vulkan slots earns double club points.', 'Points are added when the round settles.', 'Fun-money play does not count.'],
    },
  },
  {
    slug: 'crash-week', kind: 'casino', hue: 12, startsAt: '2026-11-01', endsAt: '2030-12-31', optIn: true, games: { section: 'crash-games' },
    title: { ru: 'Неделя краш-игр', en: 'Crash week' },
    summary: { ru: 'Турнирная таблица краш-игр обновляется после каждого раунда.', en: 'The crash-games leaderboard updates after every round.' },
    rules: {
      ru: ['Участвуют ставки на реальные деньги в краш-играх.', 'Очки турнира — по одному за каждый поставленный рубль.', 'Призы выплачиваются в понедельник после окончания недели.'],
      en: ['Real-money stakes on crash games take part.', 'One tournament point for every rouble staked.', 'Prizes are paid on the Monday after the week ends.'],
    },
  },
  {
    slug: 'express-boost', kind: 'sport', hue: 140, startsAt: '2026-11-01', endsAt: '2030-12-31', optIn: false, games: {},
    title: { ru: 'Бонус к экспрессу', en: 'Express boost' },
    summary: { ru: 'Коэффициент экспресса от 4 событий увеличивается бонусным коэффициентом.', en: 'Expresses of 4 or more selections get a bonus coefficient.' },
    rules: {
      ru: ['Экспресс из 4 и более событий с коэффициентом каждого не ниже 1,40.', 'Бонусный коэффициент растёт с числом событий и показан в купоне.', 'Участие автоматическое.'],
      en: ['An express of 4 or more selections, each at odds of 1.40 or more.', 'The bonus coefficient grows with the number of selections and shows in the bet slip.', 'Everyone takes part automatically.'],
    },
  },
  {
    slug: 'weekend-reload', kind: 'bonus', hue: 200, startsAt: '2026-11-01', endsAt: '2030-12-31', optIn: true, games: {},
    title: { ru: 'Бонус выходного дня', en: 'Weekend reload' },
    summary: { ru: '25% к депозиту в субботу и воскресенье с отыгрышем ×5.', en: '25% on top of a Saturday or Sunday deposit, wagered ×5.' },
    rules: {
      ru: ['Один бонус в выходные на аккаунт.', 'Максимальный бонус — 5 000 ₽.', 'Отыгрыш ×5 ставками экспресс с коэффициентом от 1,60 в течение 7 дней.'],
      en: ['One bonus per weekend per account.', 'The largest bonus is 5,000 RUB.', 'Wager ×5 with express bets at odds of 1.60 or more within 7 days.'],
    },
  },
  {
    slug: 'partner-club', kind: 'offer', hue: 45, startsAt: '2026-11-01', endsAt: '2030-12-31', optIn: false, games: {},
    title: { ru: 'Клуб партнёров', en: 'Partner club' },
    summary: { ru: 'Скидки партнёров Kickoff для игроков уровня «Серебро» и выше.', en: 'Kickoff partners’ discounts for Silver players and above.' },
    rules: {
      ru: ['Скидка действует при предъявлении номера аккаунта.', 'Уровень считается по клубным баллам на дату покупки.'],
      en: ['Show your account number to get the discount.', 'Your level is counted from club points on the day of purchase.'],
    },
    partners: [
      { id: 1, name: 'Arena Fitness', description: { ru: 'Скидка 15% на абонемент.', en: '15% off a membership.' } },
      { id: 2, name: 'Sportmaster Pro', description: { ru: 'Скидка 10% на экипировку.', en: '10% off sports gear.' } },
      { id: 3, name: 'Kick Taxi', description: { ru: 'Поездка на матч — со скидкой 20%.', en: '20% off a ride to the match.' } },
    ],
  },
  {
    slug: 'new-year-cup', kind: 'casino', hue: 330, startsAt: '2030-12-01', endsAt: '2031-01-15', optIn: true, games: { section: 'slots', ids: [1001, 1002, 1003] },
    title: { ru: 'Новогодний кубок', en: 'New Year cup' },
    summary: { ru: 'Скоро: новогодние слоты с призами каждый день.', en: 'Coming soon: New Year slots with prizes every day.' },
    rules: { ru: ['Акция начнётся 1 декабря 2030 года.'], en: ['The promotion starts on 1 December 2030.'] },
  },
  {
    slug: 'autumn-cashback', kind: 'offer', hue: 25, startsAt: '2026-01-01', endsAt: '2026-02-01', optIn: false, games: {},
    title: { ru: 'Зимний кешбэк', en: 'Winter cashback' },
    summary: { ru: 'Акция завершена.', en: 'This promotion has ended.' },
    rules: { ru: ['Кешбэк 5% на проигранные ставки января 2026 года.'], en: ['5% cashback on the lost bets of January 2026.'] },
  },
];

export const TOURNAMENTS: readonly TournamentSeed[] = [
  {
    slug: 'slots-sprint', hue: 260, section: 'slots', prizes: [50000, 25000, 10000, 5000, 5000, 2000, 2000, 1000, 1000, 1000],
    title: { ru: 'Спринт по слотам', en: 'Slots sprint' },
    summary: { ru: 'Еженедельный турнир: очки за каждый поставленный рубль в слотах.', en: 'A weekly tournament: points for every rouble staked on slots.' },
    rules: {
      ru: ['Нажмите «Участвовать» — очки начисляются за раунды после этого.', 'Одно очко за каждый рубль ставки на реальные деньги в разделе «Слоты».', 'При равенстве очков выше тот, кто набрал их раньше.', 'Неделя длится с понедельника 00:00 до воскресенья 23:59 UTC.'],
      en: ['Press “Take part”: rounds after that score.', 'One point for every rouble of a real-money stake in Slots.', 'On equal points, whoever got there first ranks higher.', 'A week runs from Monday 00:00 to Sunday 23:59 UTC.'],
    },
  },
  {
    slug: 'crash-masters', hue: 10, section: 'crash-games', prizes: [30000, 15000, 7500, 3000, 1500],
    title: { ru: 'Мастера краша', en: 'Crash masters' },
    summary: { ru: 'Турнир недели по краш-играм.', en: 'This week’s crash-games tournament.' },
    rules: {
      ru: ['Нажмите «Участвовать».', 'Одно очко за каждый рубль ставки на реальные деньги в краш-играх.', 'Неделя — с понедельника по воскресенье (UTC).'],
      en: ['Press “Take part”.', 'One point for every rouble of a real-money stake in crash games.', 'A week runs Monday to Sunday (UTC).'],
    },
  },
  {
    slug: 'cards-royale', hue: 150, section: 'card-games', prizes: [20000, 10000, 5000],
    title: { ru: 'Карточный турнир', en: 'Cards royale' },
    summary: { ru: 'Угадывайте карты и поднимайтесь в таблице.', en: 'Guess the cards and climb the table.' },
    rules: {
      ru: ['Нажмите «Участвовать».', 'Одно очко за каждый рубль ставки на реальные деньги в карточных играх.'],
      en: ['Press “Take part”.', 'One point for every rouble of a real-money stake in card games.'],
    },
  },
];
