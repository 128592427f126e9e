/** Request hooks for the menus: sports and championships, validated by the feed contract. */
import { ChampsResponseSchema, fetchChamps, fetchSports, SportsResponseSchema, type ChampsQuery, type SportsQuery } from '@kickoff/platform';
import { useRequest } from './use-request';

const SportsListSchema = SportsResponseSchema.entries.data;

export function useSports(query: SportsQuery | null) {
  return useRequest(query ? `sports:${JSON.stringify(query)}` : null, (signal) => fetchSports(query ?? {}, signal).then((r) => r.data), SportsListSchema);
}

export function useChamps(query: ChampsQuery | null) {
  return useRequest(query ? `champs:${JSON.stringify(query)}` : null, (signal) => fetchChamps(query ?? {}, signal), ChampsResponseSchema);
}
