/**
 * The PWA manifest (account spec §7 "Static assets": the PWA manifest /manifest.json): `GET /manifest.json`
 * (HEAD too) answers the Web App Manifest of the site in the visitor's language, `no-cache` with a strong
 * ETag (304 on If-None-Match), varying by `Accept-Language` and `Cookie`.
 *
 * The language: the `lang` query, else the `lng` cookie, else the first `Accept-Language` tag, else the
 * site's default; a language the site does not offer becomes English (or the default without English):
 * the order and the fallback of the browser's own choice (platform/src/routing/language.ts), so an
 * installed app opens in the language the page would have picked. Auth-only languages count for a
 * signed-in player only. A browser fetches the manifest without cookies unless the link asks for them
 * (`<link rel="manifest" crossorigin="use-credentials">`).
 *
 * The name comes from the site config (its `companyName` for that language); the icons are the build's
 * `dist/icons/` files (scripts/build/app-icons.mjs), one per size the caller names; the shortcuts lead
 * to pages of the route table (live betting, the casino's slots, the player's office).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_LANGUAGE, DEFAULT_SITE_CONFIG, type SiteConfig } from '@kickoff/contracts';
import { ifNoneMatchHits, strongEtag } from '../http/etag';
import { parseLang } from '../http/lang';

export const MANIFEST_PATH = '/manifest.json';
export const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';
/** Where the build writes the icons (scripts/build/app-icons.mjs). */
export const ICON_BASE = '/dist/icons';
/** The header colour (root-config/src/styles/base.css `--kk-header`): the title bar of the installed app. */
export const THEME_COLOR = '#0d1b2e';
/** The page background (`--kk-bg`): the splash screen behind the icon while the app starts. */
export const BACKGROUND_COLOR = '#f2f4f7';
/**
 * Marks the start page's visits as coming from the installed app. Not `utm_source`: that is a
 * referral tag parameter (./referral-cookies.ts) and would set a referral cookie on every start.
 */
export const START_QUERY = 'source=pwa';
const FALLBACK_LANGUAGE = 'en';
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur', 'yi']);
/** The longest `short_name` a launcher shows without cutting it. */
const SHORT_NAME_MAX = 12;

const ColorSchema = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/));
const SameOriginPathSchema = v.pipe(v.string(), v.regex(/^\/(?!\/)/));
const ManifestIconSchema = v.strictObject({
  src: SameOriginPathSchema,
  sizes: v.pipe(v.string(), v.regex(/^(?:any|\d+x\d+)$/)),
  type: v.picklist(['image/png', 'image/svg+xml']),
  purpose: v.picklist(['any', 'maskable']),
});
const ManifestShortcutSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1)),
  short_name: v.pipe(v.string(), v.minLength(1)),
  description: v.string(),
  url: SameOriginPathSchema,
});

/** The manifest this server sends (a subset of the W3C Web App Manifest members, all of them filled in). */
export const WebAppManifestSchema = v.strictObject({
  id: v.literal('/'),
  name: v.pipe(v.string(), v.minLength(1)),
  short_name: v.pipe(v.string(), v.minLength(1), v.maxLength(SHORT_NAME_MAX)),
  description: v.pipe(v.string(), v.minLength(1)),
  lang: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  dir: v.picklist(['ltr', 'rtl']),
  start_url: SameOriginPathSchema,
  scope: v.literal('/'),
  display: v.literal('standalone'),
  orientation: v.literal('any'),
  background_color: ColorSchema,
  theme_color: ColorSchema,
  categories: v.array(v.string()),
  icons: v.pipe(v.array(ManifestIconSchema), v.minLength(1)),
  shortcuts: v.array(ManifestShortcutSchema),
});
export type WebAppManifest = v.InferOutput<typeof WebAppManifestSchema>;

/** The languages the manifest's texts are written in; any other gets the English texts. */
export type ManifestTextLanguage = 'ru' | 'en';

interface ShortcutText {
  name: string;
  short_name: string;
  description: string;
}
interface ManifestTexts {
  description: string;
  live: ShortcutText;
  casino: ShortcutText;
  office: ShortcutText;
}

const TEXTS: Readonly<Record<ManifestTextLanguage, ManifestTexts>> = {
  ru: {
    description: 'Ставки на спорт в лайве и до матча, казино и личный кабинет игрока.',
    live: { name: 'Ставки в лайве', short_name: 'Лайв', description: 'Матчи, которые идут сейчас' },
    casino: { name: 'Казино: слоты', short_name: 'Казино', description: 'Игровые автоматы' },
    office: { name: 'Личный кабинет', short_name: 'Кабинет', description: 'Баланс, пополнение, история ставок' },
  },
  en: {
    description: 'Live and pre-match sports betting, casino games and your player account.',
    live: { name: 'Live betting', short_name: 'Live', description: 'Matches in play now' },
    casino: { name: 'Casino: slots', short_name: 'Casino', description: 'Slot machines' },
    office: { name: 'My account', short_name: 'Account', description: 'Balance, deposits, bet history' },
  },
};

/** The route-table paths (platform/src/routing/route-table.ts) the shortcuts open, after the language segment. */
export const SHORTCUT_PATHS = { live: 'live', casino: 'slots', office: 'office/account' } as const;

export interface ManifestOptions {
  /** The square icon sizes the build writes as `icons/icon-<size>.png` (scripts/build/app-icons.mjs APP_ICON_SIZES). */
  iconSizes: readonly number[];
}

export interface ManifestInput {
  /** The page language the app starts in. */
  lang: string;
  companyName: string;
  iconSizes: readonly number[];
}

/** The texts' language for a page language. */
export const textLanguage = (lang: string): ManifestTextLanguage => (lang === 'ru' ? 'ru' : 'en');

const shortNameOf = (company: string): string => {
  const name = company.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= SHORT_NAME_MAX ? firstWord : name.slice(0, SHORT_NAME_MAX).trimEnd();
};

/** The manifest for a language, a company name and the icon sizes (pure; the route adds the HTTP part). */
export function buildManifest({ lang, companyName, iconSizes }: ManifestInput): WebAppManifest {
  const textLang = textLanguage(lang);
  const texts = TEXTS[textLang];
  const name = companyName.trim() || DEFAULT_SITE_CONFIG.companyName;
  const shortcut = (text: ShortcutText, path: string) => ({ ...text, url: `/${lang}/${path}` });
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: texts.description,
    lang: textLang,
    dir: RTL_LANGUAGES.has(textLang) ? 'rtl' : 'ltr',
    start_url: `/${lang}?${START_QUERY}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['sports', 'entertainment'],
    icons: [
      ...iconSizes.map((size) => ({ src: `${ICON_BASE}/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' as const, purpose: 'any' as const })),
      { src: `${ICON_BASE}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: `${ICON_BASE}/favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      shortcut(texts.live, SHORTCUT_PATHS.live),
      shortcut(texts.casino, SHORTCUT_PATHS.casino),
      shortcut(texts.office, SHORTCUT_PATHS.office),
    ],
  };
}

/** The language tags of an Accept-Language header, most wanted first (q=0 dropped). */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

export interface LanguageChoice {
  query: unknown;
  cookie: string | undefined;
  acceptLanguage: string | string[] | undefined;
  available: readonly string[];
  defaultLanguage: string;
}

/** The page language: the first source that names a language, mapped to an available one. */
export function chooseLanguage(choice: LanguageChoice): string {
  const availableOr = (lang: string): string =>
    choice.available.includes(lang) ? lang : choice.available.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : choice.defaultLanguage;
  for (const raw of [choice.query, choice.cookie, acceptedLanguages(choice.acceptLanguage)[0]]) {
    const parsed = parseLang(raw);
    if (parsed.ok && parsed.lang) return availableOr(parsed.lang);
  }
  return availableOr(choice.defaultLanguage);
}

/** The stored site config for a language, or the defaults when it does not validate. */
function siteConfig(app: FastifyInstance, lang: string | undefined): SiteConfig {
  const config = app.site.configFor(lang, undefined);
  return config.ok ? config.value : DEFAULT_SITE_CONFIG;
}

function signedIn(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.hasDecorator('preloadedSession') && app.preloadedSession(request) !== null;
}

export function registerManifest(app: FastifyInstance, opts: ManifestOptions): void {
  const iconSizes = [...opts.iconSizes];
  app.get(MANIFEST_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const site = siteConfig(app, undefined);
    const authorized = signedIn(app, request);
    const lang = chooseLanguage({
      query: (request.query as Record<string, unknown> | undefined)?.['lang'],
      cookie: request.cookies?.['lng'],
      acceptLanguage: request.headers['accept-language'],
      available: site.languages.filter((l) => authorized || !l.authOnly).map((l) => l.code),
      defaultLanguage: site.defaultLanguage || DEFAULT_LANGUAGE,
    });
    const body = JSON.stringify(buildManifest({ lang, companyName: siteConfig(app, lang).companyName, iconSizes }));
    const etag = strongEtag(body);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie').header('etag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(MANIFEST_CONTENT_TYPE).send(body);
  });
}
