/** The office's security screens, by route name (each loads on use). */
import { screen, type ScreenTable } from '@kickoff/platform';

export const securityScreens: ScreenTable = {
  'office-security': screen(() => import('../security/security-screen'), (m) => m.SecurityScreen),
  'office-verification': screen(() => import('../security/documents-screens'), (m) => m.VerificationScreen),
  'office-identification': screen(() => import('../security/documents-screens'), (m) => m.IdentificationScreen),
};
