/**
 * The office menu as seeded (migration 500 `office_menu`): category, position, the office route the
 * item opens, its icon and titles. `config` names a site-config flag that must be on for the item to
 * show (identification: `isShowIdentification`, account spec §2). Operators change the menu in the
 * table; the seed fills in only what is missing.
 */
import type { MenuCategoryId } from '@kickoff/office-contracts/menu';

export interface MenuItemSeed {
  category: MenuCategoryId;
  route: string;
  icon: string;
  ru: string;
  en: string;
  config?: string;
}

export const CATEGORY_TITLES: Readonly<Record<MenuCategoryId, { ru: string; en: string }>> = {
  profile: { ru: 'Профиль', en: 'Profile' },
  payments: { ru: 'Платежи', en: 'Payments' },
  bets: { ru: 'Ставки', en: 'Bets' },
  promo: { ru: 'Бонусы и акции', en: 'Bonuses and promotions' },
  settings: { ru: 'Настройки и защита', en: 'Settings and protection' },
  support: { ru: 'Поддержка', en: 'Support' },
};

export const MENU_ITEMS: readonly MenuItemSeed[] = [
  { category: 'profile', route: 'office-account', icon: 'wallet', ru: 'Мой счёт', en: 'My account' },
  { category: 'profile', route: 'office-account-edit', icon: 'user', ru: 'Личные данные', en: 'Personal details' },
  { category: 'profile', route: 'office-verification', icon: 'badge', ru: 'Верификация', en: 'Verification' },
  { category: 'profile', route: 'office-identification', icon: 'id', ru: 'Идентификация', en: 'Identification', config: 'isShowIdentification' },
  { category: 'payments', route: 'office-recharge', icon: 'plus', ru: 'Пополнить счёт', en: 'Deposit' },
  { category: 'payments', route: 'office-deduce', icon: 'minus', ru: 'Вывести средства', en: 'Withdraw' },
  { category: 'payments', route: 'office-historypay', icon: 'list', ru: 'История платежей', en: 'Payment history' },
  { category: 'payments', route: 'office-payment-requests', icon: 'question', ru: 'Обращения по платежам', en: 'Payment requests' },
  { category: 'bets', route: 'office-history', icon: 'ticket', ru: 'История ставок', en: 'Bet history' },
  { category: 'promo', route: 'office-bonuses-deposit', icon: 'gift', ru: 'Бонус на депозит', en: 'Deposit bonus' },
  { category: 'promo', route: 'office-bonuses-wager', icon: 'progress', ru: 'Отыгрыш бонуса', en: 'Wagering bonus' },
  { category: 'promo', route: 'office-casino-vipcashback', icon: 'crown', ru: 'VIP-кешбэк', en: 'VIP cashback' },
  { category: 'promo', route: 'office-casino-premiumcashback', icon: 'star', ru: 'Премиум-кешбэк', en: 'Premium cashback' },
  { category: 'promo', route: 'office-promotion', icon: 'tag', ru: 'Акции и промокоды', en: 'Promotions and promo codes' },
  { category: 'promo', route: 'office-rewards', icon: 'medal', ru: 'Награды', en: 'Rewards' },
  { category: 'promo', route: 'office-bringfriend', icon: 'friends', ru: 'Приведи друга', en: 'Bring a friend' },
  { category: 'settings', route: 'office-settings', icon: 'gear', ru: 'Настройки', en: 'Settings' },
  { category: 'settings', route: 'office-security', icon: 'lock', ru: 'Безопасность', en: 'Security' },
  { category: 'settings', route: 'office-responsible', icon: 'shield', ru: 'Ответственная игра', en: 'Responsible gaming' },
  { category: 'support', route: 'office-support', icon: 'chat', ru: 'Служба поддержки', en: 'Support' },
  { category: 'support', route: 'office-manager', icon: 'headset', ru: 'Персональный менеджер', en: 'Personal manager' },
  { category: 'support', route: 'office-share-idea', icon: 'bulb', ru: 'Предложить идею', en: 'Share an idea' },
];
