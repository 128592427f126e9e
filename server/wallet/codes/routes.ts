/**
 * Coupon codes and promo codes (docs/api.md "Coupon codes and promo codes"):
 * - POST coupon/code (guests too; write guard, per-address limit of anonymous writes): saves a
 *   selection of open odds under a new 8-character code valid for 7 days (a new code every time).
 * - GET coupon/code/:code (guests too): the saved selection, each odd with `available` (still in the
 *   feed and open); unknown, expired or malformed: 404 `not_found`.
 * - POST coupon/promo-code/check (signed-in player, terms accepted; `app.promoCheckLimit`): is the
 *   promo code valid for the account's currency now; otherwise one 422 `invalid_promo_code` whether
 *   the code is unknown, expired or for another currency (./promo.ts).
 * It also offers `app.promoCheckLimit` (./promo-check-limit.ts), shared by every promo-code check.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { COUPON_CODE_TTL_MS, CouponCodePaths, LoadCouponCodeResponseSchema, normalizeCouponCode, PromoCodeCheckRequestSchema, PromoCodeCheckResponseSchema, SaveCouponCodeRequestSchema, SaveCouponCodeResponseSchema } from '@kickoff/wallet-contracts';
import type { Db } from '../../db/open';
import type { BettingStore, PlacingOdd } from '../../feed/store/betting';
import { sendError } from '../../http/errors';
import type { SecurityConfig } from '../../http/security-config';
import { parseBody } from '../../http/validate';
import { playerIdOf } from '../http/player';
import { PlacementErrors } from '../placing/errors';
import { createWalletAccountStore } from '../store/accounts';
import { newCouponCode } from './code';
import { checkPromoCode } from './promo';
import { createPromoCheckLimit } from './promo-check-limit';
import { createCouponCodeStore, createPromoCodeStore } from './store';

export interface CouponCodeDeps {
  db: Db;
  betting: BettingStore;
  security: SecurityConfig;
  now(): number;
  web(path: string): string;
}

/** Tries before giving up on a free code (31^8 codes: a clash is already rare). */
const CODE_ATTEMPTS = 5;

/** An odd a coupon can take now: odd, market and game open (as placing checks). */
const isOpen = (odd: PlacingOdd): boolean => !odd.oddBlocked && !odd.marketBlocked && !odd.gameFinished && odd.gameStatus !== 4;

const CodeParam = v.object({ code: v.pipe(v.string(), v.maxLength(32)) });
const LangQuery = v.object({ lng: v.optional(v.picklist(['ru', 'en'])) });

export function registerCouponCodeRoutes(app: FastifyInstance, deps: CouponCodeDeps): void {
  const codes = createCouponCodeStore(deps.db);
  const promos = createPromoCodeStore(deps.db);
  const accounts = createWalletAccountStore(deps.db);
  const anonymousWrite = app.limits.perAddress(deps.security.anonymousWrites, 'requests from your address');
  app.decorate('promoCheckLimit', createPromoCheckLimit(app, deps.security.promoChecks));
  const oddsById = (ids: readonly number[]): Map<number, PlacingOdd> => new Map(deps.betting.odds(ids).map((odd) => [odd.oddId, odd]));

  app.post(deps.web(CouponCodePaths.save), { onRequest: anonymousWrite }, async (request, reply) => {
    const body = parseBody(SaveCouponCodeRequestSchema, request.body, reply);
    if (!body) return reply;
    const ids = body.bets.map((bet) => bet.oddId);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (duplicates.length > 0) throw PlacementErrors.invalidCoupon('A coupon holds each outcome once', duplicates);
    const odds = oddsById(ids);
    const unknown = body.bets.filter((bet) => odds.get(bet.oddId)?.gameId !== bet.gameId).map((bet) => bet.oddId);
    if (unknown.length > 0) throw PlacementErrors.invalidCoupon('Some bets name no outcome of the feed (or the wrong game)', unknown);
    const closed = body.bets.filter((bet) => {
      const odd = odds.get(bet.oddId);
      return odd === undefined || !isOpen(odd);
    }).map((bet) => bet.oddId);
    if (closed.length > 0) throw PlacementErrors.marketClosed(closed);

    const now = deps.now();
    codes.prune(now);
    const row = { typeId: body.typeId, systemValue: body.systemValue ?? null, createdAt: now, expiresAt: now + COUPON_CODE_TTL_MS, bets: body.bets };
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newCouponCode();
      if (!codes.insert({ ...row, code })) continue;
      request.log.info({ code, bets: body.bets.length }, 'coupon code saved');
      return reply.code(201).header('cache-control', 'no-store').send(v.parse(SaveCouponCodeResponseSchema, { data: { code, expiresAt: row.expiresAt } }));
    }
    throw new Error(`no free coupon code after ${CODE_ATTEMPTS} attempts`);
  });

  app.get(deps.web(CouponCodePaths.load), async (request, reply) => {
    const params = v.safeParse(CodeParam, request.params);
    const code = params.success ? normalizeCouponCode(params.output.code) : null;
    const saved = code === null ? undefined : codes.live(code, deps.now());
    if (!saved) return sendError(reply, 404, 'not_found', 'No such coupon code (or it has expired)');
    const bets = codes.bets(saved.code);
    const odds = oddsById(bets.map((bet) => bet.odd_id));
    const data = {
      code: saved.code,
      typeId: saved.type_id,
      systemValue: saved.system_value,
      expiresAt: saved.expires_at,
      bets: bets.map((bet) => {
        const odd = odds.get(bet.odd_id);
        return {
          oddId: bet.odd_id,
          gameId: bet.game_id,
          blockId: bet.block_id,
          isBanker: bet.is_banker === 1,
          available: odd !== undefined && odd.gameId === bet.game_id && isOpen(odd),
        };
      }),
    };
    return reply.header('cache-control', 'no-store').send(v.parse(LoadCouponCodeResponseSchema, { data }));
  });

  app.post(deps.web(CouponCodePaths.promoCheck), { preHandler: [app.identityGuards.playerWithTerms, app.promoCheckLimit] }, async (request, reply) => {
    const userId = playerIdOf(request);
    const body = parseBody(PromoCodeCheckRequestSchema, request.body, reply);
    if (!body) return reply;
    const query = v.safeParse(LangQuery, request.query);
    const lang = query.success ? (query.output.lng ?? 'ru') : 'ru';
    const now = deps.now();
    const visible = accounts.ofUser(userId).filter((account) => account.visible_at <= now);
    const wanted = body.accountId ?? request.player?.user.active_account_id ?? null;
    const account = visible.find((a) => a.id === wanted) ?? (body.accountId === undefined ? visible[0] : undefined);
    if (!account) throw PlacementErrors.invalidAccount(body.accountId ?? 0);
    const verdict = checkPromoCode(promos, body.code, account.iso, now);
    if (!verdict.ok) throw verdict.error;
    const { promo } = verdict;
    const data = { code: promo.code, valid: true, title: lang === 'en' ? promo.title_en : promo.title_ru };
    return reply.header('cache-control', 'no-store').send(v.parse(PromoCodeCheckResponseSchema, { data }));
  });
}
