/**
 * The route table: every route of section 2 of both spec documents, in match order.
 * Paths follow the two-letter language segment (`/ru/...`). Literal routes come before
 * parameterised ones that could swallow them; the catch-all is last.
 */
import type { RouteDef } from './types';

const SECTION = { section: { oneOf: ['live', 'line'] } } as const;
const LIVE_ONLY = { section: { oneOf: ['live'] } } as const;
/** The sports menu's sections (`menuSection`): `video`, the games with a stream. */
export const MENU_SECTIONS = ['video'] as const;
const MENU_SECTION = { ...SECTION, menuSection: { oneOf: MENU_SECTIONS } } as const;

/** Sports page types (shell spec §2): home has no prefix; marble is live only. */
const sportsPageTypes = (): RouteDef[] => {
  const rows: RouteDef[] = [];
  const types: Array<{ type: string; prefix: string; params: RouteDef['params'] }> = [
    { type: 'betsonyour', prefix: 'betsonyour/', params: SECTION },
    { type: 'topgame', prefix: 'topgame/', params: SECTION },
    { type: 'marble', prefix: 'marble/', params: LIVE_ONLY },
    { type: 'team', prefix: 'team/:team/', params: SECTION },
  ];
  for (const { type, prefix, params } of types) {
    rows.push(
      { name: `${type}-game`, path: `${prefix}:section/:sport/:champ/:game`, layout: 'main', app: 'betting', params, data: { pageType: type } },
      { name: `${type}`, path: `${prefix}:section/:sport?/:champ?`, layout: 'main', app: 'betting', params, data: { pageType: type } },
    );
  }
  return rows;
};

/** Championship page types, each with home, game and final children. */
const CHAMPIONSHIPS = ['champ', 'epl', 'laliga', 'europaleague', 'ipl', 'scf', 'fifacwc', 'nbafinals'] as const;
const THEMED = new Set(['champ', 'epl', 'laliga', 'europaleague']);
const championshipPages = (): RouteDef[] =>
  CHAMPIONSHIPS.flatMap((type): RouteDef[] => {
    const base = { layout: 'main', app: 'betting', data: { pageType: type } } as const;
    const theme = THEMED.has(type) ? ({ theme: 'championship' } as const) : {};
    return [
      { ...base, ...theme, name: `${type}-final`, path: `${type}/final` },
      { ...base, ...theme, name: `${type}-game`, path: `${type}/game/:game` },
      { ...base, ...theme, name: `${type}`, path: type },
    ];
  });

const OFFICE_PAGES = [
  'account', 'account/edit', 'menu', 'profile-menu', 'settings-menu', 'promo-menu', 'history', 'historypay', 'recharge', 'security', 'responsible', 'settings',
  'bonuses/deposit', 'bonuses/wager', 'casino/vipcashback', 'casino/premiumcashback', 'deduce',
  'promotion', 'bringfriend', 'support', 'manager', 'rewards', 'verification', 'share-idea',
  'payment/requests',
] as const;
/** Office pages a banned player still reaches (history, support, verification); deduce by ban level. */
const BAN_ALLOWED_OFFICE: ReadonlySet<string> = new Set(['history', 'historypay', 'support', 'verification', 'menu']);
const officeBan = (p: string): Pick<RouteDef, 'ban'> =>
  p === 'deduce' ? { ban: 'deduce' } : BAN_ALLOWED_OFFICE.has(p) ? { ban: 'allowed' } : {};
/** Money pages need identification first; a withdrawal also the personal data (account spec §2 guards). */
const officeKyc = (p: string): Pick<RouteDef, 'kyc'> => (p === 'recharge' ? { kyc: 'identified' } : p === 'deduce' ? { kyc: 'complete' } : {});
const officePages = (): RouteDef[] => [
  ...OFFICE_PAGES.map((p): RouteDef => ({ name: `office-${p.replace('/', '-')}`, path: `office/${p}`, layout: 'main', app: 'office', auth: true, ...officeBan(p), ...officeKyc(p) })),
  { name: 'office-identification', path: 'office/identification', layout: 'main', app: 'office', auth: true, guard: 'identification', ban: 'allowed' },
  { name: 'office-payment-transaction', path: 'office/payment/create-request/:topicId/transactions/:transactionId', layout: 'main', app: 'office', auth: true },
  { name: 'office-payment-transactions', path: 'office/payment/create-request/:topicId/transactions', layout: 'main', app: 'office', auth: true },
  { name: 'office-payment-subtopic', path: 'office/payment/create-request/:topicId/:subTopicId', layout: 'main', app: 'office', auth: true },
  { name: 'office-payment-topic', path: 'office/payment/create-request/:topicId', layout: 'main', app: 'office', auth: true },
  { name: 'office-payment-create-request', path: 'office/payment/create-request', layout: 'main', app: 'office', auth: true },
  { name: 'office', path: 'office', layout: 'main', app: null, auth: true, redirect: { to: 'office/account' } },
];

const INFORMATION_PAGES = [
  'contacts', 'about', 'howbet', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification',
  'smsbets', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'betting-calculator',
  'privacypolicy',
] as const;
const informationPages = (): RouteDef[] => [
  { name: 'information-rules-redirect', path: 'information/rules', layout: 'main', app: null, redirect: { to: 'information/rules/1' }, ban: 'allowed' },
  { name: 'information-rules', path: 'information/rules/:ruleGroup/:chapter?', layout: 'main', app: 'information', ban: 'allowed' },
  { name: 'information-payment', path: 'information/payment', layout: 'main', app: 'information', guard: 'payment', ban: 'allowed' },
  { name: 'information-cash-terminals', path: 'information/cash_terminals/:query?', layout: 'main', app: 'information', ban: 'allowed' },
  ...INFORMATION_PAGES.map((p): RouteDef => ({ name: `information-${p}`, path: `information/${p}`, layout: 'main', app: 'information', ban: 'allowed' })),
  { name: 'information', path: 'information', layout: 'main', app: 'information', ban: 'allowed' },
];

const CYBER = 'cyber/:type';
const cyberPages = (): RouteDef[] => [
  { name: 'cyber', path: 'cyber', layout: 'main', app: null, redirect: { to: 'cyber/real' } },
  { name: 'cyber-game', path: `${CYBER}/:discipline/:champ/:section/:game`, layout: 'main', app: 'betting', params: SECTION },
  { name: 'cyber-disciplines', path: `${CYBER}/disciplines`, layout: 'main', app: 'betting' },
  { name: 'cyber-all', path: `${CYBER}/all`, layout: 'main', app: 'betting' },
  { name: 'cyber-discipline-champs', path: `${CYBER}/:discipline/champs`, layout: 'main', app: 'betting' },
  { name: 'cyber-discipline-section', path: `${CYBER}/:discipline/:section`, layout: 'main', app: 'betting', params: SECTION },
  { name: 'cyber-champ', path: `${CYBER}/:discipline/:champ`, layout: 'main', app: 'betting' },
  { name: 'cyber-discipline', path: `${CYBER}/:discipline`, layout: 'main', app: 'betting' },
  { name: 'cyber-type', path: CYBER, layout: 'main', app: 'betting' },
];

const TOTO_TABS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
const totoPages = (): RouteDef[] => [
  { name: 'toto-tab', path: 'toto/:totoSection/:tab', layout: 'main', app: 'betting', params: { tab: { oneOf: TOTO_TABS } } },
  { name: 'toto', path: 'toto/:totoSection?', layout: 'main', app: 'betting' },
];

const CASINO_SIMPLE = [
  'bingo', 'casino/brand', 'fishinghunting', 'scratchcards', 'keno', 'tvgames', 'virtualsports', 'fast-games', 'fast-bet',
  'slots/vulkan', 'asian-games', 'card-games', 'crash-games', 'skill-games', 'casino-lobby', 'providers', 'casino-search', 'othergames',
] as const;
const casinoPages = (): RouteDef[] => [
  // Before slots/:subcategory?, poker/:game?, providers/:provider so every section reaches its thank-you page.
  { name: 'thankyou', path: ':section/thankyou', layout: 'main', app: 'casino' },
  // bonus/casino/*: casino promotions and tournaments, owned by the promotions app (and service).
  { name: 'bonus-casino-promotion', path: 'bonus/casino/promotions/:id', layout: 'main', app: 'promotions' },
  { name: 'bonus-casino-promo', path: 'bonus/casino/promo', layout: 'main', app: 'promotions' },
  { name: 'bonus-casino-tournament', path: 'bonus/casino/tournaments/:id', layout: 'main', app: 'promotions' },
  { name: 'bonus-casino-tournaments', path: 'bonus/casino/tournaments', layout: 'main', app: 'promotions' },
  { name: 'bonus-casino-item', path: 'bonus/casino/:id', layout: 'main', app: 'promotions' },
  { name: 'bonus-casino', path: 'bonus/casino', layout: 'main', app: 'promotions' },
  ...CASINO_SIMPLE.map((p): RouteDef => ({ name: p.replace('/', '-'), path: p, layout: 'main', app: 'casino' })),
  { name: 'poker', path: 'poker/:game?', layout: 'main', app: 'casino' },
  { name: 'slots-game', path: 'slots/game/:gameId/:gameName', layout: 'main', app: 'casino' },
  { name: 'slots', path: 'slots/:subcategory?', layout: 'main', app: 'casino' },
  { name: 'live-casino-game', path: 'live-casino/game/:gameId/:gameName', layout: 'main', app: 'casino' },
  { name: 'live-casino', path: 'live-casino/:subcategory?', layout: 'main', app: 'casino' },
  { name: 'my-casino-favorites', path: 'my-casino/favorites', layout: 'main', app: 'casino', auth: true },
  { name: 'my-casino', path: 'my-casino', layout: 'main', app: 'casino', auth: true },
  { name: 'provider', path: 'providers/:provider', layout: 'main', app: 'casino' },
  { name: 'games-landing', path: 'games-landing/:landingRoute', layout: 'main', app: 'casino' },
  { name: 'games-game', path: 'games/:gameRoute', layout: 'main', app: 'casino' },
  { name: 'games', path: 'games', layout: 'main', app: 'casino' },
  // Legacy game routes: the games-preview lookup maps an old route to games/{route}.
  { name: 'legacy-game', path: 'game/:oldRoute', layout: 'main', app: null, lookup: 'games-preview' },
  { name: 'legacy-igry', path: 'igry/:oldRoute', layout: 'main', app: null, lookup: 'games-preview' },
];

/** Legacy promotion paths (old marketing links) → promotions/{name}. */
export const LEGACY_PROMOTION_PREFIXES = ['action', 'actions', 'akcii', 'bonuses', 'promotion'] as const;
const promotionPages = (): RouteDef[] => [
  ...(['bonus', 'offers'] as const).flatMap((s): RouteDef[] => [
    { name: `${s}-landing`, path: `${s}/landing/:landingId`, layout: 'main', app: 'promotions' },
    { name: `${s}-partner`, path: `${s}/partners/:id`, layout: 'main', app: 'promotions', data: { kind: s } },
    { name: `${s}-rule`, path: `${s}/rules/:id`, layout: 'main', app: 'promotions', data: { kind: s } },
    { name: `${s}-section`, path: `${s}/:section`, layout: 'main', app: 'promotions', params: { section: { oneOf: ['rules', 'games'] } }, data: { kind: s } },
    { name: `${s}`, path: s, layout: 'main', app: 'promotions', data: { kind: s } },
  ]),
  { name: 'promotion', path: 'promotions/:promotionId', layout: 'main', app: 'promotions' },
  { name: 'promotions', path: 'promotions', layout: 'main', app: 'promotions' },
  ...LEGACY_PROMOTION_PREFIXES.map((p): RouteDef => ({
    name: `legacy-${p}`, path: `${p}/:promotionId`, layout: 'main', app: null, redirect: { to: 'promotions/:promotionId' },
  })),
  { name: 'promo', path: 'promo', layout: 'main', app: 'promotions' },
  { name: 'betting-awards', path: 'betting-awards', layout: 'main', app: 'promotions' },
  { name: 'points', path: 'points', layout: 'main', app: 'promotions' },
];

const EMPTY_SPECIAL = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const;
const ONPAY_RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: '', layout: 'main', app: 'betting', data: { pageType: 'home' } },

  // Account-related legacy links and named auxiliary routes (account spec §2).
  { name: 'user-forgotpassword', path: 'user/forgotpassword', layout: 'main', app: null, redirect: { to: '', query: { showForgotPasswordModal: '1' } } },
  { name: 'user-coupon', path: 'user/coupon', layout: 'main', app: null, redirect: { to: '' } },
  { name: 'user-accountverify', path: 'user/accountverify', layout: 'main', app: 'office' },
  { name: 'user-activatefast', path: 'user/:type', layout: 'main', app: 'office', params: { type: { oneOf: ['activatefast', 'activate'] } } },
  { name: 'user-passwordreset', path: 'user/passwordreset', layout: 'main', app: 'office' },
  { name: 'user-stopnewsletter', path: 'user/stopnewsletter', layout: 'main', app: 'office' },
  { name: 'login', path: 'login', layout: 'main', app: 'office' },
  { name: 'auth-app', path: 'auth', layout: 'main', app: 'office' },
  { name: 'forgotpassword', path: 'forgotpassword', layout: 'main', app: 'office' },
  { name: 'convert-account', path: 'convert-account', layout: 'main', app: 'office', auth: true },
  { name: 'registration', path: 'registration/:type?', layout: 'main', app: 'office', guard: 'registration', params: { type: { oneOf: ['socialregistration'] } } },

  // Sports. A menu section (`{section}/{menuSection}/{sport}/{champ}`, shell spec §2) narrows the list: Kickoff's
  // sports menu has one, `video` (the games whose stream plays); it comes first, so `live/video/...` never reads
  // `video` as a sport.
  { name: 'sports-menu-game', path: ':section/:menuSection/:sport/:champ/:game', layout: 'main', app: 'betting', params: MENU_SECTION, data: { pageType: 'home' } },
  { name: 'sports-menu', path: ':section/:menuSection/:sport?/:champ?', layout: 'main', app: 'betting', params: MENU_SECTION, data: { pageType: 'home' } },
  { name: 'sports-game', path: ':section/:sport/:champ/:game', layout: 'main', app: 'betting', params: SECTION, data: { pageType: 'home' } },
  { name: 'sports', path: ':section/:sport?/:champ?', layout: 'main', app: 'betting', params: SECTION, data: { pageType: 'home' } },
  ...sportsPageTypes(),
  ...championshipPages(),
  { name: 'multi', path: 'multi', layout: 'main', app: 'betting' },
  { name: 'champs', path: 'champs/:champId?', layout: 'main', app: 'betting' },
  ...cyberPages(),
  ...totoPages(),
  { name: 'results', path: 'results/:type?', layout: 'main', app: 'betting', params: { type: { oneOf: ['live', 'zone'] } } },
  { name: 'lotto', path: 'lotto/:sectionName?/:lottoId?', layout: 'main', app: 'betting' },
  { name: 'statistic', path: 'statistic', layout: 'main', app: 'betting' },
  { name: 'statisticpopup', path: 'statisticpopup', layout: 'main', app: 'betting' },
  { name: 'coupon', path: 'coupon', layout: 'main', app: 'betting' },

  // Office.
  ...officePages(),
  { name: 'confirm', path: 'confirm', layout: 'empty', app: 'office', auth: true, ban: 'allowed' },
  { name: 'block-appeal-history', path: 'block-appeal-history', layout: 'blocked', app: 'office', auth: true, ban: 'only' },
  ...ONPAY_RESULTS.map((r): RouteDef => ({ name: `onpay-${r}`, path: `onpay/${r}`, layout: 'empty', app: 'office', data: { result: r, direction: 'deposit' } })),
  ...ONPAY_RESULTS.map((r): RouteDef => ({ name: `onpay-withdraw-${r}`, path: `onpay/withdraw/${r}`, layout: 'empty', app: 'office', data: { result: r, direction: 'withdraw' } })),

  // Information and other pages.
  ...informationPages(),
  { name: 'mobile-startdownloadapp', path: 'mobile/startdownloadapp', layout: 'main', app: null, redirect: { to: 'mobile' } },
  { name: 'mobile', path: 'mobile', layout: 'main', app: 'information' },
  { name: 'desktop', path: 'desktop', layout: 'main', app: 'information' },
  { name: 'ourpartners', path: 'ourpartners/:section?', layout: 'main', app: 'information' },
  { name: 'betting-alphabet', path: 'betting-alphabet/:block?/:category?/:slug?', layout: 'main', app: 'information' },
  { name: 'news', path: 'news/:slug?', layout: 'main', app: 'information' },
  { name: 'debugger', path: 'debugger', layout: 'main', app: 'information', guard: 'debugger' },
  { name: 'internal-vpn', path: 'internal-vpn', layout: 'main', app: 'information' },

  // Casino and games.
  ...casinoPages(),

  // Promotions.
  ...promotionPages(),

  // Headless landings.
  { name: 'lpage', path: 'lpage/:landingId', layout: 'headless', app: null, redirect: { to: 'landing-page/:landingId' } },
  { name: 'landing-page', path: 'landing-page/:landingId', layout: 'headless', app: 'promotions' },

  // Empty and special layouts.
  { name: 'print-coupon', path: 'print-coupon/:couponId', layout: 'empty', app: 'betting', params: { couponId: { match: /^\d+$/ } } },
  ...EMPTY_SPECIAL.map((p): RouteDef => ({ name: p, path: p, layout: 'empty', app: 'information', ban: 'allowed' })),
  { name: 'oldbrowser', path: 'oldbrowser', layout: 'empty', app: 'information', ban: 'allowed' },
  { name: 'error-500', path: '500', layout: 'empty', app: 'information', ban: 'allowed' },
  { name: 'maintenance', path: 'maintenance', layout: 'maintenance', app: 'information', ban: 'allowed' },

  // Generic pattern last: headless promotion landings.
  { name: 'promotion-landing', path: ':promotionId', layout: 'headless', app: 'promotions', params: { promotionId: { match: /^landing-(?!page$)[\w-]+$/ } } },
];

/** The catch-all: a real 404 page. */
export const NOT_FOUND: RouteDef = { name: 'not-found', path: '*', layout: 'main', app: 'information', ban: 'allowed' };

/** Where a banned player lands (account spec §2: "a fixed ban page", path not shown). */
export const BAN_PAGE = 'block-appeal-history';

export const routeByName = new Map<string, RouteDef>([...ROUTES, NOT_FOUND].map((r) => [r.name, r]));
