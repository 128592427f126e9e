/**
 * Body-size limits per route family (set on every route that does not choose its own): the test API
 * (`/__test/*`, site config and groups) and everything else. A larger body is a 413 `payload_too_large`.
 */
import type { FastifyInstance } from 'fastify';
import type { SecurityConfig } from './security-config';

export function registerBodyLimits(app: FastifyInstance, limits: SecurityConfig['bodyLimits']): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    route.bodyLimit = route.url.startsWith('/__test/') ? limits.testApi : limits.api;
  });
}
