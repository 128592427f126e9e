/**
 * `siteUrl` (platform/src/env/env.ts): a site path on Kickoff's own pages, the absolute URL on the
 * Kickoff origin after `embedFrom` on a page of another origin; absolute and protocol-relative URLs unchanged.
 */
import { embedFrom, getEnv, siteUrl } from '@kickoff/platform';
import { resetEmbedding } from '../../platform/src/env/env';
import { equal } from '../support/assert';

describe('siteUrl', () => {
  afterEach(() => resetEmbedding());

  it("leaves paths alone on Kickoff's own pages (no embedFrom, or a same-origin module)", () => {
    equal(siteUrl('/ru/promotions/crash-week'), '/ru/promotions/crash-week');
    embedFrom(new URL('/embeds/index.js', window.location.href).href);
    equal(siteUrl('/ru/login?returnUrl=%2F'), '/ru/login?returnUrl=%2F');
  });

  it('prefixes the Kickoff origin the embeds came from on a page of another origin', () => {
    embedFrom('https://kickoff.example:8443/embeds/index-ABC.js');
    equal(siteUrl('/ru/promotions/crash-week'), 'https://kickoff.example:8443/ru/promotions/crash-week');
    equal(siteUrl('/en/login?returnUrl=https%3A%2F%2Fcms.example%2F'), 'https://kickoff.example:8443/en/login?returnUrl=https%3A%2F%2Fcms.example%2F');
    equal(getEnv().api.web.startsWith('https://kickoff.example:8443/'), true, 'and the API calls go there');
  });

  it('keeps absolute and protocol-relative URLs, and what is not a path', () => {
    embedFrom('https://kickoff.example/embeds/index.js');
    equal(siteUrl('https://other.example/x'), 'https://other.example/x');
    equal(siteUrl('//evil.example/x'), '//evil.example/x');
    equal(siteUrl('promotions'), 'promotions');
  });

  it('a broken module URL records nothing', () => {
    embedFrom('not a url');
    equal(siteUrl('/ru'), '/ru');
  });
});
