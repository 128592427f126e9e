/**
 * The `message_outbox` table: what the demo message gateway "sent" (SMS and e-mails with codes).
 * Only the test API reads it; a real deployment replaces the gateway with its SMS and mail providers.
 */
import type { Db } from '../../db/open';

export interface OutboxMessage {
  step_id: string;
  channel: 'sms' | 'email';
  /** `+79001234567` or an e-mail address. */
  recipient: string;
  purpose: string;
  code: string;
  created_at: number;
  expires_at: number;
}

export interface OutboxStore {
  insert(message: OutboxMessage): void;
  /** The newest message to any of the recipients with one of the purposes. */
  latest(recipients: readonly string[], purposes: readonly string[]): OutboxMessage | undefined;
  sweep(before: number): void;
}

export function createOutboxStore(db: Db): OutboxStore {
  const insert = db.prepare<[OutboxMessage]>(
    `INSERT INTO message_outbox (step_id, channel, recipient, purpose, code, created_at, expires_at)
     VALUES (@step_id, @channel, @recipient, @purpose, @code, @created_at, @expires_at)`,
  );
  const sweep = db.prepare<[number]>('DELETE FROM message_outbox WHERE expires_at < ?');
  return {
    insert: (message) => void insert.run(message),
    latest(recipients, purposes) {
      if (recipients.length === 0 || purposes.length === 0) return undefined;
      const to = recipients.map(() => '?').join(', ');
      const of = purposes.map(() => '?').join(', ');
      return db
        .prepare<string[], OutboxMessage>(
          `SELECT step_id, channel, recipient, purpose, code, created_at, expires_at FROM message_outbox
           WHERE recipient IN (${to}) AND purpose IN (${of}) ORDER BY created_at DESC, id DESC LIMIT 1`,
        )
        .get(...recipients, ...purposes);
    },
    sweep: (before) => void sweep.run(before),
  };
}
