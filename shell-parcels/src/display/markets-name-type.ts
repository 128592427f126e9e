/**
 * The market-name type (account spec §3 "Global settings" `marketsNameType`, §5, §9 cookie `markets_name_type`;
 * docs/architecture.md "Display preferences"): 0 full market names, 1 short ones. Pure: what the player chose
 * (the cookie) comes first, else the `display` config group's `defaultMarketsNameType` when it is an allowed
 * value, else 0. The server's schema of the group is the platform's `DisplayGroupSchema` (@kickoff/contracts),
 * which a browser module does not import; tests/shell/welcome/markets-name-type.test.ts checks they agree.
 */
import * as v from 'valibot';

export const MARKETS_NAME_TYPES = [0, 1] as const;
export type MarketsNameType = (typeof MARKETS_NAME_TYPES)[number];
export const DEFAULT_MARKETS_NAME_TYPE: MarketsNameType = 0;
/** The config group holding the site's display defaults. */
export const DISPLAY_GROUP = 'display';

const Allowed = v.picklist(MARKETS_NAME_TYPES);
const CookieValue = v.pipe(v.picklist(['0', '1']), v.transform((x) => Number(x) as MarketsNameType));

/** The site's default from the `display` group's value: only an allowed value, anything else is no default. */
export function configMarketsNameType(group: unknown): MarketsNameType | undefined {
  if (group === null || typeof group !== 'object' || Array.isArray(group)) return undefined;
  const value = (group as Record<string, unknown>)['defaultMarketsNameType'];
  const result = v.safeParse(Allowed, value);
  return result.success ? result.output : undefined;
}

/** The player's choice from the cookie's raw text (undefined: never chose, or a value that is not allowed). */
export function keptMarketsNameType(raw: string | undefined): MarketsNameType | undefined {
  const result = v.safeParse(CookieValue, raw?.trim());
  return result.success ? result.output : undefined;
}

/** The type to show: the player's choice, else the site's allowed default, else full names. */
export function resolveMarketsNameType(kept: MarketsNameType | undefined, configDefault: MarketsNameType | undefined): MarketsNameType {
  return kept ?? configDefault ?? DEFAULT_MARKETS_NAME_TYPE;
}
