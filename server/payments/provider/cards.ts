/**
 * The demo provider's card checks and its documented test cards (README "Test cards"): Luhn, expiry
 * (this month or later, on the server clock), a three-digit CVC. The outcome is chosen by the number.
 */

export type CardOutcome = 'success' | 'failure' | 'pending' | 'three_ds';

/** The test cards, by number without spaces. Any other valid number is declined as "not a test card". */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'success',
  '4000000000000002': 'failure',
  '4000000000000077': 'pending',
  '4000000000003220': 'three_ds',
};

export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` (or `MM / YY`) not before the current month of `now` (UTC). */
export function expiryValid(value: string, now: number): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const today = new Date(now);
  return year > today.getUTCFullYear() || (year === today.getUTCFullYear() && month >= today.getUTCMonth() + 1);
}

export const cvcValid = (value: string): boolean => /^\d{3}$/.test(value.trim());

export type CardField = 'number' | 'expiry' | 'cvc';

export interface CardCheck {
  errors: Partial<Record<CardField, string>>;
  outcome?: CardOutcome;
}

/** Field errors of a card form (English and Russian texts by `lng`), or the outcome of a valid test card. */
export function checkCard(input: Record<CardField, string>, now: number, lng: 'ru' | 'en'): CardCheck {
  const text = CARD_TEXTS[lng];
  const errors: CardCheck['errors'] = {};
  const number = digitsOf(input.number);
  if (!luhnValid(number)) errors.number = text.number;
  else if (!TEST_CARDS[number]) errors.number = text.notTest;
  if (!expiryValid(input.expiry, now)) errors.expiry = text.expiry;
  if (!cvcValid(input.cvc)) errors.cvc = text.cvc;
  if (Object.keys(errors).length > 0) return { errors };
  const outcome = TEST_CARDS[number];
  return outcome ? { errors, outcome } : { errors };
}

const CARD_TEXTS = {
  en: {
    number: 'Enter a valid card number',
    notTest: 'This demo takes only the test cards listed below',
    expiry: 'Enter the expiry date as MM/YY (not in the past)',
    cvc: 'Enter the three digits on the back of the card',
  },
  ru: {
    number: 'Введите правильный номер карты',
    notTest: 'Демо принимает только тестовые карты из списка ниже',
    expiry: 'Введите срок действия в виде ММ/ГГ (не в прошлом)',
    cvc: 'Введите три цифры с обратной стороны карты',
  },
} as const;
