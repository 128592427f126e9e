/**
 * The demo promo codes (README "Demo promo codes"), inserted when missing, and the reset of saved
 * coupon codes (`POST /__test/reset`). Dates are fixed, so the expired code stays expired.
 */
import type { Db } from '../../db/open';
import { createCouponCodeStore, createPromoCodeStore, type PromoCodeRow } from './store';

export const DEMO_PROMO_CODES: readonly PromoCodeRow[] = [
  { code: 'KICKOFF2026', title_ru: 'Сезон Kickoff 2026', title_en: 'Kickoff 2026 season', currency: null, starts_at: null, ends_at: null, is_active: 1 },
  { code: 'SUMMER2025', title_ru: 'Летний кубок 2025', title_en: 'Summer cup 2025', currency: null, starts_at: Date.UTC(2025, 5, 1), ends_at: Date.UTC(2025, 8, 1), is_active: 1 },
  { code: 'DOLLAR10', title_ru: 'Ставки в долларах', title_en: 'Dollar bets', currency: 'USD', starts_at: null, ends_at: null, is_active: 1 },
];

export function seedPromoCodes(db: Db): void {
  const store = createPromoCodeStore(db);
  for (const promo of DEMO_PROMO_CODES) store.insertIfMissing(promo);
}

export function resetCouponCodes(db: Db): void {
  createCouponCodeStore(db).clear();
}
