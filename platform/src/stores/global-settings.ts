/**
 * Global display settings (account spec §3 "Global settings") with the defaults of account spec §9:
 * Russian, time zone 3, 24-hour clock, light theme, European view, accumulators of the day on,
 * statistics in a new window on, move video on scroll on, group by country on, taxes shown.
 */
import { map, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';

export const CoefViewIds = [0, 1, 2, 4, 5, 6, 14, 15, 16] as const;
export type CoefViewId = (typeof CoefViewIds)[number];

const GlobalSettingsSchema = v.object({
  language: v.string(),
  timeZone: v.number(),
  is12h: v.boolean(),
  appViewType: v.picklist([0, 1]),
  appTheme: v.picklist([0, 1]),
  appFontSize: v.number(),
  coefViewId: v.picklist(CoefViewIds),
  isGroupByCountry: v.boolean(),
  partnerHasTaxes: v.boolean(),
  cookiesAgreeType: v.nullable(v.string()),
  isUserTermsChanged: v.boolean(),
  userId: v.nullable(v.number()),
  lineProfileId: v.nullable(v.number()),
  liveProfileId: v.nullable(v.number()),
  profileIdTimestamp: v.nullable(v.number()),
  isAccumulatorOfTheDay: v.picklist([0, 1]),
  isLiveAccumulatorOfTheDay: v.picklist([0, 1]),
  isAppCompactView: v.picklist([0, 1]),
  isAppLightVersion: v.picklist([0, 1]),
  isBestMatchesOnTop: v.picklist([0, 1]),
  isBetGenerator: v.picklist([0, 1]),
  isDetailedScore: v.picklist([0, 1]),
  isDisplayStatsInNewWindow: v.picklist([0, 1]),
  isMoveVideoOnScroll: v.picklist([0, 1]),
  isShowGameId: v.picklist([0, 1]),
  isShowSportsOnly: v.picklist([0, 1]),
  isTeamLogosInCoupon: v.picklist([0, 1]),
  hideLeft: v.boolean(),
  hideRight: v.boolean(),
});
type GlobalSettings = v.InferOutput<typeof GlobalSettingsSchema>;

export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = {
  language: 'ru',
  timeZone: 3,
  is12h: false,
  appViewType: 0,
  appTheme: 0,
  appFontSize: 14,
  coefViewId: 0,
  isGroupByCountry: true,
  partnerHasTaxes: true,
  cookiesAgreeType: null,
  isUserTermsChanged: false,
  userId: null,
  lineProfileId: null,
  liveProfileId: null,
  profileIdTimestamp: null,
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isAppCompactView: 0,
  isAppLightVersion: 0,
  isBestMatchesOnTop: 0,
  isBetGenerator: 0,
  isDetailedScore: 0,
  isDisplayStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  isShowGameId: 0,
  isShowSportsOnly: 0,
  isTeamLogosInCoupon: 0,
  hideLeft: false,
  hideRight: false,
};

const globalSettings = map<GlobalSettings>({ ...DEFAULT_GLOBAL_SETTINGS });

/** Read-only: any module changes a setting with `setGlobalSetting`. */
export const $globalSettings: ReadableAtom<GlobalSettings> = globalSettings;

export function setGlobalSetting<K extends keyof GlobalSettings>(key: K, value: GlobalSettings[K]): void {
  globalSettings.set({ ...globalSettings.get(), [key]: value });
}

/** Sets the user id only when it differs, which also resets the personalised profile ids. */
export function setSettingsUserId(userId: number | null): void {
  const current = globalSettings.get();
  if (current.userId === userId) return;
  globalSettings.set({ ...current, userId, lineProfileId: null, liveProfileId: null, profileIdTimestamp: null });
}

/** Platform-internal: tests start from the defaults. */
export function resetGlobalSettings(): void {
  globalSettings.set({ ...DEFAULT_GLOBAL_SETTINGS });
}
