/**
 * The rules of changing a limit (account spec §4, §5; issue 12): a new or stricter limit applies at
 * once; an increase or removal first passes the self-test, then waits as a PENDING change for
 * 86,400 s and then needs the player's confirmation (confirm or reject); until then the old limit
 * holds and further changes of that type are refused (409 `limit_change_pending`). Self-exclusion,
 * time-out and the extra-limits lock (30, 33, 37) cannot be cancelled or shortened while active
 * (only extended); while the lock is active the wager and loss limits stay as they are. Every change
 * is a history row.
 */
import {
  EXTRA_LIMIT_TYPES,
  LIMIT_APPROVAL_SECONDS,
  LimitErrorCodes,
  LimitTypes,
  type LimitChange,
} from '@kickoff/wallet-contracts';
import { HttpError } from '../http/errors';
import { toMinor } from '../money';
import { definitionOf, valueRefusal, type LimitDefinition } from './catalog';
import type { HistoryAction, LimitRow, LimitsStore } from './store/limits';
import { isReason } from './texts';

const DAY_MS = 86_400_000;
export const APPROVAL_MS = LIMIT_APPROVAL_SECONDS * 1000;
/** The stored value of a pending removal (every stored limit value is positive). */
export const REMOVED = -1;

export interface Planned {
  def: LimitDefinition;
  /** Stored value: minor units (money), else days / hours / minutes; REMOVED for a removal. */
  value: number;
  measure: string;
  minorUnits: number;
  reasonId: number | null;
  /** 'now': applies at once (history action); 'test': an increase or removal (self-test, then pending). */
  apply: { when: 'now'; action: Extract<HistoryAction, 'set' | 'decrease' | 'extend'> } | { when: 'test' };
  /** The ACTIVE limit it replaces, if any. */
  active: LimitRow | undefined;
}

const invalid = (detail: string, status = 400, code: string = LimitErrorCodes.invalidLimit): HttpError =>
  new HttpError(status, code, detail, { pointer: '/limits' });

/** Plans one change against the player's current limits (nothing is written); throws an HttpError to refuse. */
function planOne(store: LimitsStore, userId: number, change: LimitChange, now: number): Planned | null {
  const def = definitionOf(change.limitType);
  if (!def) throw invalid(`Unknown limit type ${change.limitType}`, 400, LimitErrorCodes.unknownLimitType);
  const refusal = valueRefusal(def, change.limitValue);
  if (refusal) throw invalid(refusal);
  const reasonId = change.selfExcludeReason ?? null;
  if (reasonId !== null && (def.type !== LimitTypes.selfExclusion || !isReason(reasonId))) throw invalid(`Unknown self-exclusion reason ${reasonId}`);
  if (store.pending(userId, def.type)) {
    throw new HttpError(409, LimitErrorCodes.changePending, `Limit ${def.type} has a pending change: confirm or reject it first`, undefined, { limitType: def.type });
  }
  if (EXTRA_LIMIT_TYPES.some((t) => t === def.type)) {
    const lock = store.active(userId, LimitTypes.extraLock);
    if (lock && (lock.ends_at ?? 0) > now) {
      throw new HttpError(409, LimitErrorCodes.locked, 'The extra limits are locked', undefined, { limitType: def.type, until: Math.floor((lock.ends_at ?? 0) / 1000) });
    }
  }
  const active = store.active(userId, def.type);
  const live = active && (active.ends_at === null || active.ends_at > now) ? active : undefined;

  if (def.kind === 'period') {
    const endsAt = now + change.limitValue * DAY_MS;
    if (live && endsAt < (live.ends_at ?? 0)) {
      throw new HttpError(409, LimitErrorCodes.notCancellable, `Limit ${def.type} cannot be cancelled or shortened while active`, undefined, {
        limitType: def.type,
        until: Math.floor((live.ends_at ?? 0) / 1000),
      });
    }
    if (live && endsAt === live.ends_at) return null;
    return { def, value: change.limitValue, measure: def.unit, minorUnits: 0, reasonId, apply: { when: 'now', action: live ? 'extend' : 'set' }, active: live };
  }

  const currency = def.kind === 'money' ? (live ? { iso: live.measure, minorUnits: live.minor_units } : store.mainCurrency(userId)) : { iso: def.unit, minorUnits: 0 };
  const removal = change.limitValue === def.removeValue;
  const value = removal ? REMOVED : def.kind === 'money' ? toMinor(change.limitValue, currency.minorUnits) : change.limitValue;
  const base = { def, value, measure: currency.iso, minorUnits: currency.minorUnits, reasonId: null, active: live };
  if (removal) return live ? { ...base, apply: { when: 'test' } } : null;
  if (!live) return { ...base, apply: { when: 'now', action: 'set' } };
  if (value === live.value) return null;
  return value < live.value ? { ...base, apply: { when: 'now', action: 'decrease' } } : { ...base, apply: { when: 'test' } };
}

/** Plans a batch (each type once); throws the first refusal. Changes that change nothing are left out. */
export function planChanges(store: LimitsStore, userId: number, changes: readonly LimitChange[], now: number): Planned[] {
  const types = changes.map((c) => c.limitType);
  if (new Set(types).size !== types.length) throw invalid('Each limit type at most once');
  return changes.map((c) => planOne(store, userId, c, now)).filter((p): p is Planned => p !== null);
}

/** Applies a planned change at once (in the caller's transaction). */
export function applyNow(store: LimitsStore, userId: number, p: Planned, action: HistoryAction, now: number): void {
  if (p.active) store.setState(p.active.id, 'INACTIVE', now);
  const endsAt = p.def.kind === 'period' ? now + p.value * DAY_MS : null;
  store.insert(
    { user_id: userId, limit_type: p.def.type, state: 'ACTIVE', value: p.value, measure: p.measure, minor_units: p.minorUnits, started_at: now, ends_at: endsAt, reason_id: p.reasonId, need_approve: 0 },
    now,
  );
  store.record({ userId, limitType: p.def.type, action, oldValue: p.active?.value ?? null, newValue: p.value, reasonId: p.reasonId, at: now });
}

/** Records an increase or removal as a PENDING change (after the self-test passed). */
export function requestChange(store: LimitsStore, userId: number, p: Planned, now: number): void {
  store.insert(
    { user_id: userId, limit_type: p.def.type, state: 'PENDING', value: p.value, measure: p.measure, minor_units: p.minorUnits, started_at: now, ends_at: null, reason_id: null, need_approve: 1 },
    now,
  );
  store.record({ userId, limitType: p.def.type, action: 'request', oldValue: p.active?.value ?? null, newValue: p.value, reasonId: null, at: now });
}

function pendingOf(store: LimitsStore, userId: number, type: number): LimitRow {
  if (!definitionOf(type)) throw new HttpError(400, LimitErrorCodes.unknownLimitType, `Unknown limit type ${type}`);
  const pending = store.pending(userId, type);
  if (!pending) throw new HttpError(404, LimitErrorCodes.noPendingChange, `Limit ${type} has no pending change`, undefined, { limitType: type });
  return pending;
}

/** Confirms a matured pending change: it becomes the limit (a removal ends the limit). */
export function confirmChange(store: LimitsStore, userId: number, type: number, now: number): void {
  const pending = pendingOf(store, userId, type);
  const approveAt = pending.started_at + APPROVAL_MS;
  if (now < approveAt) {
    throw new HttpError(409, LimitErrorCodes.notMatured, `The change can be confirmed from ${new Date(approveAt).toISOString()}`, undefined, {
      limitType: type,
      approveAt: Math.floor(approveAt / 1000),
    });
  }
  const active = store.active(userId, type);
  if (active) store.setState(active.id, 'INACTIVE', now);
  const removal = pending.value === REMOVED;
  if (removal) store.setState(pending.id, 'INACTIVE', now);
  else store.activate(pending.id, now);
  store.record({ userId, limitType: type, action: 'confirm', oldValue: active?.value ?? null, newValue: removal ? null : pending.value, reasonId: null, at: now });
}

/** Rejects (cancels) a pending change at any time: the old limit stays. */
export function rejectChange(store: LimitsStore, userId: number, type: number, now: number): void {
  const pending = pendingOf(store, userId, type);
  store.setState(pending.id, 'INACTIVE', now);
  store.record({ userId, limitType: type, action: 'reject', oldValue: store.active(userId, type)?.value ?? null, newValue: pending.value, reasonId: null, at: now });
}

