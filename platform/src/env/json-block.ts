/**
 * The JSON blocks the server writes into the shell page (`<script type="application/json" id="…">`:
 * the environment, the preloaded start-up data), parsed and validated. A missing, broken or invalid
 * block gives null, with a warning that says what the page does instead.
 */
import * as v from 'valibot';

/** Parses `text` (the block `id`'s content) with `schema`; `fallback` completes the warning ("using defaults"). */
export function parseJsonBlock<S extends v.GenericSchema>(id: string, text: string | null | undefined, schema: S, fallback: string): v.InferOutput<S> | null {
  if (!text) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    if (parsed.success) return parsed.output;
    console.warn(`${id} is invalid; ${fallback}`, v.flatten(parsed.issues));
  } catch (err) {
    console.warn(`${id} is not JSON; ${fallback}`, err);
  }
  return null;
}

/** The page's block `id`, parsed and validated (null outside a browser). */
export function readJsonBlock<S extends v.GenericSchema>(id: string, schema: S, fallback: string): v.InferOutput<S> | null {
  const el = typeof document !== 'undefined' ? document.getElementById(id) : null;
  return parseJsonBlock(id, el?.textContent, schema, fallback);
}
