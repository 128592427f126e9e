/**
 * The console's Players section, identity's part (issue 24; contract @kickoff/backoffice-contracts/players):
 * search by account ID, e-mail or phone, a player's summary, sessions and security events (reads for
 * the support, payments, KYC, trading and admin roles), and the writes of support agents and admins:
 * ending every session of a player (their next call is signed out) and a ban with a level and a reason,
 * or lifting it. Each write and its audit row are one transaction.
 */
import type { FastifyInstance } from 'fastify';
import {
  BAN_LEVELS,
  BanBodySchema,
  PageQuerySchema,
  PLAYER_READ_ROLES,
  PLAYER_SEARCH_MAX,
  PLAYER_WRITE_ROLES,
  PLAYERS_ERRORS,
  PlayerSearchQuerySchema,
} from '@kickoff/backoffice-contracts/players';
import { HttpError } from '../../http/errors';
import { bodyOf } from '../../http/validate';
import { pageOf, playerIdOf, queryOf } from '../../staff/lists';
import type { IdentityContext } from '../context';
import { searchTerms } from '../player-search';
import { sessionLive, toBan, toFound, toSecurityEvent, toSession, toSummary } from '../player-view';

/** Sessions shown in a player's view (the sweep keeps ended ones a day). */
const SESSIONS_SHOWN = 100;

export function registerStaffPlayerRoutes(app: FastifyInstance, svc: IdentityContext): void {
  const { stores } = svc;
  const read = { preHandler: app.staffGuards.role(...PLAYER_READ_ROLES) };
  const write = { preHandler: app.staffGuards.role(...PLAYER_WRITE_ROLES) };
  const noStore = { 'cache-control': 'no-store' };
  const target = (id: number): string => `player:${id}`;

  const summaryOf = (id: number) => {
    const user = stores.users.byId(id);
    const ban = stores.players.ban(id);
    if (!user || !ban) throw new HttpError(404, PLAYERS_ERRORS.notFound, `No player ${id}`);
    const now = svc.clock.now();
    const live = stores.sessions.ofUser(id, SESSIONS_SHOWN).filter((s) => sessionLive(s, now)).length;
    return toSummary(user, ban, live);
  };

  app.get('/staff-api/players', read, async (request, reply) => {
    const { q } = queryOf(PlayerSearchQuerySchema, request);
    const found = stores.players.search(searchTerms(q), PLAYER_SEARCH_MAX);
    return reply.headers(noStore).send({ data: found.map(toFound) });
  });

  app.get('/staff-api/players/:id', read, async (request, reply) => {
    const id = playerIdOf(app, request);
    return reply.headers(noStore).send({ data: summaryOf(id) });
  });

  app.get('/staff-api/players/:id/sessions', read, async (request, reply) => {
    const id = playerIdOf(app, request);
    const now = svc.clock.now();
    return reply.headers(noStore).send({ data: stores.sessions.ofUser(id, SESSIONS_SHOWN).map((s) => toSession(s, now)) });
  });

  app.get('/staff-api/players/:id/security-events', read, async (request, reply) => {
    const id = playerIdOf(app, request);
    const { before, limit } = queryOf(PageQuerySchema, request);
    const rows = stores.security.page(id, before, limit + 1);
    return reply.headers(noStore).send(pageOf(rows, limit, (row) => row.id, toSecurityEvent));
  });

  app.post('/staff-api/players/:id/sessions/end', write, async (request, reply) => {
    const id = playerIdOf(app, request);
    const ended = stores.transaction(() => {
      const count = stores.sessions.endAll(id, svc.clock.now());
      app.staffAudit.record(request, { action: 'players.sessions_end', target: target(id), before: { openSessions: count }, after: { openSessions: 0 } });
      return count;
    });
    request.log.info({ userId: id, ended }, 'staff ended the sessions of a player');
    return reply.headers(noStore).send({ data: { ended } });
  });

  app.post('/staff-api/players/:id/ban', write, async (request, reply) => {
    const id = playerIdOf(app, request);
    const body = bodyOf(BanBodySchema, request.body);
    const level = BAN_LEVELS.find((b) => b.level === body.level) ?? BAN_LEVELS[0];
    stores.transaction(() => {
      const before = stores.players.ban(id);
      stores.players.setBan(id, { level: level.level, version: level.version, reason: body.reason, at: svc.clock.now() });
      const after = stores.players.ban(id);
      app.staffAudit.record(request, {
        action: 'players.ban',
        target: target(id),
        before: before ? toBan(before) : null,
        after: after ? toBan(after) : null,
      });
    });
    request.log.info({ userId: id, level: level.level }, 'staff banned a player');
    return reply.headers(noStore).send({ data: summaryOf(id) });
  });

  app.delete('/staff-api/players/:id/ban', write, async (request, reply) => {
    const id = playerIdOf(app, request);
    stores.transaction(() => {
      const before = stores.players.ban(id);
      const ban = before ? toBan(before) : null;
      if (!ban) throw new HttpError(409, PLAYERS_ERRORS.notBanned, `Player ${id} is not banned`);
      stores.players.liftBan(id);
      app.staffAudit.record(request, { action: 'players.ban_lift', target: target(id), before: ban, after: null });
    });
    request.log.info({ userId: id }, 'staff lifted the ban of a player');
    return reply.headers(noStore).send({ data: summaryOf(id) });
  });
}
