/**
 * The console's Players route of the limits (issue 24): a player's active and pending limits, the
 * exclusions marked. Role checks: tests/server/identity/staff-players.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { PlayerLimitsReplySchema } from '../../../backoffice/src/contracts/players';
import { DEMO } from '../identity/support';
import { devStaff, startStaff } from '../staff/support';

test("a player's limits and exclusions; replaced limits are not shown", async (t) => {
  const server = await startStaff(t);
  const kyc = await server.signIn(devStaff('kyc_reviewer'));
  const insert = server.db().prepare(
    `INSERT INTO limits (user_id, limit_type, state, value, measure, minor_units, started_at, ends_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  insert.run(DEMO.demo.id, 1, 'ACTIVE', 500_000, 'RUB', 2, 1_000, null);
  insert.run(DEMO.demo.id, 1, 'PENDING', 900_000, 'RUB', 2, 2_000, null);
  insert.run(DEMO.demo.id, 30, 'ACTIVE', 30, 'days', 0, 3_000, 3_000 + 30 * 86_400_000);
  insert.run(DEMO.demo.id, 2, 'INACTIVE', 100, 'RUB', 2, 0, null);
  insert.run(DEMO.banned.id, 33, 'ACTIVE', 1, 'days', 0, 0, 86_400_000);
  const res = await kyc.call('GET', `/staff-api/players/${DEMO.demo.id}/limits`);
  assert.equal(res.statusCode, 200, res.body);
  const limits = v.parse(PlayerLimitsReplySchema, res.json()).data;
  assert.deepEqual(limits.map((l) => [l.type, l.state, l.value, l.exclusion]), [[1, 'ACTIVE', 500_000, false], [1, 'PENDING', 900_000, false], [30, 'ACTIVE', 30, true]]);
  assert.equal(limits[2]?.kind, 'period');
  assert.equal(limits[2]?.endsAt, new Date(3_000 + 30 * 86_400_000).toISOString());
});
