/**
 * A reply schema from a hand-written check, for code that loads on use. valibot is one file the betting module's
 * first view already bundles, so every valibot function used anywhere in the module would be carried to the home
 * page's first visit (esbuild splits by file; see embed/shared.tsx): about 1-2 KB gzip per new schema. This builds
 * valibot's custom-schema shape (`~run` over a dataset, as `v.custom` makes it) without importing valibot, so the
 * platform's API client validates the reply like every other one, and a failed check is its bad-response error.
 * Tests check each such schema with valibot itself (`v.parse`, `v.is`).
 */
import type * as v from 'valibot';

export function checkedSchema<T>(check: (value: unknown) => value is T, message: string): v.GenericSchema<unknown, T> {
  return {
    kind: 'schema',
    type: 'custom',
    reference: check,
    expects: 'unknown',
    async: false,
    message,
    get '~standard'() {
      return { version: 1, vendor: 'valibot', validate: (value: unknown) => (check(value) ? { value } : { issues: [{ message }] }) };
    },
    '~run'(dataset: { value: unknown; typed?: boolean; issues?: unknown[] }) {
      if (check(dataset.value)) dataset.typed = true;
      else {
        dataset.typed = false;
        dataset.issues = [{ kind: 'schema', type: 'custom', input: dataset.value, expected: 'unknown', received: typeof dataset.value, message }];
      }
      return dataset;
    },
  } as unknown as v.GenericSchema<unknown, T>;
}

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
