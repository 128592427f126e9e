/**
 * HTTP status of the shell page, from the same route table the browser uses: a path with a
 * language segment that only the catch-all matches answers 404 (crawlers see a real 404);
 * everything else 200 (guards and redirects run in the browser).
 */
import { createMatcher, NOT_FOUND, ROUTES, splitLanguage } from '@kickoff/contracts';

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
