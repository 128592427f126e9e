/**
 * The console's Players route of the casino rounds (issue 24): a player's real rounds newest first,
 * paged; fun rounds and other players' rounds are not shown. Role checks: tests/server/identity/staff-players.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { CasinoRoundsPageSchema } from '../../../backoffice/src/contracts/players';
import { DEMO } from '../identity/support';
import { devStaff, startStaff } from '../staff/support';

test("a player's real casino rounds newest first, paged", async (t) => {
  const server = await startStaff(t);
  const support = await server.signIn(devStaff('support_agent'));
  const db = server.db();
  const real = db.prepare(
    `INSERT INTO casino_rounds (id, owner, user_id, account_id, mode, game_id, engine, currency, minor_units, stake_minor, win_minor, state, status, idem_key, started_at, updated_at, settled_at)
     VALUES (?, ?, ?, 20000001, 'real', 7, 'dice', 'RUB', 2, ?, ?, '{}', ?, ?, ?, ?, ?)`,
  );
  real.run('r-1', `user:${DEMO.demo.id}`, DEMO.demo.id, 100, 0, 'settled', 'k1', 1_000, 1_000, 2_000);
  real.run('r-2', `user:${DEMO.demo.id}`, DEMO.demo.id, 200, 400, 'settled', 'k2', 3_000, 3_000, 4_000);
  real.run('r-3', `user:${DEMO.demo.id}`, DEMO.demo.id, 300, null, 'open', 'k3', 5_000, 5_000, null);
  real.run('r-other', `user:${DEMO.banned.id}`, DEMO.banned.id, 50, 0, 'settled', 'k4', 6_000, 6_000, 6_500);
  db.prepare("INSERT INTO casino_fun_wallets (id, balance_minor, created_at, updated_at) VALUES ('fw', 1000, 0, 0)").run();
  db.prepare(
    `INSERT INTO casino_rounds (id, owner, fun_wallet, mode, game_id, engine, currency, minor_units, stake_minor, state, status, idem_key, started_at, updated_at)
     VALUES ('fun-1', 'fun:fw', 'fw', 'fun', 7, 'dice', 'RUB', 2, 10, '{}', 'open', 'k5', 7000, 7000)`,
  ).run();

  const base = `/staff-api/players/${DEMO.demo.id}/casino-rounds`;
  const first = await support.call('GET', `${base}?limit=2`);
  assert.equal(first.statusCode, 200, first.body);
  const page = v.parse(CasinoRoundsPageSchema, first.json());
  assert.deepEqual(page.data.map((r) => [r.id, r.status, r.stakeMinor, r.winMinor]), [['r-3', 'open', 300, null], ['r-2', 'settled', 200, 400]]);
  assert.equal(page.data[1]?.settledAt, new Date(4_000).toISOString());
  const rest = v.parse(CasinoRoundsPageSchema, (await support.call('GET', `${base}?limit=2&before=${page.meta.next}`)).json());
  assert.deepEqual(rest.data.map((r) => r.id), ['r-1']);
  assert.equal(rest.meta.next, null);
});
