/**
 * `<kickoff-promo>` with the promotions module's real parcel (a fake SystemJS, a stubbed promotions
 * service): the promotion's card (title, kind, summary, status with its date, period, "Details"),
 * "not found" inline for an unknown slug, an attribute change that shows the other promotion, and the
 * "Details" link on the Kickoff site from a page of another origin.
 */
import * as v from 'valibot';
import * as promotions from '../../apps/promotions/src/index';
import { PromotionSchema, type Promotion } from '../../apps/promotions/src/contracts/promotions';
import '../../embeds/src/index';
import { embedFrom } from '../../platform/src/env/env';
import { addElement, shadowOf } from '../support/elements';
import { openEmbedPage } from '../support/embed-page';
import { json, jsonApiError } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { equal, ok } from '../support/assert';

function promotion(slug: string, over: Partial<Promotion> = {}): Promotion {
  return v.parse(PromotionSchema, {
    slug, kind: 'casino', title: `Promotion ${slug}`, summary: `The summary of ${slug}.`, hue: 280, startsAt: Date.UTC(2026, 10, 1), endsAt: Date.UTC(2030, 11, 31),
    status: 'active', optIn: true, joined: null, rules: ['A rule.'], games: [], partners: [], ...over,
  });
}
const PROMOTIONS = [promotion('crash-week', { title: 'Crash week' }), promotion('new-year-cup', { title: 'New Year cup', kind: 'sport', status: 'upcoming', startsAt: Date.UTC(2030, 11, 1), endsAt: Date.UTC(2031, 0, 15) })];

const card = (element: Element) => shadowOf(element).querySelector<HTMLElement>('.kk-promo-card');
const details = (element: Element) => shadowOf(element).querySelector<HTMLAnchorElement>('a.kk-promo-embed__details');
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ');

describe('<kickoff-promo> with the real parcel', () => {
  let closePage: () => Promise<void>;
  let seen: URL[];

  /** The promotions service: a promotion by slug. */
  const promotionsService = (url: URL): Response => {
    seen.push(url);
    const slug = /\/web-api\/promotions\/list\/([^/]+)$/.exec(url.pathname)?.[1];
    const found = PROMOTIONS.find((p) => p.slug === slug);
    if (found) return json(found);
    return jsonApiError(404, 'promotion_not_found', 'No such promotion');
  };

  beforeEach(async () => {
    seen = [];
    closePage = await openEmbedPage({ modules: { '@kickoff/promotions': promotions }, elements: 'kickoff-promo', network: promotionsService });
  });

  afterEach(() => closePage());

  it("shows the promotion's card: title, kind, summary, status and dates, Details to its page", async () => {
    const element = await addElement('kickoff-promo', { 'promotion-id': 'crash-week' });
    await waitFor(() => card(element) !== null, 'the card');
    const body = text(card(element));
    ok(body.includes('Crash week'), body);
    ok(body.includes('Casino'), 'the kind');
    ok(body.includes('The summary of crash-week.'), 'the summary');
    ok(body.includes('Active'), 'the status');
    ok(body.includes('Until December 31, 2030'), 'the end date');
    ok(body.includes('November 1, 2026 – December 31, 2030'), 'the period');
    equal(details(element)?.textContent, 'Details');
    equal(details(element)?.getAttribute('href'), '/en/promotions/crash-week', "on Kickoff's own pages a site path");
    ok(seen.some((u) => u.pathname === '/web-api/promotions/list/crash-week'), 'GET /web-api/promotions/list/{slug}');
  });

  it('an unknown promotion says "not found" inline', async () => {
    const element = await addElement('kickoff-promo', { 'promotion-id': 'no-such-thing' });
    await waitFor(() => shadowOf(element).querySelector('[data-state="not-found"]') !== null, 'not found');
    equal(text(shadowOf(element).querySelector('[data-state="not-found"]')), 'There is no such promotion.');
    equal(card(element), null);
  });

  it('a new promotion-id shows the other promotion (the parcel is updated)', async () => {
    const element = await addElement('kickoff-promo', { 'promotion-id': 'crash-week' });
    await waitFor(() => card(element) !== null, 'the card');
    element.setAttribute('promotion-id', 'new-year-cup');
    await waitFor(() => text(card(element)).includes('New Year cup'), 'the other promotion');
    ok(text(card(element)).includes('Upcoming'));
    equal(details(element)?.getAttribute('href'), '/en/promotions/new-year-cup');
  });

  it('on a page of another origin Details opens the promotion on the Kickoff site', async () => {
    embedFrom('https://kickoff.example/embeds/index-ABC.js');
    const element = await addElement('kickoff-promo', { 'promotion-id': 'crash-week' });
    await waitFor(() => details(element) !== null, 'the card');
    equal(details(element)?.getAttribute('href'), 'https://kickoff.example/en/promotions/crash-week');
    ok(seen.every((u) => u.origin === 'https://kickoff.example'), 'the service is asked on the Kickoff origin');
  });
});
