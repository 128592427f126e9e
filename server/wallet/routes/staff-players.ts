/**
 * The console's Players section, the wallet's part (issue 24; contract @kickoff/backoffice-contracts/players):
 * a player's accounts with their balances, the ledger (paged; of one account or currency when asked)
 * and the coupons (paged). Reads only, for the roles that may open a player.
 */
import type { FastifyInstance } from 'fastify';
import {
  LedgerQuerySchema,
  PageQuerySchema,
  PLAYER_READ_ROLES,
  type LedgerEntryWire,
  type PlayerAccountWire,
  type PlayerCouponWire,
} from '@kickoff/backoffice-contracts/players';
import type { Db } from '../../db/open';
import { pageOf, playerIdOf, queryOf } from '../../staff/lists';
import type { WalletAccount } from '../store/accounts';
import { createPlayerHistoryStore, type PlayerCouponRow, type PlayerLedgerRow } from '../store/player-history';
import type { WalletStores } from '../store/index';

const iso = (ms: number): string => new Date(ms).toISOString();

export const toAccount = (a: WalletAccount): PlayerAccountWire => ({ id: a.id, type: a.type, currency: a.iso, balanceMinor: a.money });

export const toLedgerEntry = (row: PlayerLedgerRow): LedgerEntryWire => ({
  id: row.id,
  accountId: row.account_id,
  currency: row.iso,
  amountMinor: row.amount_minor,
  reason: row.reason,
  reference: row.reference,
  at: iso(row.created_at),
});

export const toCoupon = (row: PlayerCouponRow): PlayerCouponWire => ({
  id: row.id,
  accountId: row.account_id,
  currency: row.currency,
  typeId: row.type_id,
  bets: row.bets,
  coef: row.coef,
  stakeMinor: row.amount_minor,
  possibleWinMinor: row.possible_win_minor,
  status: row.status,
  vipState: row.vip_state,
  payoutMinor: row.payout_minor,
  placedAt: iso(row.created_at),
  settledAt: row.settled_at === null ? null : iso(row.settled_at),
});

export function registerStaffPlayerRoutes(app: FastifyInstance, deps: { db: Db; stores: WalletStores }): void {
  const history = createPlayerHistoryStore(deps.db);
  const read = { preHandler: app.staffGuards.role(...PLAYER_READ_ROLES) };
  const noStore = { 'cache-control': 'no-store' };

  app.get('/staff-api/players/:id/accounts', read, async (request, reply) => {
    const id = playerIdOf(app, request);
    return reply.headers(noStore).send({ data: deps.stores.accounts.ofUser(id).map(toAccount) });
  });

  app.get('/staff-api/players/:id/ledger', read, async (request, reply) => {
    const id = playerIdOf(app, request);
    const { before, limit, accountId, currency } = queryOf(LedgerQuerySchema, request);
    const rows = history.ledger(id, { accountId, currency, beforeId: before, limit: limit + 1 });
    return reply.headers(noStore).send(pageOf(rows, limit, (row) => row.id, toLedgerEntry));
  });

  app.get('/staff-api/players/:id/coupons', read, async (request, reply) => {
    const id = playerIdOf(app, request);
    const { before, limit } = queryOf(PageQuerySchema, request);
    const rows = history.coupons(id, before, limit + 1);
    return reply.headers(noStore).send(pageOf(rows, limit, (row) => row.id, toCoupon));
  });
}
