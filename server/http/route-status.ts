/**
 * HTTP status of the shell page, from the same route table the browser uses: a path with a
 * language segment that only the catch-all matches answers 404 (crawlers see a real 404);
 * everything else 200 (guards and redirects run in the browser).
 */
import { createMatcher } from '../../platform/src/routing/matcher';
import { NOT_FOUND, ROUTES } from '../../platform/src/routing/route-table';
import { splitLanguage } from '../../platform/src/routing/language';

const matcher = createMatcher(ROUTES);

export function routeStatus(url: string): number {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://kickoff.local').pathname;
  } catch {
    return 404;
  }
  const { lang, rest } = splitLanguage(pathname);
  if (!lang) return 200; // the browser inserts the language segment
  return matcher.match(rest).route === NOT_FOUND ? 404 : 200;
}
