/** Site news (`news`, `news/{slug}`), newest first when served. */
import { L, link, p, type Bilingual, type BilingualBlock } from './blocks';

export interface NewsSeed {
  slug: string;
  title: Bilingual;
  summary: Bilingual;
  blocks: readonly BilingualBlock[];
  /** ISO date of publication. */
  published: string;
}

export const NEWS_SEED: readonly NewsSeed[] = [
  {
    slug: 'cash-out-live',
    title: L('Продажа ставки в лайве', 'Cash out in live'),
    summary: L('Ставку по ходу матча теперь можно продать до его окончания.', 'An in-play bet can now be cashed out before the match ends.'),
    blocks: [p('Откройте историю ставок: у нерассчитанной ставки появится кнопка продажи с текущей суммой.', 'Open your bet history: an unsettled bet shows a cash-out button with the current amount.'), link('История ставок', 'Bet history', '/office/history')],
    published: '2026-11-20',
  },
  {
    slug: 'reality-check',
    title: L('Напоминание о времени в игре', 'Reality check'),
    summary: L('Сайт может напоминать, сколько вы уже играете.', 'The site can remind you how long you have been playing.'),
    blocks: [p('Включите напоминание в разделе ответственной игры и выберите интервал от 5 до 60 минут.', 'Turn the reminder on in the responsible gaming area and choose an interval from 5 to 60 minutes.'), link('Ответственная игра', 'Responsible gaming', '/office/responsible')],
    published: '2026-11-12',
  },
  {
    slug: 'toto-jackpot',
    title: L('Джекпот тотализатора вырос', 'The toto jackpot has grown'),
    summary: L('В ближайшем тираже разыгрывается увеличенный джекпот.', 'The next draw plays for an enlarged jackpot.'),
    blocks: [p('Угадайте исходы всех 15 событий тиража, чтобы забрать джекпот.', 'Predict all 15 events of the draw to take the jackpot.'), link('Тотализатор', 'Toto', '/toto')],
    published: '2026-11-05',
  },
  {
    slug: 'esports-finals',
    title: L('Финалы киберсезона', 'Esports season finals'),
    summary: L('Расширенная роспись на финальные матчи киберсезона.', 'Extended markets for the esports season finals.'),
    blocks: [p('На финальные матчи доступны ставки на карты, раунды и тоталы убийств.', 'The finals offer bets on maps, rounds and kill totals.')],
    published: '2026-10-28',
  },
  {
    slug: 'new-payment-methods',
    title: L('Новые способы пополнения', 'New deposit methods'),
    summary: L('Пополнить счёт теперь можно электронным кошельком.', 'You can now deposit with an e-wallet.'),
    blocks: [p('Выберите кошелёк на странице пополнения. Деньги зачисляются сразу после подтверждения.', 'Choose the wallet on the deposit page. The money is credited as soon as it is confirmed.'), link('Пополнить', 'Deposit', '/office/recharge')],
    published: '2026-10-15',
  },
  {
    slug: 'bet-calculator',
    title: L('Калькулятор ставок', 'The betting calculator'),
    summary: L('Посчитайте выигрыш по экспрессу или системе до ставки.', 'Work out an accumulator’s or a system’s return before you bet.'),
    blocks: [p('Калькулятор использует те же правила, что и купон.', 'The calculator follows the same rules as the bet slip.'), link('Открыть калькулятор', 'Open the calculator', '/information/betting-calculator')],
    published: '2026-10-01',
  },
  {
    slug: 'two-step-login',
    title: L('Вход в два шага', 'Two-step sign-in'),
    summary: L('Защитите аккаунт кодом из SMS при входе.', 'Protect your account with a text-message code at sign-in.'),
    blocks: [p('Включите вход в два шага в разделе безопасности.', 'Turn on two-step sign-in in the security area.'), link('Безопасность', 'Security', '/office/security')],
    published: '2026-09-18',
  },
  {
    slug: 'season-start',
    title: L('Старт футбольного сезона', 'The football season starts'),
    summary: L('Линия на новый сезон ведущих лиг уже открыта.', 'The line for the top leagues’ new season is open.'),
    blocks: [p('Ставки на матчи первых туров и на победителей чемпионатов уже принимаются.', 'Bets on the opening rounds and on the league winners are open.')],
    published: '2026-08-08',
  },
];
