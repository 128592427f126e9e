/** A stored limit as the wire's Limit (account spec §3): seconds, major units, the remaining balance. */
import type { Limit, LimitType } from '@kickoff/wallet-contracts';
import { toMajor } from '../money';
import { definitionOf } from './catalog';
import { REMOVED } from './changes';
import { remainingMinor } from './enforce';
import type { LimitRow, LimitsStore } from './store/limits';

export function limitView(store: LimitsStore, row: LimitRow, now: number): Limit {
  const def = definitionOf(row.limit_type);
  if (!def) throw new Error(`stored limit ${row.id} has an unknown type ${row.limit_type}`);
  const money = def.kind === 'money';
  const removal = row.value === REMOVED;
  const limitValue = removal ? (def.removeValue ?? REMOVED) : money ? toMajor(row.value, row.minor_units) : row.value;
  return {
    limitType: def.type satisfies LimitType,
    limitState: row.state,
    limitValue,
    measure: row.measure,
    startedAt: Math.floor(row.started_at / 1000),
    endsAt: row.ends_at === null ? null : Math.floor(row.ends_at / 1000),
    selfExcludeReason: row.reason_id,
    availableValues: [...def.availableValues],
    limitBalance: money && row.state === 'ACTIVE' ? toMajor(remainingMinor(store, row, now), row.minor_units) : null,
    needApprove: row.need_approve === 1,
  };
}

/** The player's ACTIVE and PENDING limits (period limits that ran out are made INACTIVE first). */
export function limitsData(store: LimitsStore, userId: number, now: number): Limit[] {
  store.expire(userId, now);
  return store.current(userId).map((row) => limitView(store, row, now));
}
