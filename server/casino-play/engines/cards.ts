/**
 * Guess card (hi-lo): a card is dealt face up; the player guesses whether the next card is higher or
 * lower, and each right guess multiplies the round's value; a wrong guess loses it. The deck is
 * infinite (every card uniform: rank 2..14, where 11..14 are J, Q, K, A, and one of 4 suits) and a tie
 * counts as a right guess either way. A guess that wins on w of the 13 ranks pays floor(97 × 13 / w)
 * hundredths — 97% of the fair price, rounded down — so every guess returns at most 97%. The player
 * may collect at any time; the round collects itself after 10 right guesses or at ×1 000 000.
 */
import * as v from 'valibot';
import { checkStake, rtpRow, winOf } from './common';
import type { Engine, Rng, RulesRow, Step } from './types';

/** The stated return to player of each guess. */
export const CARDS_RTP = 0.97;
/** Right guesses after which the round collects itself. */
export const CARDS_MAX_GUESSES = 10;
/**
 * The highest value of a round, ×1 000 000 in hundredths: reaching it collects the round. It keeps every
 * win a safe integer (stakes up to 90 071 992 minor units) and binds only after 6 or more long-shot
 * guesses in a row; below it, every guess returns at most 97%.
 */
export const CARDS_MAX_X100 = 100_000_000;
/** The card suits. */
export const CARD_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];
/** The number of ranks, 2..14 (ace high). */
const RANKS = 13;
/** The return of a guess in hundredths (97%), as an integer for exact arithmetic. */
const RETURN_X100 = 97;

/** A card: rank 2..14 (11 jack, 12 queen, 13 king, 14 ace) and suit. */
export interface Card {
  rank: number;
  suit: CardSuit;
}

/** A guess about the next card. */
export type CardsGuess = 'higher' | 'lower';

/** The player's moves: a guess, or taking the round's value. */
export const CardsActionSchema = v.picklist(['higher', 'lower', 'collect']);
export type CardsAction = v.InferOutput<typeof CardsActionSchema>;

/** The game takes no choices up front. */
export const CardsParamsSchema = v.object({});
export type CardsParams = v.InferOutput<typeof CardsParamsSchema>;

/** A round of guess card. */
export interface CardsState {
  stakeMinor: number;
  /** Every card dealt, in order: the last one is the card to guess from (or the one that ended it). */
  cards: Card[];
  /** The guesses made, one per card after the first. */
  guesses: CardsGuess[];
  /** How many guesses were right. */
  correct: number;
  /** The round's value in hundredths of the stake (100 before any guess, 0 once lost). */
  accX100: number;
  /** open: waiting for a move; lost: a wrong guess; collected: paid out. */
  status: 'open' | 'lost' | 'collected';
}

/** How many of the 13 ranks win a guess from `rank` (a tie wins either way). */
export function cardsWinningRanks(rank: number, guess: CardsGuess): number {
  return guess === 'higher' ? 15 - rank : rank - 1;
}

/** What a right guess from `rank` multiplies the value by, in hundredths: floor(97 / p) with p = w / 13. */
export function cardsStepX100(rank: number, guess: CardsGuess): number {
  return Math.floor((RETURN_X100 * RANKS) / cardsWinningRanks(rank, guess));
}

function dealCard(rng: Rng): Card {
  const rank = 2 + rng(RANKS);
  const suit = CARD_SUITS[rng(CARD_SUITS.length)] as CardSuit;
  return { rank, suit };
}

/** The finished step of a state: nothing if lost, else the value of the round. */
function settle(state: CardsState): Step<CardsState> & { done: true } {
  return { done: true, state, winMinor: state.status === 'lost' ? 0 : winOf(state.stakeMinor, state.accX100) };
}

function collectOpen(state: CardsState): Step<CardsState> & { done: true } {
  return settle(state.status === 'open' ? { ...state, status: 'collected' } : state);
}

/** Plays a guess on an open round. */
function guess(state: CardsState, choice: CardsGuess, rng: Rng): Step<CardsState> {
  const current = state.cards[state.cards.length - 1];
  if (!current) throw new Error('the round has no card');
  if (cardsWinningRanks(current.rank, choice) >= RANKS) throw new RangeError('guess cannot lose');
  const next = dealCard(rng);
  const won = choice === 'higher' ? next.rank >= current.rank : next.rank <= current.rank;
  const played = { ...state, cards: [...state.cards, next], guesses: [...state.guesses, choice] };
  if (!won) return settle({ ...played, accX100: 0, status: 'lost' });
  const accX100 = Math.min(winOf(state.accX100, cardsStepX100(current.rank, choice)), CARDS_MAX_X100);
  const after: CardsState = { ...played, correct: state.correct + 1, accX100 };
  return after.correct >= CARDS_MAX_GUESSES || accX100 >= CARDS_MAX_X100 ? collectOpen(after) : { done: false, state: after };
}

/** The guess card engine: a round of several moves. */
export const cardsEngine: Engine<CardsParams, CardsState, CardsAction> = {
  id: 'cards',
  rtp: CARDS_RTP,
  params: CardsParamsSchema,
  action: CardsActionSchema,
  start(stakeMinor: number, _params: CardsParams, rng: Rng): Step<CardsState> {
    checkStake(stakeMinor);
    if (!Number.isSafeInteger(stakeMinor * CARDS_MAX_X100)) throw new RangeError(`stake ${stakeMinor} too large for guess card`);
    return {
      done: false,
      state: { stakeMinor, cards: [dealCard(rng)], guesses: [], correct: 0, accX100: 100, status: 'open' },
    };
  },
  act(state: CardsState, action: CardsAction, rng: Rng): Step<CardsState> {
    if (state.status !== 'open') throw new Error('the round is over');
    return action === 'collect' ? collectOpen(state) : guess(state, action, rng);
  },
  collect: collectOpen,
  view: (state) => state,
  rules(): readonly RulesRow[] {
    const rows: RulesRow[] = [
      rtpRow(CARDS_RTP, ' per guess'),
      { label: 'Guess whether the next card is higher or lower; a tie wins either way; collect whenever you like', x100: 0 },
      { label: `The round collects itself after ${CARDS_MAX_GUESSES} right guesses or at ×${(CARDS_MAX_X100 / 100).toLocaleString('en')}`, x100: 0 },
    ];
    for (let w = 1; w < RANKS; w++) {
      // A 'lower' guess from rank w + 1 wins on w ranks.
      rows.push({ label: `A guess that wins on ${w} of 13 ranks`, x100: cardsStepX100(w + 1, 'lower'), chance: w / RANKS });
    }
    return rows;
  },
};
