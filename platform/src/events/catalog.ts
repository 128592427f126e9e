/**
 * The catalogue of cross-module DOM events: every name and its payload schema in one place.
 * Modules publish with `emit` and subscribe with `listen`; payloads are validated on receipt, so a
 * malformed event (from a stale module version or a CMS page) is dropped with a warning.
 */
import * as v from 'valibot';
import { BetSchema } from '../schemas/bet';

export const EventSchemas = {
  /** A guest reached a login-required page; the shell opens the authorization block. */
  'kickoff:auth-required': v.object({ returnUrl: v.string() }),
  /** Ask the root config to navigate (used by embeds and remote views that cannot link). */
  'kickoff:navigate': v.object({ to: v.string(), replace: v.optional(v.boolean()) }),
  /** A route application failed to load after its retries. */
  'kickoff:app-error': v.object({ app: v.string(), message: v.string() }),
  /** The root config finished a navigation: layout and page are on <html>. */
  'kickoff:page': v.object({ layout: v.string(), page: v.string(), path: v.string() }),
  /** An odds button was clicked: add the bet to the coupon, or remove it when it is already there. */
  'kickoff:add-bet': v.object({ bet: BetSchema, source: v.optional(v.string()) }),
  /** The coupon module placed a coupon (the slip or a one-click bet): the wallet's coupon id. */
  'kickoff:coupon-placed': v.object({ couponId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  /** The identity layer signed a user in or out (after the session store changed). */
  'kickoff:login-change': v.object({ userId: v.nullable(v.number()), reason: v.picklist(['login', 'registration', 'logout', 'expired', 'refresh']) }),
  /**
   * The page cannot work (the root config failed to start, or the shell module is missing): the boot
   * script (root-config/boot.js) shows the site-failed block with a reload link.
   */
  'kickoff:site-failed': v.object({ reason: v.string() }),
  /**
   * A part the server drew (issue 25) is hydrated and works: the boot script (root-config/boot.js) replays
   * the clicks on its buttons that came before (`part`: the import-map name or `parcel:<slot>` it was drawn as).
   */
  'kickoff:hydrated': v.object({ part: v.string() }),
  /**
   * An analytics event (account spec §7: numeric id with `s`, `i`, `f` params) for the shell's analytics
   * runtime, which sends it to the in-house collector only with consent (docs/architecture.md "Analytics").
   * Kept loose here (this schema is on the first visit): the runtime checks each event strictly before
   * keeping it, so one bad event never spoils a batch.
   */
  'kickoff:track': v.object({ id: v.number(), s: v.optional(v.string()), i: v.optional(v.number()), f: v.optional(v.number()) }),
} as const;

export type KickoffEventName = keyof typeof EventSchemas;
export type KickoffEventDetail<N extends KickoffEventName> = v.InferOutput<(typeof EventSchemas)[N]>;
