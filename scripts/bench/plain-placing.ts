/**
 * The placing benchmark's baseline (issue 23, item 9): a plain single-only path that does the money work
 * of placing and nothing else, so the bench can print what the book's checks cost under the same load.
 *
 * `POST /web-api/bench/place-plain` sits behind the same guard, the same idempotent write
 * (`app.wallet.idempotent`) and body schema as `coupon/place`, and in its transaction reads the account and the odd,
 * refuses a closed market, stores the single at the odd's coefficient and debits the stake through the
 * ledger, and answers the same coupon view and balance. It skips what the real route adds: the same-game rule, the coupon shape and stake limits, the
 * liability cap, the stake guard (responsible-gaming limits) and promo codes. A development tool: the
 * bench registers it through `buildApp({ toolPlugins })`, which a production start refuses.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { PlaceCouponRequestSchema, PlaceCouponResponseSchema } from '@kickoff/wallet-contracts';
import type { ToolPluginOptions } from '../../server/app';
import { createBettingStore } from '../../server/feed/store/betting';
import { bodyOf } from '../../server/http/validate';
import { toMinor } from '../../server/money';
import { playerIdOf } from '../../server/wallet/http/player';
import { PlacementErrors } from '../../server/wallet/placing/errors';
import { isClosed } from '../../server/wallet/placing/price';
import { playerScope } from '../../server/wallet/idempotency/index';
import { createWalletStores } from '../../server/wallet/store/index';
import { couponView } from '../../server/wallet/view';

export const PLAIN_PLACE_PATH = '/web-api/bench/place-plain';

/** The baseline route, on the app's own database connection (as coupon/place). */
export const plainPlacingPlugin: FastifyPluginAsync<ToolPluginOptions> = async (app, { db }) => {
  const { coupons, accounts } = createWalletStores(db);
  const betting = createBettingStore(db);
  app.post(PLAIN_PLACE_PATH, { preHandler: app.identityGuards.player }, async (request, reply) => {
    const userId = playerIdOf(request);
    return app.wallet.idempotent(request, reply, playerScope(userId), ({ key, fingerprint }) => {
      const body = bodyOf(PlaceCouponRequestSchema, request.body);
      const now = Date.now();
      const account = accounts.byId(body.accountId);
      if (!account || account.user_id !== userId) throw PlacementErrors.invalidAccount(body.accountId);
      const [odd] = betting.odds([body.bets[0]?.market.id ?? 0]);
      if (!odd || body.typeId !== 0 || body.bets.length !== 1) throw PlacementErrors.invalidCoupon('The baseline takes one single');
      if (isClosed(odd)) throw PlacementErrors.marketClosed([odd.oddId]);
      const amountMinor = toMinor(body.amount, account.minor_units);
      if (account.money < amountMinor) throw PlacementErrors.insufficientBalance(0, account.iso);
      const id = coupons.insert(
        {
          userId,
          accountId: account.id,
          currency: account.iso,
          minorUnits: account.minor_units,
          typeId: 0,
          systemValue: null,
          amountMinor,
          coef: odd.coef,
          possibleWinMinor: Math.floor(amountMinor * odd.coef),
          bonusPercent: 0,
          idempotencyKey: key,
          requestHash: fingerprint,
          createdAt: now,
          promoCode: null,
          vipState: null,
        },
        [{ oddId: odd.oddId, gameId: odd.gameId, marketId: odd.marketId, marketTypeId: odd.marketTypeId, param: odd.param, oddTypeId: odd.oddTypeId, coef: odd.coef, isBanker: false, blockId: 0, permanentId: odd.permanentId, team1: odd.team1, team2: odd.team2, startAt: odd.startAt, isLive: odd.isLive, names: odd.names }],
      );
      app.wallet.ledger.post([{ accountId: account.id, amountMinor: -amountMinor, reason: 'bet_stake', reference: `coupon:${id}`, idempotencyKey: `stake:${id}`, createdAt: now }]);
      // The same answer as coupon/place: the stored coupon's view, checked against the reply schema, and the balance.
      const row = coupons.byId(id);
      if (!row) throw new Error(`coupon ${id} vanished`);
      const data = couponView(row, coupons.bets(row.id), 'ru');
      return { status: 201, body: { ...v.parse(PlaceCouponResponseSchema, { data }), meta: app.wallet.balances([account.id]) } };
    });
  });
};
