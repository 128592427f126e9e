/** Browser storage helpers: validated cookies and web storage (with an in-memory fallback). */
export {
  CookieNames,
  DEFAULT_COOKIE_MAX_AGE_SECONDS,
  deleteCookie,
  parseCookies,
  readCookie,
  writeCookie,
  type CookieJar,
  type CookieName,
  type WriteCookieOptions,
} from './cookies';
export { createMemoryStorage, getWebStorage, readStored, removeStored, writeStored } from './web-storage';
export { acceptStored } from './stored-value';
