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

/**
 * A public call as a screen's resource (`useResource(r.load, r.firstView)`): its load in the page's
 * language, and the key (path and query) and schema its reply has in a server-drawn first view (a
 * guest's: a player's page loads it again once hydrated).
 */
function resource<S extends v.GenericSchema>(path: string, schema: S, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return {
    load: (lang: string, signal: AbortSignal): Promise<v.InferOutput<S>> => get(path, schema, lang, signal, query),
    firstView: { key: `${promotionsCallPath(path)}${search ? `?${search}` : ''}`, schema },
  };
}

const kindQuery = (kind: PromotionKind | null): Record<string, string> => (kind ? { kind } : {});

export const promotionResources = {
  list: (kind: PromotionKind | null) => resource(PromotionPaths.list, PromotionListSchema, kindQuery(kind)),
  promotion: (slug: string) => resource(PromotionPaths.promotion(encodeURIComponent(slug)), PromotionSchema),
  tournaments: () => resource(PromotionPaths.tournaments, TournamentListSchema),
  tournament: (slug: string) => resource(PromotionPaths.tournament(encodeURIComponent(slug)), TournamentSchema),
  /** Every promotion of a kind with its rules, games and partners (the list, then each one's page). */
  inFull: (kind: PromotionKind | null) => {
    const search = new URLSearchParams(kindQuery(kind)).toString();
    return {
      load: async (lang: string, signal: AbortSignal) => {
        const list = await promotionCalls.list(kind, lang, signal);
        return Promise.all(list.items.map((p) => promotionCalls.promotion(p.slug, lang, signal)));
      },
      firstView: { key: `${promotionsCallPath(PromotionPaths.list)}+each${search ? `?${search}` : ''}`, schema: v.array(PromotionSchema) },
    };
  },
};

export const promotionCalls = {
  list: (kind: PromotionKind | null, lang: string, signal: AbortSignal) => promotionResources.list(kind).load(lang, signal),
  promotion: (slug: string, lang: string, signal: AbortSignal) => promotionResources.promotion(slug).load(lang, signal),
  optIn: (slug: string, lang: string) => post(PromotionPaths.optIn(encodeURIComponent(slug)), OptInResponseSchema, lang),
  tournament: (slug: string, lang: string, signal: AbortSignal) => promotionResources.tournament(slug).load(lang, signal),
  join: (slug: string, lang: string) => post(PromotionPaths.join(encodeURIComponent(slug)), JoinResponseSchema, lang),
  points: (lang: string, signal: AbortSignal) => get(PromotionPaths.points, PointsResponseSchema, lang, signal, {}, true),
};

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
