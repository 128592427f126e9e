/**
 * Support test API (only with the demo switch): `POST /__test/support/reply` answers a ticket from
 * support at once (`{ ticketId, text? }`), as the demo agent would after its delay.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../http/errors';
import { parseBody } from '../http/validate';
import { agentNameOf } from './agent';
import type { SupportContext } from './context';

export const SupportReplyBodySchema = v.strictObject({
  ticketId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  text: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000))),
});

export function registerSupportTestApi(app: FastifyInstance, ctx: SupportContext): void {
  const { tickets } = ctx.stores;
  app.post('/__test/support/reply', async (request, reply) => {
    const body = parseBody(SupportReplyBodySchema, request.body, reply);
    if (!body) return reply;
    const ticket = tickets.byId(body.ticketId);
    if (!ticket) return sendError(reply, 404, 'not_found', 'No such ticket');
    if (ticket.status === 'closed') return sendError(reply, 409, 'ticket_closed', 'The ticket is closed');
    const text = body.text ?? (ticket.lang === 'ru' ? 'Здравствуйте! Мы проверили ваш вопрос: всё в порядке.' : 'Hello! We have checked your question: everything is in order.');
    tickets.addAgentMessage(ticket.id, agentNameOf(ticket, ctx.managerOf(ticket.user_id)), text, ctx.clock.now());
    return reply.header('cache-control', 'no-store').send({ ticketId: ticket.id, unread: tickets.unreadOf(ticket.user_id) });
  });
}
