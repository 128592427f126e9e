/** Set-Cookie for the identity cookies: always `Path=/; SameSite=Lax`, `Secure` on https requests. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../../http/cookies';

export interface CookieOptions {
  httpOnly: boolean;
  /** Seconds; omitted for a browser-session cookie, 0 deletes the cookie. */
  maxAge?: number;
}

export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function serializeCookie(name: string, value: string, options: CookieOptions, secure: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.header('set-cookie', serializeCookie(name, value, options, isHttps(request)));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, httpOnly: boolean): void {
  setCookie(request, reply, name, '', { httpOnly, maxAge: 0 });
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return parseCookies(request.headers.cookie).get(name) || undefined;
}

/** A single header value (the first one when repeated). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}
