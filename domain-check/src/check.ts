/**
 * The domain checker's verdict (pure): is the page open on one of the site's official addresses, and
 * if not, where is the same page on the primary one. Addresses are compared as the browser writes
 * `location.host`: case does not matter, a trailing dot of the name is dropped and the scheme's default
 * port (80, 443) is the same as no port; any other port must match. `www.` is not implied: a mirror
 * under `www.` is official only when it is listed.
 */

/** The parts of the page's address the verdict reads (`location`, or a `URL`). */
export interface PageAddress {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
  hash: string;
}

/** The official addresses (`host[:port]`), the primary one among them (validated by DomainListSchema). */
export interface OfficialAddresses {
  primary: string;
  official: readonly string[];
}

export type DomainVerdict =
  | { official: true }
  /** `primaryUrl`: this page on the primary address; `primaryOrigin`: the address to show the player. */
  | { official: false; primaryUrl: string; primaryOrigin: string };

/**
 * The official verdict, or the primary address carrying the page's path, query and fragment. The link
 * is https, except to a loopback primary (a development server), which keeps the page's scheme.
 */
export function domainVerdict(page: PageAddress, list: OfficialAddresses): DomainVerdict {
  const scheme = page.protocol === 'http:' ? 'http:' : 'https:';
  const current = comparableHost(page.host, scheme);
  const official = new Set([list.primary, ...list.official].map((host) => comparableHost(host, scheme)));
  if (current !== undefined && official.has(current)) return { official: true };

  const url = new URL(`${isLoopback(list.primary) ? scheme : 'https:'}//${list.primary}/`);
  // Set part by part: a path such as `//other.example/x` must not become the host of the link.
  url.pathname = page.pathname;
  url.search = page.search;
  url.hash = page.hash;
  return { official: false, primaryUrl: url.href, primaryOrigin: url.origin };
}

/** `host[:port]` as the browser normalises it for `scheme`, without a trailing dot; undefined when it is not an address. */
function comparableHost(host: string, scheme: string): string | undefined {
  try {
    const url = new URL(`${scheme}//${host}/`);
    const name = url.hostname.replace(/\.$/, '');
    return url.port ? `${name}:${url.port}` : name;
  } catch {
    return undefined;
  }
}

/** `localhost`, `*.localhost`, `127.x.x.x` or `[::1]`, with or without a port. */
function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}
