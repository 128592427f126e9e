/**
 * Landing pages' wire contract (`GET /web-api/promotions/landings/{id}`): the content a CMS editor
 * wrote for `landing-page/{landingId}` and the `landing-…` promotion landings (headless layout) —
 * headings, paragraphs and Kickoff elements with their attributes, never HTML. The promotions app
 * imports it relatively; the reference server as `@kickoff/promotions-contracts/landings`.
 */
import * as v from 'valibot';

export const landingPath = (id: string): string => `/web-api/promotions/landings/${id}`;
export const landingCallPath = (id: string): string => `promotions/landings/${id}`;

export const LandingIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));

/** The elements a landing may hold (embeds/README.md), each with the attributes it takes. */
export const LANDING_ELEMENTS = {
  'kickoff-coupon': [],
  'kickoff-event': ['game-id'],
  'kickoff-top-events': ['sport', 'limit'],
  'kickoff-game-tile': ['game-id'],
  'kickoff-game-rail': ['category', 'limit'],
  'kickoff-login-button': [],
  'kickoff-promo': ['promotion-id'],
} as const;
export type LandingElementName = keyof typeof LANDING_ELEMENTS;
export const LandingElementNameSchema = v.picklist(Object.keys(LANDING_ELEMENTS) as LandingElementName[]);

/** `game-id="featured"` on a `kickoff-event` means the next game of the line, chosen when the page opens. */
export const FEATURED_GAME = 'featured';

const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(2000));
const AttributeValue = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/**
 * A remote view's URL (docs/architecture.md "Remote views"): a path on the site's origin or an https URL,
 * no query; the renderer (@kickoff/remote-view) adds the page's path and checks the origin against its allow-list.
 */
export const RemoteViewUrlSchema = v.pipe(v.string(), v.maxLength(512), v.regex(/^(?:https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?)?\/(?!\/)[A-Za-z0-9._~\/-]*$/, 'a path or an https URL without a query'));

export const LandingBlockSchema = v.variant('type', [
  /** A remote view (account spec §7): another team's server renders this part of the page. */
  v.object({ type: v.literal('remote-view'), url: RemoteViewUrlSchema }),
  v.object({ type: v.literal('h2'), text: Text }),
  v.object({ type: v.literal('p'), text: Text }),
  v.pipe(
    v.object({ type: v.literal('element'), name: LandingElementNameSchema, attributes: v.record(v.string(), AttributeValue) }),
    v.check((b) => Object.keys(b.attributes).every((a) => (LANDING_ELEMENTS[b.name] as readonly string[]).includes(a)), 'an attribute the element does not take'),
  ),
]);
export type LandingBlock = v.InferOutput<typeof LandingBlockSchema>;

export const LandingSchema = v.object({
  id: LandingIdSchema,
  title: Text,
  /** The hero's colour (a hue, 0..359). */
  hue: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(359)),
  blocks: v.pipe(v.array(LandingBlockSchema), v.maxLength(60)),
});
export type Landing = v.InferOutput<typeof LandingSchema>;
