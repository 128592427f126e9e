/**
 * Table-driven check of every route of section 2 of both spec documents: URL → `data-page` name,
 * layout and (where it matters) parameters, theme and page data, for a guest and/or an authorized user.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LayoutName, RouteParams } from '../../../platform/src/routing/types';
import { ROUTES } from '../../../platform/src/routing/route-table';
import type { ResolveContext } from '../../../platform/src/routing/resolve';
import { BANNED, GUEST, USER, expectPage, makeContext } from './helpers';

type Who = 'guest' | 'user' | 'both' | 'banned';

interface Row {
  url: string;
  name: string;
  layout: LayoutName;
  /** Who is checked: office and other login-required pages only for a signed-in user. */
  who?: Who;
  params?: RouteParams;
  data?: Readonly<Record<string, string>>;
  /** Only checked when the property is present: `null` means "no theme". */
  theme?: 'championship' | null;
  ctx?: ResolveContext;
}

const main = (url: string, name: string, extra: Partial<Row> = {}): Row => ({ url, name, layout: 'main', ...extra });
const notFound = (url: string, who: Who = 'both'): Row => ({ url, name: 'not-found', layout: 'main', who, params: {} });

const HOME_AND_SPORTS: Row[] = [
  main('/ru', 'home', { params: {}, data: { pageType: 'home' } }),
  main('/ru/live', 'sports', { params: { section: 'live' }, data: { pageType: 'home' } }),
  main('/ru/line', 'sports', { params: { section: 'line' } }),
  main('/ru/live/football', 'sports', { params: { section: 'live', sport: 'football' } }),
  main('/ru/line/football/epl', 'sports', { params: { section: 'line', sport: 'football', champ: 'epl' } }),
  main('/ru/live/football/epl/123', 'sports-game', { params: { section: 'live', sport: 'football', champ: 'epl', game: '123' }, data: { pageType: 'home' } }),
  main('/ru/line/tennis/atp-paris/987', 'sports-game', { params: { section: 'line', sport: 'tennis', champ: 'atp-paris', game: '987' } }),
  // {menuSection}: the sports menu's `video` section, before {sport}; anything else is a sport.
  main('/ru/live/video', 'sports-menu', { params: { section: 'live', menuSection: 'video' }, data: { pageType: 'home' } }),
  main('/ru/live/video/football/epl', 'sports-menu', { params: { section: 'live', menuSection: 'video', sport: 'football', champ: 'epl' } }),
  main('/ru/live/video/football/epl/123', 'sports-menu-game', { params: { section: 'live', menuSection: 'video', sport: 'football', champ: 'epl', game: '123' } }),
  main('/ru/line/videos', 'sports', { params: { section: 'line', sport: 'videos' } }),
  // The stream segment after the language: the same page, with `stream` among its params.
  main('/ru/stream', 'home', { params: { stream: '1' } }),
  main('/ru/stream/live/football/epl/123', 'sports-game', { params: { section: 'live', sport: 'football', champ: 'epl', game: '123', stream: '1' } }),
  main('/ru/stream/live/video', 'sports-menu', { params: { section: 'live', menuSection: 'video', stream: '1' } }),
  main('/ru/streams', 'not-found'),
  notFound('/ru/live/football/epl/123/extra'),
];

const PAGE_TYPES: Row[] = [
  ...(['betsonyour', 'topgame'] as const).flatMap((t): Row[] => [
    main(`/ru/${t}/live`, t, { params: { section: 'live' }, data: { pageType: t } }),
    main(`/ru/${t}/line/football/epl`, t, { params: { section: 'line', sport: 'football', champ: 'epl' }, data: { pageType: t } }),
    main(`/ru/${t}/line/football/epl/55`, `${t}-game`, { params: { section: 'line', sport: 'football', champ: 'epl', game: '55' }, data: { pageType: t } }),
    main(`/ru/${t}/live/football/epl/55`, `${t}-game`, { params: { section: 'live', sport: 'football', champ: 'epl', game: '55' } }),
    notFound(`/ru/${t}/prematch`),
  ]),
  main('/ru/marble/live', 'marble', { params: { section: 'live' }, data: { pageType: 'marble' } }),
  main('/ru/marble/live/marbles/race', 'marble', { params: { section: 'live', sport: 'marbles', champ: 'race' } }),
  main('/ru/marble/live/marbles/race/8', 'marble-game', { params: { section: 'live', sport: 'marbles', champ: 'race', game: '8' }, data: { pageType: 'marble' } }),
  notFound('/ru/marble/line'),
  notFound('/ru/marble/line/marbles'),
  notFound('/ru/marble/line/marbles/race'),
  notFound('/ru/marble/line/marbles/race/8'),
  main('/ru/team/spartak/live', 'team', { params: { team: 'spartak', section: 'live' }, data: { pageType: 'team' } }),
  main('/ru/team/spartak/line/football/rpl', 'team', { params: { team: 'spartak', section: 'line', sport: 'football', champ: 'rpl' } }),
  main('/ru/team/spartak/line/football/rpl/31', 'team-game', { params: { team: 'spartak', section: 'line', sport: 'football', champ: 'rpl', game: '31' }, data: { pageType: 'team' } }),
  notFound('/ru/team/spartak'),
];

const CHAMPIONSHIP_TYPES = ['champ', 'epl', 'laliga', 'europaleague', 'ipl', 'scf', 'fifacwc', 'nbafinals'] as const;
const THEMED: ReadonlySet<string> = new Set(['champ', 'epl', 'laliga', 'europaleague']);
const CHAMPIONSHIPS: Row[] = CHAMPIONSHIP_TYPES.flatMap((t): Row[] => {
  const theme = THEMED.has(t) ? 'championship' : null;
  const data = { pageType: t };
  return [
    main(`/ru/${t}`, t, { params: {}, data, theme }),
    main(`/ru/${t}/game/4242`, `${t}-game`, { params: { game: '4242' }, data, theme }),
    main(`/ru/${t}/final`, `${t}-final`, { params: {}, data, theme }),
  ];
});

const BETTING_OTHER: Row[] = [
  main('/ru/multi', 'multi'),
  main('/ru/champs', 'champs', { params: {} }),
  main('/ru/champs/1234', 'champs', { params: { champId: '1234' } }),
  main('/ru/cyber/real', 'cyber-type', { params: { type: 'real' } }),
  main('/ru/cyber/virtual', 'cyber-type', { params: { type: 'virtual' } }),
  main('/ru/cyber/real/disciplines', 'cyber-disciplines', { params: { type: 'real' } }),
  main('/ru/cyber/real/all', 'cyber-all', { params: { type: 'real' } }),
  main('/ru/cyber/real/dota-2', 'cyber-discipline', { params: { type: 'real', discipline: 'dota-2' } }),
  main('/ru/cyber/real/dota-2/champs', 'cyber-discipline-champs', { params: { type: 'real', discipline: 'dota-2' } }),
  main('/ru/cyber/real/dota-2/live', 'cyber-discipline-section', { params: { type: 'real', discipline: 'dota-2', section: 'live' } }),
  main('/ru/cyber/real/dota-2/line', 'cyber-discipline-section', { params: { type: 'real', discipline: 'dota-2', section: 'line' } }),
  main('/ru/cyber/real/dota-2/the-international', 'cyber-champ', { params: { type: 'real', discipline: 'dota-2', champ: 'the-international' } }),
  main('/ru/cyber/real/dota-2/the-international/live/77', 'cyber-game', { params: { type: 'real', discipline: 'dota-2', champ: 'the-international', section: 'live', game: '77' } }),
  main('/ru/cyber/virtual/fifa/league/line/78', 'cyber-game', { params: { type: 'virtual', discipline: 'fifa', champ: 'league', section: 'line', game: '78' } }),
  notFound('/ru/cyber/real/dota-2/the-international/prematch/77'),
  main('/ru/toto', 'toto', { params: {} }),
  main('/ru/toto/football', 'toto', { params: { totoSection: 'football' } }),
  ...(['draw', 'next', 'coupons', 'draws', 'nonimees'] as const).map((tab) =>
    main(`/ru/toto/football/${tab}`, 'toto-tab', { params: { totoSection: 'football', tab } }),
  ),
  notFound('/ru/toto/football/archive'),
  main('/ru/results', 'results', { params: {} }),
  main('/ru/results/live', 'results', { params: { type: 'live' } }),
  main('/ru/results/zone', 'results', { params: { type: 'zone' } }),
  main('/ru/lotto', 'lotto', { params: {} }),
  main('/ru/lotto/results', 'lotto', { params: { sectionName: 'results' } }),
  main('/ru/lotto/view/15', 'lotto', { params: { sectionName: 'view', lottoId: '15' } }),
  main('/ru/statistic', 'statistic'),
  main('/ru/statisticpopup', 'statisticpopup'),
  main('/ru/coupon', 'coupon'),
];

const OFFICE_PAGES = [
  'account', 'history', 'historypay', 'recharge', 'security', 'responsible', 'settings', 'bonuses/deposit', 'bonuses/wager',
  'casino/vipcashback', 'casino/premiumcashback', 'deduce', 'promotion', 'bringfriend', 'support', 'manager', 'rewards',
  'verification', 'identification', 'share-idea', 'payment/requests',
  // the account-area menus of account spec §2 (account edit, menu, profile, settings and promo menus)
  'account/edit', 'menu', 'profile-menu', 'settings-menu', 'promo-menu',
] as const;
const OFFICE: Row[] = [
  ...OFFICE_PAGES.map((p) => main(`/ru/office/${p}`, `office-${p.replace('/', '-')}`, { who: 'user', params: {} })),
  main('/ru/office/payment/create-request', 'office-payment-create-request', { who: 'user', params: {} }),
  main('/ru/office/payment/create-request/12', 'office-payment-topic', { who: 'user', params: { topicId: '12' } }),
  main('/ru/office/payment/create-request/12/transactions', 'office-payment-transactions', { who: 'user', params: { topicId: '12' } }),
  main('/ru/office/payment/create-request/12/transactions/900', 'office-payment-transaction', { who: 'user', params: { topicId: '12', transactionId: '900' } }),
  main('/ru/office/payment/create-request/12/34', 'office-payment-subtopic', { who: 'user', params: { topicId: '12', subTopicId: '34' } }),
  notFound('/ru/office/unknown-page', 'user'),
  main('/ru/convert-account', 'convert-account', { who: 'user' }),
  { url: '/ru/confirm', name: 'confirm', layout: 'empty', who: 'user' },
  { url: '/ru/block-appeal-history', name: 'block-appeal-history', layout: 'blocked', who: 'banned' },
];

const INFORMATION_PAGES = [
  'contacts', 'about', 'howbet', 'payment', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification', 'smsbets',
  'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'betting-calculator', 'privacypolicy',
] as const;
const INFORMATION: Row[] = [
  main('/ru/information', 'information'),
  ...INFORMATION_PAGES.map((p) => main(`/ru/information/${p}`, `information-${p}`, { params: {} })),
  main('/ru/information/cash_terminals', 'information-cash-terminals', { params: {} }),
  main('/ru/information/cash_terminals/Moscow%2C%20Tverskaya%207', 'information-cash-terminals', { params: { query: 'Moscow, Tverskaya 7' } }),
  main('/ru/information/cash_terminals/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0', 'information-cash-terminals', { params: { query: 'Москва' } }),
  main('/ru/information/rules/3', 'information-rules', { params: { ruleGroup: '3' } }),
  main('/ru/information/rules/3/12', 'information-rules', { params: { ruleGroup: '3', chapter: '12' } }),
  notFound('/ru/information/unknown'),
];

const OTHER: Row[] = [
  main('/ru/registration', 'registration', { who: 'guest', params: {} }),
  main('/ru/registration/socialregistration', 'registration', { who: 'guest', params: { type: 'socialregistration' } }),
  notFound('/ru/registration/fastregistration', 'guest'),
  main('/ru/points', 'points'),
  main('/ru/mobile', 'mobile'),
  main('/ru/desktop', 'desktop'),
  main('/ru/ourpartners', 'ourpartners', { params: {} }),
  main('/ru/ourpartners/media', 'ourpartners', { params: { section: 'media' } }),
  main('/ru/betting-alphabet', 'betting-alphabet', { params: {} }),
  main('/ru/betting-alphabet/a', 'betting-alphabet', { params: { block: 'a' } }),
  main('/ru/betting-alphabet/a/terms', 'betting-alphabet', { params: { block: 'a', category: 'terms' } }),
  main('/ru/betting-alphabet/a/terms/accumulator', 'betting-alphabet', { params: { block: 'a', category: 'terms', slug: 'accumulator' } }),
  notFound('/ru/betting-alphabet/a/terms/accumulator/more'),
  main('/ru/news', 'news', { params: {} }),
  main('/ru/news/derby-preview', 'news', { params: { slug: 'derby-preview' } }),
  main('/ru/promo', 'promo'),
  main('/ru/betting-awards', 'betting-awards'),
  main('/ru/debugger', 'debugger'),
  main('/ru/internal-vpn', 'internal-vpn'),
  main('/ru/login', 'login'),
  main('/ru/auth', 'auth-app'),
  main('/ru/forgotpassword', 'forgotpassword'),
  main('/ru/fishinghunting', 'fishinghunting'),
];

const BONUS_GAMES = ['fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus'] as const;
const GAMES: Row[] = [
  main('/ru/games', 'games'),
  main('/ru/games/penalty-shootout', 'games-game', { params: { gameRoute: 'penalty-shootout' } }),
  ...BONUS_GAMES.map((g) => main(`/ru/games/${g}`, 'games-game', { params: { gameRoute: g } })),
  main('/ru/games-landing/summer', 'games-landing', { params: { landingRoute: 'summer' } }),
];

const PROMOTIONS: Row[] = [
  main('/ru/promotions', 'promotions'),
  main('/ru/promotions/summer-cup', 'promotion', { params: { promotionId: 'summer-cup' } }),
  ...(['bonus', 'offers'] as const).flatMap((s): Row[] => [
    main(`/ru/${s}`, s, { params: {}, data: { kind: s } }),
    main(`/ru/${s}/rules`, `${s}-section`, { params: { section: 'rules' }, data: { kind: s } }),
    main(`/ru/${s}/games`, `${s}-section`, { params: { section: 'games' }, data: { kind: s } }),
    main(`/ru/${s}/partners/7`, `${s}-partner`, { params: { id: '7' }, data: { kind: s } }),
    main(`/ru/${s}/rules/8`, `${s}-rule`, { params: { id: '8' }, data: { kind: s } }),
    main(`/ru/${s}/landing/welcome`, `${s}-landing`, { params: { landingId: 'welcome' } }),
    notFound(`/ru/${s}/other`),
  ]),
];

const CASINO_SIMPLE = [
  'bingo', 'scratchcards', 'keno', 'tvgames', 'virtualsports', 'fast-games', 'fast-bet', 'asian-games', 'card-games',
  'crash-games', 'skill-games', 'casino-lobby', 'providers', 'casino-search', 'othergames',
] as const;
const CASINO: Row[] = [
  ...CASINO_SIMPLE.map((p) => main(`/ru/${p}`, p, { params: {} })),
  main('/ru/casino/brand', 'casino-brand'),
  main('/ru/slots/vulkan', 'slots-vulkan'),
  main('/ru/bonus/casino', 'bonus-casino'),
  main('/ru/bonus/casino/promotions/3', 'bonus-casino-promotion', { params: { id: '3' } }),
  main('/ru/bonus/casino/promo', 'bonus-casino-promo'),
  main('/ru/bonus/casino/tournaments', 'bonus-casino-tournaments'),
  main('/ru/bonus/casino/tournaments/4', 'bonus-casino-tournament', { params: { id: '4' } }),
  main('/ru/bonus/casino/99', 'bonus-casino-item', { params: { id: '99' } }),
  main('/ru/poker', 'poker', { params: {} }),
  main('/ru/poker/holdem', 'poker', { params: { game: 'holdem' } }),
  main('/ru/slots', 'slots', { params: {} }),
  main('/ru/slots/new', 'slots', { params: { subcategory: 'new' } }),
  main('/ru/slots/game/501/book-of-ra', 'slots-game', { params: { gameId: '501', gameName: 'book-of-ra' } }),
  main('/ru/live-casino', 'live-casino', { params: {} }),
  main('/ru/live-casino/roulette', 'live-casino', { params: { subcategory: 'roulette' } }),
  main('/ru/live-casino/game/77/lightning-roulette', 'live-casino-game', { params: { gameId: '77', gameName: 'lightning-roulette' } }),
  main('/ru/my-casino', 'my-casino', { who: 'user' }),
  main('/ru/my-casino/favorites', 'my-casino-favorites', { who: 'user' }),
  main('/ru/providers/netent', 'provider', { params: { provider: 'netent' } }),
  main('/ru/bingo/thankyou', 'thankyou', { params: { section: 'bingo' } }),
  main('/ru/casino/thankyou', 'thankyou', { params: { section: 'casino' } }),
];

const HEADLESS: Row[] = [
  { url: '/ru/landing-page/summer', name: 'landing-page', layout: 'headless', params: { landingId: 'summer' } },
  { url: '/ru/landing-summer', name: 'promotion-landing', layout: 'headless', params: { promotionId: 'landing-summer' } },
  { url: '/ru/landing-world-cup_2026', name: 'promotion-landing', layout: 'headless', params: { promotionId: 'landing-world-cup_2026' } },
];

const ONPAY_RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;
const EMPTY: Row[] = [
  ...ONPAY_RESULTS.map((r): Row => ({ url: `/ru/onpay/${r}`, name: `onpay-${r}`, layout: 'empty', data: { result: r, direction: 'deposit' } })),
  ...ONPAY_RESULTS.map((r): Row => ({ url: `/ru/onpay/withdraw/${r}`, name: `onpay-withdraw-${r}`, layout: 'empty', data: { result: r, direction: 'withdraw' } })),
  { url: '/ru/print-coupon/123456', name: 'print-coupon', layout: 'empty', params: { couponId: '123456' } },
  ...(['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension', 'oldbrowser'] as const).map(
    (p): Row => ({ url: `/ru/${p}`, name: p, layout: 'empty' }),
  ),
  { url: '/ru/500', name: 'error-500', layout: 'empty' },
];

const SPECIAL: Row[] = [
  { url: '/ru/maintenance', name: 'maintenance', layout: 'maintenance', ctx: makeContext({ maintenanceActive: true }) },
  { url: '/ru/maintenance', name: 'maintenance', layout: 'maintenance', ctx: makeContext({ maintenanceActive: true, authorized: true }) },
];

const LEGACY_ACCOUNT: Row[] = [
  main('/ru/user/accountverify', 'user-accountverify'),
  main('/ru/user/activatefast', 'user-activatefast', { params: { type: 'activatefast' } }),
  main('/ru/user/activate', 'user-activatefast', { params: { type: 'activate' } }),
  main('/ru/user/passwordreset', 'user-passwordreset'),
  main('/ru/user/stopnewsletter', 'user-stopnewsletter'),
  notFound('/ru/user/activateslow'),
];

const GROUPS: ReadonlyArray<readonly [string, readonly Row[]]> = [
  ['home and sports', HOME_AND_SPORTS],
  ['sports page types', PAGE_TYPES],
  ['championships', CHAMPIONSHIPS],
  ['multi, champs, cyber, toto, results, lotto, statistic', BETTING_OTHER],
  ['office (login required)', OFFICE],
  ['information', INFORMATION],
  ['other pages', OTHER],
  ['games', GAMES],
  ['promotions', PROMOTIONS],
  ['casino group', CASINO],
  ['headless layout', HEADLESS],
  ['empty layout', EMPTY],
  ['maintenance layout', SPECIAL],
  ['legacy account links', LEGACY_ACCOUNT],
];

const contexts = (row: Row): Array<[string, ResolveContext]> => {
  if (row.ctx) return [[row.ctx.authorized ? 'user' : 'guest', row.ctx]];
  const who = row.who ?? 'both';
  const out: Array<[string, ResolveContext]> = [];
  if (who === 'banned') return [['banned', BANNED]];
  if (who !== 'user') out.push(['guest', GUEST]);
  if (who !== 'guest') out.push(['user', USER]);
  return out;
};

for (const [group, rows] of GROUPS) {
  describe(`spec routes: ${group}`, () => {
    for (const row of rows) {
      for (const [who, ctx] of contexts(row)) {
        it(`${row.url} (${who}) → ${row.name} [${row.layout}]`, () => {
          const res = expectPage(row.url, ctx);
          assert.equal(res.route.name, row.name);
          assert.equal(res.route.layout, row.layout);
          assert.equal(res.lang, 'ru');
          assert.equal(res.path, row.url.slice(3) || '/');
          if (row.params) assert.deepEqual(res.params, row.params);
          if (row.data) assert.deepEqual(res.route.data, row.data);
          if (row.theme !== undefined) assert.equal(res.route.theme, row.theme ?? undefined);
        });
      }
    }
  });
}

describe('spec routes: coverage of the table', () => {
  it('has a row for every route that renders a page', () => {
    const covered = new Set(GROUPS.flatMap(([, rows]) => rows.map((r) => r.name)));
    const missing = ROUTES.filter((r) => r.app !== null && !covered.has(r.name)).map((r) => r.name);
    assert.deepEqual(missing, []);
  });

  it('renders office, information, casino and promotion pages with the right application', () => {
    const app = (url: string) => expectPage(url, USER).route.app;
    assert.equal(app('/ru/office/account'), 'office');
    assert.equal(app('/ru/user/passwordreset'), 'office');
    assert.equal(app('/ru/information/about'), 'information');
    assert.equal(app('/ru/slots'), 'casino');
    assert.equal(app('/ru/fishinghunting'), 'casino');
    assert.equal(app('/ru/promotions'), 'promotions');
    assert.equal(app('/ru/landing-summer'), 'promotions');
    assert.equal(app('/ru/live'), 'betting');
    assert.equal(app('/ru/print-coupon/1'), 'betting');
    assert.equal(app('/ru/no-such-page'), 'information');
  });
});

describe('spec routes: casino {section}/thankyou', () => {
  it('is reached from casino sections without a trailing parameter', () => {
    for (const section of ['bingo', 'keno', 'tvgames', 'casino', 'fast-games']) {
      const res = expectPage(`/ru/${section}/thankyou`, GUEST);
      assert.equal(res.route.name, 'thankyou', section);
      assert.deepEqual(res.params, { section });
    }
  });

  it('is reached from slots, live-casino and poker too', () => {
    for (const section of ['slots', 'live-casino', 'poker']) {
      const res = expectPage(`/ru/${section}/thankyou`, GUEST);
      assert.equal(res.route.name, 'thankyou', section);
      assert.deepEqual(res.params, { section });
    }
  });
});
