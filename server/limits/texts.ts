/**
 * The texts the limits service answers with, in Russian (default) and English by the request's
 * `lng` query (else the `Accept-Language` header): the self-exclusion reasons, the self-test
 * an increase or removal asks first, and the titles of limit actions (account spec §8: the browser
 * prefers the server's title).
 */
import { replyLanguage, type ReplyLanguage } from '../http/lang';

export type LimitsLang = ReplyLanguage;

/** The language of the limits service's texts (the server's one rule, `replyLanguage`). */
export const langOf = replyLanguage;

type Texts = Readonly<Record<LimitsLang, string>>;

export const SELF_EXCLUDE_REASONS: ReadonlyArray<{ id: number; text: Texts }> = [
  { id: 1, text: { ru: 'Я трачу на ставки больше, чем могу себе позволить', en: 'I spend more on betting than I can afford' } },
  { id: 2, text: { ru: 'Ставки занимают слишком много времени', en: 'Betting takes too much of my time' } },
  { id: 3, text: { ru: 'Мне нужен перерыв', en: 'I need a break' } },
  { id: 4, text: { ru: 'Другая причина', en: 'Another reason' } },
];

export const isReason = (id: number): boolean => SELF_EXCLUDE_REASONS.some((r) => r.id === id);

export const ANSWER_YES = 1;
export const ANSWER_NO = 2;

/** The self-test: every question answered "no" passes; a "yes" keeps the limits as they are. */
export const TEST_QUESTIONS: ReadonlyArray<{ id: number; text: Texts }> = [
  { id: 1, text: { ru: 'Делали ли вы ставки на деньги, которые не могли позволить себе проиграть?', en: 'Have you bet money you could not afford to lose?' } },
  { id: 2, text: { ru: 'Пытались ли вы отыграть проигрыш ставками?', en: 'Have you tried to win back losses by betting more?' } },
  { id: 3, text: { ru: 'Говорили ли вам близкие, что вы слишком много играете?', en: 'Have people close to you said you gamble too much?' } },
];

const ANSWERS: ReadonlyArray<{ id: number; text: Texts }> = [
  { id: ANSWER_YES, text: { ru: 'Да', en: 'Yes' } },
  { id: ANSWER_NO, text: { ru: 'Нет', en: 'No' } },
];

export function questions(lang: LimitsLang): Array<{ id: number; question: string; answers: Array<{ id: number; answer: string }> }> {
  return TEST_QUESTIONS.map((q) => ({ id: q.id, question: q.text[lang], answers: ANSWERS.map((a) => ({ id: a.id, answer: a.text[lang] })) }));
}

export const TITLES = {
  confirmed: { ru: 'Новый лимит действует', en: 'The new limit is in force' },
  rejected: { ru: 'Изменение лимита отменено, прежний лимит действует', en: 'The change was cancelled; the previous limit stays in force' },
} as const satisfies Record<string, Texts>;
