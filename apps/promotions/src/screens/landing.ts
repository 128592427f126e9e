/** Promotions screens: the headless landing pages (landing-page/{landingId}, landing-*) with their embedded elements. */
import type { ScreenTable } from '@kickoff/platform';

export const landingScreens: ScreenTable = {};
