/** Games preview (account spec §3 "Games preview"; light call of §7). */
import * as v from 'valibot';

const GamePreviewSchema = v.object({
  gameType: v.string(),
  name: v.string(),
  route: v.string(),
  oldRoute: v.nullable(v.string()),
  categoryIds: v.array(v.number()),
  tag: v.nullable(v.string()),
});
export type GamePreview = v.InferOutput<typeof GamePreviewSchema>;

/** GET /web-api/games-preview/light?whence&groupId&ref&lng&fcountry[&oldRoute] */
export const GamesPreviewResponseSchema = v.object({ games: v.array(GamePreviewSchema) });

export const GamesPreviewQuerySchema = v.object({
  whence: v.optional(v.string()),
  groupId: v.optional(v.string()),
  ref: v.optional(v.string()),
  lng: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))),
  fcountry: v.optional(v.string()),
  oldRoute: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
