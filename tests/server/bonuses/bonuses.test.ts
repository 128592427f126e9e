/**
 * The bonuses service against the real app: eligibility and bans, cashback claimed once (a replay adds
 * no ledger row), wager progress from settled coupons, the first-deposit choice, offers by category,
 * the promo-code check, referrals linked at registration from the `?ref=` cookie, and the conversion
 * of an HRK account in two balanced ledger rows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import {
  BonusOffersResponseSchema, CashbackClaimResponseSchema, CashbackResponseSchema, ConvertiblesResponseSchema, ConvertResponseSchema,
  DepositBonusResponseSchema, PromoCheckResponseSchema, ReferralsResponseSchema, RewardsResponseSchema, WagerBonusesResponseSchema,
} from '../../../office-parcel/src/contracts/bonuses';
import { DEMO, expectError, type Browser } from '../identity/support';
import { couponBody, finishGame, newKey, RUB_ACCOUNT, startWallet, type WalletServer } from '../wallet/support';

const CONVERT = { email: 'convert@kickoff.test', id: 10000070, hrk: 20000070, eur: 20000071 } as const;
const lose1 = 'm.type_id = 1 AND o.type_id = 1';
const office = (path: string): string => `office/bonuses/${path}`;

async function placeAndLose(s: WalletServer, amounts: readonly number[]): Promise<void> {
  const odds = s.openOdds(amounts.length, lose1);
  assert.equal(odds.length, amounts.length);
  for (const [i, odd] of odds.entries()) {
    const res = await s.place(couponBody([odd], { amount: amounts[i] }));
    assert.equal(res.statusCode, 201, res.body);
    await finishGame(s, odd.gameId, 0, 1);
  }
}

const ledgerRows = (s: WalletServer, reason: string, accountId: number) =>
  s.db().prepare<[string, number], { amount_minor: number; idempotency_key: string }>('SELECT amount_minor, idempotency_key FROM ledger WHERE reason = ? AND account_id = ?').all(reason, accountId);

async function signedIn(s: WalletServer, email: string): Promise<{ browser: Browser; token: string }> {
  const browser = await s.newBrowser();
  return { browser, token: await browser.signIn(email) };
}

test('cashback: a percent of the week’s net losses, claimed once; a replay returns the same claim and adds no ledger row', async (t) => {
  const s = await startWallet(t);
  const get = async (kind: string) => v.parse(CashbackResponseSchema, (await s.player.get(office(`cashback/${kind}`), { token: s.token })).json()).data;
  const claim = (kind: string, key: string) => s.player.post(office(`cashback/${kind}/claim`), {}, { token: s.token, headers: { 'idempotency-key': key } });

  const empty = await get('vip');
  assert.deepEqual([empty.eligible, empty.percent, empty.netLoss, empty.amount, empty.claim], [true, 5, 0, 0, null]);
  expectError(await claim('vip', newKey()), 422, 'cashback_nothing_to_claim');

  await placeAndLose(s, [100, 50]);
  const before = s.balance(RUB_ACCOUNT);
  const vip = await get('vip');
  assert.deepEqual([vip.iso, vip.stakes, vip.payouts, vip.netLoss, vip.amount], ['RUB', 150, 0, 150, 7.5]);
  assert.ok(vip.periodStart <= Date.now() && Date.now() < vip.periodEnd && vip.periodEnd - vip.periodStart === 7 * 86_400_000);

  const key = newKey();
  const first = await claim('vip', key);
  assert.equal(first.statusCode, 201, first.body);
  const claimed = v.parse(CashbackClaimResponseSchema, first.json()).data;
  assert.deepEqual((first.json() as { meta: unknown }).meta, { balances: [{ accountId: RUB_ACCOUNT, balance: s.balance(RUB_ACCOUNT) / 100, currency: 'RUB' }] });
  assert.deepEqual([claimed.amount, claimed.iso, claimed.periodStart], [7.5, 'RUB', vip.periodStart]);
  const replay = await claim('vip', key);
  assert.equal(replay.statusCode, 201, replay.body);
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.deepEqual(v.parse(CashbackClaimResponseSchema, replay.json()).data, claimed);
  expectError(await claim('vip', newKey()), 409, 'cashback_already_claimed');
  expectError(await claim('premium', key), 409, 'idempotency_key_reused');

  const rows = ledgerRows(s, 'bonus_credit', RUB_ACCOUNT);
  assert.deepEqual(rows.map((r) => r.amount_minor), [750], 'one bonus_credit row');
  assert.equal(s.balance(RUB_ACCOUNT), before + 750);
  assert.deepEqual((await get('vip')).claim, claimed);

  // Premium is its own kind: 10 % of the same losses, also once.
  const premium = await claim('premium', newKey());
  assert.equal(premium.statusCode, 201, premium.body);
  assert.equal(v.parse(CashbackClaimResponseSchema, premium.json()).data.amount, 15);
  assert.deepEqual(ledgerRows(s, 'bonus_credit', RUB_ACCOUNT).map((r) => r.amount_minor), [750, 1500]);
  assert.deepEqual(await s.mismatches(), []);

  // The claims are in the rewards history.
  const rewards = v.parse(RewardsResponseSchema, (await s.player.get(office('rewards?lng=en'), { token: s.token })).json()).data;
  assert.deepEqual(rewards.items.filter((r) => r.kind === 'cashback').map((r) => [r.title, r.amount]), [['Premium cashback', 15], ['VIP cashback', 7.5]]);
  assert.equal(rewards.points, 350, 'the seeded club points');
});

test('cashback eligibility is re-checked on the server; a banned player and a call without a key are refused', async (t) => {
  const s = await startWallet(t);
  const other = await signedIn(s, CONVERT.email);
  const view = v.parse(CashbackResponseSchema, (await other.browser.get(office('cashback/vip'), { token: other.token })).json()).data;
  assert.equal(view.eligible, false);
  expectError(await other.browser.post(office('cashback/vip/claim'), {}, { token: other.token, headers: { 'idempotency-key': newKey() } }), 403, 'bonus_not_eligible');
  expectError(await s.player.post(office('cashback/vip/claim'), {}, { token: s.token }), 400, 'idempotency_key_required');
  expectError(await s.player.get(office('cashback/gold'), { token: s.token }), 404, 'not_found');
  expectError(await s.player.get(office('cashback/vip')), 401, 'unauthorized');

  const banned = await signedIn(s, DEMO.banned.email);
  for (const path of ['offers', 'deposit', 'wager', 'cashback/vip', 'rewards', 'referrals', 'convert']) {
    expectError(await banned.browser.get(office(path), { token: banned.token }), 403, 'banned');
  }
  expectError(await banned.browser.post(office('cashback/vip/claim'), {}, { token: banned.token, headers: { 'idempotency-key': newKey() } }), 403, 'banned');
  expectError(await banned.browser.post(office('convert'), { accountId: 20000004 }, { token: banned.token, headers: { 'idempotency-key': newKey() } }), 403, 'banned');
});

test('wager progress: the stakes of the player’s settled coupons since the bonus started (open coupons do not count)', async (t) => {
  const s = await startWallet(t);
  const wager = async () => v.parse(WagerBonusesResponseSchema, (await s.player.get(office('wager?lng=en'), { token: s.token })).json()).data;
  const [seeded] = await wager();
  assert.ok(seeded);
  assert.deepEqual([seeded.title, seeded.iso, seeded.amount, seeded.multiplier, seeded.required, seeded.wagered, seeded.status], ['Welcome bonus', 'RUB', 1000, 5, 5000, 0, 'active']);

  await placeAndLose(s, [100, 50]);
  const [open] = s.openOdds(1, 'g.id NOT IN (SELECT game_id FROM coupon_bets)');
  assert.ok(open);
  assert.equal((await s.place(couponBody([open], { amount: 30 }))).statusCode, 201);
  assert.equal((await wager())[0]?.wagered, 150, 'two settled coupons, the open one not yet');
  await finishGame(s, open.gameId, 2, 1);
  assert.equal((await wager())[0]?.wagered, 180);
});

test('first-deposit bonus: fixed after the first deposit, chosen before it; the bonus account is shown', async (t) => {
  const s = await startWallet(t);
  const demo = v.parse(DepositBonusResponseSchema, (await s.player.get(office('deposit'), { token: s.token })).json()).data;
  assert.deepEqual(demo, { choice: 1, canChange: false, bonusAccount: { id: 20000003, iso: 'RUB', money: 1000 } });
  expectError(await s.player.post(office('deposit/choice'), { choice: 2 }, { token: s.token }), 409, 'bonus_choice_locked');

  const fresh = await s.newBrowser();
  const reg = await fresh.post('auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: 'c' });
  assert.equal(reg.statusCode, 200, reg.body);
  const token = await fresh.token();
  const chosen = await fresh.post(office('deposit/choice'), { choice: 2 }, { token });
  assert.equal(chosen.statusCode, 200, chosen.body);
  assert.deepEqual(v.parse(DepositBonusResponseSchema, chosen.json()).data, { choice: 2, canChange: true, bonusAccount: null });
  expectError(await fresh.post(office('deposit/choice'), { choice: 3 }, { token }), 400, 'invalid_body');
});

test('offers by bonus category; the promo-code check reuses the wallet’s promo codes', async (t) => {
  const s = await startWallet(t);
  const offers = async (query: string) => v.parse(BonusOffersResponseSchema, (await s.player.get(office(`offers${query}`), { token: s.token })).json()).data;
  const all = await offers('?lng=en');
  assert.equal(all.length, 9);
  assert.deepEqual((await offers('?category=cashback&lng=en')).map((o) => o.title), ['VIP cashback', 'Premium cashback']);
  assert.deepEqual((await offers('?category=all_bonuses')).length, 9);
  expectError(await s.player.get(office('offers?category=lottery'), { token: s.token }), 400, 'invalid_query');

  const ok = await s.player.post(office('promo-code/check?lng=en'), { code: 'kickoff2026' }, { token: s.token });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.deepEqual(v.parse(PromoCheckResponseSchema, ok.json()).data, { code: 'KICKOFF2026', valid: true, title: 'Kickoff 2026 season' });
  expectError(await s.player.post(office('promo-code/check'), { code: 'SUMMER2025' }, { token: s.token }), 422, 'invalid_promo_code');
  expectError(await s.player.post(office('promo-code/check'), { code: 'DOLLAR10' }, { token: s.token }), 422, 'invalid_promo_code');
  expectError(await s.player.post(office('promo-code/check'), { code: 'NOPE' }, { token: s.token }), 422, 'invalid_promo_code');
});

test('referrals: arriving with ?ref= keeps the tags until marketing consent, which sets refererid; registering links the friend to the referrer', async (t) => {
  const s = await startWallet(t);
  const mine = v.parse(ReferralsResponseSchema, (await s.player.get(office('referrals'), { token: s.token })).json()).data;
  assert.equal(mine.code, 'DEMOREF1');
  assert.deepEqual(mine.friends.map((f) => [f.name, f.hasDeposit]), [['C***', true]], 'the seeded convert player');

  const friend = await s.newBrowser();
  await friend.call('POST', '/age-gate', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'answer=yes' });
  const page = await friend.call('GET', `/?ref=${mine.code}&utm_source=news`, { headers: { accept: 'text/html' } });
  assert.equal(page.statusCode, 200, page.body);
  assert.equal(page.cookies.find((c) => c.name === 'refererid'), undefined, 'no marketing cookie before consent');
  assert.ok(page.body.includes(`name="tags" value="ref=${mine.code}&amp;utm_source=news"`), 'the banner keeps the tags');
  const consent = await friend.call('POST', '/cookie-consent', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `choice=all&return=%2F&tags=${encodeURIComponent(`ref=${mine.code}&utm_source=news`)}`,
  });
  assert.equal(consent.statusCode, 303);
  const refererid = consent.cookies.find((c) => c.name === 'refererid');
  assert.deepEqual([refererid?.value, refererid?.maxAge, refererid?.httpOnly ?? false, refererid?.path, refererid?.sameSite], ['DEMOREF1', 60 * 86_400, false, '/', 'Lax'], 'the form reads it');
  const watcher = consent.cookies.find((c) => c.name === 'postback_watcher');
  assert.deepEqual([watcher?.maxAge, watcher?.httpOnly], [4, true]);
  const plain = await friend.call('GET', '/', { headers: { accept: 'text/html' } });
  assert.deepEqual(plain.cookies, [], 'a page without tag parameters sets no cookie');

  const reg = await friend.post('auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: 'c' });
  assert.equal(reg.statusCode, 200, reg.body);
  const userId = (reg.json() as { user_id: number }).user_id;
  assert.equal(s.db().prepare<[number], { ref_code: string | null }>('SELECT ref_code FROM users WHERE id = ?').get(userId)?.ref_code, 'DEMOREF1');
  const after = v.parse(ReferralsResponseSchema, (await s.player.get(office('referrals'), { token: s.token })).json()).data;
  assert.equal(after.friends.length, 2);
  assert.equal(after.friends[0]?.hasDeposit, false, 'the newest friend first');

  // Another player gets a code of their own on first use, with no friends yet.
  const other = await signedIn(s, CONVERT.email);
  const theirs = v.parse(ReferralsResponseSchema, (await other.browser.get(office('referrals'), { token: other.token })).json()).data;
  assert.match(theirs.code, /^[A-Z0-9]{8}$/);
  assert.notEqual(theirs.code, 'DEMOREF1');
  assert.deepEqual(theirs.friends, []);
});

test('convert-account: an HRK account becomes EUR at the stored rate in two balanced adjustment rows, once', async (t) => {
  const s = await startWallet(t);
  const p = await signedIn(s, CONVERT.email);
  const list = v.parse(ConvertiblesResponseSchema, (await p.browser.get(office('convert'), { token: p.token })).json()).data;
  assert.deepEqual(list, [{ accountId: CONVERT.hrk, iso: 'HRK', money: 1500, toIso: 'EUR', rate: 7.5345, toMoney: 199.08 }]);

  const key = newKey();
  const convert = (accountId: number, k: string, b: Browser = p.browser, token = p.token) => b.post(office('convert'), { accountId }, { token, headers: { 'idempotency-key': k } });
  const res = await convert(CONVERT.hrk, key);
  assert.equal(res.statusCode, 201, res.body);
  const done = v.parse(ConvertResponseSchema, res.json()).data;
  assert.deepEqual([done.from, done.to, done.fromAmount, done.toAmount, done.rate], [
    { id: CONVERT.hrk, iso: 'HRK', money: 0 }, { id: CONVERT.eur, iso: 'EUR', money: 199.08 }, 1500, 199.08, 7.5345,
  ]);
  assert.deepEqual((res.json() as { meta: unknown }).meta, { balances: [{ accountId: CONVERT.hrk, balance: 0, currency: 'HRK' }, { accountId: CONVERT.eur, balance: 199.08, currency: 'EUR' }] }, 'the reply carries both new balances');
  assert.deepEqual(ledgerRows(s, 'adjustment', CONVERT.hrk).map((r) => [r.amount_minor, r.idempotency_key]), [[-150_000, `convert:${done.id}:out`]]);
  assert.deepEqual(ledgerRows(s, 'adjustment', CONVERT.eur).map((r) => [r.amount_minor, r.idempotency_key]), [[19_908, `convert:${done.id}:in`]]);
  assert.deepEqual(await s.mismatches(), []);
  assert.equal(s.db().prepare<[number], { active_account_id: number }>('SELECT active_account_id FROM users WHERE id = ?').get(CONVERT.id)?.active_account_id, CONVERT.eur);

  const replay = await convert(CONVERT.hrk, key);
  assert.equal(replay.statusCode, 201, replay.body);
  assert.equal(v.parse(ConvertResponseSchema, replay.json()).data.id, done.id);
  assert.equal(ledgerRows(s, 'adjustment', CONVERT.hrk).length, 1, 'a replay adds no rows');
  expectError(await convert(CONVERT.hrk, newKey()), 409, 'nothing_to_convert');
  expectError(await convert(CONVERT.eur, newKey()), 422, 'currency_not_retired');
  expectError(await convert(RUB_ACCOUNT, newKey()), 404, 'not_found');
  expectError(await p.browser.post(office('convert'), { accountId: CONVERT.hrk }, { token: p.token }), 400, 'idempotency_key_required');
  assert.deepEqual(v.parse(ConvertiblesResponseSchema, (await p.browser.get(office('convert'), { token: p.token })).json()).data.map((c) => c.money), [0]);
});
