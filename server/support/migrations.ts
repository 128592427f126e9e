/**
 * Support tables (migrations 660-679). 660: `support_tickets` and `support_messages` (a ticket is a
 * thread between a player and support; a support message is unread until the player opens the
 * ticket; `lang` is the language support answers in; `agent_due_at` is when the demo agent answers the player's last message), `support_managers`
 * (the personal managers with their names in Russian and English, seeded). 661: `support_callbacks` (the support button's callback requests) and
 * `support_ideas` (share an idea). 662: the agent inbox (issue 24): who a ticket is assigned to (a staff
 * member's id and name as they were when assigned), which staff member wrote a support message (null: the
 * demo auto-responder or the test API), and the inbox's order (latest activity first).
 */
import type { Migration } from '../db/migrate';

export const supportMigrations: readonly Migration[] = [
  {
    version: 660,
    name: 'support: tickets, messages, managers',
    sql: `
      CREATE TABLE support_tickets (
        id            INTEGER PRIMARY KEY,
        user_id       INTEGER NOT NULL,
        subject       TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 120),
        category      TEXT NOT NULL CHECK (category IN ('account', 'deposit', 'withdrawal', 'bets', 'bonuses', 'verification', 'technical', 'other', 'manager')),
        status        TEXT NOT NULL CHECK (status IN ('open', 'closed')),
        created_at    INTEGER NOT NULL,
        updated_at    INTEGER NOT NULL,
        closed_at     INTEGER,
        agent_due_at  INTEGER,
        lang          TEXT NOT NULL CHECK (lang IN ('ru', 'en')),
        CHECK ((status = 'closed') = (closed_at IS NOT NULL))
      );
      CREATE INDEX support_tickets_user ON support_tickets (user_id, updated_at, id);
      CREATE INDEX support_tickets_due ON support_tickets (agent_due_at) WHERE agent_due_at IS NOT NULL;
      CREATE TABLE support_messages (
        id          INTEGER PRIMARY KEY,
        ticket_id   INTEGER NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
        author      TEXT NOT NULL CHECK (author IN ('player', 'agent')),
        agent_name  TEXT,
        body        TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
        created_at  INTEGER NOT NULL,
        read_at     INTEGER,
        CHECK ((author = 'agent') = (agent_name IS NOT NULL))
      );
      CREATE INDEX support_messages_ticket ON support_messages (ticket_id, id);
      CREATE INDEX support_messages_unread ON support_messages (ticket_id) WHERE author = 'agent' AND read_at IS NULL;
      CREATE TABLE support_managers (
        id         INTEGER PRIMARY KEY,
        name       TEXT NOT NULL,
        name_en    TEXT NOT NULL,
        email      TEXT NOT NULL,
        phone      TEXT NOT NULL,
        messenger  TEXT,
        days       TEXT NOT NULL,
        hours_from TEXT NOT NULL,
        hours_to   TEXT NOT NULL,
        timezone   TEXT NOT NULL
      );
    `,
  },
  {
    version: 661,
    name: 'support: callback requests and ideas',
    sql: `
      CREATE TABLE support_callbacks (
        id             INTEGER PRIMARY KEY,
        user_id        INTEGER NOT NULL,
        phone          TEXT NOT NULL,
        preferred_time TEXT NOT NULL CHECK (preferred_time IN ('asap', 'morning', 'afternoon', 'evening')),
        language       TEXT NOT NULL,
        created_at     INTEGER NOT NULL
      );
      CREATE INDEX support_callbacks_user ON support_callbacks (user_id, created_at);
      CREATE TABLE support_ideas (
        id         INTEGER PRIMARY KEY,
        user_id    INTEGER NOT NULL,
        topic      TEXT NOT NULL CHECK (topic IN ('sports', 'casino', 'office', 'payments', 'app', 'other')),
        body       TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX support_ideas_user ON support_ideas (user_id, created_at);
    `,
  },
  {
    version: 662,
    name: 'support: agent inbox (assignment, the staff member of a reply)',
    sql: `
      ALTER TABLE support_tickets ADD COLUMN assigned_staff_id INTEGER;
      ALTER TABLE support_tickets ADD COLUMN assigned_name TEXT;
      ALTER TABLE support_messages ADD COLUMN staff_id INTEGER;
      CREATE INDEX support_tickets_activity ON support_tickets (updated_at, id);
    `,
  },
];
