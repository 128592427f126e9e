/** The token of a mail link from the page's query (`?token=`), checked before it is sent; pure. */
const TOKEN = /^[A-Za-z0-9._~-]{8,512}$/;

export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token !== null && TOKEN.test(token) ? token : null;
}

export type LinkFailure = 'invalid' | 'expired' | 'used' | 'error';

/** The state a refused link shows, from the error code of the reply (`link_invalid`, `link_expired`, `link_used`). */
export function linkFailure(err: unknown): LinkFailure {
  const body = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  if (body === 'link_invalid') return 'invalid';
  if (body === 'link_expired') return 'expired';
  if (body === 'link_used') return 'used';
  return 'error';
}
