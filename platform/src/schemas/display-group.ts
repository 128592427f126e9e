/**
 * The `display` config group's schema, for the server only (@kickoff/contracts; its own file, so the platform's
 * browser bundle, which imports ./groups.ts, does not carry it).
 */
import * as v from 'valibot';

/**
 * Display defaults (account spec §5): the market-name type a player who never chose starts with, 0 full
 * market names, 1 short ones. Read by the shell's display preferences chunk, which uses only an allowed value
 * (shell-parcels/src/display/markets-name-type.ts); not part of the platform's browser exports.
 */
export const MARKETS_NAME_TYPES = [0, 1] as const;
export const DisplayGroupSchema = v.object({
  defaultMarketsNameType: v.optional(v.picklist(MARKETS_NAME_TYPES)),
});
export type DisplayGroup = v.InferOutput<typeof DisplayGroupSchema>;
