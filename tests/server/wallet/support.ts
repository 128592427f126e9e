/** Wallet test helpers: a signed-in demo player, open odds from the feed, placing with an Idempotency-Key. */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse as Response } from 'fastify';
import { DEMO, startIdentity, type Browser, type IdentityServer } from '../identity/support';
import type { FixtureOptions } from '../support/helpers';

export const RUB_ACCOUNT = 20000001;
export const USD_ACCOUNT = 20000002;
export const BONUS_ACCOUNT = 20000003;

export interface OpenOdd {
  oddId: number;
  coef: number;
  gameId: number;
  marketId: number;
  marketTypeId: number;
  oddTypeId: number;
  param: number | null;
}

export interface WalletServer extends IdentityServer {
  player: Browser;
  token: string;
  /** Open odds of distinct games (line or live, market and odd not blocked), one per game, by game id. */
  openOdds(count: number, where?: string): OpenOdd[];
  place(body: Record<string, unknown>, key?: string, token?: string): Promise<Response>;
  /** Σ ledger ≠ balance accounts (the test API's check). */
  mismatches(): Promise<unknown[]>;
  balance(accountId: number): number;
}

let keySeq = 0;
export const newKey = (): string => `test-key-${process.pid}-${++keySeq}-${Date.now()}`;

export async function startWallet(t: TestContext, options: FixtureOptions = {}): Promise<WalletServer> {
  const server = await startIdentity(t, { feed: { autoStart: false }, ...options });
  const player = server.browser;
  const token = await player.signIn(DEMO.demo.email);
  const openOdds = (count: number, where = '1 = 1'): OpenOdd[] =>
    server
      .db()
      .prepare<[number], OpenOdd>(
        `SELECT o.id AS oddId, o.coef, g.id AS gameId, m.id AS marketId, m.type_id AS marketTypeId, o.type_id AS oddTypeId, m.param
           FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id
          WHERE o.is_blocked = 0 AND m.is_blocked = 0 AND g.status != 4 AND g.is_finished = 0 AND ${where}
            AND o.id = (SELECT min(o2.id) FROM feed_odds o2 JOIN feed_markets m2 ON m2.id = o2.market_id
                         WHERE m2.game_id = g.id AND o2.is_blocked = 0 AND m2.is_blocked = 0 AND m2.type_id = m.type_id)
          GROUP BY g.id ORDER BY g.id LIMIT ?`,
      )
      .all(count);
  return {
    ...server,
    player,
    token,
    openOdds,
    place: (body, key = newKey(), tok = token) =>
      player.post('coupon/place', body, { token: tok, headers: { 'idempotency-key': key } }),
    async mismatches() {
      const res = await server.app.inject({ method: 'GET', url: '/__test/wallet/balances' });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json() as { mismatches: unknown[] }).mismatches;
    },
    balance: (accountId) => server.db().prepare<[number], { money: number }>('SELECT money FROM accounts WHERE id = ?').get(accountId)?.money ?? -1,
  };
}

/** A coupon body from odds (coef seen = the current one unless given). */
export function couponBody(odds: readonly OpenOdd[], extra: Record<string, unknown> = {}, seen?: readonly number[]): Record<string, unknown> {
  return {
    accountId: RUB_ACCOUNT,
    amount: 100,
    typeId: odds.length === 1 ? 0 : 1,
    changeCoefAction: 2,
    bets: odds.map((odd, i) => ({ market: { id: odd.oddId, coef: seen?.[i] ?? odd.coef, gameId: odd.gameId }, blockId: 0 })),
    ...extra,
  };
}

export async function setOdd(server: WalletServer, oddId: number, coef: number): Promise<void> {
  const res = await server.app.inject({ method: 'POST', url: '/__test/feed/odd', payload: { oddId, coef } });
  assert.equal(res.statusCode, 200, res.body);
}

export async function finishGame(server: WalletServer, gameId: number, score1: number, score2: number): Promise<void> {
  const res = await server.app.inject({ method: 'POST', url: '/__test/wallet/settle', payload: { gameId, score1, score2 } });
  assert.equal(res.statusCode, 200, res.body);
}
