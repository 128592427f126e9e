/**
 * The bonuses routes under /web-api/office/bonuses/ (docs/api.md "Office: bonuses, referrals,
 * convert-account"). Every route needs a signed-in player who accepted the terms; a banned player is
 * refused (403 `banned`, the guard). Money moves only through the wallet's port (`app.wallet.ledger.post()`): a cashback
 * claim is one 'bonus_credit' row, a conversion two 'adjustment' rows (out of the retired account, into
 * the target one), each under the request's Idempotency-Key (`app.wallet.idempotent`, docs/api.md "Idempotency").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  BonusCategorySchema, BonusErrorCodes, BonusOffersResponseSchema, BonusPaths,
  CASHBACK_KINDS, CashbackClaimResponseSchema, CashbackKindSchema, CashbackResponseSchema, ConvertiblesResponseSchema, ConvertRequestSchema,
  ConvertResponseSchema, DepositBonusResponseSchema, DepositChoiceRequestSchema, PromoCheckRequestSchema, PromoCheckResponseSchema,
  ReferralsResponseSchema, RewardsResponseSchema, WagerBonusesResponseSchema, type CashbackKind,
} from '@kickoff/office-contracts/bonuses';
import type { Db } from '../../db/open';
import { HttpError, sendError } from '../../http/errors';
import { bodyOf, parseBody } from '../../http/validate';
import { newCouponCode } from '../../wallet/codes/code';
import { checkPromoCode } from '../../wallet/codes/promo';
import { createPromoCodeStore } from '../../wallet/codes/store';
import { playerIdOf } from '../../wallet/http/player';
import { playerScope } from '../../wallet/idempotency/index';
import type { WalletAccount } from '../../wallet/store/accounts';
import { cashbackAmount, cashbackPeriod, CASHBACK_RULES, CONVERSION_RATES, convertedMinor, toMajor, wagerStatus } from '../rules';
import { createBonusStore, type ClaimRow } from '../store/bonuses';

export interface BonusRouteDeps {
  db: Db;
  now(): number;
}

const LangQuery = v.object({ lng: v.optional(v.picklist(['ru', 'en'])), category: v.optional(BonusCategorySchema) });
const KindParams = v.object({ kind: CashbackKindSchema });
const REFERRAL_CODE_ATTEMPTS = 5;

const langOf = (request: FastifyRequest): 'ru' | 'en' => {
  const q = v.safeParse(LangQuery, request.query);
  return q.success && q.output.lng === 'en' ? 'en' : 'ru';
};

/** A friend's name as the referrer sees it: the first letter only. */
const maskName = (name: string | null): string => (name && name.length > 0 ? `${name.slice(0, 1)}***` : '***');

export function registerBonusRoutes(app: FastifyInstance, deps: BonusRouteDeps): void {
  const store = createBonusStore(deps.db);
  const wallet = app.wallet;
  const promos = createPromoCodeStore(deps.db);
  const guard = { preHandler: app.identityGuards.playerWithTerms };
  const send = <S extends v.GenericSchema>(schema: S, data: unknown) => v.parse(schema, data);
  const major = (account: Pick<WalletAccount, 'money' | 'minor_units'>): number => toMajor(account.money, account.minor_units);
  const visibleAccounts = (userId: number): WalletAccount[] => wallet.accounts.ofUser(userId).filter((a) => a.visible_at <= deps.now());
  const mainAccount = (userId: number): WalletAccount | undefined => visibleAccounts(userId).find((a) => a.type === 0);

  app.get(BonusPaths.offers, guard, async (request, reply) => {
    const q = v.safeParse(LangQuery, request.query);
    if (!q.success) return sendError(reply, 400, 'invalid_query', 'Unknown bonus category', { parameter: 'category' });
    const lang = q.output.lng === 'en' ? 'en' : 'ru';
    const data = store.offers(deps.now(), q.output.category ?? 'all_bonuses').map((o) => ({
      id: o.id, category: o.category, title: lang === 'en' ? o.title_en : o.title_ru, description: lang === 'en' ? o.description_en : o.description_ru,
      percent: o.percent, endsAt: o.ends_at,
    }));
    return reply.header('cache-control', 'no-store').send(send(BonusOffersResponseSchema, { data }));
  });

  const depositView = (userId: number) => {
    const user = store.depositState(userId);
    const bonus = visibleAccounts(userId).find((a) => a.type === 4);
    return {
      choice: user?.bonus_choice ?? 0,
      canChange: user?.has_deposit === 0,
      bonusAccount: bonus ? { id: bonus.id, iso: bonus.iso, money: major(bonus) } : null,
    };
  };

  app.get(BonusPaths.deposit, guard, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(send(DepositBonusResponseSchema, { data: depositView(playerIdOf(request)) })));

  app.post(BonusPaths.depositChoice, guard, async (request, reply) => {
    const userId = playerIdOf(request);
    const body = parseBody(DepositChoiceRequestSchema, request.body, reply);
    if (!body) return reply;
    // Only before the first deposit: the bonus is granted with it.
    if (!app.identityUsers.setBonusChoice(userId, body.choice, { beforeDeposit: true })) return sendError(reply, 409, BonusErrorCodes.choiceLocked, 'The first-deposit bonus is fixed once the first deposit is made');
    request.log.info({ userId, choice: body.choice }, 'first-deposit bonus chosen');
    return reply.header('cache-control', 'no-store').send(send(DepositBonusResponseSchema, { data: depositView(userId) }));
  });

  app.get(BonusPaths.wager, guard, async (request, reply) => {
    const userId = playerIdOf(request);
    const lang = langOf(request);
    const now = deps.now();
    const data = store.wagerBonuses(userId).flatMap((b) => {
      const account = wallet.accounts.byId(b.account_id);
      if (!account || account.user_id !== userId) return [];
      const requiredMinor = b.amount_minor * b.multiplier;
      const { stakes } = store.placedSums(b.account_id, b.started_at, b.ends_at);
      const wageredMinor = Math.min(stakes, requiredMinor);
      const m = (minor: number) => toMajor(minor, account.minor_units);
      return [{
        id: b.id, title: lang === 'en' ? b.title_en : b.title_ru, iso: account.iso, amount: m(b.amount_minor), required: m(requiredMinor),
        wagered: m(wageredMinor), multiplier: b.multiplier, startedAt: b.started_at, endsAt: b.ends_at,
        status: wagerStatus(requiredMinor, wageredMinor, b.ends_at, now),
      }];
    });
    return reply.header('cache-control', 'no-store').send(send(WagerBonusesResponseSchema, { data }));
  });

  const claimView = (claim: ClaimRow) => {
    const account = wallet.accounts.byId(claim.account_id);
    const units = account?.minor_units ?? 2;
    return { amount: toMajor(claim.amount_minor, units), iso: account?.iso ?? '', claimedAt: claim.claimed_at, periodStart: claim.period_start };
  };

  const cashbackView = (userId: number, kind: CashbackKind) => {
    const now = deps.now();
    const period = cashbackPeriod(now);
    const rule = CASHBACK_RULES[kind];
    const account = mainAccount(userId);
    const sums = account ? store.settledSums(account.id, period.start, period.end) : { stakes: 0, payouts: 0 };
    const { netLossMinor, amountMinor } = cashbackAmount(sums.stakes, sums.payouts, rule.percent);
    const claim = store.claim(userId, kind, period.start);
    const units = account?.minor_units ?? 2;
    const m = (minor: number) => toMajor(minor, units);
    return {
      account, amountMinor,
      data: {
        kind, eligible: store.vipLevel(userId) >= rule.minLevel, percent: rule.percent, periodStart: period.start, periodEnd: period.end,
        iso: account?.iso ?? '', stakes: m(sums.stakes), payouts: m(sums.payouts), netLoss: m(netLossMinor), amount: m(amountMinor),
        claim: claim ? claimView(claim) : null,
      },
    };
  };

  app.get(BonusPaths.cashback(':kind' as CashbackKind), guard, async (request, reply) => {
    const params = v.safeParse(KindParams, request.params);
    if (!params.success) return sendError(reply, 404, 'not_found', `Cashback kinds: ${CASHBACK_KINDS.join(', ')}`);
    return reply.header('cache-control', 'no-store').send(send(CashbackResponseSchema, { data: cashbackView(playerIdOf(request), params.output.kind).data }));
  });

  app.post(BonusPaths.cashbackClaim(':kind' as CashbackKind), guard, async (request, reply) => {
    const params = v.safeParse(KindParams, request.params);
    if (!params.success) return sendError(reply, 404, 'not_found', `Cashback kinds: ${CASHBACK_KINDS.join(', ')}`);
    const { kind } = params.output;
    const userId = playerIdOf(request);
    return app.wallet.idempotent(request, reply, playerScope(userId), ({ key }) => {
      const view = cashbackView(userId, kind);
      if (!view.data.eligible) throw new HttpError(403, BonusErrorCodes.notEligible, `The ${kind} cashback is not available at your level`);
      if (view.data.claim) {
        throw new HttpError(409, BonusErrorCodes.alreadyClaimed, 'This period’s cashback is already claimed', undefined, { periodEnd: view.data.periodEnd });
      }
      if (!view.account || view.amountMinor <= 0) throw new HttpError(422, BonusErrorCodes.nothingToClaim, 'No net losses in this period: nothing to claim');
      const account = view.account;
      const now = deps.now();
      const period = view.data.periodStart;
      const claimId = store.insertClaim({ user_id: userId, kind, period_start: period, account_id: account.id, amount_minor: view.amountMinor, idempotency_key: key, claimed_at: now });
      wallet.ledger.post([{
        accountId: account.id, amountMinor: view.amountMinor, reason: 'bonus_credit', reference: `cashback:${kind}:${period}`,
        idempotencyKey: `cashback:${userId}:${kind}:${period}`, createdAt: now,
      }]);
      store.insertReward(userId, {
        kind: 'cashback', titleRu: kind === 'vip' ? 'VIP кешбэк' : 'Премиум кешбэк', titleEn: kind === 'vip' ? 'VIP cashback' : 'Premium cashback',
        points: 0, amountMinor: view.amountMinor, currency: account.iso, earnedAt: now,
      });
      request.log.info({ userId, kind, claimId, amountMinor: view.amountMinor }, 'cashback claimed');
      const claim = store.claim(userId, kind, period);
      if (!claim) throw new Error('claim not stored');
      return { status: 201, body: { ...send(CashbackClaimResponseSchema, { data: claimView(claim) }), meta: wallet.balances([account.id]) } };
    });
  });

  app.get(BonusPaths.rewards, guard, async (request, reply) => {
    const userId = playerIdOf(request);
    const lang = langOf(request);
    const rows = store.rewards(userId);
    const units = (iso: string | null): number => (iso ? (wallet.accounts.ofUser(userId).find((a) => a.iso === iso)?.minor_units ?? 2) : 2);
    const items = rows.map((r) => ({
      id: r.id, kind: r.kind, title: lang === 'en' ? r.title_en : r.title_ru, points: r.points,
      amount: r.amount_minor === null ? null : toMajor(r.amount_minor, units(r.currency)), iso: r.currency, earnedAt: r.earned_at,
    }));
    const points = rows.reduce((sum, r) => sum + r.points, 0);
    return reply.header('cache-control', 'no-store').send(send(RewardsResponseSchema, { data: { points, items } }));
  });

  app.post(BonusPaths.promoCheck, { preHandler: [guard.preHandler, app.promoCheckLimit] }, async (request, reply) => {
    const userId = playerIdOf(request);
    const body = parseBody(PromoCheckRequestSchema, request.body, reply);
    if (!body) return reply;
    const active = request.player?.user.active_account_id ?? null;
    const account = visibleAccounts(userId).find((a) => a.id === active) ?? mainAccount(userId);
    const verdict = checkPromoCode(promos, body.code, account?.iso ?? '', deps.now());
    if (!verdict.ok) throw verdict.error;
    const lang = langOf(request);
    const data = { code: verdict.promo.code, valid: true, title: lang === 'en' ? verdict.promo.title_en : verdict.promo.title_ru };
    return reply.header('cache-control', 'no-store').send(send(PromoCheckResponseSchema, { data }));
  });

  const referralCode = (userId: number): string => {
    const existing = store.referralCode(userId);
    if (existing) return existing;
    for (let i = 0; i < REFERRAL_CODE_ATTEMPTS; i++) {
      store.insertReferralCode(userId, newCouponCode());
      const code = store.referralCode(userId);
      if (code) return code;
    }
    throw new Error(`no free referral code after ${REFERRAL_CODE_ATTEMPTS} attempts`);
  };

  app.get(BonusPaths.referrals, guard, async (request, reply) => {
    const code = referralCode(playerIdOf(request));
    const friends = store.friends(code).map((f) => ({ name: maskName(f.name), registeredAt: f.created_at, hasDeposit: f.has_deposit === 1 }));
    return reply.header('cache-control', 'no-store').send(send(ReferralsResponseSchema, { data: { code, friends } }));
  });

  const convertibles = (userId: number) =>
    visibleAccounts(userId).flatMap((a) => {
      const rule = CONVERSION_RATES[a.iso];
      if (!rule || a.type === 4) return [];
      return [{ account: a, rule, toMinor: convertedMinor(a.money, rule.rate) }];
    });

  app.get(BonusPaths.convert, guard, async (request, reply) => {
    const data = convertibles(playerIdOf(request)).map(({ account, rule, toMinor }) => ({
      accountId: account.id, iso: account.iso, money: major(account), toIso: rule.to, rate: rule.rate, toMoney: toMajor(toMinor, 2),
    }));
    return reply.header('cache-control', 'no-store').send(send(ConvertiblesResponseSchema, { data }));
  });

  app.post(BonusPaths.convert, guard, async (request, reply) => {
    const userId = playerIdOf(request);
    return app.wallet.idempotent(request, reply, playerScope(userId), ({ key }) => {
      const body = bodyOf(ConvertRequestSchema, request.body);
      const view = (id: number) => {
        const row = store.conversionByKey(userId, key);
        const from = wallet.accounts.byId(row?.from_account_id ?? 0);
        const to = wallet.accounts.byId(row?.to_account_id ?? 0);
        if (!row || !from || !to || row.id !== id) throw new Error('conversion not stored');
        const reply = send(ConvertResponseSchema, {
          data: {
            id: row.id, from: { id: from.id, iso: from.iso, money: major(from) }, to: { id: to.id, iso: to.iso, money: major(to) },
            fromAmount: toMajor(row.from_minor, from.minor_units), toAmount: toMajor(row.to_minor, to.minor_units), rate: row.rate,
          },
        });
        return { ...reply, meta: wallet.balances([from.id, to.id]) };
      };
      const account = visibleAccounts(userId).find((a) => a.id === body.accountId);
      if (!account) throw new HttpError(404, 'not_found', 'No such account', { pointer: '/accountId' });
      const rule = CONVERSION_RATES[account.iso];
      if (!rule || account.type === 4) throw new HttpError(422, BonusErrorCodes.notRetired, `${account.iso} is not a retired currency`, { pointer: '/accountId' });
      const toMinor = convertedMinor(account.money, rule.rate);
      if (account.money <= 0 || toMinor <= 0) throw new HttpError(409, BonusErrorCodes.nothingToConvert, 'The account holds nothing to convert');
      const now = deps.now();
      const id = deps.db.transaction(() => {
        let target = visibleAccounts(userId).find((a) => a.iso === rule.to && a.type !== 4);
        if (!target) {
          const currencyId = store.currencyId(rule.to);
          if (currencyId === undefined) throw new Error(`no currency ${rule.to}`);
          const newId = wallet.accounts.open({ userId, type: 9, currencyId, createdAt: now, visibleAt: now });
          target = wallet.accounts.byId(newId);
          if (!target) throw new Error('account not stored');
        }
        const conversionId = store.insertConversion({
          user_id: userId, from_account_id: account.id, to_account_id: target.id, from_minor: account.money, to_minor: toMinor, rate: rule.rate, idempotency_key: key, created_at: now,
        });
        // Two 'adjustment' rows (a currency conversion is neither a deposit nor a bonus): out of the retired account, into the target.
        wallet.ledger.post([
          { accountId: account.id, amountMinor: -account.money, reason: 'adjustment', reference: `convert:${conversionId}`, idempotencyKey: `convert:${conversionId}:out`, createdAt: now },
          { accountId: target.id, amountMinor: toMinor, reason: 'adjustment', reference: `convert:${conversionId}`, idempotencyKey: `convert:${conversionId}:in`, createdAt: now },
        ]);
        app.identityUsers.moveActiveAccount(userId, account.id, target.id);
        return conversionId;
      })();
      request.log.info({ userId, conversionId: id, fromAccount: account.id, fromMinor: account.money, toMinor }, 'account converted');
      return { status: 201, body: view(id) };
    });
  });
}
