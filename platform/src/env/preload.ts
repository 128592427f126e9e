/**
 * The start-up data the server preloads into the shell page. Each part is read at most once and
 * validated by its own schema by the caller; anything missing or broken falls back to a fetch.
 */
import * as v from 'valibot';
import { PreloadSchema, type Preload } from '../schemas/config';
import { parseJsonBlock, readJsonBlock } from './json-block';

const BLOCK_ID = 'kickoff-preload';
const FALLBACK = 'fetching instead';

let preload: Preload | null | undefined;
const taken = new Set<string>();

function read(): Preload | null {
  if (preload === undefined) preload = readJsonBlock(BLOCK_ID, PreloadSchema, FALLBACK);
  return preload;
}

/**
 * A preloaded part for this language, validated by `schema`, handed out once (later calls fetch
 * fresh data, e.g. the config reload after login).
 */
export function takePreloaded<S extends v.GenericSchema>(part: 'siteConfig' | 'block' | 'session', lang: string, schema: S): v.InferOutput<S> | null;
export function takePreloaded<S extends v.GenericSchema>(part: `group:${string}`, lang: string, schema: S): v.InferOutput<S> | null;
export function takePreloaded<S extends v.GenericSchema>(part: string, lang: string, schema: S): v.InferOutput<S> | null {
  const data = read();
  if (!data || data.lang !== lang || taken.has(part)) return null;
  taken.add(part);
  const raw: unknown = part.startsWith('group:') ? data.groups?.[part.slice(6)] : data[part as 'siteConfig' | 'block' | 'session'];
  if (raw === undefined) return null;
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output;
  console.warn(`preloaded ${part} is invalid; fetching instead`, v.flatten(parsed.issues));
  return null;
}

/**
 * What the modules of the page's import map were built for, by entry URL (issue 26), as the server read their
 * manifests; null on a page the server did not write (tests, another site's page with embeds). Read as often as needed.
 */
export function preloadedModuleRequirements(): Readonly<Record<string, Readonly<Record<string, string>>>> | null {
  return read()?.modules ?? null;
}

/** True when the server preloaded this part for this language as null (`session: null`: a guest). */
export function preloadedAsNull(part: 'session', lang: string): boolean {
  const data = read();
  return data !== null && data.lang === lang && data[part] === null;
}

/** Tests only: forget what was read and taken. */
export function resetPreloadForTests(text?: string): void {
  preload = text === undefined ? undefined : parseJsonBlock(BLOCK_ID, text, PreloadSchema, FALLBACK);
  taken.clear();
}
