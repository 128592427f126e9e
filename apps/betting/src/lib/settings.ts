/**
 * Narrow views of the global settings, so components re-render only for the setting they show. A page
 * the server drew (issue 25) was drawn with the default settings: components read them through the
 * `use…` hooks, which give the drawn value while React hydrates and the player's own right after.
 */
import { computed } from 'nanostores';
import { $globalSettings, DEFAULT_GLOBAL_SETTINGS, useStoreAsDrawn } from '@kickoff/platform';

export const $timeZone = computed($globalSettings, (s) => s.timeZone);
export const $groupByCountry = computed($globalSettings, (s) => s.isGroupByCountry);

const drawnTimeZone = (): number => DEFAULT_GLOBAL_SETTINGS.timeZone;
const drawnGroupByCountry = (): boolean => DEFAULT_GLOBAL_SETTINGS.isGroupByCountry;

export const useTimeZone = (): number => useStoreAsDrawn($timeZone, drawnTimeZone);
export const useGroupByCountry = (): boolean => useStoreAsDrawn($groupByCountry, drawnGroupByCountry);
