/** The support tables of migration 660: tickets, their messages and the personal managers. */
import type { Db } from '../../db/open';

export type TicketCategory = 'account' | 'deposit' | 'withdrawal' | 'bets' | 'bonuses' | 'verification' | 'technical' | 'other' | 'manager';
export type SupportLang = 'ru' | 'en';

export interface TicketRow {
  id: number;
  user_id: number;
  subject: string;
  category: TicketCategory;
  status: 'open' | 'closed';
  created_at: number;
  updated_at: number;
  closed_at: number | null;
  agent_due_at: number | null;
  lang: SupportLang;
  /** The staff member the ticket is assigned to (migration 662), and their name when assigned. */
  assigned_staff_id: number | null;
  assigned_name: string | null;
}

/** A ticket with its unread support messages and who wrote last. */
export interface TicketSummaryRow extends TicketRow {
  unread: number;
  last_author: 'player' | 'agent';
}

export interface MessageRow {
  id: number;
  ticket_id: number;
  author: 'player' | 'agent';
  agent_name: string | null;
  body: string;
  created_at: number;
  read_at: number | null;
  /** The staff member who wrote a support message (null: the demo auto-responder or the test API). */
  staff_id: number | null;
}

export interface ManagerRow {
  id: number;
  name: string;
  /** The name in Latin letters (English pages). */
  name_en: string;
  email: string;
  phone: string;
  messenger: string | null;
  /** JSON list of ISO weekdays. */
  days: string;
  hours_from: string;
  hours_to: string;
  timezone: string;
}

export interface NewTicket {
  userId: number;
  subject: string;
  category: TicketCategory;
  lang: SupportLang;
  message: string;
  now: number;
  /** When the demo agent answers (null: nobody answers by itself). */
  agentDueAt: number | null;
}

export interface TicketStore {
  /** A ticket with the player's first message, in one transaction; its id. */
  create(ticket: NewTicket): number;
  byId(id: number): TicketRow | undefined;
  summary(id: number): TicketSummaryRow | undefined;
  /** A player's tickets, latest activity first. */
  page(userId: number, limit: number, offset: number): TicketSummaryRow[];
  countOfUser(userId: number): number;
  messages(ticketId: number): MessageRow[];
  /** The player's reply; the agent answers at `agentDueAt`. */
  addPlayerMessage(ticketId: number, body: string, now: number, agentDueAt: number | null): void;
  /** A support message (`staffId`: the staff member who wrote it); clears the pending demo answer. */
  addAgentMessage(ticketId: number, agentName: string, body: string, at: number, staffId?: number | null): void;
  /**
   * Assigns the ticket to a staff member (a pending demo answer is dropped: a person answers it), or to
   * nobody (`null`); its activity time does not change.
   */
  assign(ticketId: number, assignee: { staffId: number; name: string } | null): void;
  /** Marks the ticket's support messages read; how many were unread. */
  markRead(ticketId: number, now: number): number;
  /** Closes an open ticket; false when it was closed already. */
  close(ticketId: number, now: number): boolean;
  /** Unread support messages of a player. */
  unreadOf(userId: number): number;
  /** A player's open tickets whose demo answer is due. */
  dueOf(userId: number, now: number): TicketRow[];
  /** The personal managers, by id. */
  managers(): ManagerRow[];
  insertManager(manager: Omit<ManagerRow, 'id'> & { id: number }): void;
  clear(): void;
}

const SUMMARY = `SELECT t.*,
    (SELECT count(*) FROM support_messages m WHERE m.ticket_id = t.id AND m.author = 'agent' AND m.read_at IS NULL) AS unread,
    (SELECT m.author FROM support_messages m WHERE m.ticket_id = t.id ORDER BY m.id DESC LIMIT 1) AS last_author
  FROM support_tickets t`;

export function createTicketStore(db: Db): TicketStore {
  const insertTicket = db.prepare(`INSERT INTO support_tickets (user_id, subject, category, status, created_at, updated_at, agent_due_at, lang)
    VALUES (@userId, @subject, @category, 'open', @now, @now, @agentDueAt, @lang)`);
  const insertMessage = db.prepare<[number, string, string | null, string, number, number | null]>(
    'INSERT INTO support_messages (ticket_id, author, agent_name, body, created_at, staff_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const assign = db.prepare<[{ staffId: number | null; name: string | null; id: number }]>(
    'UPDATE support_tickets SET assigned_staff_id = @staffId, assigned_name = @name, agent_due_at = CASE WHEN @staffId IS NULL THEN agent_due_at END WHERE id = @id',
  );
  const byId = db.prepare<[number], TicketRow>('SELECT * FROM support_tickets WHERE id = ?');
  const summary = db.prepare<[number], TicketSummaryRow>(`${SUMMARY} WHERE t.id = ?`);
  const page = db.prepare<[number, number, number], TicketSummaryRow>(`${SUMMARY} WHERE t.user_id = ? ORDER BY t.updated_at DESC, t.id DESC LIMIT ? OFFSET ?`);
  const count = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM support_tickets WHERE user_id = ?');
  const messages = db.prepare<[number], MessageRow>('SELECT * FROM support_messages WHERE ticket_id = ? ORDER BY id');
  const touch = db.prepare<[number, number | null, number]>('UPDATE support_tickets SET updated_at = ?, agent_due_at = ? WHERE id = ?');
  const markRead = db.prepare<[number, number]>("UPDATE support_messages SET read_at = ? WHERE ticket_id = ? AND author = 'agent' AND read_at IS NULL");
  const close = db.prepare<[number, number, number]>("UPDATE support_tickets SET status = 'closed', closed_at = ?, updated_at = ?, agent_due_at = NULL WHERE id = ? AND status = 'open'");
  const unread = db.prepare<[number], { n: number }>(
    "SELECT count(*) AS n FROM support_messages m JOIN support_tickets t ON t.id = m.ticket_id WHERE t.user_id = ? AND m.author = 'agent' AND m.read_at IS NULL",
  );
  const due = db.prepare<[number, number], TicketRow>(
    "SELECT * FROM support_tickets WHERE user_id = ? AND status = 'open' AND agent_due_at IS NOT NULL AND agent_due_at <= ? ORDER BY id",
  );
  const managers = db.prepare<[], ManagerRow>('SELECT * FROM support_managers ORDER BY id');
  const insertManager = db.prepare(`INSERT OR IGNORE INTO support_managers (id, name, name_en, email, phone, messenger, days, hours_from, hours_to, timezone)
    VALUES (@id, @name, @name_en, @email, @phone, @messenger, @days, @hours_from, @hours_to, @timezone)`);

  const create = db.transaction((ticket: NewTicket): number => {
    const id = Number(insertTicket.run({ ...ticket }).lastInsertRowid);
    insertMessage.run(id, 'player', null, ticket.message, ticket.now, null);
    return id;
  });
  const addPlayer = db.transaction((ticketId: number, body: string, now: number, dueAt: number | null) => {
    insertMessage.run(ticketId, 'player', null, body, now, null);
    touch.run(now, dueAt, ticketId);
  });
  const addAgent = db.transaction((ticketId: number, name: string, body: string, at: number, staffId: number | null) => {
    insertMessage.run(ticketId, 'agent', name, body, at, staffId);
    touch.run(at, null, ticketId);
  });
  return {
    create: (ticket) => create(ticket),
    byId: (id) => byId.get(id),
    summary: (id) => summary.get(id),
    page: (userId, limit, offset) => page.all(userId, limit, offset),
    countOfUser: (userId) => count.get(userId)?.n ?? 0,
    messages: (ticketId) => messages.all(ticketId),
    addPlayerMessage: (ticketId, body, now, dueAt) => addPlayer(ticketId, body, now, dueAt),
    addAgentMessage: (ticketId, name, body, at, staffId = null) => addAgent(ticketId, name, body, at, staffId),
    assign: (ticketId, assignee) => void assign.run({ staffId: assignee?.staffId ?? null, name: assignee?.name ?? null, id: ticketId }),
    markRead: (ticketId, now) => markRead.run(now, ticketId).changes,
    close: (ticketId, now) => close.run(now, now, ticketId).changes === 1,
    unreadOf: (userId) => unread.get(userId)?.n ?? 0,
    dueOf: (userId, now) => due.all(userId, now),
    managers: () => managers.all(),
    insertManager: (manager) => void insertManager.run(manager),
    clear: () => void db.exec('DELETE FROM support_messages; DELETE FROM support_tickets; DELETE FROM support_managers;'),
  };
}
