/** The office's bonuses screens, by route name (each loads on use, with the area's texts and styles: bonuses/setup.ts). */
import { screen, type ScreenTable } from '@kickoff/platform';

export const bonusesScreens: ScreenTable = {
  'office-bonuses-deposit': screen(() => import('../bonuses/DepositBonus'), (m) => m.DepositBonus),
  'office-bonuses-wager': screen(() => import('../bonuses/WagerBonuses'), (m) => m.WagerBonuses),
  'office-casino-vipcashback': screen(() => import('../bonuses/Cashback'), (m) => m.VipCashback),
  'office-casino-premiumcashback': screen(() => import('../bonuses/Cashback'), (m) => m.PremiumCashback),
  'office-promotion': screen(() => import('../bonuses/Promotion'), (m) => m.Promotion),
  'office-rewards': screen(() => import('../bonuses/Rewards'), (m) => m.Rewards),
  'office-bringfriend': screen(() => import('../bonuses/BringFriend'), (m) => m.BringFriend),
  'convert-account': screen(() => import('../bonuses/ConvertAccount'), (m) => m.ConvertAccount),
};
