/**
 * What every service builds on, registered before them as the `kickoff-http` plugin: cookie parsing
 * and setting (@fastify/cookie), the security headers (@fastify/helmet), the write guard (origin and
 * body type of state-changing requests), CORS for pages that embed Kickoff elements (embed-cors.ts), body-size limits per route family, rate limits
 * (@fastify/rate-limit on the server clock, `app.limits`), the JSON:API error handler and GET /health.
 */
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { registerBodyLimits } from './body-limits';
import { registerEmbedCors } from './embed-cors';
import { installErrorHandler } from './errors';
import { registerFormBody } from './form-body';
import { registerHealthRoute } from './health';
import { registerRateLimits } from './rate-limits';
import type { SecurityConfig } from './security-config';
import { registerSecurityHeaders } from './security-headers';
import { registerWriteGuard } from './write-guard';

export const HTTP_PLUGIN = 'kickoff-http';

export interface HttpOptions {
  clock: Clock;
  security: SecurityConfig;
  /** Production adds HSTS. */
  production: boolean;
}

export const httpInfrastructure = fp<HttpOptions>(
  async (app, opts) => {
    // JSON is the only body type of the APIs: no text/plain (a cross-site form's type) parsing.
    app.removeContentTypeParser('text/plain');
    // HTML forms, for the pages that work without JavaScript; each route opts in (write guard).
    registerFormBody(app, opts.security.bodyLimits.api);
    await app.register(cookie);
    await registerSecurityHeaders(app, { hsts: opts.production });
    await registerEmbedCors(app, opts.security, opts.production);
    registerWriteGuard(app, opts.security);
    registerBodyLimits(app, opts.security.bodyLimits);
    await registerRateLimits(app, opts.clock);
    installErrorHandler(app);
    registerHealthRoute(app);
  },
  { name: HTTP_PLUGIN, fastify: '5.x' },
);
