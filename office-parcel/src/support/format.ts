/** Dates of the support screens in the page's language. */
export function formatWhen(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}
