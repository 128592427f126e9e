/**
 * The welcome journey's runtime (a chunk ./start.ts loads after the page's load): follows the modal
 * stack, the route, the site config, the session and the user config, and opens the modal that is due
 * (./journey.ts) as soon as no other modal and no auth form is in front of the player. The welcome and
 * the first-deposit-bonus modals are remembered as seen when they open (once per browser, even if the
 * page is left with the modal open). The reference countries are read only when the phone-country modal
 * might be due. Each modal is its own chunk (./WelcomeModals.tsx).
 */
import {
  $isAuthorized, $modalStack, $route, $siteConfig, $userConfig, loadCountries, openModal,
} from '@kickoff/platform';
import { $phoneCountryId } from '../phone-country/store';
import { needsCountries, nextJourneyModal, type JourneyModal, type JourneyState } from './journey';
import { FIRST_DEPOSIT_BONUS_SHOWN_KEY, markSeen, wasSeen, WELCOME_SEEN_KEY } from './memory';

const SEEN_KEYS: Partial<Record<JourneyModal, string>> = {
  welcome: WELCOME_SEEN_KEY,
  'first-deposit-bonus': FIRST_DEPOSIT_BONUS_SHOWN_KEY,
};

/** Starts the journey; answers the stop function. */
export function startWelcomeJourney(): () => void {
  let stopped = false;
  let open: JourneyModal | null = null;
  let geoCountryKnown: boolean | null = null;
  let countriesFor: number | null = null;

  const state = (): JourneyState => {
    const config = $siteConfig.get();
    return {
      config,
      welcomeSeen: wasSeen(WELCOME_SEEN_KEY),
      firstDepositBonusShown: wasSeen(FIRST_DEPOSIT_BONUS_SHOWN_KEY),
      phoneCountryChosen: $phoneCountryId.get() !== null,
      geoCountryKnown: countriesFor === config.geoCountryId ? geoCountryKnown : null,
      guest: !$isAuthorized.get(),
      hasDeposit: $userConfig.get()?.has_deposit ?? null,
      routeName: $route.get()?.name ?? null,
      modalOpen: $modalStack.get().length > 0,
    };
  };

  const lookUpGeoCountry = (geoCountryId: number) => {
    if (countriesFor === geoCountryId) return;
    countriesFor = geoCountryId;
    geoCountryKnown = null;
    loadCountries().then(
      (result) => {
        if (countriesFor !== geoCountryId) return;
        // A failed list decides nothing: the modal stays off rather than asking on a guess.
        if (!result.ok) return;
        geoCountryKnown = result.value.some((c) => c.id === geoCountryId);
        check();
      },
      (err: unknown) => console.error('welcome journey: no countries', err),
    );
  };

  const check = () => {
    if (stopped) return;
    if (open && $modalStack.get().some((m) => m.id === open)) return;
    open = null;
    const s = state();
    if (s.geoCountryKnown === null && needsCountries(s)) lookUpGeoCountry($siteConfig.get().geoCountryId);
    const next = nextJourneyModal(s);
    if (!next) return;
    const seenKey = SEEN_KEYS[next];
    if (seenKey) markSeen(seenKey);
    open = next;
    openModal(next);
  };

  const unsubscribers = [$modalStack, $route, $siteConfig, $isAuthorized, $userConfig, $phoneCountryId].map((store) => store.listen(check));
  check();
  return () => {
    stopped = true;
    for (const off of unsubscribers) off();
  };
}
