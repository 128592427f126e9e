/** Coefficient changes under each changeCoefAction (0 approve, 1 any_change, 2 rise); pricing always at the current odds. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectError } from '../identity/support';
import { couponBody, setOdd, startWallet, type WalletServer } from './support';

interface Placed { data: { coef: number; bets: Array<{ coef: number }> } }
interface Changed { errors: Array<{ meta: { changes: Array<{ oddId: number; seen: number; current: number }> } }> }

async function moved(s: WalletServer, action: 0 | 1 | 2, delta: number) {
  const [odd] = s.openOdds(1, 'o.coef BETWEEN 1.5 AND 20');
  assert.ok(odd);
  const current = Math.round((odd.coef + delta) * 100) / 100;
  await setOdd(s, odd.oddId, current);
  return { odd, current, res: await s.place(couponBody([odd], { changeCoefAction: action }, [odd.coef])) };
}

test('0 approve: any change refuses with odds_changed and the new coefficient per odd', async (t) => {
  const s = await startWallet(t);
  for (const delta of [0.1, -0.1]) {
    const { odd, current, res } = await moved(s, 0, delta);
    expectError(res, 422, 'odds_changed');
    assert.deepEqual((res.json() as Changed).errors[0]?.meta.changes, [{ oddId: odd.oddId, seen: odd.coef, current }]);
  }
});

test('1 any_change: a rise and a fall are accepted at the current coefficient', async (t) => {
  const s = await startWallet(t);
  for (const delta of [0.1, -0.1]) {
    const { current, res } = await moved(s, 1, delta);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal((res.json() as Placed).data.bets[0]?.coef, current);
    assert.equal((res.json() as Placed).data.coef, current);
  }
});

test('2 rise: a rise is accepted at the higher coefficient, a fall refuses', async (t) => {
  const s = await startWallet(t);
  const up = await moved(s, 2, 0.2);
  assert.equal(up.res.statusCode, 201, up.res.body);
  assert.equal((up.res.json() as Placed).data.coef, up.current);
  const down = await moved(s, 2, -0.2);
  expectError(down.res, 422, 'odds_changed');
});

test('the default policy is 2 (rise); a coefficient seen higher than the feed never prices the coupon', async (t) => {
  const s = await startWallet(t);
  const [odd] = s.openOdds(1, 'o.coef BETWEEN 1.5 AND 20');
  assert.ok(odd);
  const body = couponBody([odd], {}, [odd.coef + 1]);
  delete body.changeCoefAction;
  expectError(await s.place(body), 422, 'odds_changed');
  const lower = await s.place(couponBody([odd], { changeCoefAction: 2 }, [odd.coef - 0.1]));
  assert.equal(lower.statusCode, 201, lower.body);
  assert.equal((lower.json() as Placed).data.coef, odd.coef);
});

test('exactCoef: the coupon coefficient seen is checked like an odd under the policy', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(2, 'o.coef BETWEEN 1.5 AND 5');
  const coef = Math.round(odds[0]!.coef * odds[1]!.coef * 1000) / 1000;
  expectError(await s.place(couponBody(odds, { exactCoef: coef + 1, changeCoefAction: 0 })), 422, 'odds_changed');
  const ok = await s.place(couponBody(odds, { exactCoef: coef, changeCoefAction: 0 }));
  assert.equal(ok.statusCode, 201, ok.body);
});
