/** Reply helpers of the feed API: reply language, version ETags with 304s, no-cache headers, parameter errors. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../http/errors';
import { ifNoneMatchHits } from '../http/etag';
import { parseLang } from '../http/lang';
import { feedLangOf, type FeedLang } from './names';

/** The reply language of a validated `lng` (FeedLangSchema): none or ru → ru, any other language → en. */
export function replyLangOf(lng: string | undefined): FeedLang {
  const parsed = parseLang(lng);
  return feedLangOf(parsed.ok ? parsed.lang : undefined);
}

/** `"<version>"` for Russian replies (the default), `"<version>-en"` for English ones: same version, another body. */
export const versionEtag = (version: number, lang: FeedLang = 'ru'): string => (lang === 'ru' ? `"${version}"` : `"${version}-${lang}"`);

/** 304 when the client already holds this version in this language (If-None-Match); otherwise sets ETag and no-cache. */
export function notModified(request: FastifyRequest, reply: FastifyReply, version: number, lang: FeedLang): boolean {
  const etag = versionEtag(version, lang);
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
