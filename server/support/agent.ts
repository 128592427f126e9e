/**
 * The demo support desk, the development demo's auto-responder (only with the demo switch: in
 * production only staff answer, through the agents' inbox): a new ticket, and every reply of the player
 * to a ticket no staff member is assigned to, gets a canned answer from support `AGENT_DELAY_MS` later
 * (a manager ticket from the player's manager). The answer is delivered when it
 * is due and the player's support data is next read (list, ticket, unread count, the user config), at
 * the time it was due, so no timer runs and the server clock decides (the test API moves it; the test
 * API `/__test/support/reply` answers at once).
 */
import type { ManagerRow, SupportLang, TicketRow, TicketStore } from './store/tickets';

export const AGENT_DELAY_MS = 30_000;

const AGENT_NAME: Record<SupportLang, string> = { ru: 'Анна, служба поддержки', en: 'Anna, support team' };

function answerText(ticket: TicketRow, first: boolean): string {
  if (ticket.lang === 'ru') {
    return first
      ? `Здравствуйте! Спасибо за обращение «${ticket.subject}». Мы получили ваше сообщение и уже разбираемся; ответим в этом обращении, как только будут новости.`
      : 'Спасибо, мы получили ваше сообщение и ответим в этом обращении.';
  }
  return first
    ? `Hello! Thank you for your request “${ticket.subject}”. We have received your message and are looking into it; we will answer in this ticket as soon as we have news.`
    : 'Thank you, we have received your message and will answer in this ticket.';
}

/** Who answers a ticket: support, or the player's manager for a manager ticket. */
export function agentNameOf(ticket: TicketRow, manager: ManagerRow | undefined): string {
  if (ticket.category === 'manager' && manager) return ticket.lang === 'ru' ? manager.name : manager.name_en;
  return AGENT_NAME[ticket.lang];
}

/** Delivers the demo answers of a player's tickets that are due at `now`. */
export function deliverDueAnswers(tickets: TicketStore, userId: number, now: number, manager: (userId: number) => ManagerRow | undefined): void {
  for (const ticket of tickets.dueOf(userId, now)) {
    const first = tickets.messages(ticket.id).every((m) => m.author === 'player') && ticket.category !== 'manager';
    tickets.addAgentMessage(ticket.id, agentNameOf(ticket, manager(userId)), answerText(ticket, first), ticket.agent_due_at ?? now);
  }
}
