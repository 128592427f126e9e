/**
 * The client's address as the rate limits and failure counters key it: `request.ip` (the socket, or
 * the first untrusted X-Forwarded-For hop behind trusted proxies), IPv4-mapped IPv6 as IPv4, and IPv6
 * cut to its /64 (one household or server), as @fastify/rate-limit does.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}
