/**
 * Identity service of the reference server (account spec §3, §4, §7; contract
 * platform/src/schemas/auth.ts): sessions, tokens, logins, registration, password reset, captcha,
 * accounts, terms, reference data and the social stubs. Documented in docs/api.md, "Identity".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Database from 'better-sqlite3';
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import { identityMigrations as migrations } from './migrations';
import { registerAccountRoutes } from './routes/accounts';
import { registerCaptchaRoutes } from './routes/captcha';
import { registerCodeRoutes } from './routes/codes';
import { registerFingerprintRoute } from './routes/fingerprint';
import { registerLoginRoutes } from './routes/login';
import { registerPasswordRoutes } from './routes/password';
import { registerReferenceRoutes } from './routes/reference';
import { registerRegistrationRoute } from './routes/register';
import { registerSessionRoutes } from './routes/session';
import { registerSocialRoutes } from './routes/social';
import { registerIdentityTestApi } from './routes/test-api';
import { registerUserRoutes } from './routes/user';
import { resetIdentity as reset, seedIdentity as seed } from './seed';
import { createIdentityService } from './service';
import { currentSession } from './http/session';
import type { PreloadedSession } from '../../platform/src/schemas/config';

/** Identity migrations: versions 100-199. */
export const identityMigrations: readonly Migration[] = migrations;

/** Idempotent seed of the identity tables (demo accounts). */
export function seedIdentity(db: Database.Database): void {
  seed(db);
}

/** Empties the identity tables before a test-API reset re-seeds them. */
export function resetIdentity(db: Database.Database): void {
  reset(db);
}

/** What the shell page preloads about the requester's session (null for a guest). */
export type SessionOf = (request: FastifyRequest) => PreloadedSession | null;

export function registerIdentityRoutes(app: FastifyInstance, ctx: AppContext, opts: { testApi: boolean }): SessionOf {
  const svc = createIdentityService(ctx);
  registerFingerprintRoute(app, svc);
  registerCaptchaRoutes(app, svc);
  registerLoginRoutes(app, svc);
  registerCodeRoutes(app, svc);
  registerRegistrationRoute(app, svc);
  registerPasswordRoutes(app, svc);
  registerSessionRoutes(app, svc);
  registerUserRoutes(app, svc);
  registerAccountRoutes(app, svc);
  registerReferenceRoutes(app, svc);
  registerSocialRoutes(app, svc);
  if (opts.testApi) registerIdentityTestApi(app, svc);
  return (request) => {
    const session = currentSession(svc, request);
    const user = session ? svc.stores.users.byId(session.user_id) : undefined;
    return user ? { userId: user.id, banLevel: user.ban_level, banVersion: user.ban_version } : null;
  };
}
