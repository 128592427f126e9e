/**
 * The Telegram provider of social sign-in (not OpenID Connect: Telegram's website login signs the
 * user's data with the bot token, ./verify.ts). Configured by `KICKOFF_SOCIAL_TELEGRAM_BOT_ID` and
 * `KICKOFF_SOCIAL_TELEGRAM_BOT_TOKEN` (both or neither: one alone stops the start); outside production,
 * when it is not configured, the demo identity provider's Telegram stand-in (../demo-idp/telegram.ts)
 * is the `telegram` provider.
 */
import { envName } from '../providers';

/** Telegram's authorisation page (the browser leaves for it; no Telegram script on our pages). */
export const TELEGRAM_AUTH_URL = 'https://oauth.telegram.org/auth';

export interface TelegramProvider {
  network: 'telegram';
  /** The demo stand-in (development only). */
  demo: boolean;
  botId: string;
  /** Signs the data Telegram returns; never sent anywhere, never logged. */
  botToken: string;
  /** Absolute URL, or a path on this server for the demo stand-in. */
  authUrl: string;
}

export const BOT_ID_ENV = envName('telegram', 'BOT_ID');
export const BOT_TOKEN_ENV = envName('telegram', 'BOT_TOKEN');

/** The configured Telegram provider, or null; a half configuration (or a malformed one) throws. */
export function telegramFromEnv(env: Readonly<Record<string, string | undefined>>): TelegramProvider | null {
  const botId = env[BOT_ID_ENV]?.trim() || undefined;
  const botToken = env[BOT_TOKEN_ENV]?.trim() || undefined;
  if (!botId && !botToken) return null;
  if (!botId || !botToken) throw new Error(`${BOT_ID_ENV} and ${BOT_TOKEN_ENV} must be set together`);
  if (!/^\d{1,20}$/.test(botId)) throw new Error(`${BOT_ID_ENV} must be the bot's numeric id`);
  // BotFather's tokens are `<bot id>:<secret>`.
  if (!/^\d{1,20}:[A-Za-z0-9_-]{20,}$/.test(botToken)) throw new Error(`${BOT_TOKEN_ENV} must be the bot token from BotFather (<id>:<secret>)`);
  return { network: 'telegram', demo: false, botId, botToken, authUrl: TELEGRAM_AUTH_URL };
}

/**
 * The authorisation URL of a sign-in: the bot, our origin, write access, and the page Telegram returns
 * to (its query carries the flow's state; Telegram adds `#tgAuthResult=` to it).
 */
export function telegramAuthUrl(provider: TelegramProvider, origin: string, returnTo: string): string {
  const url = new URL(provider.authUrl, origin);
  url.search = new URLSearchParams({ bot_id: provider.botId, origin, request_access: 'write', return_to: returnTo }).toString();
  return url.toString();
}
