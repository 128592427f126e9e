/**
 * The site section's wire contract (issue 24), shared by the site service and the console: the paths,
 * who may change which part, the audit actions, and the schemas of the bodies and replies. The redirect
 * and block-rule inputs are the ones the site test API validates with (server/site/test-api.ts imports
 * them from here). Config values are checked by the server against the platform's site-config schema
 * (the console cannot bundle the platform's files), so a bad value comes back as a 400 naming the key.
 */
import * as v from 'valibot';
import type { StaffRole } from './staff';
import { pageSchema } from './paging';

export const SITE_PATHS = {
  /** GET: flags, config fields and the maintenance notice; PUT: config fields. */
  config: '/staff-api/site/config',
  flags: '/staff-api/site/flags',
  maintenance: '/staff-api/site/maintenance',
  /** GET (paged), PUT /:country, DELETE /:country. */
  blockRules: '/staff-api/site/block-rules',
  /** GET (paged), PUT, DELETE ?from=. */
  redirects: '/staff-api/site/redirects',
  /** POST /:auditId puts back the value before a site.* change. */
  restore: '/staff-api/site/restore',
} as const;

export type SitePart = 'flags' | 'fields' | 'maintenance' | 'blockRules' | 'redirects';

/**
 * Who changes what: admins everything; content editors the player-facing texts and links (the
 * maintenance notice and redirects), never what decides who may play (flags, config, block rules).
 * Reading the section is open to both; restoring from the audit log is the admins' (they read it).
 */
export const SITE_ROLES = {
  read: ['admin', 'content_editor'],
  flags: ['admin'],
  fields: ['admin'],
  maintenance: ['admin', 'content_editor'],
  blockRules: ['admin'],
  redirects: ['admin', 'content_editor'],
  restore: ['admin'],
} as const satisfies Record<SitePart | 'read' | 'restore', readonly [StaffRole, ...StaffRole[]]>;

/** The audit action of each part's change (a restore is recorded as a change of the same part). */
export const SITE_ACTIONS = {
  flags: 'site.flags_change',
  fields: 'site.config_change',
  maintenance: 'site.maintenance_change',
  blockRules: 'site.block_rule_change',
  redirects: 'site.redirect_change',
} as const satisfies Record<SitePart, `site.${string}_change`>;

export const SITE_ERRORS = {
  /** The audit row does not exist. */
  auditNotFound: 'audit_not_found',
  /** The audit row is not a site change, or its previous value cannot be put back. */
  notRestorable: 'site_not_restorable',
  /** No such block rule or redirect. */
  ruleNotFound: 'site_rule_not_found',
} as const;

// Inputs ------------------------------------------------------------------------------------------

const LocalPath = v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?![/\\])/, 'must be a same-origin path starting with /'));

/** A redirect rule to add or change; `to: null` removes the rule. */
export const RedirectRuleInputSchema = v.strictObject({
  from: LocalPath,
  /** null removes the rule. */
  to: v.nullable(LocalPath),
  code: v.optional(v.picklist([301, 302, 307, 308]), 301),
  reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100)), 'legacy'),
});

/** A country's block rule (the country is in the path); reason 0 removes it (not blocked). */
export const BlockRuleInputSchema = v.strictObject({
  /** 0 removes the rule (not blocked). */
  reason: v.pipe(v.number(), v.integer(), v.minValue(0)),
  templateTypeId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1),
});

/** A two-letter country code, upper-cased. */
export const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'two letters'), v.toUpperCase());

const ConfigKey = v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'a config key'));
const atLeastOne = (value: object): boolean => Object.keys(value).length > 0;

/** Flags to set: key → on/off (the server accepts only the boolean keys of the site config). */
export const SiteFlagsPatchSchema = v.pipe(v.record(ConfigKey, v.boolean()), v.check<Record<string, boolean>, string>(atLeastOne, 'at least one flag'));

/** Config fields to set: key → value (the server checks each value against the site-config schema). */
export const SiteFieldsPatchSchema = v.pipe(v.record(ConfigKey, v.unknown()), v.check<Record<string, unknown>, string>(atLeastOne, 'at least one field'));

const IsoOrNull = v.nullable(v.pipe(v.string(), v.isoTimestamp('an ISO time')));
const Lang = v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'a two-letter language code'));

/** The maintenance notice: the `maintenance` config group, the base text and the texts per language. */
export const MaintenanceNoticeSchema = v.strictObject({
  notice: v.strictObject({
    started_at: IsoOrNull,
    ended_at: IsoOrNull,
    notify_started_at: IsoOrNull,
    notify_ended_at: IsoOrNull,
    isActive: v.boolean(),
    web_state: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  /** The text of every language without its own. */
  text: v.pipe(v.string(), v.maxLength(2000)),
  /** Language → its own text (a language left out shows `text`). */
  texts: v.record(Lang, v.pipe(v.string(), v.maxLength(2000))),
});
export type MaintenanceNotice = v.InferOutput<typeof MaintenanceNoticeSchema>;

// Replies -----------------------------------------------------------------------------------------

export const RedirectRuleSchema = v.object({ from: v.string(), to: v.string(), code: v.number(), reason: v.string() });
export type RedirectRuleWire = v.InferOutput<typeof RedirectRuleSchema>;
export const BlockRuleSchema = v.object({ countryCode: v.string(), reason: v.number(), templateTypeId: v.number() });
export type BlockRuleWire = v.InferOutput<typeof BlockRuleSchema>;

/** `GET /staff-api/site/config`: the stored base values (flags apart) and the maintenance notice. */
export const SiteConfigReplySchema = v.object({
  data: v.object({
    flags: v.record(v.string(), v.boolean()),
    fields: v.record(v.string(), v.unknown()),
    maintenance: MaintenanceNoticeSchema,
    /** Blocking reason id → the special page it shows (for the block-rule form). */
    blockingReasons: v.array(v.object({ reason: v.number(), page: v.string() })),
  }),
});

export const RedirectPageSchema = pageSchema(RedirectRuleSchema);
export const BlockRulePageSchema = pageSchema(BlockRuleSchema);

/** Every change answers the part's value after it and the audit row that records it. */
export function changeReplySchema<TSchema extends v.GenericSchema>(after: TSchema) {
  return v.object({ data: after, meta: v.object({ auditId: v.number() }) });
}
export const FlagsChangeReplySchema = changeReplySchema(v.record(v.string(), v.boolean()));
export const FieldsChangeReplySchema = changeReplySchema(v.record(v.string(), v.unknown()));
export const MaintenanceChangeReplySchema = changeReplySchema(MaintenanceNoticeSchema);
export const RedirectChangeReplySchema = changeReplySchema(v.nullable(RedirectRuleSchema));
export const BlockRuleChangeReplySchema = changeReplySchema(v.nullable(BlockRuleSchema));

/** `POST /staff-api/site/restore/:auditId`: the action and target restored, the value now in place. */
export const RestoreReplySchema = v.object({
  data: v.object({ action: v.string(), target: v.string(), value: v.unknown() }),
  meta: v.object({ auditId: v.number() }),
});

/** Whether an audit action is a site change the restore route can put back. */
export const isSiteChange = (action: string): boolean => (Object.values(SITE_ACTIONS) as string[]).includes(action);
