/**
 * The office's wire contracts live in this folder, one file per area (valibot schemas, paths, error
 * codes): the office screens import them relatively, the reference server as
 * `@kickoff/office-contracts/<area>` (tsconfig paths). They load with the office's lazy screens, never
 * on the home page's first visit (the platform module stays as small as it is).
 */

/** Base of every office call: `/web-api/office/<area>/...`. */
export const OFFICE_API_BASE = '/web-api/office';

/** An office path under the base: `officePath('payments/deposits')`. */
export const officePath = (path: string): string => `${OFFICE_API_BASE}/${path}`;

/** The same path as the browser's API client takes it (relative to the `web` service base `/web-api`). */
export const officeCallPath = (path: string): string => `office/${path}`;
