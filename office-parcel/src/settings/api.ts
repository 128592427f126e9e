/** The settings screen's and the mail links' calls to the preferences service (contracts/settings.ts). */
import type * as v from 'valibot';
import { $language, api } from '@kickoff/platform';
import {
  ActivateResponseSchema,
  DisallowSportsResponseSchema,
  FavoriteTeamsResponseSchema,
  OfficeSettingsResponseSchema,
  SaveSettingResponseSchema,
  SettingsPaths,
  SettingsPromoCheckResponseSchema,
  TeamsResponseSchema,
  UnsubscribeResponseSchema,
  VerifyEmailResponseSchema,
  type ActivationLinkType,
  type OfficeSettings,
  type SettingId,
  type Team,
} from '../contracts/settings';

const lng = () => ($language.get() === 'en' ? 'en' : 'ru');

const get = <S extends v.GenericSchema>(path: string, schema: S, query: Record<string, string | number> = {}, signal?: AbortSignal) =>
  api.request({ service: 'web', path, auth: true, cache: 'no-store', query: { lng: lng(), ...query }, schema, ...(signal ? { signal } : {}) });

const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S, auth = true) =>
  api.request({ service: 'web', path, method: 'POST', auth, cache: 'no-store', query: { lng: lng() }, body, schema });

export const fetchSettings = async (signal?: AbortSignal): Promise<OfficeSettings> => (await get(SettingsPaths.settings, OfficeSettingsResponseSchema, {}, signal)).data;

export const saveSetting = async (id: SettingId, value: number): Promise<void> => {
  await post(SettingsPaths.save, { id, value }, SaveSettingResponseSchema);
};

export const saveDisallowedSports = async (line: readonly number[], live: readonly number[]) =>
  (await post(SettingsPaths.disallowSports, { line, live }, DisallowSportsResponseSchema)).data;

export const fetchTeams = async (sportId: number): Promise<Team[]> => (await get(SettingsPaths.teams, TeamsResponseSchema, { sportId: String(sportId) })).data;

export const saveFavoriteTeams = async (teamIds: readonly number[]): Promise<Team[]> => (await post(SettingsPaths.favoriteTeams, { teamIds }, FavoriteTeamsResponseSchema)).data;

export const checkPromoCode = async (code: string) => (await post(SettingsPaths.promoCheck, { code }, SettingsPromoCheckResponseSchema)).data;

export const requestEmailConfirmation = async (): Promise<string> => (await post(SettingsPaths.verifyEmail, {}, VerifyEmailResponseSchema)).data.sentTo;

export const unsubscribeByLink = async (token: string) => (await post(SettingsPaths.unsubscribe, { token }, UnsubscribeResponseSchema, false)).data;

export const activateByLink = async (token: string, type: ActivationLinkType) => (await post(SettingsPaths.activate, { token, type }, ActivateResponseSchema, false)).data;
