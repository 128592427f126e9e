/** Validation of untrusted input with the valibot schemas; failures become JSON:API 400 replies. */
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { HttpError, sendError } from './errors';

type AnySchema = v.GenericSchema;

export type Validated<S extends AnySchema> = { ok: true; value: v.InferOutput<S> } | { ok: false; detail: string };

export function validate<S extends AnySchema>(schema: S, input: unknown): Validated<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, detail: describeIssues(result.issues) };
}

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Validates a request body; on failure throws 400 `invalid_body` (inside a write that must not send itself). */
export function bodyOf<S extends AnySchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = validate(schema, body);
  if (result.ok) return result.value;
  throw new HttpError(400, 'invalid_body', result.detail, { pointer: '/' });
}

/** Validates a request body; on failure sends 400 `invalid_body` and returns undefined. */
export function parseBody<S extends AnySchema>(schema: S, body: unknown, reply: FastifyReply): v.InferOutput<S> | undefined {
  const result = validate(schema, body);
  if (result.ok) return result.value;
  sendError(reply, 400, 'invalid_body', result.detail, { pointer: '/' });
  return undefined;
}
