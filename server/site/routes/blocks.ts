/** Block service (shell spec §7): POST /blocks-api/api/v2/block → blocking reason for the requester's country. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES, BlockRequestSchema, BlockResponseSchema } from '@kickoff/contracts';
import { readCountry } from '../../http/geo';
import { parseBody } from '../../http/validate';
import type { SiteApi } from '../site-config';

export function registerBlockRoutes(app: FastifyInstance, site: SiteApi): void {
  app.post(`${API_BASES.blocks}/api/v2/block`, async (request, reply) => {
    const body = parseBody(BlockRequestSchema, request.body, reply);
    if (!body) return reply;
    const rule = site.blockRule(readCountry(request));
    const answer = v.parse(BlockResponseSchema, {
      data: { displayTypeId: rule?.reason ?? 0, templateTypeId: rule?.templateTypeId ?? 0 },
    });
    return reply.header('cache-control', 'no-store').header('vary', 'x-country, cookie').send(answer);
  });
}
