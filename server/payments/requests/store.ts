/** The payment-request tables (migration 620): all their SQL. */
import type { Db } from '../../db/open';

export interface TopicRow {
  id: number;
  parent_id: number | null;
  title_ru: string;
  title_en: string;
  needs_transaction: number;
  position: number;
}

export interface PaymentRequestRow {
  id: number;
  user_id: number;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: number | null;
  text: string;
  status: 'open' | 'answered' | 'closed';
  reply: string | null;
  idempotency_key: string;
  request_hash: string;
  created_at: number;
  replied_at: number | null;
}

export type NewPaymentRequest = Pick<PaymentRequestRow, 'user_id' | 'topic_id' | 'sub_topic_id' | 'payment_id' | 'text' | 'idempotency_key' | 'request_hash' | 'created_at'>;

export interface PaymentRequestStore {
  topics(): TopicRow[];
  topic(id: number): TopicRow | undefined;
  insert(r: NewPaymentRequest): PaymentRequestRow;
  byKey(userId: number, key: string): PaymentRequestRow | undefined;
  byId(id: number): PaymentRequestRow | undefined;
  ofUser(userId: number): PaymentRequestRow[];
  reply(id: number, text: string, now: number): boolean;
  clear(): void;
}

export function createPaymentRequestStore(db: Db): PaymentRequestStore {
  const topics = db.prepare<[], TopicRow>('SELECT * FROM payment_request_topics ORDER BY parent_id IS NOT NULL, position, id');
  const topic = db.prepare<[number], TopicRow>('SELECT * FROM payment_request_topics WHERE id = ?');
  const insert = db.prepare<[number, number, number | null, number | null, string, string, string, number], PaymentRequestRow>(
    `INSERT INTO payment_requests (user_id, topic_id, sub_topic_id, payment_id, text, idempotency_key, request_hash, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const byKey = db.prepare<[number, string], PaymentRequestRow>('SELECT * FROM payment_requests WHERE user_id = ? AND idempotency_key = ?');
  const byId = db.prepare<[number], PaymentRequestRow>('SELECT * FROM payment_requests WHERE id = ?');
  const ofUser = db.prepare<[number], PaymentRequestRow>('SELECT * FROM payment_requests WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 200');
  const reply = db.prepare<[string, number, number]>("UPDATE payment_requests SET reply = ?, replied_at = ?, status = 'answered' WHERE id = ?");
  return {
    topics: () => topics.all(),
    topic: (id) => topic.get(id),
    insert(r) {
      const row = insert.get(r.user_id, r.topic_id, r.sub_topic_id, r.payment_id, r.text, r.idempotency_key, r.request_hash, r.created_at);
      if (!row) throw new Error('payment request insert returned no row');
      return row;
    },
    byKey: (userId, key) => byKey.get(userId, key),
    byId: (id) => byId.get(id),
    ofUser: (userId) => ofUser.all(userId),
    reply: (id, text, now) => reply.run(text, now, id).changes === 1,
    clear: () => void db.exec('DELETE FROM payment_requests'),
  };
}
