/**
 * The live-casino tables' calls (`/web-api/casino/live-tables...`, contract
 * @kickoff/casino-contracts/live): every live table, or one, as the simulation (live-tables.ts) has it
 * at the server clock's now. Public and never cached (the state changes every few seconds). The live
 * games are the catalogue's rows with `live = 1` (`liveGamesOf`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { casinoPath, LIVE_SUBCATEGORIES } from '@kickoff/casino-contracts/catalogue';
import { LiveErrorCodes, LivePaths, LiveTableResponseSchema, LiveTablesResponseSchema } from '@kickoff/casino-contracts/live';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { createCasinoStore, type GameRow } from '../casino/store';
import { sendError } from '../http/errors';
import { validate } from '../http/validate';
import { liveTableAt, type LiveGame } from './live-tables';

export interface LiveTableDeps {
  clock: Clock;
  /** The catalogue's live games (read per call). */
  catalogueLive: () => LiveGame[];
}

const GameIdParams = v.object({ gameId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)) });
const SubcategoriesSchema = v.array(v.string());
const LiveSubcategorySchema = v.picklist(LIVE_SUBCATEGORIES);

/** A catalogue row as a live game, or null when it is not one (not live, or no live sub-category). */
export function liveGameOf(row: GameRow): LiveGame | null {
  if (row.live !== 1) return null;
  const subcategories = v.safeParse(SubcategoriesSchema, JSON.parse(row.subcategories));
  const isLive = (s: string): s is LiveGame['subcategory'] => v.is(LiveSubcategorySchema, s);
  const subcategory = subcategories.success ? subcategories.output.find(isLive) : undefined;
  if (subcategory === undefined) return null;
  return { id: row.id, name: row.name, subcategory, minStake: row.min_stake, maxStake: row.max_stake };
}

/** The live games of the seeded catalogue, by id. */
export const liveGamesOf = (db: Db): LiveGame[] =>
  createCasinoStore(db).games().flatMap((row) => {
    const game = liveGameOf(row);
    return game ? [game] : [];
  });

const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

export function registerLiveTableRoutes(app: FastifyInstance, deps: LiveTableDeps): void {
  app.get(casinoPath(LivePaths.tables), async (_request, reply) => {
    const now = deps.clock.now();
    const tables = deps.catalogueLive().map((game) => liveTableAt(game, now));
    return noStore(reply).send(v.parse(LiveTablesResponseSchema, { tables, serverTime: now }));
  });

  app.get(casinoPath(LivePaths.table(':gameId')), async (request, reply) => {
    const params = validate(GameIdParams, request.params);
    const game = params.ok ? deps.catalogueLive().find((g) => g.id === params.value.gameId) : undefined;
    if (!game) return sendError(noStore(reply), 404, LiveErrorCodes.notFound, 'No live table with this id');
    const now = deps.clock.now();
    return noStore(reply).send(v.parse(LiveTableResponseSchema, { table: liveTableAt(game, now), serverTime: now }));
  });
}
