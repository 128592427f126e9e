/** Body validation that names the failing field: 400 `invalid_field` with `source.pointer` `/<field>`. */
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { AuthErrorCodes } from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { describeIssues } from '../../http/validate';

export function sendFieldError(reply: FastifyReply, field: string, detail: string): FastifyReply {
  return sendError(reply, 400, AuthErrorCodes.invalidField, detail, { pointer: `/${field}` });
}

/** Validates `body`; on failure sends `invalid_field` for the first failing field and returns undefined. */
export function parseFields<S extends v.GenericSchema>(schema: S, body: unknown, reply: FastifyReply): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const first = result.issues[0];
  const path = first ? (v.getDotPath(first) ?? '') : '';
  sendError(reply, 400, AuthErrorCodes.invalidField, describeIssues(result.issues), { pointer: `/${path.replaceAll('.', '/')}` });
  return undefined;
}
