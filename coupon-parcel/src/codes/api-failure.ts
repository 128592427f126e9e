/** What the components read of a failed call: the platform `ApiError`'s `code` and its JSON:API `meta`. */

const record = (x: unknown): Record<string, unknown> | undefined =>
  typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : undefined;

/** The error code of an `ApiError` (`errors[0].code`), else null. */
export function failureCode(err: unknown): string | null {
  const code = record(err)?.code;
  return typeof code === 'string' ? code : null;
}

/** The HTTP status of an `ApiError`, else null. */
export function failureStatus(err: unknown): number | null {
  const status = record(err)?.status;
  return typeof status === 'number' ? status : null;
}

/** `errors[0].meta` of an `ApiError`'s body, or an empty record. */
export function failureMeta(err: unknown): Record<string, unknown> {
  const errors = record(record(err)?.body)?.errors;
  return (Array.isArray(errors) ? record(record(errors[0])?.meta) : undefined) ?? {};
}
