/**
 * The parts of the site the console edits (issue 24): flags, config fields, the maintenance notice,
 * block rules and redirects. Each `set…` validates its input with the schemas the test API uses, writes
 * through the site stores (the config's version trigger refreshes every cached read) and answers the
 * part's value before and after, for the staff audit. The caller runs it inside its transaction.
 */
import * as v from 'valibot';
import { SiteConfigSchema } from '@kickoff/contracts';
import type { MaintenanceNotice } from '@kickoff/backoffice-contracts/site';
import { describeIssues, validate } from '../../http/validate';
import { isFlagKey, MAINTENANCE_TEXT_KEY, SiteConfigPatchSchema } from '../config-patch';
import { knownGroupSchemas } from '../groups';
import { defaultMaintenance } from '../seed-data';
import type { BlockRule } from '../store/block-rules';
import type { SiteStores } from '../store/index';
import type { RedirectRule } from '../store/redirects';

export interface PartChange<T> {
  /** The audit target: `site:flags`, `block_rule:UA`, `redirect:/ru/old`. */
  target: string;
  before: T;
  after: T;
}

/** An input the part refuses: the detail names the key and the schema's message. */
export type PartResult<T> = { ok: true; change: PartChange<T> } | { ok: false; detail: string };

const MAINTENANCE_GROUP = 'maintenance';

export const FLAGS_TARGET = 'site:flags';
export const FIELDS_TARGET = 'site:config';
export const MAINTENANCE_TARGET = 'site:maintenance';
export const blockRuleTarget = (country: string): string => `block_rule:${country}`;
export const redirectTarget = (from: string): string => `redirect:${from}`;

const pick = (source: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.filter((key) => Object.hasOwn(source, key)).map((key) => [key, source[key]]));

export interface SiteParts {
  /** The stored base values of the on/off keys. */
  flags(): Record<string, boolean>;
  /** Every other stored base value (the maintenance text apart: it belongs to the notice). */
  fields(): Record<string, unknown>;
  maintenance(): MaintenanceNotice;
  setFlags(patch: Readonly<Record<string, boolean>>): PartResult<Record<string, boolean>>;
  setFields(patch: Readonly<Record<string, unknown>>): PartResult<Record<string, unknown>>;
  setMaintenance(notice: MaintenanceNotice): PartResult<MaintenanceNotice>;
  /** null removes the country's rule. */
  setBlockRule(country: string, rule: Omit<BlockRule, 'countryCode'> | null): PartResult<BlockRule | null>;
  /** null removes the rule of `from`. */
  setRedirect(from: string, rule: Omit<RedirectRule, 'from'> | null): PartResult<RedirectRule | null>;
}

export function createSiteParts(stores: SiteStores): SiteParts {
  const base = (): Readonly<Record<string, unknown>> => stores.siteConfig.read();

  /** Checks a patch with the site-config patch schema and the whole config it would make. */
  const checkConfig = (patch: Readonly<Record<string, unknown>>): string | undefined => {
    const checked = validate(SiteConfigPatchSchema, patch);
    if (!checked.ok) return checked.detail;
    const whole = v.safeParse(SiteConfigSchema, { ...base(), ...patch });
    return whole.success ? undefined : describeIssues(whole.issues);
  };

  const mergeConfig = <T>(target: string, patch: Readonly<Record<string, T>>): PartResult<Record<string, T>> => {
    const detail = checkConfig(patch);
    if (detail !== undefined) return { ok: false, detail };
    const keys = Object.keys(patch);
    const before = pick(base(), keys) as Record<string, T>;
    stores.siteConfig.merge(patch);
    return { ok: true, change: { target, before, after: pick(base(), keys) as Record<string, T> } };
  };

  const maintenance = (): MaintenanceNotice => {
    const stored = stores.groups.get([MAINTENANCE_GROUP]).get(MAINTENANCE_GROUP);
    const notice = validate(knownGroupSchemas.maintenance, stored);
    const text = base()[MAINTENANCE_TEXT_KEY];
    const texts = stores.siteConfig.overridesOf(MAINTENANCE_TEXT_KEY);
    return {
      notice: notice.ok ? notice.value : defaultMaintenance,
      text: typeof text === 'string' ? text : '',
      texts: Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    };
  };

  return {
    flags: () => Object.fromEntries(Object.entries(base()).filter((entry): entry is [string, boolean] => isFlagKey(entry[0]) && typeof entry[1] === 'boolean')),
    fields: () => Object.fromEntries(Object.entries(base()).filter(([key]) => !isFlagKey(key) && key !== MAINTENANCE_TEXT_KEY)),
    maintenance,

    setFlags(patch) {
      const other = Object.keys(patch).find((key) => !isFlagKey(key));
      if (other !== undefined) return { ok: false, detail: `${other}: not a flag of the site config` };
      return mergeConfig(FLAGS_TARGET, patch);
    },

    setFields(patch) {
      const flag = Object.keys(patch).find(isFlagKey);
      if (flag !== undefined) return { ok: false, detail: `${flag}: a flag, changed with the flags` };
      if (Object.hasOwn(patch, MAINTENANCE_TEXT_KEY)) return { ok: false, detail: `${MAINTENANCE_TEXT_KEY}: changed with the maintenance notice` };
      return mergeConfig(FIELDS_TARGET, patch);
    },

    setMaintenance(next) {
      const group = validate(knownGroupSchemas.maintenance, next.notice);
      if (!group.ok) return { ok: false, detail: `notice: ${group.detail}` };
      const detail = checkConfig({ [MAINTENANCE_TEXT_KEY]: next.text });
      if (detail !== undefined) return { ok: false, detail };
      const before = maintenance();
      stores.groups.put(MAINTENANCE_GROUP, group.value);
      // The base text first (it drops every language's own text), then the languages' own texts.
      stores.siteConfig.merge({ [MAINTENANCE_TEXT_KEY]: next.text });
      stores.siteConfig.replaceOverrides(MAINTENANCE_TEXT_KEY, next.texts);
      return { ok: true, change: { target: MAINTENANCE_TARGET, before, after: maintenance() } };
    },

    setBlockRule(country, rule) {
      const before = stores.blockRules.find(country) ?? null;
      if (rule === null) stores.blockRules.delete(country);
      else stores.blockRules.put({ countryCode: country, ...rule });
      return { ok: true, change: { target: blockRuleTarget(country), before, after: stores.blockRules.find(country) ?? null } };
    },

    setRedirect(from, rule) {
      const before = stores.redirects.find(from) ?? null;
      if (rule === null) stores.redirects.delete(from);
      else stores.redirects.put({ from, ...rule });
      return { ok: true, change: { target: redirectTarget(from), before, after: stores.redirects.find(from) ?? null } };
    },
  };
}
