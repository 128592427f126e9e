/** Narrow views of the global settings, so components re-render only for the setting they show. */
import { computed } from 'nanostores';
import { $globalSettings } from '@kickoff/platform';

export const $timeZone = computed($globalSettings, (s) => s.timeZone);
export const $groupByCountry = computed($globalSettings, (s) => s.isGroupByCountry);
