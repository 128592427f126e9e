/**
 * Referral cookies of account spec §3 / §9, captured on arrival without any first-visit JavaScript:
 * the shell page response sets them when the request's query carries tag parameters (ref, bf, btag,
 * tag, qtag, click_id, utm_source, aip, affid, pb, subid, bwpromocode). `referralCookies` is the pure
 * rule from the query to the cookies and their lifetimes (§9 "Referral cookie lifetimes"):
 *
 * | cookie            | from                                                              | lifetime |
 * |-------------------|-------------------------------------------------------------------|----------|
 * | refererid         | ref (the bring-a-friend code; registration links the friend)      | 60 d     |
 * | referral_values   | a tag-type link: btag, qtag, tag or bwpromocode (first given)      | 60 d     |
 * |                   | else bf                                                            | 1 d      |
 * |                   | else click data: click_id (additional: utm_source or aip)         | 30 d     |
 * | ref_partner_id    | affid with a tag-type parameter (affiliate and tag)               | 60 d     |
 * |                   | affid otherwise (partner id with click data)                       | 30 d     |
 * | reflinkid         | tag given alone (no other tag parameter but pb)                    | 1 h      |
 * | postback_watcher  | any tag parameter: pb's value, or '1' without pb                   | 30 d / 4 s |
 * | subid             | subid                                                              | 60 d     |
 *
 * `referral_values` is JSON {type, val, additional}; `ref_partner_id` JSON {affid, click_id, aip,
 * utm_source, tag} (absent ones null). All are `HttpOnly` but `refererid`, which the registration form
 * reads to start with the referrer's code (shell-parcels/src/auth/referral.ts); the server's
 * registration reads it too when the form sends no code. Values are 1–64 characters of letters, digits, `_`, `.`, `-`;
 * anything else is ignored, and a query without a usable tag parameter sets nothing.
 */

export const REFERRAL_TAG_PARAMETERS = ['ref', 'bf', 'btag', 'tag', 'qtag', 'click_id', 'utm_source', 'aip', 'affid', 'pb', 'subid', 'bwpromocode'] as const;
type TagParameter = (typeof REFERRAL_TAG_PARAMETERS)[number];

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

export const REFERRAL_COOKIE_LIFETIMES_S = {
  refererid: 60 * DAY_S,
  bf: DAY_S,
  tagLink: 60 * DAY_S,
  partnerWithClick: 30 * DAY_S,
  partnerWithTag: 60 * DAY_S,
  clickData: 30 * DAY_S,
  linkIdFromTagAlone: HOUR_S,
  postbackWithoutPb: 4,
  postbackWithPb: 30 * DAY_S,
  subid: 60 * DAY_S,
} as const;

/** Every referral cookie's name (marketing cookies: withdrawing marketing consent removes them). */
export const REFERRAL_COOKIE_NAMES = ['refererid', 'referral_values', 'ref_partner_id', 'reflinkid', 'postback_watcher', 'subid'] as const;

export interface ReferralCookie {
  name: (typeof REFERRAL_COOKIE_NAMES)[number];
  value: string;
  maxAgeSeconds: number;
  /** Only `refererid` is readable by the page (the registration form starts with its code). */
  httpOnly: boolean;
}

const VALUE = /^[\w.-]{1,64}$/;

/** The usable tag parameters of a query object (first value of a repeated one). */
function tagValues(query: unknown): Partial<Record<TagParameter, string>> {
  const found: Partial<Record<TagParameter, string>> = {};
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return found;
  const record = query as Record<string, unknown>;
  for (const name of REFERRAL_TAG_PARAMETERS) {
    const raw = record[name];
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first === 'string' && VALUE.test(first)) found[name] = first;
  }
  return found;
}

/** The referral cookies a request with this query sets (none for an empty query or one without tag parameters). */
export function referralCookies(query: unknown): ReferralCookie[] {
  const q = tagValues(query);
  const given = Object.keys(q) as TagParameter[];
  if (given.length === 0) return [];
  const L = REFERRAL_COOKIE_LIFETIMES_S;
  const cookies: ReferralCookie[] = [];
  const add = (name: ReferralCookie['name'], value: string, maxAgeSeconds: number) => cookies.push({ name, value, maxAgeSeconds, httpOnly: name !== 'refererid' });
  const values = (type: string, val: string, additional: string | null) => JSON.stringify({ type, val, additional });

  if (q.ref) add('refererid', q.ref, L.refererid);

  const tagType = (['btag', 'qtag', 'tag', 'bwpromocode'] as const).find((name) => q[name] !== undefined);
  if (tagType) add('referral_values', values(tagType, q[tagType] ?? '', tagType === 'bwpromocode' ? null : (q.bwpromocode ?? null)), L.tagLink);
  else if (q.bf) add('referral_values', values('bf', q.bf, null), L.bf);
  else if (q.click_id) add('referral_values', values('click_id', q.click_id, q.utm_source ?? q.aip ?? null), L.clickData);

  if (q.affid) {
    const withTag = q.btag !== undefined || q.qtag !== undefined || q.tag !== undefined;
    const partner = { affid: q.affid, click_id: q.click_id ?? null, aip: q.aip ?? null, utm_source: q.utm_source ?? null, tag: q.btag ?? q.qtag ?? q.tag ?? null };
    add('ref_partner_id', JSON.stringify(partner), withTag ? L.partnerWithTag : L.partnerWithClick);
  }

  if (q.tag && given.every((name) => name === 'tag' || name === 'pb')) add('reflinkid', q.tag, L.linkIdFromTagAlone);

  add('postback_watcher', q.pb ?? '1', q.pb ? L.postbackWithPb : L.postbackWithoutPb);

  if (q.subid) add('subid', q.subid, L.subid);
  return cookies;
}
