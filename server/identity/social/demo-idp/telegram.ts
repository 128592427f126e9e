/**
 * The demo identity provider's Telegram stand-in, served outside production only (registered with the
 * demo provider, ./index.ts): it plays Telegram's website login so the whole Telegram path runs end to
 * end in development and in the tests.
 *
 * - `GET /demo-idp/telegram/auth?bot_id&origin&request_access&return_to`: the page (../demo-idp/pages.ts),
 *   like `https://oauth.telegram.org/auth`; the bot must be the demo bot, `origin` this server's and
 *   `return_to` this server's Telegram return page;
 * - `POST` it with Allow: the chosen demo Telegram account's data, signed with the demo bot token exactly
 *   as Telegram signs (../telegram/verify.ts), back to `return_to#tgAuthResult=<base64 JSON>`; with Deny,
 *   `#tgAuthResult=false`.
 *
 * The demo bot token is drawn at each start (it is a demo: nothing outside this process knows it).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { FORM_CONTENT_TYPE } from '../../../http/form-body';
import { TELEGRAM_RETURN_PATH } from '../telegram/return-page';
import type { TelegramProvider } from '../telegram/settings';
import { encodeTgAuthResult, signTelegramData, type TelegramUserData } from '../telegram/verify';
import { DEMO_IDP_BASE } from './index';
import { DEMO_TELEGRAM_USERS, telegramBadRequestPage, telegramConsentPage, type IdpLng } from './pages';
import { sendDemoPage } from '../../../http/demo-page';

export const DEMO_TELEGRAM_AUTH_PATH = `${DEMO_IDP_BASE}/telegram/auth`;
export const DEMO_TELEGRAM_BOT_ID = '100000001';

export interface DemoTelegram {
  /** The `telegram` provider the stand-in is (when Telegram is not configured). */
  provider: TelegramProvider;
  /** The `tgAuthResult` the stand-in sends for `user` (tests: tampering, old auth_date). */
  tgAuthResult(user: TelegramUserData): string;
}

const Text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const AuthParamsSchema = v.object({
  bot_id: v.literal(DEMO_TELEGRAM_BOT_ID),
  origin: Text(256),
  request_access: v.optional(v.literal('write')),
  return_to: Text(2048),
});
const PARAM_KEYS = Object.keys(AuthParamsSchema.entries);

/** The language of the page: the return page's `lng`. */
function lngOf(returnTo: unknown): IdpLng {
  try {
    return typeof returnTo === 'string' && new URL(returnTo).searchParams.get('lng') === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}

/** The request's parameters when they are the demo bot's, this server's origin and its return page. */
function checkedParams(request: FastifyRequest, source: unknown): v.InferOutput<typeof AuthParamsSchema> | null {
  const record = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const params = v.safeParse(AuthParamsSchema, Object.fromEntries(PARAM_KEYS.map((key) => [key, record[key]])));
  if (!params.success) return null;
  try {
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    const returnTo = new URL(params.output.return_to);
    if (params.output.origin !== own || returnTo.origin !== own || returnTo.pathname !== TELEGRAM_RETURN_PATH || returnTo.hash !== '') return null;
  } catch {
    return null;
  }
  return params.output;
}

export function registerDemoTelegram(app: FastifyInstance, deps: { now(): number }): DemoTelegram {
  const botToken = `${DEMO_TELEGRAM_BOT_ID}:${randomBytes(27).toString('base64url')}`;
  const demo: DemoTelegram = {
    provider: { network: 'telegram', demo: true, botId: DEMO_TELEGRAM_BOT_ID, botToken, authUrl: DEMO_TELEGRAM_AUTH_PATH },
    tgAuthResult: (user) => encodeTgAuthResult(signTelegramData(user, botToken)),
  };


  void app.register(async (scope) => {
    scope.get<{ Querystring: Record<string, unknown> }>(DEMO_TELEGRAM_AUTH_PATH, async (request, reply) => {
      const lng = lngOf(request.query.return_to);
      const params = checkedParams(request, request.query);
      if (!params) return sendDemoPage(reply, 400, telegramBadRequestPage(lng));
      const carried: Record<string, string> = { bot_id: params.bot_id, origin: params.origin, return_to: params.return_to };
      if (params.request_access) carried.request_access = params.request_access;
      return sendDemoPage(reply, 200, telegramConsentPage({ lng, action: DEMO_TELEGRAM_AUTH_PATH, params: carried }));
    });

    scope.post(DEMO_TELEGRAM_AUTH_PATH, { config: { contentTypes: [FORM_CONTENT_TYPE] } }, async (request, reply) => {
      const form = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
      const params = checkedParams(request, form);
      if (!params) return sendDemoPage(reply, 400, telegramBadRequestPage(lngOf(form.return_to)));
      // Like Telegram: the data (or `false`) in the return page's fragment.
      const back = (result: string) => reply.code(303).header('cache-control', 'no-store').redirect(`${params.return_to}#tgAuthResult=${result}`, 303);
      if (form.decision !== 'allow') return back('false');
      const user = DEMO_TELEGRAM_USERS[Number(typeof form.choice === 'string' ? form.choice : '0')];
      if (!user) return sendDemoPage(reply, 400, telegramBadRequestPage(lngOf(params.return_to)));
      return back(demo.tgAuthResult({ ...user, auth_date: Math.floor(deps.now() / 1000) }));
    });
  });

  return demo;
}
