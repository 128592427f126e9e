/** Block service (shell spec §7): POST /blocks-api/api/v2/block → blocking reason for the requester's country. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { BlockRequestSchema, BlockResponseSchema } from '../../platform/src/schemas/config';
import type { AppContext } from '../context';
import { readCountry } from '../http/geo';
import { parseBody } from '../http/validate';

export function registerBlockRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/blocks-api/api/v2/block', async (request, reply) => {
    const body = parseBody(BlockRequestSchema, request.body, reply);
    if (!body) return reply;
    const country = readCountry(request);
    const rule = country === undefined ? undefined : ctx.stores.blockRules.find(country);
    const answer = v.parse(BlockResponseSchema, {
      data: { displayTypeId: rule?.reason ?? 0, templateTypeId: rule?.templateTypeId ?? 0 },
    });
    return reply.header('cache-control', 'no-store').header('vary', 'x-country, cookie').send(answer);
  });
}
