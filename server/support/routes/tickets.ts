/**
 * Support tickets and the personal manager (docs/api.md "Support"): behind the player guard (401
 * without a token), open to a banned player (`ban: 'allowed'`: a banned player must still reach
 * support). Another player's ticket is as unknown as a missing one (404). Creating tickets and
 * writing are rate-limited per player (429 `too_many_requests`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  CreateTicketRequestSchema,
  ManagerMessageRequestSchema,
  ManagerResponseSchema,
  ReplyRequestSchema,
  SupportErrorCodes,
  SupportLangQuerySchema,
  SupportPaths,
  TicketListQuerySchema,
  TicketListResponseSchema,
  TicketResponseSchema,
  UnreadResponseSchema,
  type Manager,
  type Ticket,
  type TicketSummary,
} from '@kickoff/office-contracts/support';
import { HttpError, sendError } from '../../http/errors';
import type { KeyedLimiter } from '../../http/rate-limits';
import { parseBody, validate } from '../../http/validate';
import { perPlayer, type SupportContext } from '../context';
import type { ManagerRow, SupportLang, TicketRow, TicketSummaryRow } from '../store/tickets';

const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });

const summaryView = (row: TicketSummaryRow): TicketSummary => ({
  id: row.id,
  subject: row.subject,
  category: row.category,
  status: row.status,
  unread: row.unread,
  lastAuthor: row.last_author,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const managerView = (row: ManagerRow, lang: SupportLang): Manager => ({
  name: lang === 'ru' ? row.name : row.name_en,
  email: row.email,
  phone: row.phone,
  messenger: row.messenger,
  days: v.parse(v.array(v.number()), JSON.parse(row.days)),
  from: row.hours_from,
  to: row.hours_to,
  timezone: row.timezone,
});

const langOf = (lng: string | undefined): SupportLang => (lng === undefined || lng.slice(0, 2).toLowerCase() === 'ru' ? 'ru' : 'en');

/** The signed-in player's id (behind the player guard; 401 otherwise). */
export function playerId(request: FastifyRequest): number {
  const player = request.player;
  if (!player) throw new HttpError(401, 'unauthorized', 'Sign in first');
  return player.user.id;
}

export function registerTicketRoutes(app: FastifyInstance, ctx: SupportContext): void {
  const { tickets } = ctx.stores;
  const guard = { preHandler: app.identityGuards.player, config: { ban: 'allowed' as const, restrictedAccess: 'allowed' as const } };
  const newTickets = app.limits.keyed('support-tickets', ctx.limits.tickets);
  const writes = app.limits.keyed('support-messages', ctx.limits.messages);

  const ticketView = (id: number): Ticket => {
    const row = tickets.summary(id);
    if (!row) throw new Error(`ticket ${id} vanished`);
    const messages = tickets.messages(id).map((m) => ({
      id: m.id,
      author: m.author,
      authorName: m.agent_name,
      text: m.body,
      createdAt: m.created_at,
      read: m.author === 'player' || m.read_at !== null,
    }));
    return { ...summaryView(row), messages };
  };

  /** The player's own ticket after delivering due answers, or a 404 sent. */
  const ownTicket = (request: FastifyRequest): TicketRow | undefined => {
    const userId = playerId(request);
    ctx.deliverDue(userId);
    const params = validate(IdParam, request.params);
    const row = params.ok ? tickets.byId(params.value.id) : undefined;
    return row && row.user_id === userId ? row : undefined;
  };

  const limited = (request: FastifyRequest, limiter: KeyedLimiter, what: string) => perPlayer(request, limiter, what);

  app.get(SupportPaths.tickets, guard, async (request, reply) => {
    const userId = playerId(request);
    const query = validate(TicketListQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    ctx.deliverDue(userId);
    const { page, pageSize } = query.value;
    const items = tickets.page(userId, pageSize, (page - 1) * pageSize).map(summaryView);
    const data = { items, page, pageSize, total: tickets.countOfUser(userId), unread: tickets.unreadOf(userId) };
    return reply.header('cache-control', 'no-store').send(v.parse(TicketListResponseSchema, { data }));
  });

  app.post(SupportPaths.tickets, guard, async (request, reply) => {
    const userId = playerId(request);
    const query = validate(SupportLangQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const body = parseBody(CreateTicketRequestSchema, request.body, reply);
    if (!body) return reply;
    await limited(request, newTickets, 'new tickets');
    const now = ctx.clock.now();
    const id = tickets.create({ userId, ...body, lang: langOf(query.value.lng), now, agentDueAt: ctx.answerDueAt(now) });
    request.log.info({ userId, ticketId: id }, 'support ticket created');
    return reply.code(201).header('cache-control', 'no-store').send(v.parse(TicketResponseSchema, { data: ticketView(id) }));
  });

  app.get(SupportPaths.ticket, guard, async (request, reply) => {
    const row = ownTicket(request);
    if (!row) return sendError(reply, 404, 'not_found', 'No such ticket');
    // Opening the ticket reads its support messages (the unread count of the user config drops).
    tickets.markRead(row.id, ctx.clock.now());
    return reply.header('cache-control', 'no-store').send(v.parse(TicketResponseSchema, { data: ticketView(row.id) }));
  });

  app.post(SupportPaths.messages, guard, async (request, reply) => {
    const row = ownTicket(request);
    if (!row) return sendError(reply, 404, 'not_found', 'No such ticket');
    const body = parseBody(ReplyRequestSchema, request.body, reply);
    if (!body) return reply;
    if (row.status === 'closed') return sendError(reply, 409, SupportErrorCodes.ticketClosed, 'The ticket is closed: open a new one');
    await limited(request, writes, 'messages');
    const now = ctx.clock.now();
    tickets.addPlayerMessage(row.id, body.message, now, ctx.answerDueAt(now, row));
    // The player answered: what support wrote before has been seen.
    tickets.markRead(row.id, now);
    return reply.code(201).header('cache-control', 'no-store').send(v.parse(TicketResponseSchema, { data: ticketView(row.id) }));
  });

  app.post(SupportPaths.close, guard, async (request, reply) => {
    const row = ownTicket(request);
    if (!row) return sendError(reply, 404, 'not_found', 'No such ticket');
    if (!tickets.close(row.id, ctx.clock.now())) return sendError(reply, 409, SupportErrorCodes.ticketClosed, 'The ticket is closed already');
    request.log.info({ userId: row.user_id, ticketId: row.id }, 'support ticket closed');
    return reply.header('cache-control', 'no-store').send(v.parse(TicketResponseSchema, { data: ticketView(row.id) }));
  });

  app.get(SupportPaths.unread, guard, async (request, reply) => {
    const userId = playerId(request);
    ctx.deliverDue(userId);
    return reply.header('cache-control', 'no-store').send(v.parse(UnreadResponseSchema, { data: { unread: tickets.unreadOf(userId) } }));
  });

  app.get(SupportPaths.manager, guard, async (request, reply) => {
    const query = validate(SupportLangQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const manager = ctx.managerOf(playerId(request));
    if (!manager) return sendError(reply, 404, 'not_found', 'No personal manager');
    const data = managerView(manager, langOf(query.value.lng));
    return reply.header('cache-control', 'no-store').send(v.parse(ManagerResponseSchema, { data }));
  });

  app.post(SupportPaths.managerMessage, guard, async (request, reply) => {
    const userId = playerId(request);
    const query = validate(SupportLangQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const body = parseBody(ManagerMessageRequestSchema, request.body, reply);
    if (!body) return reply;
    const manager = ctx.managerOf(userId);
    if (!manager) return sendError(reply, 404, 'not_found', 'No personal manager');
    await limited(request, newTickets, 'new tickets');
    const now = ctx.clock.now();
    const lang = langOf(query.value.lng);
    const subject = managerView(manager, lang).name.slice(0, 120);
    const id = tickets.create({ userId, subject, category: 'manager', message: body.message, lang, now, agentDueAt: ctx.answerDueAt(now) });
    request.log.info({ userId, ticketId: id }, 'message to the personal manager');
    return reply.code(201).header('cache-control', 'no-store').send(v.parse(TicketResponseSchema, { data: ticketView(id) }));
  });
}
