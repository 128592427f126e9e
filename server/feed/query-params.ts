/**
 * Query strings of the feed calls → typed values for the contract's query schemas: booleans as
 * `1`/`0` (or true/false), integers as digits, id lists comma-separated; empty values count as
 * absent, unknown parameters are ignored. A failure names the parameter (400 invalid_parameter).
 */
import * as v from 'valibot';

export type ParamKind = 'int' | 'bool' | 'ids' | 'string';
export type ParamSpec = Readonly<Record<string, ParamKind>>;

export type ParsedQuery<S extends v.GenericSchema> = { ok: true; value: v.InferOutput<S> } | { ok: false; parameter: string; detail: string };

const INT = /^-?\d+$/;

function convert(kind: ParamKind, raw: string): unknown {
  switch (kind) {
    case 'int':
      return INT.test(raw) ? Number(raw) : raw;
    case 'bool':
      return raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : raw;
    case 'ids':
      return raw.split(',').map((part) => (INT.test(part.trim()) ? Number(part.trim()) : part));
    case 'string':
      return raw;
  }
}

export function parseQuery<S extends v.GenericSchema>(schema: S, spec: ParamSpec, query: unknown): ParsedQuery<S> {
  const input: Record<string, unknown> = {};
  const source = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  for (const [name, kind] of Object.entries(spec)) {
    const raw = source[name];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string') return { ok: false, parameter: name, detail: `${name} must be given once` };
    input[name] = convert(kind, raw);
  }
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issue = parsed.issues[0];
  const key = issue?.path?.[0]?.key;
  const parameter = typeof key === 'string' ? key : Object.keys(spec)[0] ?? 'query';
  return { ok: false, parameter, detail: `${parameter}: ${issue?.message ?? 'invalid value'}` };
}

export const GAMES_PARAMS: ParamSpec = {
  section: 'string',
  sportId: 'int',
  champId: 'int',
  timeFilter: 'int',
  video: 'bool',
  cyber: 'bool',
  synthetic: 'bool',
  top: 'bool',
  team: 'string',
  ids: 'ids',
  limit: 'int',
  since: 'int',
  lng: 'string',
};
export const SPORTS_PARAMS: ParamSpec = { section: 'string', timeFilter: 'int', video: 'bool', cyber: 'bool', lng: 'string' };
export const CHAMPS_PARAMS: ParamSpec = { section: 'string', sportId: 'int', timeFilter: 'int', video: 'bool', cyber: 'bool', groupByCountry: 'bool', lng: 'string' };
export const GAME_PARAMS: ParamSpec = { since: 'int', lng: 'string' };
export const RESULTS_PARAMS: ParamSpec = { type: 'string', date: 'string', sportId: 'int', champId: 'int', lng: 'string' };
export const STANDINGS_PARAMS: ParamSpec = { champId: 'int', lng: 'string' };
export const LOTTO_PARAMS: ParamSpec = { status: 'string', lng: 'string' };
/** toto/draws, toto/draws/:id, lotto/draws/:id */
export const DRAW_PARAMS: ParamSpec = { lng: 'string' };
