/**
 * The promo / referral code a registration form starts with (pure): the `ref` query parameter,
 * else the `refererid` cookie (account spec §3 "Referral cookies"), else empty.
 */
const SAFE_CODE = /^[\w-]{1,64}$/;

export function initialReferralCode(search: string, refererCookie: string | undefined): string {
  const fromQuery = new URLSearchParams(search).get('ref')?.trim() ?? '';
  if (SAFE_CODE.test(fromQuery)) return fromQuery;
  const fromCookie = refererCookie?.trim() ?? '';
  return SAFE_CODE.test(fromCookie) ? fromCookie : '';
}
