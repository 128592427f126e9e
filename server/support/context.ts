/** What the support routes share: the stores, the clock, the rate limits, the demo agent and the managers. */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { admit, tooManyRequests, type KeyedLimiter } from '../http/rate-limits';
import type { RateRule } from '../http/security-config';
import type { Db } from '../db/open';
import { deliverDueAnswers } from './agent';
import { createRequestStore, type RequestStore } from './store/requests';
import { createTicketStore, type ManagerRow, type TicketStore } from './store/tickets';

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
  stores: { tickets: TicketStore; requests: RequestStore };
  clock: Clock;
  limits: SupportLimits;
  /** The player's personal manager: one of the seeded managers, by user id. */
  managerOf(userId: number): ManagerRow | undefined;
  /** Delivers the demo answers due for a player (agent.ts). */
  deliverDue(userId: number): void;
}

export function createSupportContext(db: Db, clock: Clock, limits: SupportLimits = SUPPORT_LIMITS): SupportContext {
  const tickets = createTicketStore(db);
  const managerOf = (userId: number): ManagerRow | undefined => {
    const all = tickets.managers();
    return all.length === 0 ? undefined : all[userId % all.length];
  };
  return {
    stores: { tickets, requests: createRequestStore(db) },
    clock,
    limits,
    managerOf,
    deliverDue: (userId) => deliverDueAnswers(tickets, userId, clock.now(), managerOf),
  };
}

/** Counts one event of the signed-in player on `limiter`; 429 `too_many_requests` over the limit. */
export async function perPlayer(request: FastifyRequest, limiter: KeyedLimiter, what: string): Promise<void> {
  const userId = request.player?.user.id;
  const wait = await admit(request, [[limiter, userId === undefined ? undefined : String(userId)]]);
  if (wait > 0) throw tooManyRequests(what, wait);
}
