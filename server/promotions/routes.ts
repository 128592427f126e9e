/**
 * The promotions calls (`/web-api/promotions/...`, contract @kickoff/promotions-contracts/promotions):
 * promotions and tournaments are public and say more to a signed-in player (joined, their own
 * leaderboard row); opting in, joining, the club points and playing a bonus game need a player.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  BonusGameErrorCodes,
  BonusGameListSchema,
  BonusGamePlaySchema,
  BonusGameRouteSchema,
  PlayBonusGameRequestSchema,
  bonusGamesPath,
  playPath,
} from '@kickoff/casino-contracts/bonus-games';
import {
  JoinResponseSchema,
  LEADERBOARD_SIZE,
  OptInResponseSchema,
  PointsResponseSchema,
  PromotionErrorCodes,
  PromotionListQuerySchema,
  PromotionListSchema,
  PromotionPaths,
  PromotionSchema,
  PromotionSlugSchema,
  TournamentListSchema,
  TournamentSchema,
  promotionsPath,
  type GameRef,
  type PromotionSummary,
  type TournamentSummary,
} from '@kickoff/promotions-contracts/promotions';
import { LandingIdSchema, LandingSchema, landingPath } from '@kickoff/promotions-contracts/landings';
import type { CatalogGame } from '../casino/ports';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { HttpError, sendError } from '../http/errors';
import { replyLanguage, type ReplyLanguage } from '../http/lang';
import { validate } from '../http/validate';
import { BONUS_GAME_DEFS, dayOf, deal, leaderboard, levelOf, nextDay, rivalsOf, RUB_PER_POINT, statusAt, weekOf } from './rules';
import type { PromotionRow, PromotionsStore, TournamentRow } from './store';

const Both = v.object({ ru: v.string(), en: v.string() });
const BothList = v.object({ ru: v.array(v.string()), en: v.array(v.string()) });
const PromotionTexts = v.object({ title: Both, summary: Both, rules: BothList, partners: v.array(v.object({ id: v.number(), name: v.string(), description: Both })) });
const TournamentTexts = v.object({ title: Both, summary: Both, rules: BothList });
const GamesSpec = v.object({ section: v.optional(v.string()), ids: v.optional(v.array(v.number())) });
const Prizes = v.array(v.number());
const SlugParams = v.object({ slug: PromotionSlugSchema });
const RouteParams = v.object({ route: BonusGameRouteSchema });
/** Games a promotion or tournament page lists. */
const GAMES_SHOWN = 24;

export interface PromotionRouteDeps {
  db: Db;
  store: PromotionsStore;
  clock: Clock;
  rng: (n: number) => number;
}

const ref = (g: CatalogGame): GameRef => ({ id: g.id, name: g.name, slug: g.slug, live: g.live, hue: g.hue });

function bodyOf<S extends v.GenericSchema>(schema: S, request: FastifyRequest): v.InferOutput<S> {
  const parsed = validate(schema, request.body);
  if (!parsed.ok) throw new HttpError(400, 'invalid_body', parsed.detail, { pointer: '/' });
  return parsed.value;
}

export function registerPromotionRoutes(app: FastifyInstance, deps: PromotionRouteDeps): void {
  const { store, clock } = deps;
  const path = (p: string): string => promotionsPath(p);
  const optional = { preHandler: app.identityGuards.optionalPlayer };
  const player = { preHandler: app.identityGuards.player };
  const userOf = (request: FastifyRequest): number | null => request.player?.user.id ?? null;
  const mustUser = (request: FastifyRequest): number => {
    const id = userOf(request);
    if (id === null) throw new HttpError(401, 'unauthorized', 'Sign in first');
    return id;
  };
  const notFound = (reply: FastifyReply, what: string) => sendError(reply, 404, PromotionErrorCodes.notFound, `${what} not found`);

  const gamesOf = (spec: v.InferOutput<typeof GamesSpec>): GameRef[] => {
    const picked = new Map<number, CatalogGame>();
    for (const id of spec.ids ?? []) {
      const game = app.casinoCatalog.game(id);
      if (game) picked.set(id, game);
    }
    if (spec.section) for (const game of app.casinoCatalog.inSection(spec.section)) if (picked.size < GAMES_SHOWN) picked.set(game.id, game);
    return [...picked.values()].slice(0, GAMES_SHOWN).map(ref);
  };

  const summaryOf = (row: PromotionRow, lang: ReplyLanguage, joined: ReadonlySet<string> | null): PromotionSummary => {
    const texts = v.parse(PromotionTexts, JSON.parse(row.texts));
    return {
      slug: row.slug,
      kind: v.parse(v.picklist(['casino', 'sport', 'bonus', 'offer']), row.kind),
      title: texts.title[lang],
      summary: texts.summary[lang],
      hue: row.hue,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      status: statusAt(row.starts_at, row.ends_at, clock.now()),
      optIn: row.opt_in === 1,
      joined: joined === null || row.opt_in !== 1 ? null : joined.has(row.slug),
    };
  };

  app.get(path(PromotionPaths.list), optional, async (request, reply) => {
    const query = validate(PromotionListQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, PromotionErrorCodes.badQuery, 'Unknown promotion kind');
    const lang = replyLanguage(request);
    const user = userOf(request);
    const joined = user === null ? null : store.joinedPromotions(user);
    const items = store.promotions().filter((r) => !query.value.kind || r.kind === query.value.kind).map((r) => summaryOf(r, lang, joined));
    return reply.header('cache-control', 'no-store').send(v.parse(PromotionListSchema, { items }));
  });

  app.get(path(PromotionPaths.promotion(':slug')), optional, async (request, reply) => {
    const params = validate(SlugParams, request.params);
    const row = params.ok ? store.promotion(params.value.slug) : undefined;
    if (!row) return notFound(reply, 'Promotion');
    const lang = replyLanguage(request);
    const user = userOf(request);
    const texts = v.parse(PromotionTexts, JSON.parse(row.texts));
    const promotion = {
      ...summaryOf(row, lang, user === null ? null : store.joinedPromotions(user)),
      rules: texts.rules[lang],
      games: gamesOf(v.parse(GamesSpec, JSON.parse(row.games))),
      partners: texts.partners.map((p) => ({ id: p.id, name: p.name, description: p.description[lang] })),
    };
    return reply.header('cache-control', 'no-store').send(v.parse(PromotionSchema, promotion));
  });

  app.post(path(PromotionPaths.optIn(':slug')), player, async (request, reply) => {
    const user = mustUser(request);
    const params = validate(SlugParams, request.params);
    const row = params.ok ? store.promotion(params.value.slug) : undefined;
    if (!row || row.opt_in !== 1) return notFound(reply, 'Promotion to opt in to');
    if (statusAt(row.starts_at, row.ends_at, clock.now()) !== 'active') return sendError(reply, 409, PromotionErrorCodes.notRunning, 'The promotion is not running');
    store.optIn(user, row.slug, clock.now());
    return reply.header('cache-control', 'no-store').send(v.parse(OptInResponseSchema, { slug: row.slug, joined: true }));
  });

  // Tournaments: weekly periods, the leaderboard of the current one.
  const tournamentSummary = (row: TournamentRow, lang: ReplyLanguage, joined: ReadonlySet<string> | null): TournamentSummary => {
    const texts = v.parse(TournamentTexts, JSON.parse(row.texts));
    const week = weekOf(clock.now());
    return {
      slug: row.slug,
      title: texts.title[lang],
      summary: texts.summary[lang],
      hue: row.hue,
      startsAt: week.start,
      endsAt: week.end,
      status: 'active',
      prizePool: v.parse(Prizes, JSON.parse(row.prizes)).reduce((a, b) => a + b, 0),
      joined: joined === null ? null : joined.has(row.slug),
    };
  };

  app.get(path(PromotionPaths.tournaments), optional, async (request, reply) => {
    const lang = replyLanguage(request);
    const user = userOf(request);
    const joined = user === null ? null : store.joinedTournaments(user, weekOf(clock.now()).start);
    return reply.header('cache-control', 'no-store').send(v.parse(TournamentListSchema, { items: store.tournaments().map((r) => tournamentSummary(r, lang, joined)) }));
  });

  app.get(path(PromotionPaths.tournament(':slug')), optional, async (request, reply) => {
    const params = validate(SlugParams, request.params);
    const row = params.ok ? store.tournament(params.value.slug) : undefined;
    if (!row) return notFound(reply, 'Tournament');
    const lang = replyLanguage(request);
    const user = userOf(request);
    const now = clock.now();
    const week = weekOf(now);
    const prizes = v.parse(Prizes, JSON.parse(row.prizes));
    const real = store.entries(row.slug, week.start).map((e) => ({ key: `u${e.user_id}`, userId: e.user_id, points: e.points, rounds: e.rounds }));
    const board = leaderboard([...real, ...rivalsOf(row.slug, week.start, now)], prizes, user);
    const mineRow = board.find((l) => l.me) ?? null;
    const texts = v.parse(TournamentTexts, JSON.parse(row.texts));
    const tournament = {
      ...tournamentSummary(row, lang, user === null ? null : store.joinedTournaments(user, week.start)),
      rules: texts.rules[lang],
      games: gamesOf({ section: row.section }),
      prizes: prizes.map((amount, i) => ({ place: i + 1, amount, currency: 'RUB' as const })),
      leaderboard: board.slice(0, LEADERBOARD_SIZE),
      mine: mineRow,
    };
    return reply.header('cache-control', 'no-store').send(v.parse(TournamentSchema, tournament));
  });

  app.post(path(PromotionPaths.join(':slug')), player, async (request, reply) => {
    const user = mustUser(request);
    const params = validate(SlugParams, request.params);
    const row = params.ok ? store.tournament(params.value.slug) : undefined;
    if (!row) return notFound(reply, 'Tournament');
    store.join(row.slug, weekOf(clock.now()).start, user, clock.now());
    return reply.header('cache-control', 'no-store').send(v.parse(JoinResponseSchema, { slug: row.slug, joined: true }));
  });

  // Landing pages (headless layout), in the language asked; the blocks are checked by the contract.
  app.get(landingPath(':id'), async (request, reply) => {
    const params = validate(v.object({ id: LandingIdSchema }), request.params);
    const row = params.ok ? store.landing(params.value.id, replyLanguage(request)) : undefined;
    if (!row) return notFound(reply, 'Landing page');
    const landing = v.parse(LandingSchema, { id: row.id, title: row.title, hue: row.hue, blocks: JSON.parse(row.blocks) });
    return reply.header('cache-control', 'public, max-age=60').send(landing);
  });

  // Club points and the bonus games.
  app.get(path(PromotionPaths.points), player, async (request, reply) => {
    const user = mustUser(request);
    const lang = replyLanguage(request);
    const balance = app.clubPoints.balance(user);
    const { level, next } = levelOf(balance);
    const history = app.clubPoints.history(user).slice(0, 50).map((h) => ({ title: h.title[lang], points: h.points, at: h.at }));
    return reply.header('cache-control', 'no-store').send(v.parse(PointsResponseSchema, { balance, level, next, history, rubPerPoint: RUB_PER_POINT }));
  });

  app.get(bonusGamesPath(), optional, async (request, reply) => {
    const lang = replyLanguage(request);
    const user = userOf(request);
    const now = clock.now();
    const today = dayOf(now);
    const played = user === null ? null : new Set(store.plays(user).filter((p) => p.day === today).map((p) => p.route));
    const items = BONUS_GAME_DEFS.map((g) => ({
      route: g.route,
      title: g.title[lang],
      description: g.description[lang],
      choices: g.choices,
      prizes: [...new Set(g.prizes)].sort((a, b) => a - b),
      available: played === null ? null : !played.has(g.route),
      nextAt: played === null ? null : played.has(g.route) ? nextDay(now) : now,
    }));
    return reply.header('cache-control', 'no-store').send(v.parse(BonusGameListSchema, { items }));
  });

  app.post(bonusGamesPath(playPath(':route')), player, async (request, reply) => {
    const user = mustUser(request);
    const params = validate(RouteParams, request.params);
    const game = params.ok ? BONUS_GAME_DEFS.find((g) => g.route === params.value.route) : undefined;
    if (!game) return notFound(reply, 'Bonus game');
    const { choice } = bodyOf(PlayBonusGameRequestSchema, request);
    if (choice >= game.choices) return sendError(reply, 422, BonusGameErrorCodes.badChoice, `Choose one of ${game.choices}`);
    const now = clock.now();
    const revealed = deal(game.prizes, deps.rng);
    const points = revealed[choice] ?? 0;
    // One transaction: the play (unique per player, game and day) and its points.
    const stored = deps.db.transaction(() => {
      if (!store.insertPlay(user, { route: game.route, day: dayOf(now), choice, points, revealed: JSON.stringify(revealed), played_at: now })) return false;
      app.clubPoints.award(user, points, { ru: `Бонусная игра: ${game.title.ru}`, en: `Bonus game: ${game.title.en}` }, now);
      return true;
    })();
    if (!stored) return sendError(reply, 409, BonusGameErrorCodes.alreadyPlayed, 'You have played this game today: come back tomorrow');
    return reply
      .header('cache-control', 'no-store')
      .send(v.parse(BonusGamePlaySchema, { route: game.route, choice, revealed, points, balance: app.clubPoints.balance(user), nextAt: nextDay(now) }));
  });
}
