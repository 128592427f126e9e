/** Which requests the shell page answers: HTML reads of paths that are not an API, the test API or the build output. */
import { API_BASES } from '@kickoff/contracts';

/** Prefixes never answered with the shell page. */
export const NON_SHELL_PREFIXES: readonly string[] = [...Object.values(API_BASES), '/fatman-api', '/staff-api', '/seo-api', '/__test', '/dist'];

export function isNonShellPath(path: string): boolean {
  return NON_SHELL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Explicit `text/html` (browser navigation) always gets the page. A missing Accept or a bare
 * wildcard also gets it, unless the last path segment looks like a file (`/favicon.ico`).
 */
export function acceptsHtml(accept: string | undefined, path: string): boolean {
  const types = (accept ?? '*/*').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
  if (types.includes('text/html') || types.includes('application/xhtml+xml')) return true;
  if (!types.includes('*/*') && !types.includes('text/*')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]{1,8}$/.test(last);
}
