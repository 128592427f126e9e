/**
 * Wire contract of the office's bonuses area (docs/api.md "Office: bonuses, referrals, convert-account"):
 * bonus offers by category, the first-deposit bonus choice, wager bonuses with their progress, VIP and
 * premium cashback (claimed once per period), rewards and club points, the promo-code check, the
 * bring-a-friend link with the friends it brought, and converting an account in a retired currency.
 * Money on the wire in major units (≤ 2 decimals). Imports valibot only.
 */
import * as v from 'valibot';
import { officePath } from './base';

export const BonusPaths = {
  offers: officePath('bonuses/offers'),
  deposit: officePath('bonuses/deposit'),
  depositChoice: officePath('bonuses/deposit/choice'),
  wager: officePath('bonuses/wager'),
  cashback: (kind: CashbackKind): string => officePath(`bonuses/cashback/${kind}`),
  cashbackClaim: (kind: CashbackKind): string => officePath(`bonuses/cashback/${kind}/claim`),
  rewards: officePath('bonuses/rewards'),
  promoCheck: officePath('bonuses/promo-code/check'),
  referrals: officePath('bonuses/referrals'),
  convert: officePath('bonuses/convert'),
} as const;

/** Account spec §3, tracking enumerations: the bonus categories (filters of the offers). */
export const BONUS_CATEGORIES = ['all_bonuses', 'poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses'] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];
export const BonusCategorySchema = v.picklist(BONUS_CATEGORIES);

/** Account spec §9 registration: first-deposit bonus choices 0 none, 1 sport bonus, 2 casino bonus. */
export const BonusChoiceSchema = v.picklist([0, 1, 2] as const);
export type BonusChoice = v.InferOutput<typeof BonusChoiceSchema>;

export const CASHBACK_KINDS = ['vip', 'premium'] as const;
export type CashbackKind = (typeof CASHBACK_KINDS)[number];
export const CashbackKindSchema = v.picklist(CASHBACK_KINDS);

/** Currencies that are retired: an account in one of them is converted (account spec §9, HRK). */
export const RETIRED_CURRENCIES = ['HRK'] as const;

export const BonusErrorCodes = {
  notEligible: 'bonus_not_eligible',
  alreadyClaimed: 'cashback_already_claimed',
  nothingToClaim: 'cashback_nothing_to_claim',
  choiceLocked: 'bonus_choice_locked',
  nothingToConvert: 'nothing_to_convert',
  notRetired: 'currency_not_retired',
} as const;

const Money = v.pipe(v.number(), v.finite());
const Time = v.pipe(v.number(), v.integer());

export const BonusOfferSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  category: BonusCategorySchema,
  title: v.string(),
  description: v.string(),
  percent: v.nullable(Money),
  endsAt: v.nullable(Time),
});
export type BonusOffer = v.InferOutput<typeof BonusOfferSchema>;
export const BonusOffersResponseSchema = v.object({ data: v.array(BonusOfferSchema) });

const AccountView = v.object({ id: v.pipe(v.number(), v.integer()), iso: v.string(), money: Money });

export const DepositBonusSchema = v.object({
  choice: BonusChoiceSchema,
  /** The choice can change until the first deposit. */
  canChange: v.boolean(),
  /** The bonus account (account type 4), if the player has one. */
  bonusAccount: v.nullable(AccountView),
});
export type DepositBonus = v.InferOutput<typeof DepositBonusSchema>;
export const DepositBonusResponseSchema = v.object({ data: DepositBonusSchema });
export const DepositChoiceRequestSchema = v.object({ choice: BonusChoiceSchema });

export const WagerBonusSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  title: v.string(),
  iso: v.string(),
  amount: Money,
  /** The stakes the bonus requires (amount × multiplier). */
  required: Money,
  /** Stakes of the player's settled coupons on the account since the bonus started (capped at required). */
  wagered: Money,
  multiplier: v.pipe(v.number(), v.integer()),
  startedAt: Time,
  endsAt: v.nullable(Time),
  status: v.picklist(['active', 'completed', 'expired']),
});
export type WagerBonus = v.InferOutput<typeof WagerBonusSchema>;
export const WagerBonusesResponseSchema = v.object({ data: v.array(WagerBonusSchema) });

export const CashbackClaimSchema = v.object({ amount: Money, iso: v.string(), claimedAt: Time, periodStart: Time });
export type CashbackClaim = v.InferOutput<typeof CashbackClaimSchema>;

export const CashbackSchema = v.object({
  kind: CashbackKindSchema,
  eligible: v.boolean(),
  percent: Money,
  periodStart: Time,
  periodEnd: Time,
  iso: v.string(),
  stakes: Money,
  payouts: Money,
  netLoss: Money,
  /** What a claim credits now (percent of the net loss; 0 when nothing is lost). */
  amount: Money,
  claim: v.nullable(CashbackClaimSchema),
});
export type Cashback = v.InferOutput<typeof CashbackSchema>;
export const CashbackResponseSchema = v.object({ data: CashbackSchema });
export const CashbackClaimResponseSchema = v.object({ data: CashbackClaimSchema });

export const RewardSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  kind: v.picklist(['club_points', 'cashback', 'freebet']),
  title: v.string(),
  points: v.pipe(v.number(), v.integer()),
  amount: v.nullable(Money),
  iso: v.nullable(v.string()),
  earnedAt: Time,
});
export type Reward = v.InferOutput<typeof RewardSchema>;
export const RewardsResponseSchema = v.object({ data: v.object({ points: v.pipe(v.number(), v.integer()), items: v.array(RewardSchema) }) });

export const PromoCheckRequestSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32), v.toUpperCase()) });
export const PromoCheckResponseSchema = v.object({ data: v.object({ code: v.string(), valid: v.literal(true), title: v.string() }) });

export const ReferralsSchema = v.object({
  /** The player's referral code: the link is `/?ref=<code>`. */
  code: v.string(),
  friends: v.array(v.object({ name: v.string(), registeredAt: Time, hasDeposit: v.boolean() })),
});
export type Referrals = v.InferOutput<typeof ReferralsSchema>;
export const ReferralsResponseSchema = v.object({ data: ReferralsSchema });

export const ConvertibleSchema = v.object({
  accountId: v.pipe(v.number(), v.integer()),
  iso: v.string(),
  money: Money,
  toIso: v.string(),
  /** Units of the retired currency per unit of the target currency. */
  rate: Money,
  /** What the conversion credits. */
  toMoney: Money,
});
export type Convertible = v.InferOutput<typeof ConvertibleSchema>;
export const ConvertiblesResponseSchema = v.object({ data: v.array(ConvertibleSchema) });
export const ConvertRequestSchema = v.object({ accountId: v.pipe(v.number(), v.integer()) });
export const ConvertResponseSchema = v.object({
  data: v.object({ id: v.pipe(v.number(), v.integer()), from: AccountView, to: AccountView, fromAmount: Money, toAmount: Money, rate: Money }),
});
export type ConvertResult = v.InferOutput<typeof ConvertResponseSchema>['data'];
