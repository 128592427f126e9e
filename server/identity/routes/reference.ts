/** Reference data: GET reference/countries?lng=, reference/phone-masks, reference/currencies. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  CountriesResponseSchema,
  CurrenciesResponseSchema,
  PhoneMasksResponseSchema,
  ReferencePaths,
} from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { parseLang } from '../../http/lang';
import type { IdentityContext } from '../context';

export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600';

export function registerReferenceRoutes(app: FastifyInstance, svc: IdentityContext): void {
  const { reference } = svc.stores;

  app.get<{ Querystring: { lng?: unknown } }>(svc.web(ReferencePaths.countries), async (request, reply) => {
    const lang = parseLang(request.query.lng);
    if (!lang.ok) return sendError(reply, 400, 'invalid_parameter', 'lng must be a two-letter language code', { parameter: 'lng' });
    const data = reference.countries(lang.lang === undefined || lang.lang === 'ru' ? 'ru' : 'en');
    return reply.header('cache-control', REFERENCE_CACHE_CONTROL).header('vary', 'accept-encoding').send(v.parse(CountriesResponseSchema, { data }));
  });

  app.get(svc.web(ReferencePaths.phoneMasks), async (_request, reply) =>
    reply.header('cache-control', REFERENCE_CACHE_CONTROL).send(v.parse(PhoneMasksResponseSchema, { data: reference.phoneMasks() })),
  );

  app.get(svc.web(ReferencePaths.currencies), async (_request, reply) =>
    reply.header('cache-control', REFERENCE_CACHE_CONTROL).send(v.parse(CurrenciesResponseSchema, { data: reference.currencies() })),
  );
}
