/**
 * Social sign-in's providers for the identity service: the ones configured by environment variables
 * (./providers.ts) and, outside production, the demo identity provider (./demo-idp/) standing in for
 * Google, and its Telegram stand-in (./demo-idp/telegram.ts) for Telegram (./telegram/). `app.socialDemoIdp`
 * and `app.socialDemoTelegram` are the demo providers (null in production), for the tests.
 */
import type { FastifyInstance } from 'fastify';
import type { DemoIdp } from './demo-idp/index';
import type { DemoTelegram } from './demo-idp/telegram';
import { providerList, providersFromEnv } from './providers';
import { configuredProvider, demoProvider, demoSettings, type SocialProvider } from './runtime';
import { telegramFromEnv, type TelegramProvider } from './telegram/settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo identity provider; null in production (it is never registered there). */
    socialDemoIdp: DemoIdp | null;
    /** The demo Telegram stand-in; null in production (it is never registered there). */
    socialDemoTelegram: DemoTelegram | null;
  }
}

/** `KICKOFF_SOCIAL_CALLBACK_URL`: the callback URL registered with the providers (default: derived from each request). */
export const CALLBACK_URL_ENV = 'KICKOFF_SOCIAL_CALLBACK_URL';

export function socialCallbackUrl(env: Readonly<Record<string, string | undefined>>): { callbackUrl?: string } {
  const value = env[CALLBACK_URL_ENV]?.trim();
  if (!value) return {};
  if (!/^https?:\/\/[^/]+\/social-api\/oauth\/callback$/.test(value)) throw new Error(`${CALLBACK_URL_ENV} must be https://<host>/social-api/oauth/callback`);
  return { callbackUrl: value };
}

export function socialProviders(app: FastifyInstance, demoIdp: DemoIdp | null, env: Readonly<Record<string, string | undefined>>): Map<string, SocialProvider> {
  const configured = providersFromEnv(env);
  const list = providerList(configured, demoIdp ? demoSettings : null);
  return new Map(list.map((settings) => [settings.network, settings.demo && demoIdp ? demoProvider(app, demoIdp) : configuredProvider(settings)]));
}

/** The Telegram provider: the configured bot, else (outside production) the demo stand-in, else none. */
export function socialTelegram(demo: DemoTelegram | null, env: Readonly<Record<string, string | undefined>>): TelegramProvider | null {
  return telegramFromEnv(env) ?? demo?.provider ?? null;
}
