/**
 * Restoring a site change from the staff audit (pure): which part an audit row changed and the write
 * that puts back its `before` value. A row that is not a site change, or whose value before no longer
 * passes the part's schema, has no plan.
 */
import * as v from 'valibot';
import {
  BlockRuleInputSchema,
  CountryCodeSchema,
  MaintenanceNoticeSchema,
  RedirectRuleInputSchema,
  SITE_ACTIONS,
  SiteFieldsPatchSchema,
  SiteFlagsPatchSchema,
  type SitePart,
} from '@kickoff/backoffice-contracts/site';
import { describeIssues } from '../../http/validate';
import { FIELDS_TARGET, FLAGS_TARGET, MAINTENANCE_TARGET, type PartResult, type SiteParts } from './parts';

export interface RestoreSource {
  action: string;
  target: string | null;
  before: unknown;
}

export type RestorePlan = { ok: true; part: SitePart; apply: (parts: SiteParts) => PartResult<unknown> } | { ok: false; detail: string };

const partOf = (action: string): SitePart | undefined =>
  (Object.entries(SITE_ACTIONS) as Array<[SitePart, string]>).find(([, name]) => name === action)?.[0];

function parsed<S extends v.GenericSchema>(schema: S, value: unknown, what: string): { ok: true; value: v.InferOutput<S> } | { ok: false; detail: string } {
  const result = v.safeParse(schema, value);
  return result.success ? { ok: true, value: result.output } : { ok: false, detail: `${what}: ${describeIssues(result.issues)}` };
}

/** The key after `<prefix>:` of a target, or undefined. */
const keyOf = (target: string | null, prefix: string): string | undefined =>
  target?.startsWith(`${prefix}:`) ? target.slice(prefix.length + 1) : undefined;

export function restorePlan(source: RestoreSource): RestorePlan {
  const part = partOf(source.action);
  if (part === undefined) return { ok: false, detail: `${source.action} is not a site change` };
  const wrongTarget = { ok: false, detail: `${source.action} with the target ${source.target ?? 'none'} cannot be restored` } as const;
  const before = source.before;
  switch (part) {
    case 'flags': {
      if (source.target !== FLAGS_TARGET) return wrongTarget;
      const value = parsed(SiteFlagsPatchSchema, before, 'the flags before');
      return value.ok ? { ok: true, part, apply: (parts) => parts.setFlags(value.value) } : value;
    }
    case 'fields': {
      if (source.target !== FIELDS_TARGET) return wrongTarget;
      const value = parsed(SiteFieldsPatchSchema, before, 'the config before');
      return value.ok ? { ok: true, part, apply: (parts) => parts.setFields(value.value) } : value;
    }
    case 'maintenance': {
      if (source.target !== MAINTENANCE_TARGET) return wrongTarget;
      const value = parsed(MaintenanceNoticeSchema, before, 'the notice before');
      return value.ok ? { ok: true, part, apply: (parts) => parts.setMaintenance(value.value) } : value;
    }
    case 'blockRules': {
      const country = parsed(CountryCodeSchema, keyOf(source.target, 'block_rule'), 'the country');
      if (!country.ok) return wrongTarget;
      const value = parsed(v.nullable(v.object(BlockRuleInputSchema.entries)), before, 'the block rule before');
      if (!value.ok) return value;
      const rule = value.value;
      return { ok: true, part, apply: (parts) => parts.setBlockRule(country.value, rule && { reason: rule.reason, templateTypeId: rule.templateTypeId }) };
    }
    case 'redirects': {
      const from = keyOf(source.target, 'redirect');
      if (from === undefined) return wrongTarget;
      const value = parsed(v.nullable(v.object({ ...RedirectRuleInputSchema.entries, to: RedirectRuleInputSchema.entries.to.wrapped })), before, 'the redirect before');
      if (!value.ok) return value;
      const rule = value.value;
      return { ok: true, part, apply: (parts) => parts.setRedirect(from, rule && { to: rule.to, code: rule.code, reason: rule.reason }) };
    }
  }
}
