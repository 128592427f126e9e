/**
 * What the published terms versions changed (the confirm-terms page lists them). Version 1 is the
 * site's first terms, which every demo player but `terms` accepted; its list says what a player
 * agrees to. The tags name the product a change concerns (sport, casino, cyber, vip); a site that
 * offers no casino leaves `casino` out of `rulesFilterTags` and its players never see those changes.
 */
import type { TermsChangeSeed } from './store/terms';

export const INITIAL_TERMS_CHANGES: readonly TermsChangeSeed[] = [
  {
    title: { ru: 'Возраст и одна учётная запись', en: 'Age and one account' },
    summary: {
      ru: 'Играть могут только совершеннолетние. У каждого игрока одна учётная запись; повторные регистрации закрываются, а их средства возвращаются на основной счёт.',
      en: 'Only adults may play. Each player holds one account; duplicate registrations are closed and their funds returned to the main account.',
    },
    tags: [],
  },
  {
    title: { ru: 'Ставки на спорт: расчёт и отмена', en: 'Sports bets: settlement and voids' },
    summary: {
      ru: 'Ставка рассчитывается по официальному результату. Ставка на отменённое или перенесённое более чем на 48 часов событие рассчитывается с коэффициентом 1.',
      en: 'A bet is settled on the official result. A bet on an event cancelled or postponed by more than 48 hours is settled at odds of 1.',
    },
    tags: ['sport'],
  },
  {
    title: { ru: 'Казино: незавершённые раунды', en: 'Casino: unfinished rounds' },
    summary: {
      ru: 'Раунд, прерванный закрытием игры или потерей связи, завершается на сервере по правилам игры; выигрыш зачисляется на счёт.',
      en: 'A round interrupted by closing the game or losing the connection is finished on the server under the game’s rules; any win is credited to the account.',
    },
    tags: ['casino'],
  },
  {
    title: { ru: 'Киберспорт: технические паузы', en: 'Esports: technical pauses' },
    summary: {
      ru: 'Матч, переигранный после технической паузы, рассчитывается по итогу переигровки.',
      en: 'A match replayed after a technical pause is settled on the replay’s result.',
    },
    tags: ['cyber'],
  },
  {
    title: { ru: 'Ответственная игра', en: 'Responsible gaming' },
    summary: {
      ru: 'Лимиты, самоисключение и тайм-аут устанавливаются в личном кабинете. Самоисключение нельзя отменить до его окончания.',
      en: 'Limits, self-exclusion and time-out are set in the player office. A self-exclusion cannot be lifted before it ends.',
    },
    tags: [],
  },
];
