/**
 * The coupon reminder (shell spec §4, §9): once a bet is in the coupon and not locked, a reminder is
 * scheduled (a live bet after 30 s, a line bet after 5 min). It is shown once per session, not while
 * the coupon page is open, and cleared when the coupon empties. Kept per session in sessionStorage
 * `kickoff:coupon-reminder` as the spec's coupon notification { id, timeToShow, isShown }.
 */
import * as v from 'valibot';
import { $language, $route, acceptStored, getWebStorage, href, navigate, notify, removeStored, writeStored } from '@kickoff/platform';
import { reminderDueAt } from '../domain/slip-rules';
import { $bets, addedAtOf } from '../selection';
import { $slipView } from './slip';

export const REMINDER_KEY = 'kickoff:coupon-reminder';
const ReminderSchema = v.object({ id: v.string(), timeToShow: v.number(), isShown: v.boolean() });
type Reminder = v.InferOutput<typeof ReminderSchema>;

const storage = (): Storage | null => getWebStorage('session');

function read(): Reminder | undefined {
  try {
    const raw = storage()?.getItem(REMINDER_KEY);
    return raw ? acceptStored(JSON.parse(raw), ReminderSchema) : undefined;
  } catch {
    return undefined;
  }
}

interface ReminderDeps {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  show(): void;
}

const browserDeps: ReminderDeps = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
  show: () =>
    notify({
      severity: 'info',
      title: 'slip:reminder_title',
      text: 'slip:reminder_text',
      group: 'coupon-reminder',
      autoCloseMs: 15_000,
      actions: [{ labelKey: 'slip:reminder_open', run: () => navigate(href('coupon', {}, $language.get())) }],
    }),
};

/** Starts the reminder; returns stop. */
export function startCouponReminder(deps: ReminderDeps = browserDeps): () => void {
  let timer: unknown = null;
  const clear = (): void => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  const fire = (): void => {
    timer = null;
    const current = read();
    if (current?.isShown) return;
    if ($route.get()?.name === 'coupon') return; // the coupon is in front of the player already
    if ($bets.get().length === 0) return;
    deps.show();
    writeStored(storage(), REMINDER_KEY, { ...(current ?? { id: 'coupon', timeToShow: deps.now() }), isShown: true });
  };
  const plan = (): void => {
    clear();
    const bets = $bets.get();
    if (bets.length === 0) {
      // Cleared when the coupon empties; a reminder already shown stays shown for the session.
      if (!read()?.isShown) removeStored(storage(), REMINDER_KEY);
      return;
    }
    if (read()?.isShown) return;
    const view = $slipView.get();
    const due = reminderDueAt(
      view.rows.map((r) => ({ addedAt: addedAtOf(r.bet.market.id) ?? deps.now(), isLive: r.live.isLive, locked: r.lock !== null })),
    );
    if (due === null) return;
    writeStored(storage(), REMINDER_KEY, { id: String(bets[0]?.market.id ?? 'coupon'), timeToShow: due, isShown: false });
    timer = deps.setTimeout(fire, Math.max(0, due - deps.now()));
  };
  const stop = $bets.subscribe(plan);
  return () => {
    stop();
    clear();
  };
}
