/**
 * Coupon settings (shell spec §3 "Coupon settings", §4 rules), kept in localStorage
 * `kickoff:coupon-settings` and validated on load (a broken value falls back to the defaults and is
 * replaced). The rules live in the actions, not in components:
 * - one-click is effective only when the site config allows it (`show_one_click`);
 * - turning one-click on while the coupon holds bets needs the player's confirmation that the coupon
 *   will be cleared (`requestOneClick` answers 'confirm'; `confirmOneClick` clears and turns it on);
 * - turning drop-on-score-change on turns one-click off; setting exactCoef to 0 clears drop-on-score-change.
 */
import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import { $isAuthorized, $siteConfig, acceptStored, getWebStorage, writeStored } from '@kickoff/platform';
import { DEFAULT_CHANGE_COEF_ACTION } from '../domain/slip-rules';
import { $bets, clearBets } from '../selection';

export { COUPON_SETTINGS_KEY } from '../stored-settings';
import { COUPON_SETTINGS_KEY } from '../stored-settings';

const Amount = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000_000));

export const CouponSettingsSchema = v.object({
  /** A player's own step per currency (used when isManualAmountStep). */
  amountStepByCurrencyIso: v.optional(v.record(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), Amount), {}),
  isManualAmountStep: v.optional(v.boolean(), false),
  changeCoefAction: v.optional(v.picklist([0, 1, 2]), DEFAULT_CHANGE_COEF_ACTION),
  isAutoMax: v.optional(v.boolean(), false),
  isVipBet: v.optional(v.boolean(), false),
  isBalanceShown: v.optional(v.boolean(), true),
  isPossibleWinShown: v.optional(v.boolean(), true),
  isSelectAccountShown: v.optional(v.boolean(), true),
  isCouponFixed: v.optional(v.boolean(), true),
  oneClickAmount: v.optional(Amount, 0),
  isActiveOneClick: v.optional(v.boolean(), false),
  /** 1: place only at the coupon coefficient shown (sent as the coupon's exactCoef); 0: off. */
  exactCoef: v.optional(v.picklist([0, 1]), 0),
  isDropOnScoreChange: v.optional(v.boolean(), false),
  expressId: v.optional(v.nullable(v.number()), null),
  bonusAccountOneClickAmount: v.optional(Amount, 0),
});
export type CouponSettings = v.InferOutput<typeof CouponSettingsSchema>;

export const DEFAULT_COUPON_SETTINGS: CouponSettings = v.parse(CouponSettingsSchema, {});

const storage = (): Storage | null => getWebStorage('local');

function readSettings(): CouponSettings {
  try {
    const raw = storage()?.getItem(COUPON_SETTINGS_KEY) ?? null;
    if (raw === null) return DEFAULT_COUPON_SETTINGS;
    return acceptStored(JSON.parse(raw), CouponSettingsSchema) ?? DEFAULT_COUPON_SETTINGS;
  } catch {
    return DEFAULT_COUPON_SETTINGS;
  }
}

const settings = atom<CouponSettings>(readSettings());
export const $couponSettings = settings;

/**
 * One-click as it works now: the setting, the site config (spec §5: active only if config allows it) and
 * a signed-in player (a guest's odds click always fills the coupon).
 */
export const $oneClickActive = computed([settings, $siteConfig, $isAuthorized], (s, config, authorized) => s.isActiveOneClick && config?.show_one_click === true && authorized);

function save(next: CouponSettings): void {
  settings.set(next);
  writeStored(storage(), COUPON_SETTINGS_KEY, next);
}

/** Changes settings, applying the spec's rules between them. */
export function updateCouponSettings(patch: Partial<CouponSettings>): void {
  const next = { ...settings.get(), ...patch };
  if (patch.isDropOnScoreChange === true) next.isActiveOneClick = false;
  if (patch.exactCoef === 0) next.isDropOnScoreChange = false;
  // Drop-on-score-change protects an exact price: it needs exactCoef, so turning it on sets exactCoef.
  if (patch.isDropOnScoreChange === true) next.exactCoef = 1;
  save(next);
}

/**
 * Asks to turn one-click on or off. Off, or on with an empty coupon: done ('done'). On while the coupon
 * holds bets: nothing changes yet ('confirm'); the UI asks, then calls `confirmOneClick`.
 */
export function requestOneClick(on: boolean): 'done' | 'confirm' {
  if (on && $bets.get().length > 0) return 'confirm';
  updateCouponSettings({ isActiveOneClick: on });
  return 'done';
}

/** The player confirmed: the coupon is cleared and one-click turns on. */
export function confirmOneClick(): void {
  clearBets();
  updateCouponSettings({ isActiveOneClick: true });
}

/**
 * Signing out turns one-click off: the setting is stored in the browser, not with the player, and the
 * next person to sign in on it must not find bets placed with one click.
 */
$isAuthorized.listen((authorized, was) => {
  if (was === true && !authorized && settings.get().isActiveOneClick) updateCouponSettings({ isActiveOneClick: false });
});

/** Another tab changed the settings: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COUPON_SETTINGS_KEY || event.key === null) settings.set(readSettings());
  });
}
