/** The `Idempotency-Key` header of a money write: required, 8–64 characters of [A-Za-z0-9_.:-] (else 400 idempotency_key_required). */
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, IdempotencyErrorCodes, IdempotencyKeySchema } from '@kickoff/wallet-contracts';
import { HttpError } from '../../http/errors';

export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) throw new HttpError(400, IdempotencyErrorCodes.keyRequired, 'The Idempotency-Key header is required', { parameter: 'Idempotency-Key' });
  const parsed = v.safeParse(IdempotencyKeySchema, Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new HttpError(400, IdempotencyErrorCodes.keyRequired, parsed.issues[0]?.message ?? 'invalid Idempotency-Key', { parameter: 'Idempotency-Key' });
  return parsed.output;
}

/** The refusal of a key used before for another request (another route or body). */
export const keyReused = (): HttpError =>
  new HttpError(409, IdempotencyErrorCodes.keyReused, 'This Idempotency-Key was used for another request', { parameter: 'Idempotency-Key' });
