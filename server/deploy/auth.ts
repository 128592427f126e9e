/**
 * Who may write import maps: a `preHandler` guard on every write of the deploy API. The request must
 * carry `Authorization: Bearer <token>` with a configured deploy token (compared in constant time);
 * the token's name becomes the actor of the history rows. Without configured tokens the development
 * token `dev-deploy-token` (actor `developer`) works with the demo switch, and every write is refused
 * (503 `deploy_disabled`) otherwise, in production in particular.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { DEV_DEPLOY_ACTOR, DEV_DEPLOY_TOKEN, type DeployToken } from './options';

declare module 'fastify' {
  interface FastifyRequest {
    /** The deploy token's name (set by the deploy write guard). */
    deployActor: string | null;
  }
}

export interface DeployAuthSettings {
  tokens: readonly DeployToken[];
  /** The demo switch: the development token is accepted when no tokens are configured. */
  testApi: boolean;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/** The tokens that work: the configured ones, or the development token with the demo switch; none means writes are off. */
export function effectiveTokens(settings: DeployAuthSettings): readonly DeployToken[] {
  if (settings.tokens.length > 0) return settings.tokens;
  return settings.testApi ? [{ name: DEV_DEPLOY_ACTOR, token: DEV_DEPLOY_TOKEN }] : [];
}

/** The guard: sets `request.deployActor` or throws the refusal. */
export type DeployGuard = (request: FastifyRequest) => Promise<void>;

export function createDeployGuard(settings: DeployAuthSettings): DeployGuard {
  const known = effectiveTokens(settings).map((entry) => ({ name: entry.name, digest: digest(entry.token) }));
  const unauthorized = (detail: string): HttpError => new HttpError(401, 'deploy_unauthorized', detail, undefined, undefined, { 'www-authenticate': 'Bearer realm="kickoff-deploy"' });
  return async (request: FastifyRequest) => {
    if (known.length === 0) throw new HttpError(503, 'deploy_disabled', 'Deploys are disabled: no deploy tokens are configured (KICKOFF_DEPLOY_TOKENS)');
    const header = request.headers.authorization;
    if (header === undefined) throw unauthorized('A deploy needs Authorization: Bearer <deploy token>');
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) throw unauthorized('The Authorization header must be Bearer <deploy token>');
    const given = digest(token);
    // Every entry is compared, so the time taken does not say which one (or whether any) matched.
    let actor: string | null = null;
    for (const entry of known) if (timingSafeEqual(entry.digest, given)) actor = entry.name;
    if (actor === null) throw new HttpError(403, 'deploy_forbidden', 'This deploy token is not accepted');
    request.deployActor = actor;
  };
}

/** The actor the guard resolved. */
export function deployActorOf(request: FastifyRequest): string {
  if (request.deployActor === null) throw new Error('deploy route without the deploy guard');
  return request.deployActor;
}
