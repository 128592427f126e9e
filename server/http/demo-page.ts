/**
 * The reply of a demo provider's own HTML page (the demo identity provider, its Telegram stand-in and the
 * demo payment provider): never cached, and a policy that lets the page do nothing but show its inline
 * styles and post its forms back to this origin.
 */
import type { FastifyReply } from 'fastify';

export const DEMO_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const sendDemoPage = (reply: FastifyReply, status: number, page: string): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').header('content-security-policy', DEMO_PAGE_CSP).type('text/html; charset=utf-8').send(page);
