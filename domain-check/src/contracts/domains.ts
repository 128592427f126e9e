/**
 * The official addresses of the site (account spec §7 "Static assets": the domain checker):
 * GET /web-api/site/domains. Each address is a host as it appears in `location.host` — a host name,
 * an IPv4 address or a bracketed IPv6 address, with an optional port, lower-case, no scheme, no path.
 * The first of the server's list is the primary address a player on another host is sent to.
 */
import * as v from 'valibot';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^\[[0-9a-f:.]*:[0-9a-f:.]*\]$/;

/**
 * True for `host[:port]` in lower case: a host name (labels of 1 to 63 letters, digits and inner
 * hyphens, the last one not all digits), an IPv4 address or a bracketed IPv6 address, and a port
 * from 1 to 65535. No scheme, path, user or trailing dot. Pure.
 */
export function isHostAddress(text: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::([1-9]\d{0,4}))?$/.exec(text);
  if (!match) return false;
  const [, host = '', port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  if (host.startsWith('[')) return IPV6.test(host);
  if (/^[\d.]+$/.test(host)) return IPV4.test(host);
  const labels = host.split('.');
  return host.length <= 253 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '');
}

/** One official address: `kickoff.example`, `127.0.0.1:5189`. */
export const HostAddressSchema = v.pipe(
  v.string(),
  v.check(isHostAddress, 'an official address is a lower-case host name or IP address with an optional port, no scheme, no path'),
);

/** GET /web-api/site/domains: the primary address and every official one (the primary among them). */
export const DomainListSchema = v.pipe(
  v.object({
    primary: HostAddressSchema,
    official: v.pipe(v.array(HostAddressSchema), v.minLength(1)),
  }),
  v.check((list) => list.official.includes(list.primary), 'the primary address is one of the official ones'),
);
export type DomainList = v.InferOutput<typeof DomainListSchema>;

/** Where the list is served (the `web` API base). */
export const DOMAINS_PATH = '/site/domains';
