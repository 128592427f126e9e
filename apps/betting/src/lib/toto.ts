/**
 * Toto rules of the betting app (pure): which tab a URL names, the current and next draws, the
 * archive, and the draws nobody won ("nonimees"). A settled draw has no winner when the server says
 * `winners: 0`; servers that do not report winners are read by the jackpot: when the next draw's
 * jackpot is at least this draw's, the jackpot rolled over, so nobody won it.
 */
import type { TotoDraw } from '@kickoff/platform';

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
