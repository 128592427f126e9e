/**
 * Remote views (account spec §7 "Remote view"; docs/api.md "Remote views"): `GET /web-api/remote-views/config`
 * tells the renderer (@kickoff/remote-view) which origins views, stylesheets and scripts may come from
 * and whether `codeToEval` may run (./options.ts, from the environment). Outside production the demo
 * views of another team's server (./demo-views.ts) answer under `/demo-remote-views/`; production has
 * none, like the demo payment provider. No tables (migration range 940-959 reserved).
 */
import type { RemoteViewConfig } from '@kickoff/remote-view-contracts/reply';
import { CONFIG_PATH } from '@kickoff/remote-view-contracts/reply';
import { defineService, type Service } from '../service';
import { registerDemoViews } from './demo-views';
import { NO_REMOTE_ORIGINS, type RemoteViewOptions } from './options';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote-view origins the shell page's CSP must list (server/http/security-headers.ts `withRemoteViewSources`). */
    remoteViewSources: Pick<RemoteViewOptions, 'viewOrigins' | 'scriptOrigins'>;
  }
}

export function createRemoteViewsService(options: RemoteViewOptions = NO_REMOTE_ORIGINS): Service {
  return defineService({
    name: 'remote-views',
    // After the feed: the demo landing view asks it for the next game.
    dependencies: ['feed'],
    migrations: { from: 940, to: 959, list: [] },
    async register(app, ctx) {
      const config: RemoteViewConfig = {
        viewOrigins: [...options.viewOrigins],
        scriptOrigins: [...options.scriptOrigins],
        // Never in production, whatever the options say.
        codeToEval: options.codeToEval && !ctx.env.production,
      };
      app.decorate('remoteViewSources', { viewOrigins: config.viewOrigins, scriptOrigins: config.scriptOrigins });
      app.get(CONFIG_PATH, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(config));
      // The demo views are a development tool, like the demo payment provider: never in production.
      if (ctx.demo) registerDemoViews(app);
    },
  });
}
