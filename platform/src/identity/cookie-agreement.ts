/**
 * The cookie agreement after login (account spec §7: "a call with the parameter cookiesAgreeTime is
 * sent after login and then the stored time is removed"; §8: a failure is logged only and the stored
 * time stays). The guest's choice lives in the `cookies_agree_type` / `cookies_agree_time` cookies the
 * consent banner sets (server/web/cookie-consent.ts).
 */
import * as v from 'valibot';
import { CONSENT_TYPES, CookieNames, readCookie, writeCookie, type CookieJar } from '../storage/cookies';
import type { IdentityLogger } from './deps';

export interface CookieAgreement {
  cookiesAgreeTime: number;
  cookiesAgreeType?: (typeof CONSENT_TYPES)[number];
}

const TimeSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8_640_000_000_000_000));

/** Sends a stored choice once a player is signed in; nothing to do without one. */
export async function sendCookieAgreement(send: (body: CookieAgreement) => Promise<unknown>, log: IdentityLogger, jar?: CookieJar): Promise<void> {
  const time = readCookie(CookieNames.cookiesAgreeTime, TimeSchema, jar);
  if (time === undefined) return;
  const type = readCookie(CookieNames.cookiesAgreeType, v.picklist(CONSENT_TYPES), jar);
  try {
    await send({ cookiesAgreeTime: time, ...(type ? { cookiesAgreeType: type } : {}) });
    writeCookie(CookieNames.cookiesAgreeTime, '', { maxAgeSeconds: 0 }, jar);
  } catch (err) {
    log.error('cookie agreement not sent; the stored time stays', err);
  }
}
