/** What the support routes share: the stores, the clock, the rate limits, the demo auto-responder and the managers. */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { admit, tooManyRequests, type KeyedLimiter } from '../http/rate-limits';
import type { RateRule } from '../http/security-config';
import type { Db } from '../db/open';
import { AGENT_DELAY_MS, deliverDueAnswers } from './agent';
import { createInboxStore, type InboxStore } from './store/inbox';
import { createRequestStore, type RequestStore } from './store/requests';
import { createTicketStore, type ManagerRow, type TicketRow, type TicketStore } from './store/tickets';

/** Per player: new tickets (and manager messages), replies, callback requests, ideas. */
export interface SupportLimits {
  tickets: RateRule;
  messages: RateRule;
  callbacks: RateRule;
  ideas: RateRule;
}

export const SUPPORT_LIMITS: SupportLimits = {
  tickets: { max: 5, windowSeconds: 3600 },
  messages: { max: 30, windowSeconds: 600 },
  callbacks: { max: 3, windowSeconds: 3600 },
  ideas: { max: 5, windowSeconds: 3600 },
};

export interface SupportContext {
  stores: { tickets: TicketStore; requests: RequestStore; inbox: InboxStore };
  clock: Clock;
  limits: SupportLimits;
  /** The player's personal manager: one of the seeded managers, by user id. */
  managerOf(userId: number): ManagerRow | undefined;
  /**
   * When the demo auto-responder answers a player's message written at `now` (agent.ts): null with the
   * demo switch off (production: only people answer), and for a ticket assigned to a staff member.
   */
  answerDueAt(now: number, ticket?: Pick<TicketRow, 'assigned_staff_id'>): number | null;
  /** Delivers the demo answers due for a player (agent.ts); nothing with the demo switch off. */
  deliverDue(userId: number): void;
  /** Runs `fn` in one database transaction (a staff change and its audit row). */
  transaction<T>(fn: () => T): T;
}

export interface SupportOptions {
  limits?: SupportLimits;
  /** The demo switch: the canned auto-responder answers players' messages (development demo only). */
  autoResponder: boolean;
}

export function createSupportContext(db: Db, clock: Clock, opts: SupportOptions): SupportContext {
  const { limits = SUPPORT_LIMITS, autoResponder } = opts;
  const tickets = createTicketStore(db);
  const managerOf = (userId: number): ManagerRow | undefined => {
    const all = tickets.managers();
    return all.length === 0 ? undefined : all[userId % all.length];
  };
  return {
    stores: { tickets, requests: createRequestStore(db), inbox: createInboxStore(db) },
    clock,
    limits,
    managerOf,
    answerDueAt: (now, ticket) => (autoResponder && (ticket?.assigned_staff_id ?? null) === null ? now + AGENT_DELAY_MS : null),
    deliverDue: (userId) => {
      if (autoResponder) deliverDueAnswers(tickets, userId, clock.now(), managerOf);
    },
    transaction: (fn) => db.transaction(fn)(),
  };
}

/** Counts one event of the signed-in player on `limiter`; 429 `too_many_requests` over the limit. */
export async function perPlayer(request: FastifyRequest, limiter: KeyedLimiter, what: string): Promise<void> {
  const userId = request.player?.user.id;
  const wait = await admit(request, [[limiter, userId === undefined ? undefined : String(userId)]]);
  if (wait > 0) throw tooManyRequests(what, wait);
}
