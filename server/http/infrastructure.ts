/**
 * What every service builds on, registered before them as the `kickoff-http` plugin: cookie parsing
 * and setting (@fastify/cookie), the security headers (@fastify/helmet), the JSON:API error handler
 * and GET /health.
 */
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { installErrorHandler } from './errors';
import { registerHealthRoute } from './health';
import { registerSecurityHeaders } from './security-headers';

export const HTTP_PLUGIN = 'kickoff-http';

export const httpInfrastructure = fp(
  async (app) => {
    await app.register(cookie);
    await registerSecurityHeaders(app);
    installErrorHandler(app);
    registerHealthRoute(app);
  },
  { name: HTTP_PLUGIN, fastify: '5.x' },
);
