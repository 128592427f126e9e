/** The office's account screens, by route name (each loads on use). */
import { screen, type ScreenTable } from '@kickoff/platform';

const menuPage = screen(() => import('../account/MenuPage'), (m) => m.MenuPage);

export const accountScreens: ScreenTable = {
  'office-account': screen(() => import('../account/AccountPage'), (m) => m.AccountPage),
  'office-account-edit': screen(() => import('../account/ProfileEdit'), (m) => m.ProfileEdit),
  'office-menu': menuPage,
  'office-profile-menu': menuPage,
  'office-settings-menu': menuPage,
  'office-promo-menu': menuPage,
};
