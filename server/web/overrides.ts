/**
 * Development overrides (issue 14 item 3): `import-map-overrides` lets a developer point one module
 * of the import map at a local build (`localStorage` entries, or the UI that `localStorage.devtools`
 * shows) while the rest of the page stays the deployed site.
 *
 * - Outside production every shell page carries it; in production only the pages of signed-in staff
 *   (player ids in `KICKOFF_OVERRIDE_STAFF`), so no player's page can be pointed elsewhere.
 * - The library is an external script from `/dist/vendor/` (CSP `script-src 'self'`), placed after
 *   the import map and before SystemJS as the library requires; its UI is a custom element.
 * - A page that carries it also allows scripts and fetches from the developer's own machine
 *   (`localhost`, `127.0.0.1`), where the local build is served; no other origin is added.
 */
import { SHELL_CSP_DIRECTIVES } from '../http/security-headers';

export const OVERRIDES_SCRIPT_PATH = '/dist/vendor/import-map-overrides.js';
/** The start of SystemJS's tag (deferred on the shell page, so it never blocks the first paint). */
const SYSTEMJS_TAG = '<script src="/dist/vendor/system.min.js"';
const OVERRIDES_SCRIPT = `<script src="${OVERRIDES_SCRIPT_PATH}"></script>`;
const OVERRIDES_UI = '<import-map-overrides-full show-when-local-storage="devtools" trigger-position="bottom-left"></import-map-overrides-full>';

/** The developer's machine: where a local build of one module is served. */
export const LOCAL_DEV_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'] as const;

export interface OverridesPolicy {
  production: boolean;
  /** Player ids of the staff who may use overrides in production. */
  staff: ReadonlySet<number>;
}

/** Whether this page may carry the overrides: always outside production, in production only for staff. */
export function overridesAllowed(policy: OverridesPolicy, userId: number | null): boolean {
  return !policy.production || (userId !== null && policy.staff.has(userId));
}

/** The page with the overrides script right before SystemJS and its UI at the end of the body. */
export function withOverrides(html: string): string {
  const at = html.indexOf(SYSTEMJS_TAG);
  if (at < 0) return html;
  const withScript = `${html.slice(0, at)}${OVERRIDES_SCRIPT}\n    ${html.slice(at)}`;
  const body = withScript.lastIndexOf('</body>');
  return body < 0 ? withScript : `${withScript.slice(0, body)}${OVERRIDES_UI}\n  ${withScript.slice(body)}`;
}

/** The shell CSP of a page with overrides: the local sources added to scripts and fetches only. */
export function overridesCspDirectives(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(SHELL_CSP_DIRECTIVES).map(([name, values]) => [
      name,
      name === 'script-src' || name === 'connect-src' ? [...values, ...LOCAL_DEV_SOURCES] : [...values],
    ]),
  );
}

/** `KICKOFF_OVERRIDE_STAFF`: comma-separated player ids; anything else in the list is refused at start-up. */
export function parseOverrideStaff(raw: string | undefined): number[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((part) => {
    const id = Number(part.trim());
    if (!/^\d{8,10}$/.test(part.trim()) || !Number.isSafeInteger(id)) throw new Error(`KICKOFF_OVERRIDE_STAFF: "${part.trim()}" is not a player id`);
    return id;
  });
}
