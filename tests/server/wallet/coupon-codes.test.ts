/** Coupon codes (save, load, expiry, availability) and promo codes (check, placing with one). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse as Response } from 'fastify';
import { DEMO, expectError } from '../identity/support';
import { COUPON_CODE_ALPHABET, COUPON_CODE_TTL_MS, normalizeCouponCode } from '../../../platform-wallet/src/schemas/coupon-code-format';
import { newCouponCode } from '../../../server/wallet/codes/code';
import { RUB_ACCOUNT, USD_ACCOUNT, couponBody, startWallet, type OpenOdd, type WalletServer } from './support';

interface Saved {
  code: string;
  expiresAt: number;
}
interface Loaded {
  code: string;
  typeId: number;
  systemValue: number | null;
  expiresAt: number;
  bets: Array<{ oddId: number; gameId: number; blockId: number; isBanker: boolean; available: boolean }>;
}

const selection = (odds: readonly OpenOdd[], extra: Record<string, unknown> = {}) => ({
  bets: odds.map((odd) => ({ oddId: odd.oddId, gameId: odd.gameId })),
  typeId: odds.length === 1 ? 0 : 1,
  ...extra,
});

/** Saves as a guest (no token). */
const save = (s: WalletServer, body: unknown): Promise<Response> => s.player.post('coupon/code', body);
const load = (s: WalletServer, code: string): Promise<Response> => s.player.get(`coupon/code/${encodeURIComponent(code)}`);
const metaOf = (res: Response): unknown => (res.json() as { errors: Array<{ meta?: unknown }> }).errors[0]?.meta;
const block = async (s: WalletServer, marketId: number): Promise<void> => {
  const res = await s.app.inject({ method: 'POST', url: '/__test/feed/block', payload: { marketId, blocked: true } });
  assert.equal(res.statusCode, 200, res.body);
};

async function saved(s: WalletServer, body: unknown): Promise<Saved> {
  const res = await save(s, body);
  assert.equal(res.statusCode, 201, res.body);
  return (res.json() as { data: Saved }).data;
}

test('a guest saves a selection and anyone loads it by code, in any case, with dashes or spaces', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(3);
  const body = { bets: odds.map((odd, i) => ({ oddId: odd.oddId, gameId: odd.gameId, isBanker: i === 0, blockId: 0 })), typeId: 2, systemValue: 2 };
  const { code, expiresAt } = await saved(s, body);
  assert.match(code, new RegExp(`^[${COUPON_CODE_ALPHABET}]{8}$`));
  assert.ok(!/[01ILO]/.test(code), 'no look-alike characters');
  const row = s.db().prepare<[string], { created_at: number; expires_at: number }>('SELECT created_at, expires_at FROM coupon_codes WHERE code = ?').get(code);
  assert.equal(row?.expires_at, expiresAt);
  assert.equal(expiresAt - (row?.created_at ?? 0), COUPON_CODE_TTL_MS);

  const other = await s.newBrowser();
  const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
  for (const res of [await load(s, code), await other.get(`coupon/code/${encodeURIComponent(typed)}`)]) {
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.deepEqual((res.json() as { data: Loaded }).data, {
      code,
      typeId: 2,
      systemValue: 2,
      expiresAt,
      bets: odds.map((odd, i) => ({ oddId: odd.oddId, gameId: odd.gameId, blockId: 0, isBanker: i === 0, available: true })),
    });
  }
});

test('saving the same selection again gives a new code; both load', async (t) => {
  const s = await startWallet(t);
  const body = selection(s.openOdds(2));
  const first = await saved(s, body);
  const second = await saved(s, body);
  assert.notEqual(first.code, second.code);
  assert.equal((await load(s, first.code)).statusCode, 200);
  assert.equal((await load(s, second.code)).statusCode, 200);
});

test('saving refuses unknown odds, the wrong game and duplicates (invalid_coupon), closed odds (market_closed), a bad body (400)', async (t) => {
  const s = await startWallet(t);
  const [a, b, c] = s.openOdds(3);
  assert.ok(a && b && c);
  const unknown = await save(s, selection([a, { ...b, oddId: 99_999_999 }]));
  expectError(unknown, 422, 'invalid_coupon');
  assert.deepEqual(metaOf(unknown), { oddIds: [99_999_999] });
  expectError(await save(s, selection([{ ...a, gameId: b.gameId }])), 422, 'invalid_coupon');
  expectError(await save(s, selection([a, a])), 422, 'invalid_coupon');
  await block(s, c.marketId);
  const closed = await save(s, selection([a, c]));
  expectError(closed, 422, 'market_closed');
  assert.deepEqual(metaOf(closed), { oddIds: [c.oddId] });
  expectError(await save(s, { bets: [], typeId: 0 }), 400, 'invalid_body');
  expectError(await save(s, { ...selection([a]), typeId: 10 }), 400, 'invalid_body');
  expectError(await save(s, { bets: Array.from({ length: 31 }, (_, i) => ({ oddId: i + 1, gameId: 1 })), typeId: 1 }), 400, 'invalid_body');
  assert.equal((s.db().prepare('SELECT count(*) AS n FROM coupon_codes').get() as { n: number }).n, 0);
});

test('saving is a write: a foreign origin is refused', async (t) => {
  const s = await startWallet(t);
  const res = await s.player.post('coupon/code', selection(s.openOdds(1)), { headers: { origin: 'https://evil.example' } });
  expectError(res, 403, 'forbidden_origin');
});

test('a loaded code says which odds are no longer available', async (t) => {
  const s = await startWallet(t);
  const [a, b] = s.openOdds(2);
  assert.ok(a && b);
  const { code } = await saved(s, selection([a, b]));
  await block(s, b.marketId);
  const res = await load(s, code);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual((res.json() as { data: Loaded }).data.bets.map((bet) => [bet.oddId, bet.available]), [[a.oddId, true], [b.oddId, false]]);
});

test('unknown, malformed and expired codes are 404 not_found; an expired code is removed on the next save', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(1);
  const { code } = await saved(s, selection(odds));
  const unknown = newCouponCode(() => 0) === code ? '33333333' : newCouponCode(() => 0);
  expectError(await load(s, unknown), 404, 'not_found');
  expectError(await load(s, 'ABC'), 404, 'not_found');
  expectError(await load(s, 'OOOOOOOO'), 404, 'not_found');
  expectError(await load(s, 'x'.repeat(40)), 404, 'not_found');

  await s.advance(COUPON_CODE_TTL_MS - 1000);
  assert.equal((await load(s, code)).statusCode, 200, 'still valid a second before it expires');
  await s.advance(1000);
  expectError(await load(s, code), 404, 'not_found');
  await saved(s, selection(odds));
  const left = s.db().prepare<[string, string], { n: number }>('SELECT (SELECT count(*) FROM coupon_codes WHERE code = ?) + (SELECT count(*) FROM coupon_code_bets WHERE code = ?) AS n');
  assert.equal(left.get(code, code)?.n ?? -1, 0);
});

test('normalizeCouponCode and newCouponCode', () => {
  assert.equal(normalizeCouponCode(' ab2c-d3ef '), 'AB2CD3EF');
  assert.equal(normalizeCouponCode('AB2CD3E'), null);
  assert.equal(normalizeCouponCode('AB2CD3EO'), null);
  assert.equal(newCouponCode(() => 0), '22222222');
  assert.equal(newCouponCode((max) => max - 1), 'ZZZZZZZZ');
});

const check = (s: WalletServer, body: unknown, token = s.token, lng = 'en') => s.player.post(`coupon/promo-code/check?lng=${lng}`, body, { token });

test('promo check: a valid code (any case) with its title; expired, unknown, other currency refused; guests 401', async (t) => {
  const s = await startWallet(t);
  const ok = await check(s, { code: ' kickoff2026 ' });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.deepEqual(ok.json(), { data: { code: 'KICKOFF2026', valid: true, title: 'Kickoff 2026 season' } });
  assert.equal(((await check(s, { code: 'KICKOFF2026' }, s.token, 'ru')).json() as { data: { title: string } }).data.title, 'Сезон Kickoff 2026');
  expectError(await check(s, { code: 'SUMMER2025' }), 422, 'invalid_promo_code');
  expectError(await check(s, { code: 'NOSUCHCODE' }), 422, 'invalid_promo_code');
  // The demo player's active account is RUB; DOLLAR10 is for USD accounts.
  const rub = await check(s, { code: 'DOLLAR10' });
  expectError(rub, 422, 'invalid_promo_code');
  assert.equal(metaOf(rub), undefined, 'the refusal does not name the code\'s currency');
  expectError(await check(s, { code: 'DOLLAR10', accountId: RUB_ACCOUNT }), 422, 'invalid_promo_code');
  assert.equal((await check(s, { code: 'DOLLAR10', accountId: USD_ACCOUNT })).statusCode, 200);
  expectError(await check(s, { code: 'KICKOFF2026', accountId: 20000005 }), 422, 'invalid_account');
  expectError(await check(s, { code: 'a' }), 400, 'invalid_body');
  assert.equal((await s.player.post('coupon/promo-code/check', { code: 'KICKOFF2026' })).statusCode, 401);
  const banned = await s.newBrowser();
  const bannedToken = await banned.signIn(DEMO.banned.email);
  expectError(await banned.post('coupon/promo-code/check', { code: 'KICKOFF2026' }, { token: bannedToken }), 403, 'banned');
});

test('placing with a valid promo code records it on the coupon; an invalid or expired one refuses and debits nothing', async (t) => {
  const s = await startWallet(t);
  const odds = s.openOdds(1);
  const before = s.balance(RUB_ACCOUNT);
  expectError(await s.place(couponBody(odds, { promoCode: 'NOSUCHCODE' })), 422, 'invalid_promo_code');
  expectError(await s.place(couponBody(odds, { promoCode: 'SUMMER2025' })), 422, 'invalid_promo_code');
  expectError(await s.place(couponBody(odds, { promoCode: 'DOLLAR10' })), 422, 'invalid_promo_code');
  expectError(await s.place(couponBody(odds, { promoCode: '!' })), 400, 'invalid_body');
  assert.equal(s.balance(RUB_ACCOUNT), before);
  assert.equal((s.db().prepare('SELECT count(*) AS n FROM coupons').get() as { n: number }).n, 0);

  const placed = await s.place(couponBody(odds, { promoCode: 'kickoff2026', amount: 10 }));
  assert.equal(placed.statusCode, 201, placed.body);
  const coupon = (placed.json() as { data: { id: number; promoCode: string | null } }).data;
  assert.equal(coupon.promoCode, 'KICKOFF2026');
  assert.equal(s.balance(RUB_ACCOUNT), before - 1000, 'no money effect: the stake only');
  const read = await s.player.get(`coupon/${coupon.id}`, { token: s.token });
  assert.equal((read.json() as { data: { promoCode: string | null } }).data.promoCode, 'KICKOFF2026');
  const usd = await s.place(couponBody(odds, { accountId: USD_ACCOUNT, amount: 1, promoCode: 'DOLLAR10' }));
  assert.equal(usd.statusCode, 201, usd.body);

  const plain = await s.place(couponBody(odds, { promoCode: null }));
  assert.equal(plain.statusCode, 201, plain.body);
  assert.equal((plain.json() as { data: { promoCode: string | null } }).data.promoCode, null);
  assert.deepEqual(await s.mismatches(), []);
});

test('the test API reset forgets saved codes and keeps the demo promo codes', async (t) => {
  const s = await startWallet(t);
  const { code } = await saved(s, selection(s.openOdds(1)));
  const reset = await s.app.inject({ method: 'POST', url: '/__test/reset' });
  assert.equal(reset.statusCode, 200, reset.body);
  expectError(await load(s, code), 404, 'not_found');
  assert.deepEqual((s.db().prepare('SELECT code FROM promo_codes ORDER BY code').all() as Array<{ code: string }>).map((r) => r.code), ['DOLLAR10', 'KICKOFF2026', 'SUMMER2025']);
});
