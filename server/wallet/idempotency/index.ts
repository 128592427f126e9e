/**
 * The one idempotency rule of every money write (docs/api.md "Idempotency"), offered to every service
 * as `app.wallet.idempotent`: the `Idempotency-Key` header is required (400 idempotency_key_required);
 * the write runs once per owner and key, in one IMMEDIATE transaction with the storing of its answer;
 * the same key with the same request (route and canonical body: ./fingerprint.ts) is answered with the
 * first answer, same status and body, marked `idempotent-replayed: true`; the same key with another
 * request is 409 idempotency_key_reused. A refused write (a thrown error) stores nothing, so its key
 * stays free for a corrected retry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENT_REPLAYED_HEADER } from '@kickoff/wallet-contracts';
import type { Db } from '../../db/open';
import { inTransaction } from '../../db/transaction';
import { requestFingerprint } from './fingerprint';
import { idempotencyKeyOf, keyReused } from './key';
import { createIdempotentReplyStore } from './store';

/** The key and fingerprint of the request a write runs for (domain rows keep them for their own records). */
export interface IdempotentCall {
  key: string;
  fingerprint: string;
}

/** What a money write answers the first time: the status and the JSON body. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs `write` once for this owner (`scope`, e.g. `u<userId>`) and the request's Idempotency-Key, and
 * sends its answer (or the first one). `write` is synchronous: it validates, moves money and returns
 * the answer inside the transaction; it throws an HttpError to refuse.
 */
export type IdempotentRun = (request: FastifyRequest, reply: FastifyReply, scope: string, write: (call: IdempotentCall) => IdempotentAnswer) => FastifyReply;

/** The owner scope of a player's writes. */
export const playerScope = (userId: number): string => `u${userId}`;

/**
 * How long a fun wallet's answers are kept (fun rounds are not money and a guest's wallet expires).
 * A player's answers stay as long as the rows they describe: the domain tables keep the key too.
 */
export const FUN_REPLY_TTL_MS = 24 * 60 * 60 * 1000;

export function createIdempotency(db: Db, now: () => number): IdempotentRun {
  const replies = createIdempotentReplyStore(db);
  let forgotAt = 0;
  const forgetOldFunReplies = (at: number): void => {
    if (at - forgotAt < FUN_REPLY_TTL_MS / 24) return;
    forgotAt = at;
    replies.forgetFun(at - FUN_REPLY_TTL_MS);
  };
  return (request, reply, scope, write) => {
    const key = idempotencyKeyOf(request);
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    const answer = inTransaction(db, () => {
      const first = replies.get(scope, key);
      if (first) {
        if (first.fingerprint !== fingerprint) throw keyReused();
        return { status: first.status, body: first.body, replayed: true };
      }
      const result = write({ key, fingerprint });
      const body = JSON.stringify(result.body);
      const at = now();
      replies.put(scope, key, { fingerprint, status: result.status, body }, at);
      forgetOldFunReplies(at);
      return { status: result.status, body, replayed: false };
    });
    return reply
      .code(answer.status)
      .header('cache-control', 'no-store')
      .header(IDEMPOTENT_REPLAYED_HEADER, String(answer.replayed))
      .type('application/json; charset=utf-8')
      .send(answer.body);
  };
}

export { createIdempotentReplyStore } from './store';
export { idempotencyKeyOf, keyReused } from './key';
export { requestFingerprint, requestHash } from './fingerprint';
