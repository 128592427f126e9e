/**
 * The support agents' inbox (docs/api.md "Staff: support"; role `support_agent`): every player's
 * tickets and manager chats, a thread, the agent's reply (written where the player's office reads
 * support messages, so the player sees it at once), assignment and closing. Each write and its audit
 * row (`support.reply`, `support.assign`, `support.close`, target `ticket:<id>`) are one transaction.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  AgentReplyBodySchema,
  AssignBodySchema,
  CloseBodySchema,
  inboxCursor,
  InboxPageSchema,
  InboxQuerySchema,
  SUPPORT_ERRORS,
  SUPPORT_ROUTES,
  ThreadReplySchema,
} from '@kickoff/backoffice-contracts/support';
import { sendError } from '../../http/errors';
import { parseBody, validate } from '../../http/validate';
import { staffOf } from '../../staff/http/guards';
import type { SupportContext } from '../context';
import { inboxTicketView, threadView } from '../inbox-view';
import type { InboxRow } from '../store/inbox';

const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });

const assigneeOf = (row: InboxRow): { staffId: number; name: string } | null =>
  row.assigned_staff_id === null ? null : { staffId: row.assigned_staff_id, name: row.assigned_name ?? '' };

export function registerStaffInboxRoutes(app: FastifyInstance, ctx: SupportContext): void {
  const { tickets, inbox } = ctx.stores;
  const guard = { preHandler: app.staffGuards.role('support_agent') };

  /** The ticket of `:id`, or a 404 sent (undefined). */
  const ticketOf = (request: FastifyRequest, reply: FastifyReply): InboxRow | undefined => {
    const params = validate(IdParam, request.params);
    const row = params.ok ? inbox.row(params.value.id) : undefined;
    if (!row) sendError(reply, 404, SUPPORT_ERRORS.notFound, 'No such ticket');
    return row;
  };

  const sendThread = (reply: FastifyReply, ticketId: number) => {
    const row = inbox.row(ticketId);
    if (!row) throw new Error(`ticket ${ticketId} vanished`);
    return reply.header('cache-control', 'no-store').send(v.parse(ThreadReplySchema, { data: threadView(row, tickets.messages(ticketId)) }));
  };

  app.get(SUPPORT_ROUTES.tickets, guard, async (request, reply) => {
    const query = validate(InboxQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { status, assigned, kind, before, limit } = query.value;
    const assignee = assigned === 'me' ? staffOf(request).member.id : assigned === 'none' ? 'none' : undefined;
    const rows = inbox.page({
      limit: limit + 1,
      ...(status ? { status } : {}),
      ...(assignee !== undefined ? { assignee } : {}),
      ...(kind ? { kind } : {}),
      ...(before ? { before } : {}),
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const next = rows.length > limit && last ? inboxCursor(last.updated_at, last.id) : null;
    return reply.header('cache-control', 'no-store').send(v.parse(InboxPageSchema, { data: page.map(inboxTicketView), meta: { next } }));
  });

  app.get(SUPPORT_ROUTES.ticket, guard, async (request, reply) => {
    const row = ticketOf(request, reply);
    return row ? sendThread(reply, row.id) : reply;
  });

  app.post(SUPPORT_ROUTES.replies, guard, async (request, reply) => {
    const row = ticketOf(request, reply);
    if (!row) return reply;
    const body = parseBody(AgentReplyBodySchema, request.body, reply);
    if (!body) return reply;
    if (row.status === 'closed') return sendError(reply, 409, SUPPORT_ERRORS.ticketClosed, 'The ticket is closed: the player opens a new one');
    const { member } = staffOf(request);
    ctx.transaction(() => {
      tickets.addAgentMessage(row.id, member.name, body.text, ctx.clock.now(), member.id);
      app.staffAudit.record(request, { action: 'support.reply', target: `ticket:${row.id}`, after: { text: body.text } });
    });
    request.log.info({ staffId: member.id, ticketId: row.id }, 'support agent replied');
    return sendThread(reply.code(201), row.id);
  });

  app.post(SUPPORT_ROUTES.assign, guard, async (request, reply) => {
    const row = ticketOf(request, reply);
    if (!row) return reply;
    const body = parseBody(AssignBodySchema, request.body, reply);
    if (!body) return reply;
    const { member } = staffOf(request);
    const before = assigneeOf(row);
    const after = body.to === 'me' ? { staffId: member.id, name: member.name } : null;
    ctx.transaction(() => {
      tickets.assign(row.id, after);
      app.staffAudit.record(request, { action: 'support.assign', target: `ticket:${row.id}`, before: { assignee: before }, after: { assignee: after } });
    });
    return sendThread(reply, row.id);
  });

  app.post(SUPPORT_ROUTES.close, guard, async (request, reply) => {
    const row = ticketOf(request, reply);
    if (!row) return reply;
    const body = parseBody(CloseBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    const closed = ctx.transaction(() => {
      if (!tickets.close(row.id, ctx.clock.now())) return false;
      app.staffAudit.record(request, { action: 'support.close', target: `ticket:${row.id}`, before: { status: 'open' }, after: { status: 'closed' } });
      return true;
    });
    if (!closed) return sendError(reply, 409, SUPPORT_ERRORS.ticketClosed, 'The ticket is closed already');
    return sendThread(reply, row.id);
  });
}
