/**
 * The agents' read of the support tables (migration 662): every player's tickets, filtered by where
 * they stand, who holds them and their kind, latest activity first, a page at a time by cursor.
 */
import type { Db } from '../../db/open';
import type { TicketRow } from './tickets';

export type InboxStatus = 'open' | 'answered' | 'closed';
export type InboxKind = 'ticket' | 'chat';

export interface InboxFilter {
  status?: InboxStatus;
  /** A staff member's id: assigned to them; `none`: to nobody. */
  assignee?: number | 'none';
  kind?: InboxKind;
  /** Only rows older than this one (activity, then id): the cursor of the page before. */
  before?: { at: number; id: number };
  limit: number;
}

export interface InboxRow extends TicketRow {
  last_author: 'player' | 'agent';
  message_count: number;
}

/** A manager ticket is the player's chat with their personal manager; every other category is a ticket. */
export const kindOf = (row: Pick<TicketRow, 'category'>): InboxKind => (row.category === 'manager' ? 'chat' : 'ticket');

/** Where a conversation stands: closed, or open and waiting for support (`open`) or for the player (`answered`). */
export const statusOf = (row: Pick<InboxRow, 'status' | 'last_author'>): InboxStatus =>
  row.status === 'closed' ? 'closed' : row.last_author === 'agent' ? 'answered' : 'open';

const ROWS = `SELECT * FROM (SELECT t.*,
    (SELECT m.author FROM support_messages m WHERE m.ticket_id = t.id ORDER BY m.id DESC LIMIT 1) AS last_author,
    (SELECT count(*) FROM support_messages m WHERE m.ticket_id = t.id) AS message_count
  FROM support_tickets t)`;

const STATUS_SQL: Readonly<Record<InboxStatus, string>> = {
  open: "status = 'open' AND last_author = 'player'",
  answered: "status = 'open' AND last_author = 'agent'",
  closed: "status = 'closed'",
};

export interface InboxStore {
  page(filter: InboxFilter): InboxRow[];
  row(ticketId: number): InboxRow | undefined;
}

export function createInboxStore(db: Db): InboxStore {
  const byId = db.prepare<[number], InboxRow>(`${ROWS} WHERE id = ?`);
  return {
    page(filter) {
      const where: string[] = [];
      const params: Record<string, number> = { limit: filter.limit };
      if (filter.status) where.push(STATUS_SQL[filter.status]);
      if (filter.assignee === 'none') where.push('assigned_staff_id IS NULL');
      else if (filter.assignee !== undefined) {
        where.push('assigned_staff_id = @assignee');
        params.assignee = filter.assignee;
      }
      if (filter.kind) where.push(filter.kind === 'chat' ? "category = 'manager'" : "category <> 'manager'");
      if (filter.before) {
        where.push('(updated_at < @beforeAt OR (updated_at = @beforeAt AND id < @beforeId))');
        params.beforeAt = filter.before.at;
        params.beforeId = filter.before.id;
      }
      const sql = `${ROWS}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY updated_at DESC, id DESC LIMIT @limit`;
      return db.prepare<[Record<string, number>], InboxRow>(sql).all(params);
    },
    row: (ticketId) => byId.get(ticketId),
  };
}
