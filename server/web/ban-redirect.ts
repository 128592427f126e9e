/**
 * The ban on the shell page (account spec §2, issue 11 item 7): a banned player who asks for a page the
 * ban does not leave open is sent to the ban page by the server (303), not only by the browser's
 * router; a player who is not banned is sent home from a ban-only page. The same rule as the browser
 * (`banRedirect` of the route table, shared through @kickoff/contracts).
 */
import { BAN_PAGE, banRedirect, banStateOf, createMatcher, NOT_FOUND, ROUTES, splitLanguage, type PreloadedSession } from '@kickoff/contracts';

const matcher = createMatcher(ROUTES);
const pathOf = new Map(ROUTES.map((r) => [r.name, r.path]));

/** Where the shell page for `url` must send this player instead (a path with the language), or null. */
export function banRedirectTarget(url: string, session: PreloadedSession | null): string | null {
  if (!session) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://kickoff.local').pathname;
  } catch {
    return null;
  }
  const { lang, rest } = splitLanguage(pathname);
  if (!lang) return null;
  const { route } = matcher.match(rest);
  if (route === NOT_FOUND) return null;
  const ban = banStateOf({ ban_level: session.banLevel, ban_version: session.banVersion });
  const target = banRedirect(route, { authorized: true, ban });
  if (target === null) return null;
  const path = pathOf.get(target) ?? pathOf.get(BAN_PAGE) ?? '';
  return `/${lang}/${path}`;
}
