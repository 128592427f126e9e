/**
 * Attribute validation of the elements (valibot): each attribute's schema carries the message shown
 * inline when it is missing or wrong, e.g. "game-id must be a positive whole number".
 */
import * as v from 'valibot';
import type { PropsResult } from './parcel-element';

/** An attribute as lit gives it: a string, or null/undefined when absent. */
export type AttributeValue = string | null | undefined;

/** A required positive whole number (an id): `game-id="42"`. */
export const positiveWholeNumber = (name: string) => {
  const message = `${name} must be a positive whole number`;
  return v.pipe(v.string(message), v.regex(/^[1-9]\d{0,14}$/, message), v.transform(Number), v.safeInteger(message));
};

/** An optional whole number from `min` to `max` (`fallback` when absent): `limit="5"`. */
export const wholeNumberIn = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return v.optional(v.pipe(v.string(message), v.regex(/^\d{1,6}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)), String(fallback));
};

/** A required slug: lower-case letters, digits and hyphens (`sport="football"`, `promotion-id="crash-week"`). */
export const slug = (name: string) => {
  const message = `${name} must be a slug (lower-case letters, digits and hyphens)`;
  return v.pipe(v.string(message), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, message));
};

/** A name part of a team module: `acme`, `odds-widget` (the import map's `@scope/name`). */
const MODULE_PART = '[a-z0-9][a-z0-9._-]{0,63}';

/**
 * A required team module's import-map name, `@scope/name` (`module="@acme/odds-widget"`), any scope but
 * `kickoff`: the operator's own modules are embedded through their own elements.
 */
export const teamModule = (name: string) => {
  const message = `${name} must be a team module's import-map name: @scope/name, lower-case letters, digits, '.', '_' and '-'`;
  return v.pipe(
    v.string(message),
    v.regex(new RegExp(`^@${MODULE_PART}/${MODULE_PART}$`), message),
    v.check((value) => !value.startsWith('@kickoff/'), `${name} cannot be a @kickoff module: use that module's own element`),
  );
};

/** An optional export name (`fallback` when absent): `parcel="oddsParcel"`. */
export const moduleExport = (name: string, fallback: string) => {
  const message = `${name} must be the name of a module export (letters, digits, '_' and '$', not starting with a digit)`;
  return v.optional(v.pipe(v.string(message), v.regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/, message)), fallback);
};

/** A required value from a fixed list: `category="crash-games"`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(name: string, options: T) =>
  v.picklist(options, `${name} must be one of: ${options.join(', ')}`);

/**
 * The parcel's props from the attributes: `attributes` maps each prop to its attribute value (null
 * and undefined both mean absent); the first failing attribute's message otherwise.
 */
export function propsFrom<E extends v.ObjectEntries>(entries: E, attributes: { [K in keyof E]: AttributeValue }): PropsResult {
  const input = Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, value ?? undefined]));
  const parsed = v.safeParse(v.object(entries), input);
  if (parsed.success) return { ok: true, props: parsed.output as Record<string, unknown> };
  return { ok: false, message: parsed.issues[0].message };
}
