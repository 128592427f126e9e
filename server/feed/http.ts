/** Reply helpers of the feed API: version ETags with 304s, no-cache headers, parameter errors. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../http/errors';
import { ifNoneMatchHits } from '../http/etag';

export const WEB_API = '/web-api';

export const versionEtag = (version: number): string => `"${version}"`;

/** 304 when the client already holds this version (If-None-Match); otherwise sets ETag and no-cache. */
export function notModified(request: FastifyRequest, reply: FastifyReply, version: number): boolean {
  const etag = versionEtag(version);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}

export const sendInvalidParameter = (reply: FastifyReply, parameter: string, detail: string): FastifyReply =>
  sendError(reply, 400, 'invalid_parameter', detail, { parameter });

export const sendNotFound = (reply: FastifyReply, what: string): FastifyReply => sendError(reply, 404, 'not_found', `${what} not found`);

/** A positive integer path parameter, or null. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/** Checks a reply against its contract schema before it is sent (a broken reply is a server bug). */
export function checked<S extends v.GenericSchema>(schema: S, value: v.InferInput<S>): v.InferOutput<S> {
  return v.parse(schema, value);
}
