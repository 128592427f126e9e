/** POST /web-api/fingerprint: issues the `x-hd` fingerprint token (valid 24 h); an anonymous write, rate-limited per address. */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import { AuthPaths, FingerprintRecordSchema, FingerprintRequestSchema, type FingerprintRecord } from '@kickoff/contracts';
import { parseBody } from '../../http/validate';
import { FINGERPRINT_TTL_MS } from '../constants';
import { randomId } from '../random';
import type { IdentityContext } from '../context';

export function registerFingerprintRoute(app: FastifyInstance, svc: IdentityContext, anonymousWrite: onRequestAsyncHookHandler): void {
  app.post(svc.web(AuthPaths.fingerprint), { onRequest: anonymousWrite }, async (request, reply) => {
    const body = parseBody(FingerprintRequestSchema, request.body, reply);
    if (!body) return reply;
    svc.sweep();
    const now = svc.clock.now();
    const record: FingerprintRecord = { token: randomId(24), componentsData: body.componentsData, expiresAt: now + FINGERPRINT_TTL_MS };
    svc.stores.fingerprints.create(record, now);
    return reply.header('cache-control', 'no-store').send(v.parse(FingerprintRecordSchema, record));
  });
}
