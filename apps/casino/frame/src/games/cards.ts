/**
 * Guess card (hi-lo): Deal starts a round; the current card is shown (with its name, e.g. "Queen of
 * hearts"), with the round's value and what collecting would pay. Higher / Lower / Collect send a move
 * naming the round and its step; the guess that cannot lose (higher from a two, lower from an ace) is
 * refused by the game, so its button is disabled. A lost or collected round shows its outcome and
 * offers a new deal; an open round from `init` is resumed where it was left.
 */
import { CardsViewSchema } from '../../../src/contracts/frame-protocol';
import type { Round } from '../../../src/contracts/play';
import { h, uid } from '../dom';
import { winOfMinor } from '../format';
import type { Suit } from '../i18n';
import type { CardsView } from '../views';
import { defineGame, minorPerMajor } from './types';

type Guess = 'higher' | 'lower';
const RANKS = 13;
const RETURN_X100 = 97;
const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };
const RANK_SYMBOLS: Readonly<Record<number, string>> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };

/** How many of the 13 ranks a guess from `rank` wins on (a tie wins either way). */
export function winningRanks(rank: number, guess: Guess): number {
  return guess === 'higher' ? 15 - rank : rank - 1;
}

/** Whether the game takes this guess: one that wins on every rank cannot lose, so it is refused. */
export function guessAllowed(rank: number, guess: Guess): boolean {
  const w = winningRanks(rank, guess);
  return w >= 1 && w < RANKS;
}

/** What a right guess multiplies the round by, in hundredths (the engine's floor(97 × 13 / w)). */
export function guessX100(rank: number, guess: Guess): number {
  return Math.floor((RETURN_X100 * RANKS) / winningRanks(rank, guess));
}

/** "Q♥": the rank (2..10, J, Q, K, A) and the suit. */
export function cardFace(rank: number, suit: Suit): string {
  return `${RANK_SYMBOLS[rank] ?? String(rank)}${SUIT_SYMBOLS[suit]}`;
}

export const cardsGame = defineGame<CardsView>(CardsViewSchema, (host) => {
  const { t, f } = host;
  let open: { id: string; step: number } | null = null;
  let cardsShown = 0;

  const face = h('div', { class: 'card-face empty', role: 'img', 'aria-label': t.cards.noCard }, '?');
  const value = h('p', { class: 'cards-value' });
  const status = h('p', { class: 'cards-status' }, t.cards.noCard);
  const history = h('ol', { class: 'cards-history', 'aria-label': t.cards.history });
  const board = h('div', { class: 'cards' }, h('p', { class: 'sr-only' }, t.cards.currentCard), face, value, status, history);

  const deal = h('button', { type: 'button', class: 'primary' }, t.cards.deal);
  deal.addEventListener('click', () => host.start({}));
  const guessButton = (guess: Guess, label: string): { button: HTMLButtonElement; odds: HTMLSpanElement } => {
    const odds = h('span', { class: 'odds', 'aria-hidden': 'true' });
    odds.id = uid(`cards-${guess}`);
    const button = h('button', { type: 'button', class: 'guess', 'aria-describedby': odds.id }, h('span', {}, label), odds);
    button.addEventListener('click', () => open && host.act(open.id, open.step, guess));
    return { button, odds };
  };
  const higher = guessButton('higher', t.cards.higher);
  const lower = guessButton('lower', t.cards.lower);
  const collect = h('button', { type: 'button', class: 'collect' });
  collect.addEventListener('click', () => open && host.act(open.id, open.step, 'collect'));
  const moves = h('div', { class: 'button-row' }, higher.button, lower.button);
  const controls = h('div', { class: 'controls' }, deal, moves, collect);

  const setOpen = (next: { id: string; step: number } | null): void => {
    open = next;
    deal.hidden = next !== null;
    moves.hidden = next === null;
    collect.hidden = next === null;
    host.lockStake(next !== null);
  };
  setOpen(null);

  const drawCard = (rank: number, suit: Suit): string => {
    const name = t.cards.card(rank, suit);
    face.textContent = cardFace(rank, suit);
    face.className = `card-face ${suit === 'hearts' || suit === 'diamonds' ? 'red' : 'black'}`;
    face.setAttribute('aria-label', name);
    return name;
  };

  const drawGuess = (part: { button: HTMLButtonElement; odds: HTMLSpanElement }, rank: number, guess: Guess): void => {
    const allowed = guessAllowed(rank, guess);
    part.button.disabled = !allowed;
    part.odds.textContent = allowed ? f.multiplier(guessX100(rank, guess)) : '';
    if (allowed) part.odds.setAttribute('title', t.cards.pays(f.multiplier(guessX100(rank, guess))));
  };

  return {
    board,
    controls,
    show(round: Round, view, source) {
      const card = view.cards[view.cards.length - 1];
      const newCard = view.cards.length > cardsShown || source === 'resume';
      cardsShown = view.cards.length;
      history.replaceChildren(
        ...view.cards.slice(0, -1).map((c) => h('li', { 'aria-label': t.cards.card(c.rank, c.suit) }, cardFace(c.rank, c.suit))),
      );
      const name = card ? drawCard(card.rank, card.suit) : '';
      const collectAmount = f.money(winOfMinor(view.stakeMinor, view.accX100) / minorPerMajor(round, view.stakeMinor));
      value.textContent = t.cards.value(f.multiplier(view.accX100));
      const parts: string[] = [];
      if (round.status === 'open' && view.status === 'open' && card) {
        setOpen({ id: round.id, step: round.step });
        drawGuess(higher, card.rank, 'higher');
        drawGuess(lower, card.rank, 'lower');
        collect.textContent = t.cards.collect(collectAmount);
        status.textContent = source === 'resume' ? t.cards.resumed : view.correct > 0 ? t.cards.right : '';
        if (source === 'resume') parts.push(t.cards.resumed);
        else if (view.correct > 0) parts.push(t.cards.right);
        parts.push(name, value.textContent);
      } else {
        setOpen(null);
        deal.textContent = t.cards.dealAgain;
        if (view.status === 'lost') {
          status.textContent = t.cards.lost;
          parts.push(name, t.cards.lost);
        } else {
          status.textContent = t.cards.collected(round.win !== null ? f.money(round.win) : collectAmount);
          if (newCard) parts.push(name);
        }
      }
      return parts.filter(Boolean).join('. ');
    },
  };
});
