/**
 * Shared rule for values read back from cookies and web storage (account spec §5: "A stored value
 * that is null or an object is ignored when loading settings"): null/undefined are ignored, anything
 * else must pass the schema (so an object where a scalar is expected is ignored too). Never throws.
 */
import * as v from 'valibot';

export function acceptStored<S extends v.GenericSchema>(value: unknown, schema: S): v.InferOutput<S> | undefined {
  if (value === null || value === undefined) return undefined;
  try {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : undefined;
  } catch {
    return undefined; // a throwing transform/check inside the schema
  }
}
