/**
 * Toto rules of the betting app (pure): which tab a URL names, the current and next draws, the
 * archive, and the draws nobody won ("nonimees"). A settled draw has no winner when the server says
 * `winners: 0`; servers that do not report winners are read by the jackpot: when the next draw's
 * jackpot is at least this draw's, the jackpot rolled over, so nobody won it. Then the toto coupon
 * being built (picks per event, lines, the stake) and reading placing errors and coupon results.
 */
import { type TotoDraw } from '@kickoff/platform';
import { apiFailure, isNetworkFailure, TOTO_OUTCOMES, totoLineCount, type PlaceTotoRequest, type TotoCoupon, type TotoOutcome, type TotoPick } from '@kickoff/platform-wallet';

export const TOTO_TABS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
export type TotoTab = (typeof TOTO_TABS)[number];
/** Toto products (the `totoSection` of `toto/{totoSection}/{tab}`): one, football (15 events). */
export const TOTO_SECTIONS = ['football'] as const;

const isTab = (x: string | undefined): x is TotoTab => (TOTO_TABS as readonly string[]).includes(x ?? '');
const isSection = (x: string | undefined): boolean => (TOTO_SECTIONS as readonly string[]).includes(x ?? '');

/** The tab of a toto URL (`toto`, `toto/{tab}`, `toto/{section}`, `toto/{section}/{tab}`); null when unknown. */
export function totoTab(params: Readonly<Record<string, string>>): TotoTab | null {
  const section = params['totoSection'];
  const tab = params['tab'];
  if (tab !== undefined) return isSection(section) && isTab(tab) ? tab : null;
  if (section === undefined) return 'draw';
  if (isTab(section)) return section;
  return isSection(section) ? 'draw' : null;
}

/** Open draws by closing time: the current one first, then the next. */
export const openDraws = (draws: readonly TotoDraw[]): TotoDraw[] => draws.filter((d) => d.status === 'open').sort((a, b) => a.closesAt - b.closesAt);

/** Closed and settled draws, newest first (the archive). */
export const pastDraws = (draws: readonly TotoDraw[]): TotoDraw[] => draws.filter((d) => d.status !== 'open').sort((a, b) => b.number - a.number);

/** Settled draws nobody won, newest first. */
export function drawsWithoutWinner(draws: readonly TotoDraw[]): TotoDraw[] {
  const byNumber = new Map(draws.map((d) => [d.number, d]));
  return pastDraws(draws).filter((d) => {
    if (d.status !== 'settled') return false;
    if (d.winners !== undefined) return d.winners === 0;
    const next = byNumber.get(d.number + 1);
    return next !== undefined && next.winners === undefined && next.jackpot >= d.jackpot;
  });
}

// Toto coupons (placing and the player's coupons; docs/api.md "Toto coupons") --------------------

/** The picks of a coupon being built: event (game id) → chosen outcomes, in 1/X/2 order. */
export type TotoPicks = Readonly<Record<number, readonly TotoOutcome[]>>;

/** What the coupon rules read of a draw: its events' game ids, in order. */
interface DrawEvents {
  readonly events: readonly { readonly gameId: number }[];
}

/** Adds or removes one outcome of an event (an event may hold 1, 2 or all 3 outcomes). */
export function togglePick(picks: TotoPicks, gameId: number, outcome: TotoOutcome): TotoPicks {
  const current = picks[gameId] ?? [];
  const next = current.includes(outcome) ? current.filter((o) => o !== outcome) : TOTO_OUTCOMES.filter((o) => o === outcome || current.includes(o));
  return { ...picks, [gameId]: next };
}

/** Events with at least one pick. */
export const pickedEvents = (draw: DrawEvents, picks: TotoPicks): number => draw.events.filter((e) => (picks[e.gameId]?.length ?? 0) > 0).length;

/** The coupon's picks in the draw's order (events without a pick are left out). */
export const picksOfDraw = (draw: DrawEvents, picks: TotoPicks): TotoPick[] =>
  draw.events.filter((e) => (picks[e.gameId]?.length ?? 0) > 0).map((e) => ({ gameId: e.gameId, outcomes: [...(picks[e.gameId] ?? [])] }));

/** Lines of the coupon: the product of the picks per event; 0 while an event has none. */
export const totoLines = (draw: DrawEvents, picks: TotoPicks): number =>
  pickedEvents(draw, picks) === draw.events.length ? totoLineCount(picksOfDraw(draw, picks)) : 0;

/** A typed stake: a positive amount with at most 2 decimals ("10", "10.5", "10,50"); null otherwise. */
export function parseStake(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

/** The total stake (major units, 2 decimals): lines × the stake per line. */
export const totalStake = (lines: number, lineStake: number): number => Math.round(lines * Math.round(lineStake * 100)) / 100;

/** The request for placing the coupon (the total the player sees is sent along and checked by the server). */
export function totoRequest(draw: DrawEvents & { readonly id: number }, accountId: number, picks: TotoPicks, lineStake: number): PlaceTotoRequest {
  const list = picksOfDraw(draw, picks);
  return { drawId: draw.id, accountId, lineStake, amount: totalStake(totoLineCount(list), lineStake), picks: list };
}

/** What a failed placing call says: the server's code, detail and facts, or `network` when it did not answer. */
export type TotoPlaceProblem = { kind: 'server'; code: string; detail: string; meta: Readonly<Record<string, unknown>> } | { kind: 'network' } | { kind: 'other' };

export function totoPlaceProblem(error: unknown): TotoPlaceProblem {
  if (isNetworkFailure(error)) return { kind: 'network' };
  const { code, detail, meta } = apiFailure(error);
  return code !== null ? { kind: 'server', code, detail, meta } : { kind: 'other' };
}

/** A coupon's result for its badge: open, won (paid) or lost (settled without a payout). */
export const totoCouponResult = (coupon: Pick<TotoCoupon, 'status' | 'payout'>): 'open' | 'won' | 'lost' =>
  coupon.status === 'open' ? 'open' : (coupon.payout ?? 0) > 0 ? 'won' : 'lost';
