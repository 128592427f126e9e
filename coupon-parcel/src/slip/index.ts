/**
 * The slip chunk's entry: its texts (namespace `slip`, plus the shared `bets` terms) and styles are
 * registered and loaded before the slip renders, so it never shows raw keys. Loaded by Coupon.tsx on
 * first use of the coupon; nothing here is on the home page's first visit.
 */
import { addTranslations, registerStyles } from '@kickoff/platform';
import { loadBetTexts } from '@kickoff/platform-wallet';
import css from './slip.css';
import { Slip } from './Slip';

addTranslations('slip', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });
registerStyles('coupon-slip', css);

export async function loadSlip(): Promise<typeof Slip> {
  await loadBetTexts(); // loads every registered namespace, `slip` included
  return Slip;
}
