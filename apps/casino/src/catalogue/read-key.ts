/**
 * The catalogue's query strings and the key of a read (pure): a server-drawn first view (issue 25)
 * embeds each reply under its key, and the browser finds it under the same one, whatever order the
 * filters were written in.
 */

/** The query of a call from its filters: empty and missing values left out, everything as text. */
export function queryOf<F extends object>(filters: F): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters as Readonly<Record<string, string | number | undefined>>)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** `casino/<path>` with its query in name order (`casino/games?page=1&section=slots`). */
export function readKey(path: string, query: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const search = params.toString();
  return search ? `casino/${path}?${search}` : `casino/${path}`;
}
