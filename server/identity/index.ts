/**
 * Identity service (account spec §3, §4, §7; contract @kickoff/contracts auth schemas): sessions,
 * tokens, logins, registration, password reset, captcha, accounts, terms, reference data, the office
 * security calls (routes/security.ts), social sign-in (routes/social.ts, social/) and the console's player routes (search, summary,
 * sessions, security events, ending sessions, bans: routes/staff-players.ts). Documented in docs/api.md, "Identity".
 * Offers `app.preloadedSession(request)`, the signed-in player the shell page preloads, and
 * `app.identityChecks` (checks other services add to logins and player calls: the limits service's
 * self-exclusion, time-out and session limit), `app.identityStanding` (ban, terms and identification of
 * a player, for the wallet's stake guard), `app.identityUsers` (the `users` writes other services need:
 * identity is the table's one writer) and `app.accountBook` (which the wallet provides).
 */
import type { FastifyRequest } from 'fastify';
import type { PreloadedSession } from '@kickoff/contracts';
import { defineService } from '../service';
import { createCodeLimits } from './code-limits';
import { createIdentityContext, type IdentityContext } from './context';
import { createIdentityEvents } from './events';
import { createDemoGateway } from './gateway';
import { createGuards } from './http/guards';
import { currentSession } from './http/session';
import { createPlayerMessages } from './message-count';
import { identityMigrations } from './migrations';
import { createAccountBookSlot } from './account-book';
import type { UserWrites } from './store/users';
import { registerAccountRoutes } from './routes/accounts';
import { registerCaptchaRoutes } from './routes/captcha';
import { registerCodeRoutes } from './routes/codes';
import { registerFingerprintRoute } from './routes/fingerprint';
import { registerLoginRoutes } from './routes/login';
import { registerPasswordRoutes } from './routes/password';
import { registerReferenceRoutes } from './routes/reference';
import { createRegistrationDeposits } from './registration-deposit';
import { registerRegistrationRoute } from './routes/register';
import { registerSecurityRoutes } from './routes/security';
import { registerSessionRoutes } from './routes/session';
import { registerSocialRoutes } from './routes/social';
import { registerDemoIdp } from './social/demo-idp/index';
import { registerDemoTelegram } from './social/demo-idp/telegram';
import { socialCallbackUrl, socialProviders, socialTelegram } from './social/index';
import { registerStaffPlayerRoutes } from './routes/staff-players';
import { registerUserRoutes } from './routes/user';
import { resetIdentity, seedIdentity } from './seed';
import { createIdentityStores } from './store/index';
import { registerIdentityTestApi } from './test-api';
import { trackPlayerRoutes } from './http/player-routes';
import { standingOf } from './standing';
import { signedInSpans } from './session-activity';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in player of a request as the shell page preloads it (null for a guest). */
    preloadedSession(request: FastifyRequest): PreloadedSession | null;
    /** The writes of `users` other services ask identity for (identity is the table's one writer). */
    identityUsers: UserWrites;
  }
}

function sessionLookup(svc: IdentityContext): (request: FastifyRequest) => PreloadedSession | null {
  return (request) => {
    const session = currentSession(svc, request);
    const user = session ? svc.stores.users.byId(session.user_id) : undefined;
    return user ? { userId: user.id, banLevel: user.ban_level, banVersion: user.ban_version } : null;
  };
}

export const identityService = defineService({
  name: 'identity',
  dependencies: ['site', 'staff'],
  migrations: { from: 100, to: 199, list: identityMigrations },
  seed: seedIdentity,
  reset: resetIdentity,
  async register(app, ctx) {
    const stores = createIdentityStores(ctx.db);
    const svc = createIdentityContext({
      stores,
      // The demo switch (test API on): code replies carry demoCode and the demo gateway logs codes.
      demo: ctx.testApi,
      clock: ctx.clock,
      loginFailures: ctx.security.loginFailures,
      codeLimits: createCodeLimits(app, ctx.security.codes),
      gateway: createDemoGateway(stores.outbox, { logCodes: ctx.testApi }),
      siteConfig: () => app.site.storedConfig(),
    });
    const guards = createGuards(svc);
    app.decorateRequest('fingerprint', null);
    app.decorateRequest('player', null);
    app.decorate('preloadedSession', sessionLookup(svc));
    app.decorate('identityGuards', guards);
    app.decorate('identityChecks', svc.checks);
    app.decorate('identityStanding', (userId: number) => standingOf(svc, userId));
    app.decorate('identitySessions', { signedIn: (userId: number, since: number, now: number) => signedInSpans(svc, userId, since, now) });
    const playerRoutes = trackPlayerRoutes(app, guards);
    app.decorate('identityEvents', createIdentityEvents());
    app.decorate('playerMessages', createPlayerMessages());
    app.decorate('registrationDeposits', createRegistrationDeposits());
    app.decorate('accountBook', createAccountBookSlot());
    const userWrites: UserWrites = stores.users;
    app.decorate('identityUsers', userWrites);
    const anonymousWrite = app.limits.perAddress(ctx.security.anonymousWrites, 'requests from your address');
    registerFingerprintRoute(app, svc, anonymousWrite);
    registerCaptchaRoutes(app, svc, guards, anonymousWrite);
    registerLoginRoutes(app, svc, guards);
    registerCodeRoutes(app, svc, guards);
    registerRegistrationRoute(app, svc, guards, anonymousWrite);
    registerPasswordRoutes(app, svc, guards);
    registerSessionRoutes(app, svc, guards);
    registerUserRoutes(app, svc, guards);
    registerAccountRoutes(app, svc, guards);
    registerSecurityRoutes(app, svc, guards);
    registerReferenceRoutes(app, svc);
    // Social sign-in: the configured providers; outside production the demo identity provider (its
    // own pages under /demo-idp/) stands in for Google, and its Telegram stand-in for Telegram, unless configured.
    const demoIdp = ctx.demo ? await registerDemoIdp(app, { now: () => ctx.clock.now() }) : null;
    app.decorate('socialDemoIdp', demoIdp);
    const demoTelegram = ctx.demo ? registerDemoTelegram(app, { now: () => ctx.clock.now() }) : null;
    app.decorate('socialDemoTelegram', demoTelegram);
    registerSocialRoutes(app, svc, {
      providers: socialProviders(app, demoIdp, process.env),
      telegram: socialTelegram(demoTelegram, process.env),
      anonymousWrite,
      ...socialCallbackUrl(process.env),
    });
    registerStaffPlayerRoutes(app, svc);
    if (ctx.testApi) registerIdentityTestApi(app, svc, playerRoutes);
  },
});
