/**
 * What a staff search term can name (console Players section): an account ID or a phone when it is
 * digits (spaces, dashes, brackets and a leading + allowed; a leading + means a phone), and an e-mail
 * for any one-word term. Each is matched exactly or by its beginning. Pure.
 */
export interface SearchTerms {
  /** Digits an account ID starts with. */
  idPrefix: string | null;
  /** Digits the full phone (country code and number, without +) starts with. */
  phonePrefix: string | null;
  /** Lower-case text the e-mail starts with. */
  emailPrefix: string | null;
}

export function searchTerms(query: string): SearchTerms {
  const text = query.trim().toLowerCase();
  const compact = text.replace(/[\s()-]/g, '');
  const phoneLike = /^\+?\d+$/.test(compact);
  const digits = phoneLike ? compact.replace(/^\+/, '') : null;
  return {
    idPrefix: digits !== null && !compact.startsWith('+') ? digits : null,
    phonePrefix: digits,
    emailPrefix: text !== '' && !/\s/.test(text) ? text : null,
  };
}

/** `text` as a LIKE prefix pattern (with `\` as the escape character). */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
