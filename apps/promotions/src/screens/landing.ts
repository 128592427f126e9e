/** Promotions screens: the headless landing pages (landing-page/{landingId}, landing-*) with their embedded elements. */
import { screen, type ScreenTable } from '@kickoff/platform';

const landing = screen(() => import('../landing/LandingPage'), (m) => m.LandingPage);

export const landingScreens: ScreenTable = {
  'landing-page': landing,
  'promotion-landing': landing,
};
