/** The office's settings screens, by route name (each loads on use): office settings and the mail links. */
import { screen, type ScreenTable } from '@kickoff/platform';

export const settingsScreens: ScreenTable = {
  'office-settings': screen(() => import('../settings/OfficeSettings'), (m) => m.OfficeSettingsScreen),
  'user-stopnewsletter': screen(() => import('../settings/links/StopNewsletter'), (m) => m.StopNewsletter),
  'user-accountverify': screen(() => import('../settings/links/AccountVerify'), (m) => m.AccountVerify),
  'user-activatefast': screen(() => import('../settings/links/AccountVerify'), (m) => m.AccountVerify),
  'user-passwordreset': screen(() => import('../settings/links/PasswordReset'), (m) => m.PasswordReset),
};
