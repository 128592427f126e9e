/** The agents' inbox rows and threads as the wire shows them (@kickoff/backoffice-contracts/support). */
import type { InboxTicketWire, ThreadMessageWire, ThreadWire } from '@kickoff/backoffice-contracts/support';
import { kindOf, statusOf, type InboxRow } from './store/inbox';
import type { MessageRow } from './store/tickets';

const iso = (ms: number): string => new Date(ms).toISOString();

export function inboxTicketView(row: InboxRow): InboxTicketWire {
  return {
    id: row.id,
    kind: kindOf(row),
    subject: row.subject,
    category: row.category,
    status: statusOf(row),
    playerId: row.user_id,
    lang: row.lang,
    assignee: row.assigned_staff_id === null ? null : { staffId: row.assigned_staff_id, name: row.assigned_name ?? '' },
    lastAuthor: row.last_author,
    messageCount: row.message_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function threadMessageView(message: MessageRow): ThreadMessageWire {
  return {
    id: message.id,
    author: message.author,
    authorName: message.agent_name,
    staffId: message.staff_id,
    text: message.body,
    createdAt: iso(message.created_at),
    read: message.author === 'player' || message.read_at !== null,
  };
}

export function threadView(row: InboxRow, messages: readonly MessageRow[]): ThreadWire {
  return { ...inboxTicketView(row), messages: messages.map(threadMessageView) };
}
