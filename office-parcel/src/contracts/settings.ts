/**
 * Office settings, mailing settings and the mail links (account spec §3 "Office settings", "Mailing
 * settings", §4 "Activation type", §5, §7 "Office and reference data", §8): the wire contract of the
 * `preferences` service. Every setting is saved by id and value and checked on the server against
 * SETTING_VALUES (the screen draws its choices from the same table).
 */
import * as v from 'valibot';
import { officePath } from './base';

/** Office paths relative to the web API base (the browser's API client adds `/web-api`). */
const rel = (path: string): string => officePath(path).replace(/^\/web-api\//, '');

export const SettingsPaths = {
  /** GET: every section of the settings screen. */
  settings: rel('settings'),
  /** POST { id, value }: one setting (office or mailing). */
  save: rel('settings/save'),
  /** POST { line, live }: the sport ids hidden from the line and from live. */
  disallowSports: rel('settings/disallowed-sports'),
  /** GET ?sportId=: the feed's teams of a sport to pick favourites from. */
  teams: rel('settings/teams'),
  /** POST { teamIds }: the favourite teams. */
  favoriteTeams: rel('settings/favorite-teams'),
  /** POST { code }: is the promo code valid for the active account now. */
  promoCheck: rel('settings/promo-code/check'),
  /** POST: mails a link that confirms the account's e-mail (user/accountverify). */
  verifyEmail: rel('settings/verify-email'),
  /** POST { token } without a login: unsubscribe through a signed link (user/stopnewsletter). */
  unsubscribe: rel('links/unsubscribe'),
  /** POST { token, type } without a login: confirm the e-mail / activate the account (user/accountverify, user/activatefast). */
  activate: rel('links/activate'),
} as const;

/** Setting groups of the screen, in order (spec §3 "Office settings" and "Mailing settings"). */
export const SETTING_GROUPS = ['common', 'other', 'notification', 'cashback', 'bonus', 'firstDepositBonus', 'promo', 'clubPoints', 'mailing'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/**
 * Every setting id with its group and allowed values. Flags are 0/1; `cashback_mode` 1 is points and
 * anything else percent (spec §3), offered as 1 and 2; `coef_change_action` 0 ask, 1 accept higher, 2
 * accept any; bonus types 0 none, 1 sport, 2 casino.
 */
export const SETTINGS = {
  hide_balance: { group: 'common', values: [0, 1] },
  coef_change_action: { group: 'common', values: [0, 1, 2] },
  show_game_id: { group: 'other', values: [0, 1] },
  compact_view: { group: 'other', values: [0, 1] },
  notify_bet_result: { group: 'notification', values: [0, 1] },
  notify_deposit: { group: 'notification', values: [0, 1] },
  notify_bonus: { group: 'notification', values: [0, 1] },
  cashback_mode: { group: 'cashback', values: [1, 2] },
  bonus_type: { group: 'bonus', values: [0, 1, 2] },
  first_deposit_bonus_type: { group: 'firstDepositBonus', values: [0, 1, 2] },
  promo_participation: { group: 'promo', values: [0, 1] },
  show_club_points: { group: 'clubPoints', values: [0, 1] },
  enable_mail_news: { group: 'mailing', values: [0, 1] },
  enable_mail_deposit: { group: 'mailing', values: [0, 1] },
  enable_mail_bets: { group: 'mailing', values: [0, 1] },
  enable_sms_news: { group: 'mailing', values: [0, 1] },
} as const satisfies Record<string, { group: SettingGroup; values: readonly number[] }>;

export type SettingId = keyof typeof SETTINGS;
export const SETTING_IDS = Object.keys(SETTINGS) as SettingId[];
export type SettingValues = Record<SettingId, number>;

/** The value a player has before changing a setting. */
export const SETTING_DEFAULTS: SettingValues = {
  hide_balance: 0,
  coef_change_action: 0,
  show_game_id: 0,
  compact_view: 0,
  notify_bet_result: 1,
  notify_deposit: 1,
  notify_bonus: 1,
  cashback_mode: 2,
  bonus_type: 1,
  first_deposit_bonus_type: 0,
  promo_participation: 1,
  show_club_points: 1,
  enable_mail_news: 1,
  enable_mail_deposit: 1,
  enable_mail_bets: 1,
  enable_sms_news: 0,
};

/** Whether `value` is allowed for `id` (the server's rule, reused by the screen). */
export function isAllowedSetting(id: string, value: unknown): id is SettingId {
  if (!Object.hasOwn(SETTINGS, id)) return false;
  const allowed: readonly number[] = SETTINGS[id as SettingId].values;
  return typeof value === 'number' && allowed.includes(value);
}

/** The mailing lists a signed unsubscribe link can name (each is an `enable_mail_<list>` setting). */
export const MAILING_LISTS = ['news', 'deposit', 'bets'] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

/** Error codes of the preferences calls. A refusal meant for the player carries `meta.status: 2` (spec §8). */
export const SettingsErrorCodes = {
  unknownSetting: 'unknown_setting',
  invalidSettingValue: 'invalid_setting_value',
  unknownSport: 'unknown_sport',
  unknownTeam: 'unknown_team',
  tooManyTeams: 'too_many_teams',
  noEmail: 'no_email',
  emailAlreadyVerified: 'email_already_verified',
  linkInvalid: 'link_invalid',
  linkExpired: 'link_expired',
  linkUsed: 'link_used',
} as const;

/** The `meta.status` of a refusal whose own message the screen shows first (spec §8, priority 1). */
export const PLAYER_MESSAGE_STATUS = 2;

/** At most this many favourite teams. */
export const MAX_FAVORITE_TEAMS = 10;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Flag = v.boolean();

export const SaveSettingRequestSchema = v.strictObject({
  id: v.pipe(v.string(), v.maxLength(64)),
  value: v.pipe(v.number(), v.integer()),
});
export type SaveSettingRequest = v.InferOutput<typeof SaveSettingRequestSchema>;
export const SaveSettingResponseSchema = v.object({ data: v.object({ id: v.string(), value: v.number() }) });

const SportIds = v.pipe(v.array(Id), v.maxLength(200));
export const DisallowSportsRequestSchema = v.strictObject({ line: SportIds, live: SportIds });
export type DisallowSportsRequest = v.InferOutput<typeof DisallowSportsRequestSchema>;
export const DisallowSportsResponseSchema = v.object({ data: v.object({ lineDisallowSports: v.array(v.number()), liveDisallowSports: v.array(v.number()) }) });

export const TeamSchema = v.object({ id: v.number(), name: v.string(), sportId: v.number() });
export type Team = v.InferOutput<typeof TeamSchema>;
export const TeamsQuerySchema = v.object({ sportId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)) });
export const TeamsResponseSchema = v.object({ data: v.array(TeamSchema) });
export const FavoriteTeamsRequestSchema = v.strictObject({ teamIds: v.pipe(v.array(Id), v.maxLength(50)) });
export const FavoriteTeamsResponseSchema = v.object({ data: v.array(TeamSchema) });

export const SettingsPromoCheckRequestSchema = v.strictObject({ code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32)) });
export const SettingsPromoCheckResponseSchema = v.object({ data: v.object({ code: v.string(), title: v.string(), currency: v.nullable(v.string()) }) });

export const WalletSchema = v.object({
  id: v.number(),
  type: v.picklist([0, 4, 9]),
  iso: v.string(),
  money: v.number(),
  isActive: v.boolean(),
  walletAttributes: v.object({ title_translation_key: v.string() }),
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

const Values = <K extends SettingId>(keys: readonly K[]) =>
  v.object(Object.fromEntries(keys.map((key) => [key, v.number()])) as Record<K, v.NumberSchema<undefined>>);

export const MailingSettingsSchema = Values(['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets', 'enable_sms_news', 'bonus_type', 'first_deposit_bonus_type']);
export type MailingSettings = v.InferOutput<typeof MailingSettingsSchema>;

export const OfficeSettingsSchema = v.object({
  commonSettings: Values(['hide_balance', 'coef_change_action']),
  otherSettings: Values(['show_game_id', 'compact_view']),
  notificationSettings: Values(['notify_bet_result', 'notify_deposit', 'notify_bonus']),
  cashbackSetting: Values(['cashback_mode']),
  bonusSetting: Values(['bonus_type']),
  firstDepositBonusSetting: Values(['first_deposit_bonus_type']),
  promoSetting: Values(['promo_participation']),
  mailingSettings: MailingSettingsSchema,
  pointsAccumulated: v.number(),
  clubPoints: v.number(),
  showClubPoints: Flag,
  availableCurrencies: v.array(v.object({ id: v.number(), iso: v.string(), symbol: v.string() })),
  sports: v.array(v.object({ id: v.number(), name: v.string() })),
  lineSports: v.array(v.number()),
  liveSports: v.array(v.number()),
  lineDisallowSports: v.array(v.number()),
  liveDisallowSports: v.array(v.number()),
  showFavoriteTeams: Flag,
  favoriteTeams: v.array(TeamSchema),
  showPromoCodeCheck: Flag,
  showWallets: Flag,
  wallets: v.array(WalletSchema),
  email: v.nullable(v.string()),
  emailVerified: Flag,
});
export type OfficeSettings = v.InferOutput<typeof OfficeSettingsSchema>;
export const OfficeSettingsResponseSchema = v.object({ data: OfficeSettingsSchema });

export const VerifyEmailResponseSchema = v.object({ data: v.object({ sentTo: v.string() }) });

const Token = v.pipe(v.string(), v.minLength(8), v.maxLength(512));
export const UnsubscribeRequestSchema = v.strictObject({ token: Token });
export const UnsubscribeResponseSchema = v.object({
  data: v.object({ list: v.picklist(MAILING_LISTS), alreadyUnsubscribed: v.boolean() }),
});

export const ACTIVATION_LINK_TYPES = ['accountverify', 'activatefast', 'activate'] as const;
export type ActivationLinkType = (typeof ACTIVATION_LINK_TYPES)[number];
export const ActivateRequestSchema = v.strictObject({ token: Token, type: v.picklist(ACTIVATION_LINK_TYPES) });
export const ActivateResponseSchema = v.object({
  data: v.object({ activation_type: v.picklist([0, 1, 2, 3]), email: v.string() }),
});
