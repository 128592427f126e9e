/**
 * The promotions service's calls (contract ../contracts/promotions), validated, in the page's
 * language. The public calls carry the player's token when someone is signed in (the service then
 * says whether they joined, and marks their leaderboard row); opting in, joining and the points need a player.
 */
import * as v from 'valibot';
import { $isAuthorized, api } from '@kickoff/platform';
import {
  JoinResponseSchema,
  OptInResponseSchema,
  PointsResponseSchema,
  PromotionErrorCodes,
  PromotionListSchema,
  PromotionPaths,
  PromotionSchema,
  TournamentListSchema,
  TournamentSchema,
  promotionsCallPath,
  type PromotionKind,
} from '../contracts/promotions';

/** A GET; `player` calls always send the token, the others when a player is signed in. */
const get = <S extends v.GenericSchema>(path: string, schema: S, lang: string, signal: AbortSignal, query: Record<string, string> = {}, player = false): Promise<v.InferOutput<S>> =>
  api.request({ service: 'web', path: promotionsCallPath(path), query: { lng: lang, ...query }, schema, signal, auth: player || $isAuthorized.get() });

const post = <S extends v.GenericSchema>(path: string, schema: S, lang: string): Promise<v.InferOutput<S>> =>
  api.request({ service: 'web', method: 'POST', path: promotionsCallPath(path), query: { lng: lang }, schema, auth: true });

export const promotionCalls = {
  list: (kind: PromotionKind | null, lang: string, signal: AbortSignal) => get(PromotionPaths.list, PromotionListSchema, lang, signal, kind ? { kind } : {}),
  promotion: (slug: string, lang: string, signal: AbortSignal) => get(PromotionPaths.promotion(encodeURIComponent(slug)), PromotionSchema, lang, signal),
  optIn: (slug: string, lang: string) => post(PromotionPaths.optIn(encodeURIComponent(slug)), OptInResponseSchema, lang),
  tournaments: (lang: string, signal: AbortSignal) => get(PromotionPaths.tournaments, TournamentListSchema, lang, signal),
  tournament: (slug: string, lang: string, signal: AbortSignal) => get(PromotionPaths.tournament(encodeURIComponent(slug)), TournamentSchema, lang, signal),
  join: (slug: string, lang: string) => post(PromotionPaths.join(encodeURIComponent(slug)), JoinResponseSchema, lang),
  points: (lang: string, signal: AbortSignal) => get(PromotionPaths.points, PointsResponseSchema, lang, signal, {}, true),
};

/** Every promotion of a kind with its rules, games and partners (the list, then each one's page). */
export async function promotionsInFull(kind: PromotionKind | null, lang: string, signal: AbortSignal) {
  const list = await promotionCalls.list(kind, lang, signal);
  return Promise.all(list.items.map((p) => promotionCalls.promotion(p.slug, lang, signal)));
}

/** The HTTP status of the platform's ApiError (read by shape: the class is not exported), or null. */
function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error) || !('status' in error)) return null;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/** A reply the service gave as "not found" (an unknown promotion or tournament). */
export const isNotFound = (error: unknown): boolean => errorStatus(error) === 404;

/** The promotion or tournament is not running (409 promotion_not_running). */
export const isNotRunning = (error: unknown): boolean =>
  errorStatus(error) === 409 && (error as { code?: unknown }).code === PromotionErrorCodes.notRunning;
