/**
 * The site rules (`information/rules/{ruleGroup}/{chapter?}`): groups of chapters, each chapter a list
 * of sections. A section's tags name the product it concerns, as the terms changes do.
 */
import { L, p, ul, type Bilingual, type BilingualBlock } from './blocks';

export interface RuleSectionSeed {
  title: Bilingual;
  blocks: readonly BilingualBlock[];
  tags: readonly string[];
}
export interface RuleChapterSeed {
  title: Bilingual;
  sections: readonly RuleSectionSeed[];
}
export interface RuleGroupSeed {
  group: number;
  title: Bilingual;
  chapters: readonly RuleChapterSeed[];
}

const section = (title: Bilingual, blocks: readonly BilingualBlock[], tags: readonly string[] = []): RuleSectionSeed => ({ title, blocks, tags });

export const RULES_SEED: readonly RuleGroupSeed[] = [
  {
    group: 1,
    title: L('Общие правила', 'General rules'),
    chapters: [
      {
        title: L('Счёт игрока', 'The player’s account'),
        sections: [
          section(L('Кто может играть', 'Who may play'), [
            p('Играть могут лица старше 18 лет. У каждого игрока один счёт; повторные регистрации закрываются, средства с них возвращаются на основной счёт.',
              'Persons over 18 may play. Each player holds one account; duplicate registrations are closed and their funds returned to the main account.'),
          ]),
          section(L('Валюты счёта', 'Account currencies'), [
            p('Игрок может открыть несколько счетов в разных валютах и выбрать активный. Ставка делается в валюте активного счёта.',
              'A player may open several accounts in different currencies and choose the active one. A bet is placed in the active account’s currency.'),
          ]),
        ],
      },
      {
        title: L('Пополнение и вывод', 'Deposits and withdrawals'),
        sections: [
          section(L('Пополнение', 'Deposits'), [
            p('Пополнение зачисляется после подтверждения платёжной системой. Минимальная и максимальная суммы зависят от способа и валюты.',
              'A deposit is credited once the payment provider confirms it. Minimum and maximum amounts depend on the method and currency.'),
          ]),
          section(L('Вывод', 'Withdrawals'), [
            ul(['Вывод доступен после верификации.', 'Сумма заявки резервируется до её обработки.', 'Заявку можно отменить, пока она ожидает обработки.'],
              ['Withdrawals are open after verification.', 'The requested amount is held until the request is processed.', 'A request can be cancelled while it is pending.']),
          ]),
        ],
      },
    ],
  },
  {
    group: 2,
    title: L('Ставки на спорт', 'Sports betting'),
    chapters: [
      {
        title: L('Типы ставок', 'Bet types'),
        sections: [
          section(L('Одинар, экспресс, система', 'Single, accumulator, system'), [
            ul(['Одинар — ставка на один исход.', 'Экспресс — ставка на несколько исходов; коэффициенты перемножаются, ставка выигрывает, если выиграли все исходы.', 'Система — набор экспрессов одного размера из выбранных исходов.'],
              ['Single: a bet on one outcome.', 'Accumulator: a bet on several outcomes; the odds multiply and the bet wins when every outcome wins.', 'System: a set of accumulators of one size from the chosen outcomes.']),
          ], ['sport']),
          section(L('Киберспорт', 'Esports'), [
            p('Матч, переигранный после технической паузы, рассчитывается по итогу переигровки.', 'A match replayed after a technical pause is settled on the replay’s result.'),
          ], ['cyber']),
        ],
      },
      {
        title: L('Расчёт ставок', 'Settlement'),
        sections: [
          section(L('Официальный результат', 'Official result'), [
            p('Ставки рассчитываются по официальному результату. Событие, отменённое или перенесённое более чем на 48 часов, рассчитывается с коэффициентом 1.',
              'Bets are settled on the official result. An event cancelled or postponed by more than 48 hours is settled at odds of 1.'),
          ], ['sport']),
          section(L('Изменение коэффициентов', 'Odds changes'), [
            p('Ставка принимается по коэффициенту на момент её регистрации на сервере. Если коэффициент изменился, купон просит подтвердить новое значение.',
              'A bet is accepted at the odds current when the server registers it. If the odds changed, the slip asks you to confirm the new value.'),
          ], ['sport']),
        ],
      },
      {
        title: L('Ставки в лайве', 'Live betting'),
        sections: [
          section(L('Задержка приёма', 'Acceptance delay'), [
            p('Ставки по ходу матча принимаются с короткой задержкой; если за это время произошёл опасный момент, ставка может быть отклонена.',
              'In-play bets are accepted after a short delay; if a dangerous moment happens meanwhile, the bet may be refused.'),
          ], ['sport']),
        ],
      },
    ],
  },
  {
    group: 3,
    title: L('Казино', 'Casino'),
    chapters: [
      {
        title: L('Правила игр', 'Game rules'),
        sections: [
          section(L('Случайность и возврат', 'Randomness and return'), [
            p('Исход каждого раунда определяется на сервере генератором случайных чисел. Процент возврата игроку указан в правилах игры.',
              'Each round’s outcome is drawn on the server by a random number generator. The game’s rules state its return to player.'),
          ], ['casino']),
          section(L('Незавершённые раунды', 'Unfinished rounds'), [
            p('Раунд, прерванный закрытием игры или потерей связи, завершается на сервере по правилам игры; выигрыш зачисляется на счёт.',
              'A round interrupted by closing the game or losing the connection is finished on the server under the game’s rules; any win is credited to the account.'),
          ], ['casino']),
        ],
      },
    ],
  },
  {
    group: 4,
    title: L('Тотализатор', 'Toto'),
    chapters: [
      {
        title: L('Правила тотализатора', 'Toto rules'),
        sections: [
          section(L('Купон тотализатора', 'The toto coupon'), [
            p('В купоне отмечаются исходы всех событий тиража. Число вариантов равно произведению отмеченных исходов по событиям.',
              'A toto coupon marks outcomes for every event of the draw. The number of lines is the product of the outcomes marked per event.'),
          ], ['toto']),
        ],
      },
    ],
  },
];
