/**
 * The staff cookies: `HttpOnly; SameSite=Strict; Path=/`, `Secure` in production (and on any https
 * request). Their names differ from the players' (`kk_sid`), so neither kind of session reads the other.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieAttributes } from '../../identity/http/cookies';
import type { StaffContext } from '../context';

export function staffCookieAttributes(secure: boolean, maxAgeSeconds?: number): CookieAttributes {
  const attributes: CookieAttributes = { path: '/', sameSite: 'strict', httpOnly: true, secure };
  if (maxAgeSeconds !== undefined) attributes.maxAge = Math.max(0, Math.floor(maxAgeSeconds));
  return attributes;
}

const secureFor = (ctx: StaffContext, request: FastifyRequest): boolean => ctx.production || request.protocol === 'https';

/** A browser-session cookie (no Max-Age): closing the browser ends it too. */
export function setStaffCookie(ctx: StaffContext, request: FastifyRequest, reply: FastifyReply, name: string, value: string): void {
  reply.setCookie(name, value, staffCookieAttributes(secureFor(ctx, request)));
}

export function clearStaffCookie(ctx: StaffContext, request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.setCookie(name, '', staffCookieAttributes(secureFor(ctx, request), 0));
}

export function readStaffCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name] || undefined;
}
