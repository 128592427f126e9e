/**
 * The catalogue calls (`/web-api/casino/...`, contract @kickoff/casino-contracts/catalogue): sections,
 * the lobby's rails, games (filters, typo-tolerant search, sort, paging), one game, providers — public
 * and cached for a minute, in the language of `lng` (else `Accept-Language`); favourites and the
 * recently played games of the signed-in player.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  CASINO_SECTIONS,
  CasinoErrorCodes,
  CasinoPaths,
  GameIdsSchema,
  GameListSchema,
  GamePageSchema,
  GameQuerySchema,
  GameSchema,
  LobbyResponseSchema,
  MIN_SEARCH_LENGTH,
  ProvidersResponseSchema,
  RAIL_SIZE,
  RECENT_LIMIT,
  SectionsResponseSchema,
  SubcategorySchema,
  casinoPath,
  type Game,
  type Rail,
  type SectionInfo,
} from '@kickoff/casino-contracts/catalogue';
import type { Clock } from '../clock';
import { HttpError, sendError } from '../http/errors';
import { replyLanguage } from '../http/lang';
import { validate } from '../http/validate';
import type { Catalogue } from './catalogue';
import { PROVIDERS } from './seed/catalogue';
import type { CasinoStore } from './store';
import { RAIL_TITLES, SECTION_TITLES, SUBCATEGORY_TITLES } from './texts';

const CACHE = 'public, max-age=60';
const GameIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)) });
const StringList = v.array(SubcategorySchema);

export interface CasinoRouteDeps {
  catalogue: Catalogue;
  store: CasinoStore;
  clock: Clock;
}

function playerId(request: FastifyRequest): number {
  const player = request.player;
  if (!player) throw new HttpError(401, 'unauthorized', 'Sign in first');
  return player.user.id;
}

const notFound = (reply: FastifyReply): FastifyReply => sendError(reply, 404, CasinoErrorCodes.notFound, 'Game not found');

export function registerCasinoRoutes(app: FastifyInstance, deps: CasinoRouteDeps): void {
  const { catalogue, store } = deps;
  const guard = { preHandler: app.identityGuards.player };

  app.get(casinoPath(CasinoPaths.sections), async (request, reply) => {
    const lang = replyLanguage(request);
    const sections: SectionInfo[] = CASINO_SECTIONS.map((section) => {
      const rows = catalogue.rows().filter((r) => r.section === section);
      const counts = new Map<string, number>();
      for (const r of rows) for (const sub of v.parse(StringList, JSON.parse(r.subcategories))) counts.set(sub, (counts.get(sub) ?? 0) + 1);
      return {
        section,
        title: SECTION_TITLES[section][lang],
        games: rows.length,
        subcategories: [...counts].map(([slug, games]) => {
          const sub = v.parse(SubcategorySchema, slug);
          return { slug: sub, title: SUBCATEGORY_TITLES[sub][lang], games };
        }),
      };
    });
    return reply.header('cache-control', CACHE).send(v.parse(SectionsResponseSchema, { sections }));
  });

  app.get(casinoPath(CasinoPaths.lobby), async (request, reply) => {
    const lang = replyLanguage(request);
    const top = (query: Parameters<Catalogue['query']>[0]): Game[] => catalogue.query({ ...query, size: RAIL_SIZE }, lang).items;
    const rails: Rail[] = [
      { id: 'popular', title: RAIL_TITLES.popular[lang], section: 'slots', subcategory: 'popular', games: top({ section: 'slots', subcategory: 'popular', sort: 'popular' }) },
      { id: 'new', title: RAIL_TITLES.new[lang], section: 'slots', subcategory: 'new', games: top({ section: 'slots', subcategory: 'new', sort: 'new' }) },
      { id: 'jackpots', title: RAIL_TITLES.jackpots[lang], section: 'slots', subcategory: 'jackpots', games: top({ section: 'slots', subcategory: 'jackpots', sort: 'jackpot' }) },
      ...(['live-casino', 'crash-games', 'card-games', 'tvgames', 'fast-games', 'keno'] as const).map((section) => ({
        id: section,
        title: SECTION_TITLES[section][lang],
        section,
        subcategory: null,
        games: top({ section, sort: 'popular' }),
      })),
    ];
    return reply.header('cache-control', CACHE).send(v.parse(LobbyResponseSchema, { rails }));
  });

  app.get(casinoPath(CasinoPaths.games), async (request, reply) => {
    const query = validate(GameQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, CasinoErrorCodes.badQuery, 'The filters, sort or page are not valid');
    if (query.value.q !== undefined && query.value.q.length > 0 && query.value.q.length < MIN_SEARCH_LENGTH) {
      return sendError(reply, 400, CasinoErrorCodes.badQuery, `Search for at least ${MIN_SEARCH_LENGTH} characters`, { parameter: 'q' });
    }
    const { q, ...rest } = query.value;
    const page = catalogue.query(q ? query.value : rest, replyLanguage(request));
    return reply.header('cache-control', CACHE).send(v.parse(GamePageSchema, page));
  });

  app.get(casinoPath('games/:id'), async (request, reply) => {
    const params = validate(GameIdParams, request.params);
    if (!params.ok) return notFound(reply);
    const game = catalogue.view(params.value.id, replyLanguage(request));
    if (!game) return notFound(reply);
    return reply.header('cache-control', CACHE).send(v.parse(GameSchema, game));
  });

  app.get(casinoPath(CasinoPaths.providers), async (_request, reply) => {
    const counts = new Map<string, number>();
    for (const r of catalogue.rows()) counts.set(r.provider, (counts.get(r.provider) ?? 0) + 1);
    const providers = PROVIDERS.map((p) => ({ slug: p.slug, name: p.name, games: counts.get(p.slug) ?? 0 }))
      .filter((p) => p.games > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    return reply.header('cache-control', CACHE).send(v.parse(ProvidersResponseSchema, { providers }));
  });

  // The signed-in player's lists: never cached.
  const listOf = (ids: readonly number[], request: FastifyRequest) => {
    const lang = replyLanguage(request);
    return { items: ids.map((id) => catalogue.view(id, lang)).filter((g): g is Game => g !== undefined) };
  };

  app.get(casinoPath(CasinoPaths.favourites), guard, async (request, reply) => {
    const userId = playerId(request);
    return reply.header('cache-control', 'no-store').send(v.parse(GameListSchema, listOf(store.favourites(userId), request)));
  });

  app.put(casinoPath('favourites/:id'), guard, async (request, reply) => {
    const userId = playerId(request);
    const params = validate(GameIdParams, request.params);
    if (!params.ok || !catalogue.game(params.value.id)) return notFound(reply);
    store.addFavourite(userId, params.value.id, deps.clock.now());
    return reply.header('cache-control', 'no-store').send(v.parse(GameIdsSchema, { ids: store.favourites(userId) }));
  });

  app.delete(casinoPath('favourites/:id'), guard, async (request, reply) => {
    const userId = playerId(request);
    const params = validate(GameIdParams, request.params);
    if (!params.ok) return notFound(reply);
    store.removeFavourite(userId, params.value.id);
    return reply.header('cache-control', 'no-store').send(v.parse(GameIdsSchema, { ids: store.favourites(userId) }));
  });

  app.get(casinoPath(CasinoPaths.recent), guard, async (request, reply) => {
    const userId = playerId(request);
    return reply.header('cache-control', 'no-store').send(v.parse(GameListSchema, listOf(store.recent(userId, RECENT_LIMIT), request)));
  });
}
