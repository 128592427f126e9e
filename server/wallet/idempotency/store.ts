/**
 * The first answer of every money write, by owner and idempotency key (table `idempotent_replies`,
 * wallet migration 490): what a repeated request is answered with.
 */
import type { Db } from '../../db/open';

export interface StoredReply {
  fingerprint: string;
  status: number;
  body: string;
}

export interface IdempotentReplyStore {
  get(scope: string, key: string): StoredReply | undefined;
  put(scope: string, key: string, reply: StoredReply, now: number): void;
  /** Forgets the answers of fun-money owners (scope `f…`, a guest's fun wallet) stored before `before`. */
  forgetFun(before: number): void;
  clear(): void;
}

export function createIdempotentReplyStore(db: Db): IdempotentReplyStore {
  const get = db.prepare<[string, string], StoredReply>('SELECT fingerprint, status, body FROM idempotent_replies WHERE scope = ? AND key = ?');
  const put = db.prepare<[string, string, string, number, string, number]>(
    'INSERT INTO idempotent_replies (scope, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const forgetFun = db.prepare<[number]>("DELETE FROM idempotent_replies WHERE scope >= 'f' AND scope < 'g' AND created_at < ?");
  return {
    get: (scope, key) => get.get(scope, key),
    put: (scope, key, r, now) => void put.run(scope, key, r.fingerprint, r.status, r.body, now),
    forgetFun: (before) => void forgetFun.run(before),
    clear: () => void db.exec('DELETE FROM idempotent_replies'),
  };
}
