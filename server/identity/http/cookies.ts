/**
 * The identity cookies through @fastify/cookie: always `Path=/; SameSite=Lax`, `HttpOnly` when asked,
 * `Max-Age` for lasting cookies (0 deletes), `Secure` on https requests.
 */
import type { SerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieOptions {
  httpOnly: boolean;
  /** Seconds; omitted for a browser-session cookie, 0 deletes the cookie. */
  maxAge?: number;
}

export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export type CookieAttributes = Pick<SerializeOptions, 'path' | 'sameSite' | 'httpOnly' | 'secure' | 'maxAge'>;

/** The serialize options of an identity cookie. */
export function cookieAttributes(options: CookieOptions, secure: boolean): CookieAttributes {
  const attributes: CookieAttributes = { path: '/', sameSite: 'lax', httpOnly: options.httpOnly, secure };
  if (options.maxAge !== undefined) attributes.maxAge = Math.max(0, Math.floor(options.maxAge));
  return attributes;
}

export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.setCookie(name, value, cookieAttributes(options, isHttps(request)));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, httpOnly: boolean): void {
  setCookie(request, reply, name, '', { httpOnly, maxAge: 0 });
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name] || undefined;
}

/** A single header value (the first one when repeated). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}
