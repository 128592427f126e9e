/** The `Idempotency-Key` header of a placing request: required, 8–64 characters (400 idempotency_key_required). */
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '@kickoff/wallet-contracts';
import { PlacementErrors } from '../placing/errors';

export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) throw PlacementErrors.keyRequired('The Idempotency-Key header is required');
  const parsed = v.safeParse(IdempotencyKeySchema, Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw PlacementErrors.keyRequired(parsed.issues[0]?.message ?? 'invalid Idempotency-Key');
  return parsed.output;
}
