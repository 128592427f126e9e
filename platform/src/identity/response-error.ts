/**
 * Reading an error reply inside an interceptor without consuming it: the body is read from a clone
 * and parsed like the client does (JSON:API `errors[]` or `{ message }`), so the code the
 * interceptors react to (120, 100/111/112/113, 1) is the same one the caller's ApiError carries.
 */
import { ApiError, parseErrorBody } from '../api/errors';

export async function apiErrorOf(res: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await res.clone().text();
  } catch {
    text = '';
  }
  let body: unknown = text || null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return parseErrorBody(res.status, body);
}

/** The error code of a reply, or null. */
export async function errorCodeOf(res: Response): Promise<string | null> {
  return (await apiErrorOf(res)).code;
}
