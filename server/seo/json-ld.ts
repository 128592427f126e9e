/** schema.org objects of a page's JSON-LD (pure): the event of an event page, the breadcrumbs, the site of the home page. */

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute. */
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

export function webSite(name: string, url: string, lang: string): Record<string, unknown> {
  return { '@context': CONTEXT, '@type': 'WebSite', name, url, inLanguage: lang };
}

export interface EventFacts {
  name: string;
  sport: string;
  champ: string;
  /** Milliseconds since the epoch. */
  startAt: number;
  /** The feed's game status: 1 not started, 2 in play, 3 break, 4 finished. */
  status: number;
  home: string;
  away: string;
  /** The championship's country, where known. */
  location: string | null;
  url: string;
  description: string;
}

/**
 * schema.org's event statuses name no "in play" nor "finished": a game that goes ahead as planned is
 * `EventScheduled` before, during and after it (the feed has no postponed or cancelled games).
 */
const EVENT_SCHEDULED = 'https://schema.org/EventScheduled';

export function sportsEvent(f: EventFacts): Record<string, unknown> {
  const team = (name: string) => ({ '@type': 'SportsTeam', name });
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: f.name,
    description: f.description,
    url: f.url,
    sport: f.sport,
    startDate: new Date(f.startAt).toISOString(),
    eventStatus: EVENT_SCHEDULED,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    homeTeam: team(f.home),
    awayTeam: team(f.away),
    competitor: [team(f.home), team(f.away)],
    superEvent: { '@type': 'SportsEvent', name: f.champ },
    ...(f.location ? { location: { '@type': 'Place', name: f.location, address: f.location } } : {}),
  };
}
