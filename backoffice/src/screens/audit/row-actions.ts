/**
 * Actions an audit row offers beside its change, by action prefix: a screen that owns a kind of change
 * (the site's config, flags and rules) registers here the control that restores the value before it.
 */
import type { ComponentType } from 'react';
import type { AuditEntryWire } from '../../contracts/audit';

export type AuditRowAction = ComponentType<{ entry: AuditEntryWire; onChanged: () => void }>;

const BY_PREFIX: ReadonlyArray<readonly [prefix: string, action: AuditRowAction]> = [];

export function auditRowActions(action: string): AuditRowAction | null {
  return BY_PREFIX.find(([prefix]) => action.startsWith(prefix))?.[1] ?? null;
}
