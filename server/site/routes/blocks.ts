/**
 * Block service (shell spec §7): POST /blocks-api/api/v2/block → blocking reason for the requester's
 * country. Fails closed: an invalid `x-country` is a 400 (never "not blocked"), and the browser shows
 * the site-failed page when the block answer cannot be had (docs/security.md).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES, BlockRequestSchema, BlockResponseSchema } from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { readCountryStrict } from '../../http/geo';
import { parseBody } from '../../http/validate';
import type { SiteApi } from '../site-config';

export function registerBlockRoutes(app: FastifyInstance, site: SiteApi): void {
  app.post(`${API_BASES.blocks}/api/v2/block`, async (request, reply) => {
    const body = parseBody(BlockRequestSchema, request.body, reply);
    if (!body) return reply;
    const country = readCountryStrict(request);
    if (!country.ok) return sendError(reply, 400, 'invalid_header', country.detail, { parameter: 'x-country' });
    const rule = site.blockRuleOf(country.all);
    const answer = v.parse(BlockResponseSchema, {
      data: { displayTypeId: rule?.reason ?? 0, templateTypeId: rule?.templateTypeId ?? 0 },
    });
    return reply.header('cache-control', 'no-store').header('vary', 'x-country, cookie').send(answer);
  });
}
