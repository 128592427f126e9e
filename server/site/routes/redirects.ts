/** Redirect service (shell spec §7): POST /redirects-api/api/v1/redirect-light. One hop per call. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES, RedirectRequestSchema, RedirectResponseSchema, type RedirectResponse } from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { RedirectStore } from '../store/redirects';

const NO_REDIRECT: RedirectResponse = { redirect: false, code: 200, url: null, reasons: [], breadcrumbs: [] };

export function registerRedirectRoutes(app: FastifyInstance, redirects: RedirectStore): void {
  app.post(`${API_BASES.redirects}/api/v1/redirect-light`, async (request, reply) => {
    const body = parseBody(RedirectRequestSchema, request.body, reply);
    if (!body) return reply;
    const target = parseTarget(body.url);
    if (!target) return sendError(reply, 400, 'invalid_body', 'url: not a valid URL or path', { pointer: '/url' });
    const answer = v.parse(RedirectResponseSchema, resolveRedirect(redirects, target));
    return reply.header('cache-control', 'no-store').send(answer);
  });
}

interface Target {
  path: string;
  search: string;
  hash: string;
}

/** The path, query and fragment of `url`; the origin (if any) is ignored. */
export function parseTarget(url: string): Target | undefined {
  if (url.trim() === '') return undefined;
  try {
    const parsed = new URL(url, 'http://kickoff.invalid');
    return { path: parsed.pathname, search: parsed.search, hash: parsed.hash };
  } catch {
    return undefined;
  }
}

export function resolveRedirect(store: RedirectStore, target: Target): RedirectResponse {
  const withoutSlash = target.path.length > 1 && target.path.endsWith('/') ? target.path.replace(/\/+$/, '') : undefined;
  const rule = store.find(target.path) ?? (withoutSlash ? store.find(withoutSlash) : undefined);
  if (!rule) return NO_REDIRECT;
  return {
    redirect: true,
    code: rule.code,
    url: appendQuery(rule.to, target.search) + target.hash,
    reasons: [rule.reason],
    breadcrumbs: [rule.from, rule.to],
  };
}

function appendQuery(to: string, search: string): string {
  if (!search || search === '?') return to;
  return to.includes('?') ? `${to}&${search.slice(1)}` : `${to}${search}`;
}
