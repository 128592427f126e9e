/**
 * The game frame's message protocol (`kickoff-game/1`). The game runs in an iframe sandboxed without
 * `allow-same-origin` (an opaque origin: no cookies, no storage, no calls with the player's session),
 * so it cannot move money itself: it asks the page, the page calls the play service and answers with
 * the round. Every message is checked against these schemas on arrival, and each side accepts
 * messages only from the other's window; anything else is dropped.
 *
 * frame → page: `ready` (send `init`), `start` (a round with this stake and these choices), `act` (a
 * move), `close` (the player closed the game), `refill` (fun wallet back to its start balance).
 * page → frame: `init` (the game, the mode, the balance, the stake bounds, the rules card, a round to
 * resume), `round` (a round started, moved or finished, with the balance after it), `balance` (the
 * balance changed elsewhere), `error` (a call failed: the text to show, in the page's language).
 */
import * as v from 'valibot';
import { GameEngineSchema } from './catalogue';
import { RoundModeSchema, RoundSchema, RulesResponseSchema } from './play';

export const FRAME_PROTOCOL = 'kickoff-game/1';
/** The frame page the play service serves (its script: /dist/casino-frame/frame.js). */
export const FRAME_PATH = '/casino-frame';

const P = v.literal(FRAME_PROTOCOL);
const Amount = v.pipe(v.number(), v.minValue(0), v.maxValue(1e9));

export const FrameToPageSchema = v.variant('kind', [
  v.object({ protocol: P, kind: v.literal('ready') }),
  v.object({ protocol: P, kind: v.literal('start'), stake: v.pipe(v.number(), v.minValue(0.01), v.maxValue(1e7)), params: v.optional(v.unknown(), {}) }),
  v.object({ protocol: P, kind: v.literal('act'), roundId: v.pipe(v.string(), v.uuid()), step: v.pipe(v.number(), v.integer(), v.minValue(0)), action: v.pipe(v.string(), v.maxLength(40)) }),
  v.object({ protocol: P, kind: v.literal('close') }),
  v.object({ protocol: P, kind: v.literal('refill') }),
]);
export type FrameToPage = v.InferOutput<typeof FrameToPageSchema>;

export const FrameInitSchema = v.object({
  protocol: P,
  kind: v.literal('init'),
  game: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.pipe(v.string(), v.maxLength(200)), engine: GameEngineSchema }),
  mode: RoundModeSchema,
  currency: v.pipe(v.string(), v.minLength(3), v.maxLength(4)),
  balance: Amount,
  /** The stake the frame starts with (within the rules' bounds). */
  stake: Amount,
  rules: RulesResponseSchema,
  /** 'ru' or 'en': the frame's own texts. */
  lang: v.picklist(['ru', 'en']),
  /** A round left open (the card game), to resume. */
  openRound: v.nullable(RoundSchema),
});
export type FrameInit = v.InferOutput<typeof FrameInitSchema>;

export const PageToFrameSchema = v.variant('kind', [
  FrameInitSchema,
  v.object({ protocol: P, kind: v.literal('round'), round: RoundSchema }),
  v.object({ protocol: P, kind: v.literal('balance'), balance: Amount }),
  v.object({ protocol: P, kind: v.literal('error'), message: v.pipe(v.string(), v.maxLength(500)) }),
]);
export type PageToFrame = v.InferOutput<typeof PageToFrameSchema>;

// What each engine's round `view` holds (the play service's engine states), checked by the frame.

const Int = v.pipe(v.number(), v.integer());
export const SlotViewSchema = v.object({
  stakeMinor: Int,
  stops: v.array(Int),
  window: v.array(v.array(v.string())),
  lines: v.array(v.object({ line: Int, symbol: v.string(), count: Int, x100: Int })),
  x100: Int,
});
export const CrashViewSchema = v.object({ stakeMinor: Int, targetX100: Int, crashX100: Int, x100: Int });
export const WheelViewSchema = v.object({ stakeMinor: Int, segment: Int, x100: Int });
export const KenoViewSchema = v.object({ stakeMinor: Int, picks: v.array(Int), drawn: v.array(Int), hits: v.array(Int), x100: Int });
export const CardSchema = v.object({ rank: v.pipe(Int, v.minValue(2), v.maxValue(14)), suit: v.picklist(['clubs', 'diamonds', 'hearts', 'spades']) });
export const CardsViewSchema = v.object({
  stakeMinor: Int,
  cards: v.array(CardSchema),
  guesses: v.array(v.picklist(['higher', 'lower'])),
  correct: Int,
  accX100: Int,
  status: v.picklist(['open', 'lost', 'collected']),
});
