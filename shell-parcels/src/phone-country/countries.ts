/** Pure helpers of the phone-country list: a country's flag and the search over name, code and tel code. */

/** The flag emoji of a two-letter country code (regional indicator symbols); '' for anything else. */
export function countryFlag(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

/** Countries whose name, two-letter code or tel code contains the query (case-insensitive); all for an empty query. */
export function filterCountries<C extends { name: string; country_code: string; tel_code: string }>(countries: readonly C[], query: string): C[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...countries];
  const digits = q.replace(/^\+/, '');
  return countries.filter((c) =>
    c.name.toLowerCase().includes(q) || c.country_code.toLowerCase() === q || (digits !== '' && /^\d+$/.test(digits) && c.tel_code.replace(/^\+/, '').startsWith(digits)));
}
