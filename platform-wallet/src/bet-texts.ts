/**
 * Betting terms shared by the coupon, print-coupon, bet history and the calculator (namespace `bets`).
 * Registered on first use, so the home page's first visit does not load them; `betTextKeys` name the
 * keys so every module shows the same words for the same ids.
 */
import { addTranslations, whenTextsReady } from '@kickoff/platform';

let registered = false;

/** Registers and loads the `bets` namespace in the current language (once; later calls just wait). */
export function loadBetTexts(): Promise<void> {
  if (!registered) {
    registered = true;
    addTranslations('bets', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
  }
  return whenTextsReady();
}

/** Keys of the `bets` namespace for coupon types, bet statuses, coupon results and policies. */
export const betTextKeys = {
  couponType: (typeId: number): string => `bets:type_${typeId}`,
  betStatus: (statusId: number): string => `bets:status_${statusId < 0 ? `m${-statusId}` : statusId}`,
  /** A VIP bet awaiting the bookmaker or declined says so instead of its result ('open' / 'returned'). */
  couponResult: (result: 'open' | 'won' | 'lost' | 'returned', vipState?: string | null): string =>
    vipState === 'pending' ? 'bets:vip_pending' : vipState === 'declined' ? 'bets:vip_declined' : `bets:coupon_${result}`,
  changeCoefPolicy: (action: 0 | 1 | 2): string => `bets:policy_${action}`,
} as const;
