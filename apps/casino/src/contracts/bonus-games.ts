/**
 * The daily bonus games' wire contract (`games/{gameRoute}`: fortuna, chest, memory, safe, lottery,
 * dragon), served by the promotions service under `/web-api/promotions/bonus-games`: each game once a
 * UTC day per player, the club points behind the chosen box awarded and the other boxes revealed. The
 * casino app imports it relatively; the reference server as `@kickoff/casino-contracts/bonus-games`.
 */
import * as v from 'valibot';

export const BONUS_GAMES_API_BASE = '/web-api/promotions/bonus-games';
export const bonusGamesPath = (path = ''): string => (path ? `${BONUS_GAMES_API_BASE}/${path}` : BONUS_GAMES_API_BASE);
/** The same path as the browser's API client takes it (relative to the `web` service base). */
export const bonusGamesCallPath = (path = ''): string => (path ? `promotions/bonus-games/${path}` : 'promotions/bonus-games');
export const playPath = (route: string): string => `${route}/play`;

export const BonusGameErrorCodes = {
  notFound: 'promotion_not_found',
  badChoice: 'promotion_bad_query',
  /** The game was already played today. */
  alreadyPlayed: 'bonus_game_already_played',
} as const;

const Int = v.pipe(v.number(), v.integer(), v.minValue(0));
const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(1000));

/** The bonus games of `games/{gameRoute}` (shell spec §2). */
export const BONUS_GAMES = ['fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus'] as const;
export const BonusGameRouteSchema = v.picklist(BONUS_GAMES);
export type BonusGameRoute = (typeof BONUS_GAMES)[number];

export const BonusGameSchema = v.object({
  route: BonusGameRouteSchema,
  title: Text,
  description: Text,
  /** How many choices the player picks from (chests, cards, safes, ...). */
  choices: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  /** The prizes in club points the game can award. */
  prizes: v.pipe(v.array(Int), v.minLength(1)),
  /** For a signed-in player: whether a play is available now, and when the next one is (ms). */
  available: v.nullable(v.boolean()),
  nextAt: v.nullable(v.pipe(v.number(), v.integer())),
});
export type BonusGame = v.InferOutput<typeof BonusGameSchema>;
export const BonusGameListSchema = v.object({ items: v.array(BonusGameSchema) });
export const PlayBonusGameRequestSchema = v.object({ choice: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(11)) });
export const BonusGamePlaySchema = v.object({
  route: BonusGameRouteSchema,
  choice: Int,
  /** The points behind every choice (the one picked and the others), revealed after the play. */
  revealed: v.array(Int),
  points: Int,
  balance: Int,
  nextAt: v.pipe(v.number(), v.integer()),
});
export type BonusGamePlay = v.InferOutput<typeof BonusGamePlaySchema>;
