/**
 * What the visitor's cookie choice lets analytics do (docs/architecture.md "Analytics"): the in-house
 * collector is first-party usage measurement and needs `functionality` (or `all`); the marketing
 * counters (the search-engine goal counter, the social ad pixel) need `marketing` (or `all`). `disable`
 * (Reject all) and no choice yet allow nothing: no event is kept, none is sent.
 */
export interface AnalyticsPermissions {
  /** Events may be kept (localStorage) and sent to `/fatman-api/v1/events`. */
  collector: boolean;
  /** The marketing counters may be loaded (`/fatman-api/v1/counters`) and kept. */
  marketing: boolean;
}

export type ConsentAsk = (purpose: 'functionality' | 'marketing') => boolean;

export function analyticsPermissions(allows: ConsentAsk): AnalyticsPermissions {
  return { collector: allows('functionality'), marketing: allows('marketing') };
}

/** Whether anything of analytics may run (and keep its storage). */
export const anyAllowed = (p: AnalyticsPermissions): boolean => p.collector || p.marketing;
