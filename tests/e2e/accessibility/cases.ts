/**
 * The accessibility stage's cases: one per page route of the route table (platform
 * `ROUTES` rows with an app, and the 404), so a route added to the table without a case fails the
 * stage (accessibility.e2e.ts checks the keys against the table).
 *
 * A case opens `path` (after the `/en` language segment) as a guest, the demo player or the banned demo
 * player; with `follow` it then opens the first link on that page which the route table sends to the
 * case's route, so pages of real feed, casino and promotion data are reached the way a player reaches them.
 */

export type Visitor = 'guest' | 'player' | 'banned';

export interface A11yCase {
  /** Path after the language segment, with its query, e.g. `/line/football`; `:team` stands for a team with a line game now. */
  path: string;
  /** Who opens it; `guest` unless the route needs a login. */
  as?: Visitor;
  /** Open the first link on `path` that matches this case's route (real ids from the server). */
  follow?: true;
  /** Server state the page needs, set through the test API before it opens and undone after. */
  setup?: 'maintenance';
}

const guest = (path: string): A11yCase => ({ path });
const player = (path: string): A11yCase => ({ path, as: 'player' });
const followFrom = (path: string, as: Visitor = 'guest'): A11yCase => ({ path, as, follow: true });

/** Route name → case. */
export const A11Y_CASES: Readonly<Record<string, A11yCase>> = {
  home: guest(''),

  // Account links and auxiliary routes.
  'user-accountverify': guest('/user/accountverify'),
  'user-activatefast': guest('/user/activatefast'),
  'user-passwordreset': guest('/user/passwordreset'),
  'user-stopnewsletter': guest('/user/stopnewsletter'),
  login: guest('/login'),
  'auth-app': guest('/auth'),
  forgotpassword: guest('/forgotpassword'),
  'convert-account': player('/convert-account'),
  registration: guest('/registration'),

  // Sports.
  sports: guest('/line/football'),
  'sports-game': followFrom('/line/football'),
  'sports-menu': guest('/live/video'),
  'sports-menu-game': followFrom('/live/video'),
  betsonyour: guest('/betsonyour/line'),
  'betsonyour-game': followFrom('/betsonyour/line'),
  topgame: guest('/topgame/line'),
  'topgame-game': followFrom('/topgame/line'),
  marble: guest('/marble/live'),
  'marble-game': followFrom('/marble/live'),
  // A team with a line game at the time of the run (`:team` is resolved from the feed): any fixed team
  // has days without one, and its empty page has no game to follow.
  team: guest('/team/:team/line'),
  'team-game': followFrom('/team/:team/line'),
  ...championshipCases(['champ', 'epl', 'laliga', 'europaleague', 'ipl', 'scf', 'fifacwc', 'nbafinals']),
  multi: guest('/multi'),
  champs: guest('/champs'),
  'cyber-type': guest('/cyber/real'),
  'cyber-all': guest('/cyber/real/all'),
  'cyber-disciplines': guest('/cyber/real/disciplines'),
  'cyber-discipline': followFrom('/cyber/real/disciplines'),
  'cyber-discipline-champs': guest('/cyber/real/counter-strike-2/champs'),
  'cyber-discipline-section': guest('/cyber/real/counter-strike-2/live'),
  'cyber-champ': followFrom('/cyber/real/counter-strike-2/champs'),
  'cyber-game': followFrom('/cyber/real/all'),
  toto: guest('/toto'),
  'toto-tab': guest('/toto/football/draws'),
  results: guest('/results'),
  lotto: guest('/lotto'),
  statistic: guest('/statistic'),
  statisticpopup: guest('/statisticpopup'),
  coupon: guest('/coupon'),
  'print-coupon': player('/print-coupon/1'),

  // Office.
  ...officeCases([
    'account', 'account/edit', 'menu', 'profile-menu', 'settings-menu', 'promo-menu', 'history', 'historypay', 'recharge', 'security',
    'responsible', 'settings', 'bonuses/deposit', 'bonuses/wager', 'casino/vipcashback', 'casino/premiumcashback', 'deduce', 'promotion',
    'bringfriend', 'support', 'manager', 'rewards', 'verification', 'share-idea', 'payment/requests', 'identification',
  ]),
  'office-payment-create-request': player('/office/payment/create-request'),
  'office-payment-topic': followFrom('/office/payment/create-request', 'player'),
  'office-payment-subtopic': player('/office/payment/create-request/1/1'),
  'office-payment-transactions': player('/office/payment/create-request/1/transactions'),
  'office-payment-transaction': player('/office/payment/create-request/1/transactions/1'),
  confirm: player('/confirm'),
  'block-appeal-history': { path: '/block-appeal-history', as: 'banned' },
  ...paymentResultCases(),

  // Information and other pages.
  information: guest('/information'),
  'information-rules': guest('/information/rules/1'),
  'information-payment': guest('/information/payment'),
  'information-cash-terminals': guest('/information/cash_terminals'),
  ...informationCases([
    'contacts', 'about', 'howbet', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification',
    'smsbets', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'betting-calculator', 'privacypolicy',
  ]),
  mobile: guest('/mobile'),
  desktop: guest('/desktop'),
  ourpartners: guest('/ourpartners'),
  'betting-alphabet': guest('/betting-alphabet'),
  news: guest('/news'),
  debugger: guest('/debugger'),
  'internal-vpn': guest('/internal-vpn'),

  // Casino and games.
  thankyou: guest('/slots/thankyou'),
  ...casinoSectionCases([
    'bingo', 'casino/brand', 'fishinghunting', 'scratchcards', 'keno', 'tvgames', 'virtualsports', 'fast-games', 'fast-bet',
    'slots/vulkan', 'asian-games', 'card-games', 'crash-games', 'skill-games', 'casino-lobby', 'providers', 'othergames',
  ]),
  'casino-search': guest('/casino-search?q=roulette'),
  poker: guest('/poker'),
  slots: guest('/slots'),
  'slots-game': followFrom('/slots'),
  'live-casino': guest('/live-casino'),
  'live-casino-game': followFrom('/live-casino'),
  'my-casino': player('/my-casino'),
  'my-casino-favorites': player('/my-casino/favorites'),
  provider: followFrom('/providers'),
  'games-landing': guest('/games-landing/crash-games'),
  'games-game': followFrom('/games'),
  games: guest('/games'),

  // Promotions.
  'bonus-casino': guest('/bonus/casino'),
  'bonus-casino-item': guest('/bonus/casino/casino-welcome'),
  'bonus-casino-promotion': followFrom('/bonus/casino'),
  'bonus-casino-promo': guest('/bonus/casino/promo'),
  'bonus-casino-tournaments': guest('/bonus/casino/tournaments'),
  'bonus-casino-tournament': followFrom('/bonus/casino/tournaments'),
  ...promotionKindCases('bonus'),
  ...promotionKindCases('offers'),
  promotions: guest('/promotions'),
  promotion: followFrom('/promotions'),
  promo: player('/promo'),
  'betting-awards': player('/betting-awards'),
  points: player('/points'),
  'landing-page': guest('/landing-page/matchday'),
  'promotion-landing': guest('/landing-crash-week'),

  // Empty and special layouts.
  block: guest('/block'),
  'block-ua': guest('/block-ua'),
  'block-ie': guest('/block-ie'),
  'site-updates': guest('/site-updates'),
  'coming-soon': guest('/coming-soon'),
  suspension: guest('/suspension'),
  oldbrowser: guest('/oldbrowser'),
  'error-500': guest('/500'),
  maintenance: { path: '/maintenance', setup: 'maintenance' },
  'not-found': guest('/no-such-page'),
};

function championshipCases(types: readonly string[]): Record<string, A11yCase> {
  return Object.fromEntries(
    types.flatMap((type) => [
      [type, guest(`/${type}`)],
      [`${type}-final`, guest(`/${type}/final`)],
      [`${type}-game`, followFrom(`/${type}`)],
    ]),
  );
}

function officeCases(pages: readonly string[]): Record<string, A11yCase> {
  return Object.fromEntries(pages.map((p) => [`office-${p.replace('/', '-')}`, player(`/office/${p}`)]));
}

function paymentResultCases(): Record<string, A11yCase> {
  return Object.fromEntries(
    ['success', 'fail', 'pending', 'cancel'].flatMap((r) => [
      [`onpay-${r}`, guest(`/onpay/${r}`)],
      [`onpay-withdraw-${r}`, guest(`/onpay/withdraw/${r}`)],
    ]),
  );
}

function informationCases(pages: readonly string[]): Record<string, A11yCase> {
  return Object.fromEntries(pages.map((p) => [`information-${p}`, guest(`/information/${p}`)]));
}

function casinoSectionCases(paths: readonly string[]): Record<string, A11yCase> {
  return Object.fromEntries(paths.map((p) => [p.replace('/', '-'), guest(`/${p}`)]));
}

function promotionKindCases(kind: 'bonus' | 'offers'): Record<string, A11yCase> {
  return {
    [kind]: guest(`/${kind}`),
    [`${kind}-section`]: guest(`/${kind}/rules`),
    [`${kind}-rule`]: followFrom(`/${kind}/rules`),
    [`${kind}-partner`]: guest(`/${kind}/partners/1`),
    [`${kind}-landing`]: followFrom(`/${kind}`),
  };
}
