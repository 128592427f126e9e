/**
 * The office settings calls (docs/api.md "Office settings and mail links"), all for the signed-in
 * player: GET settings (a banned player may read), POST settings/save (one setting by id and value,
 * checked against SETTINGS), POST settings/disallowed-sports, GET settings/teams, POST
 * settings/favorite-teams, POST settings/promo-code/check, POST settings/verify-email.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_BASES } from '@kickoff/contracts';
import {
  DisallowSportsRequestSchema,
  DisallowSportsResponseSchema,
  FavoriteTeamsRequestSchema,
  FavoriteTeamsResponseSchema,
  isAllowedSetting,
  MAX_FAVORITE_TEAMS,
  OfficeSettingsResponseSchema,
  PLAYER_MESSAGE_STATUS,
  SaveSettingRequestSchema,
  SaveSettingResponseSchema,
  SETTINGS,
  SettingsErrorCodes,
  SettingsPaths,
  SettingsPromoCheckRequestSchema,
  SettingsPromoCheckResponseSchema,
  TeamsQuerySchema,
  TeamsResponseSchema,
  VerifyEmailResponseSchema,
  type OfficeSettings,
  type SettingId,
} from '@kickoff/office-contracts/settings';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { checkPromoCode } from '../../wallet/codes/promo';
import { createPromoCodeStore } from '../../wallet/codes/store';
import type { Mailer } from '../mail';
import { pointsOf, settingValues, sortedIds, toWallet } from '../settings-values';
import type { PlayerRow, PreferencesStore } from '../store/preferences';

export const webPath = (path: string): string => `${API_BASES.web}/${path}`;

/** A refusal whose own message the screen shows first (spec §8: status 2, priority 1). */
export const refusal = (status: number, code: string, detail: string, pointer: string, meta: Record<string, number | readonly number[]> = {}): HttpError =>
  new HttpError(status, code, detail, { pointer }, { status: PLAYER_MESSAGE_STATUS, ...meta });

const LangQuery = v.object({ lng: v.optional(v.picklist(['ru', 'en'] as const)) });
const langOf = (request: FastifyRequest): 'ru' | 'en' => {
  const query = v.safeParse(LangQuery, request.query);
  return query.success ? (query.output.lng ?? 'ru') : 'ru';
};

export interface SettingsDeps {
  store: PreferencesStore;
  mailer: Mailer;
  now(): number;
}

export function registerSettingsRoutes(app: FastifyInstance, deps: SettingsDeps): void {
  const { store } = deps;
  const guards = app.identityGuards;
  const promos = createPromoCodeStore(store.db);

  const playerOf = (request: FastifyRequest): PlayerRow => {
    const id = request.player?.user.id;
    const player = id === undefined ? undefined : store.player(id);
    if (!player) throw new HttpError(401, 'unauthorized', 'Sign in first');
    return player;
  };

  const officeSettings = (player: PlayerRow, lang: 'ru' | 'en'): OfficeSettings => {
    const values = settingValues(store, player);
    const pick = <K extends SettingId>(...keys: K[]): Record<K, number> => Object.fromEntries(keys.map((key) => [key, values[key]])) as Record<K, number>;
    const points = pointsOf(store.staked(player.id));
    return {
      commonSettings: pick('hide_balance', 'coef_change_action'),
      otherSettings: pick('show_game_id', 'compact_view'),
      notificationSettings: pick('notify_bet_result', 'notify_deposit', 'notify_bonus'),
      cashbackSetting: pick('cashback_mode'),
      bonusSetting: pick('bonus_type'),
      firstDepositBonusSetting: pick('first_deposit_bonus_type'),
      promoSetting: pick('promo_participation'),
      mailingSettings: pick('enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets', 'enable_sms_news', 'bonus_type', 'first_deposit_bonus_type'),
      pointsAccumulated: points,
      clubPoints: points,
      showClubPoints: values.show_club_points === 1,
      availableCurrencies: store.currencies(),
      sports: store.sports(lang),
      lineSports: store.sectionSports('line'),
      liveSports: store.sectionSports('live'),
      lineDisallowSports: sortedIds(player.disallow_line_sport),
      liveDisallowSports: sortedIds(player.disallow_live_sport),
      showFavoriteTeams: true,
      favoriteTeams: store.favorites(player.id),
      showPromoCodeCheck: true,
      showWallets: true,
      wallets: store.wallets(player.id).map((row) => toWallet(row, player.active_account_id)),
      email: player.email,
      emailVerified: player.email !== null && store.emailConfirmed(player.id, player.email),
    };
  };

  app.get(webPath(SettingsPaths.settings), { preHandler: guards.player, config: { ban: 'allowed' } }, async (request, reply) => {
    const data = officeSettings(playerOf(request), langOf(request));
    return reply.header('cache-control', 'no-store').send(v.parse(OfficeSettingsResponseSchema, { data }));
  });

  app.post(webPath(SettingsPaths.save), { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const body = parseBody(SaveSettingRequestSchema, request.body, reply);
    if (!body) return reply;
    const player = playerOf(request);
    if (!Object.hasOwn(SETTINGS, body.id)) throw refusal(422, SettingsErrorCodes.unknownSetting, `There is no setting ${body.id}`, '/id');
    if (!isAllowedSetting(body.id, body.value)) {
      const allowed = SETTINGS[body.id as SettingId].values;
      throw refusal(422, SettingsErrorCodes.invalidSettingValue, `${body.id} takes one of ${allowed.join(', ')}`, '/value', { allowed });
    }
    const id = body.id;
    store.transaction(() => {
      if (id === 'hide_balance') app.identityUsers.setHideBalance(player.id, body.value);
      else if (id === 'first_deposit_bonus_type') app.identityUsers.setBonusChoice(player.id, body.value);
      else store.setPref(player.id, id, body.value, deps.now());
    });
    request.log.info({ userId: player.id, setting: id, value: body.value }, 'setting saved');
    return reply.header('cache-control', 'no-store').send(v.parse(SaveSettingResponseSchema, { data: { id, value: body.value } }));
  });

  app.post(webPath(SettingsPaths.disallowSports), { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const body = parseBody(DisallowSportsRequestSchema, request.body, reply);
    if (!body) return reply;
    const player = playerOf(request);
    const known = store.sportIds();
    for (const [field, ids] of [['line', body.line], ['live', body.live]] as const) {
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) throw refusal(422, SettingsErrorCodes.unknownSport, `No sport ${unknown.join(', ')} in the feed`, `/${field}`, { sportIds: unknown });
    }
    const line = [...new Set(body.line)].sort((a, b) => a - b);
    const live = [...new Set(body.live)].sort((a, b) => a - b);
    app.identityUsers.setSportFilters(player.id, line, live);
    request.log.info({ userId: player.id, line, live }, 'disallowed sports saved');
    return reply.header('cache-control', 'no-store').send(v.parse(DisallowSportsResponseSchema, { data: { lineDisallowSports: line, liveDisallowSports: live } }));
  });

  app.get(webPath(SettingsPaths.teams), { preHandler: guards.player, config: { ban: 'allowed' } }, async (request, reply) => {
    const query = v.safeParse(TeamsQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, 'invalid_parameter', 'sportId is required (a sport id of the feed)', { parameter: 'sportId' });
    if (!store.sportIds().has(query.output.sportId)) throw refusal(422, SettingsErrorCodes.unknownSport, `No sport ${query.output.sportId} in the feed`, '/sportId');
    return reply.header('cache-control', 'no-store').send(v.parse(TeamsResponseSchema, { data: store.teamsOfSport(query.output.sportId) }));
  });

  app.post(webPath(SettingsPaths.favoriteTeams), { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const body = parseBody(FavoriteTeamsRequestSchema, request.body, reply);
    if (!body) return reply;
    const player = playerOf(request);
    const ids = [...new Set(body.teamIds)];
    if (ids.length > MAX_FAVORITE_TEAMS) throw refusal(422, SettingsErrorCodes.tooManyTeams, `At most ${MAX_FAVORITE_TEAMS} favourite teams`, '/teamIds');
    const unknown = ids.filter((id) => !store.team(id));
    if (unknown.length > 0) throw refusal(422, SettingsErrorCodes.unknownTeam, `No team ${unknown.join(', ')} in the feed`, '/teamIds', { teamIds: unknown });
    store.setFavorites(player.id, ids);
    return reply.header('cache-control', 'no-store').send(v.parse(FavoriteTeamsResponseSchema, { data: store.favorites(player.id) }));
  });

  app.post(webPath(SettingsPaths.promoCheck), { preHandler: [guards.playerWithTerms, app.promoCheckLimit] }, async (request, reply) => {
    const body = parseBody(SettingsPromoCheckRequestSchema, request.body, reply);
    if (!body) return reply;
    const player = playerOf(request);
    const active = store.wallets(player.id).find((row) => row.id === player.active_account_id);
    if (!active) throw new HttpError(409, 'no_active_account', 'Choose an account first');
    const code = body.code.toUpperCase();
    const verdict = checkPromoCode(promos, code, active.iso, deps.now());
    if (!verdict.ok) throw new HttpError(verdict.error.statusCode, verdict.error.errorCode, verdict.error.message, verdict.error.source, { ...verdict.error.meta, status: PLAYER_MESSAGE_STATUS });
    const title = langOf(request) === 'en' ? verdict.promo.title_en : verdict.promo.title_ru;
    return reply.header('cache-control', 'no-store').send(v.parse(SettingsPromoCheckResponseSchema, { data: { code, title, currency: verdict.promo.currency } }));
  });

  app.post(webPath(SettingsPaths.verifyEmail), { preHandler: guards.player, config: { ban: 'allowed' } }, async (request, reply) => {
    const player = playerOf(request);
    if (!player.email) throw refusal(409, SettingsErrorCodes.noEmail, 'The account has no e-mail address', '/');
    if (store.emailConfirmed(player.id, player.email)) throw refusal(409, SettingsErrorCodes.emailAlreadyVerified, 'The e-mail is confirmed already', '/');
    deps.mailer.confirmEmail(request, player.id, player.email);
    return reply.header('cache-control', 'no-store').send(v.parse(VerifyEmailResponseSchema, { data: { sentTo: player.email } }));
  });
}
