/** Starts the reference server: `node --import tsx server/main.ts` (npm run serve). */
import { readFileSync } from 'node:fs';
import { parseOverrideStaff } from './web/overrides';
import { buildApp } from './app';
import { testApiSwitch, trustProxyFromEnv } from './env-switches';
import { deployOptionsFromEnv } from './deploy/options';
import { remoteViewOptionsFromEnv } from './remote-views/options';
import { feedOptionsFromEnv } from './feed/options';
import { securityOverridesFromEnv } from './http/security-config';

const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dbFile = process.env.KICKOFF_DB ?? 'server/data/kickoff.db';
/** KICKOFF_DIST: the build output to serve (default dist; the size ratchet serves a production build beside it). */
const distDir = process.env.KICKOFF_DIST ?? 'dist';
/** KICKOFF_FEED_SEED: PRNG seed of the feed; KICKOFF_FEED_SPEED: simulated seconds per real second (0 freezes). */
const feed = feedOptionsFromEnv(process.env);
/** KICKOFF_TEST_API=1: test API and demo codes, only on a loopback HOST and never in production. */
const testApi = testApiSwitch(process.env, host, production);
/** KICKOFF_TRUST_PROXY: the proxies whose X-Forwarded-* headers count (https detection, client address). */
const trustProxy = trustProxyFromEnv(process.env.KICKOFF_TRUST_PROXY);
/** KICKOFF_ALLOWED_ORIGINS and KICKOFF_LIMITS: origins allowed to write, body and rate limits. */
const security = securityOverridesFromEnv(process.env);
/** KICKOFF_DEPLOY_TOKENS, KICKOFF_DEPLOY_ORIGINS, KICKOFF_DEPLOY_DATABASE_URL: the deploy service (server/deploy/README.md). */
const deploy = deployOptionsFromEnv(process.env);
/** KICKOFF_REMOTE_VIEW_ORIGINS, KICKOFF_REMOTE_SCRIPT_ORIGINS, KICKOFF_REMOTE_VIEW_EVAL: the remote-view allow-lists (server/remote-views/options.ts). */
const remoteViews = remoteViewOptionsFromEnv(process.env, production);

function packageVersion(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string') return pkg.version;
  } catch {
    // fall through
  }
  return '0.0.0-dev';
}

const app = await buildApp({
  dbFile,
  distDir,
  production,
  appVersion: process.env.APP_VERSION ?? packageVersion(),
  /** KICKOFF_SERVICE_WORKER=off: the kill switch, browsers unregister the service worker. */
  serviceWorker: process.env.KICKOFF_SERVICE_WORKER !== 'off',
  logger: true,
  testApi: testApi.on,
  trustProxy,
  security,
  feed,
  overrideStaff: parseOverrideStaff(process.env.KICKOFF_OVERRIDE_STAFF),
  deploy,
  remoteViews,
});
if (process.env.KICKOFF_TEST_API && !testApi.on) app.log.warn(`test API not enabled: ${testApi.reason}`);
if (production && !security.allowedOrigins?.length) {
  app.log.warn('KICKOFF_ALLOWED_ORIGINS is not set: browsers cannot send state-changing requests to a non-loopback host');
}

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close(); // closes the database (onClose hook)
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));

try {
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  app.log.info(`Kickoff server ready at http://${shownHost}:${actualPort}/ (db ${dbFile}, ${production ? 'production' : 'development'}, test API ${testApi.on ? 'on' : 'off'})`);
} catch (error) {
  app.log.error({ err: error }, 'failed to start');
  await app.close();
  process.exit(1);
}
