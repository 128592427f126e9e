/**
 * Payment-request tables (migrations 620-639). 620: `payment_request_topics` (topics and their
 * sub-topics, titles in ru and en, seeded here as reference data) and `payment_requests` (a player's
 * request about a topic, optionally about one of their payments, one per idempotency key; the
 * support's reply and the status).
 */
import type { Migration } from '../../db/migrate';

export const paymentRequestMigrations: readonly Migration[] = [
  {
    version: 620,
    name: 'payments: payment-request topics and requests',
    sql: `
      CREATE TABLE payment_request_topics (
        id                INTEGER PRIMARY KEY,
        parent_id         INTEGER REFERENCES payment_request_topics (id),
        title_ru          TEXT NOT NULL,
        title_en          TEXT NOT NULL,
        needs_transaction INTEGER NOT NULL DEFAULT 0 CHECK (needs_transaction IN (0, 1)),
        position          INTEGER NOT NULL
      );
      INSERT INTO payment_request_topics (id, parent_id, title_ru, title_en, needs_transaction, position) VALUES
        (1, NULL, 'Депозит не зачислен', 'Deposit not credited', 1, 1),
        (2, NULL, 'Задержка вывода средств', 'Withdrawal delayed', 1, 2),
        (3, NULL, 'Способы оплаты', 'Payment methods', 0, 3),
        (4, NULL, 'Другой вопрос о платежах', 'Other payment question', 0, 4),
        (31, 3, 'Как пополнить счёт', 'How to deposit', 0, 1),
        (32, 3, 'Лимиты и комиссии', 'Limits and fees', 0, 2),
        (33, 3, 'Смена способа вывода', 'Changing the withdrawal method', 0, 3);
      CREATE TABLE payment_requests (
        id              INTEGER PRIMARY KEY,
        user_id         INTEGER NOT NULL,
        topic_id        INTEGER NOT NULL REFERENCES payment_request_topics (id),
        sub_topic_id    INTEGER REFERENCES payment_request_topics (id),
        payment_id      INTEGER REFERENCES payments (id),
        text            TEXT NOT NULL,
        status          TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
        reply           TEXT,
        idempotency_key TEXT NOT NULL,
        request_hash    TEXT NOT NULL,
        created_at      INTEGER NOT NULL,
        replied_at      INTEGER,
        UNIQUE (user_id, idempotency_key)
      );
      CREATE INDEX payment_requests_user ON payment_requests (user_id, created_at, id);
    `,
  },
];
