/**
 * What the welcome journey remembers in this browser (localStorage, validated on read; a broken or
 * foreign value counts as "not yet"): the welcome modal was seen, the first-deposit-bonus modal was
 * shown, and a visitor's bonus choice from it (registration's `first_deposit_bonus_choice` starts there).
 */
import * as v from 'valibot';
import { atom, type ReadableAtom } from 'nanostores';
import { getWebStorage, readStored, writeStored } from '@kickoff/platform';

export const WELCOME_SEEN_KEY = 'kickoff.welcome.seen';
export const FIRST_DEPOSIT_BONUS_SHOWN_KEY = 'kickoff.firstDepositBonus.shown';
export const BONUS_CHOICE_KEY = 'kickoff.firstDepositBonus.choice';

const SeenSchema = v.literal(true);
/** Account spec §3: 0 none, 1 sport bonus, 2 casino bonus. */
export const BonusChoiceSchema = v.picklist([0, 1, 2]);
export type BonusChoice = v.InferOutput<typeof BonusChoiceSchema>;

export const wasSeen = (key: string): boolean => readStored(getWebStorage('local'), key, SeenSchema) === true;
export const markSeen = (key: string): void => void writeStored(getWebStorage('local'), key, true);

const bonusChoice = atom<BonusChoice | null>(readStored(getWebStorage('local'), BONUS_CHOICE_KEY, BonusChoiceSchema) ?? null);
/** A visitor's first-deposit bonus choice (the registration form starts from it); null when none. */
export const $visitorBonusChoice: ReadableAtom<BonusChoice | null> = bonusChoice;

export function chooseVisitorBonus(choice: BonusChoice): void {
  bonusChoice.set(choice);
  writeStored(getWebStorage('local'), BONUS_CHOICE_KEY, choice);
}
