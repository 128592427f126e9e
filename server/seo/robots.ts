/** `robots.txt` (pure): crawlers stay out of the player office, the APIs, prints and searches; the sitemap index is linked. */
import { API_BASES } from '@kickoff/contracts';

/** Paths crawlers may not fetch (with and without the language segment). */
const PRIVATE_PAGES = ['office', 'print-coupon', 'casino-search', 'confirm', 'block-appeal-history', 'debugger', 'user', 'login', 'registration', 'forgotpassword', 'auth'];
const PRIVATE_PREFIXES = [...Object.values(API_BASES), '/seo-api', '/staff-api', '/fatman-api', '/__test', '/deploy', '/backoffice'];

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of PRIVATE_PREFIXES) lines.push(`Disallow: ${prefix}/`);
  for (const page of PRIVATE_PAGES) lines.push(`Disallow: /${page}`, `Disallow: /*/${page}`);
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
